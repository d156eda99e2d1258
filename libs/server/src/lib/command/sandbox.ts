import { delimiter, join, posix, relative, sep } from 'node:path';
import { hostEntry, hostFileExists } from '../host/host-files';

/** Where the user's scope appears inside the sandbox: commands never see server paths (K25). */
export const SANDBOX_SCOPE = '/files';

/** Said to the user when commands are on but cannot be confined. */
export const SANDBOX_MISSING =
  'Commands cannot run: the server needs bubblewrap (bwrap) to confine them to your folder.';

/**
 * What commands may read besides the scope: the system's programs and libraries, and the few
 * files they need to start. All read-only; nothing of the server's (database, other users'
 * folders, configuration) is there.
 */
const SYSTEM_PATHS = [
  '/usr',
  '/bin',
  '/sbin',
  '/lib',
  '/lib32',
  '/lib64',
  '/etc/alternatives',
  '/etc/ld.so.cache',
  '/etc/localtime',
  '/etc/passwd',
  '/etc/group',
  '/etc/nsswitch.conf',
  '/etc/ssl',
];

/** `bwrap` on the PATH, or undefined. */
export function findBubblewrap(path = process.env['PATH'] ?? ''): string | undefined {
  return path
    .split(delimiter)
    .filter(Boolean)
    .map((folder) => join(folder, 'bwrap'))
    .find((candidate) => hostFileExists(candidate));
}

/** A system path as the sandbox gets it: a symlink stays one (merged /usr), a folder read-only. */
function systemMount(path: string): string[] {
  const entry = hostEntry(path);
  if (!entry) return [];
  return entry.linkTo === undefined ? ['--ro-bind', path, path] : ['--symlink', entry.linkTo, path];
}

/** The scope path (`/` or `/a/b`) of the real location `real` inside the real scope `scope`. */
export function scopePath(scope: string, real: string): string {
  return posix.join('/', ...relative(scope, real).split(sep).filter(Boolean));
}

/**
 * argv that runs `argv` confined by bubblewrap (security-requirements K87): a fresh mount,
 * process, network and IPC namespace where the user's scope (its real path `scope`) is the
 * only writable folder, mounted at {@link SANDBOX_SCOPE} by `scopeMounts` (by default the whole
 * scope; `rule-masks.ts` hides what the user's rules deny), the system read-only, an empty
 * `/tmp`, no network; the command starts in `cwd`'s place inside and dies with the server.
 * Every capability is dropped, also when the server runs as root: with them a command could
 * unmount the masks or remount the system read-write (issue 27 item 3). The environment is the
 * caller's (`minimalEnvironment`), plus `PWD`.
 */
export function sandboxedArgv(
  bwrap: string,
  argv: readonly string[],
  scope: string,
  cwd: string,
  scopeMounts: readonly string[] = ['--bind', scope, SANDBOX_SCOPE],
): string[] {
  const path = scopePath(scope, cwd);
  const inside = path === '/' ? SANDBOX_SCOPE : SANDBOX_SCOPE + path;
  return [
    bwrap,
    '--die-with-parent',
    '--new-session',
    '--unshare-all',
    ...['--cap-drop', 'ALL'],
    ...SYSTEM_PATHS.flatMap(systemMount),
    ...['--proc', '/proc', '--dev', '/dev', '--tmpfs', '/tmp'],
    ...scopeMounts,
    ...['--chdir', inside, '--setenv', 'PWD', inside],
    '--',
    ...argv,
  ];
}
