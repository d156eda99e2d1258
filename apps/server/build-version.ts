import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** Where the workspace's package.json and .git are. */
const WORKSPACE = new URL('../../', import.meta.url);

/** The checkout's short commit, or null outside a git checkout (e.g. a source tarball). */
function gitCommit(): string | null {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: WORKSPACE,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return /^[0-9a-f]+$/.test(commit) ? commit : null;
  } catch {
    return null;
  }
}

/**
 * The version the build stamps into the server (startup config, OpenAPI document): the root
 * package.json's version, plus the commit as semver build metadata when built from git
 * (`0.1.0+dd396c4`).
 */
export function buildVersion(): string {
  const manifest = JSON.parse(readFileSync(new URL('package.json', WORKSPACE), 'utf8')) as {
    version: string;
  };
  const commit = gitCommit();
  return commit ? `${manifest.version}+${commit}` : manifest.version;
}
