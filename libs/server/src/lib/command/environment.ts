/**
 * The environment event hooks run with: the server's own, minus its configuration variables
 * (`FB_*`, which may hold the first admin password), plus `extra`. Hooks are the
 * administrator's; users' commands get {@link minimalEnvironment} instead.
 */
export function commandEnvironment(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const inherited = Object.entries(process.env).filter(([name]) => !name.startsWith('FB_'));
  return { ...Object.fromEntries(inherited), ...extra };
}

/** Where users' commands look for programs, whatever the server's own `PATH` is. */
export const COMMAND_PATH = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';

/**
 * The whole environment of a user's command (issue 27 item 3): a fixed `PATH`, `HOME` (the
 * scope as the command sees it) and `LANG`. Nothing of the server's environment, which may hold
 * secrets, reaches it.
 */
export function minimalEnvironment(home: string): NodeJS.ProcessEnv {
  return { PATH: COMMAND_PATH, HOME: home, LANG: 'C.UTF-8' };
}
