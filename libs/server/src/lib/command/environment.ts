/**
 * The environment commands and hooks run with: the server's own, minus its configuration
 * variables (`FB_*`, which may hold the first admin password), plus `extra`.
 */
export function commandEnvironment(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const inherited = Object.entries(process.env).filter(([name]) => !name.startsWith('FB_'));
  return { ...Object.fromEntries(inherited), ...extra };
}
