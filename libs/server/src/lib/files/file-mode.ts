import type { EntryStats } from '../ports/storage';

// Go's os.FileMode type bits (api-contract §0.4): clients compare `mode` against these.
const GO_DIR = 2 ** 31;
const GO_SYMLINK = 2 ** 27;
const GO_DEVICE = 2 ** 26;
const GO_NAMED_PIPE = 2 ** 25;
const GO_SOCKET = 2 ** 24;
const GO_SETUID = 2 ** 23;
const GO_SETGID = 2 ** 22;
const GO_CHAR_DEVICE = 2 ** 21;
const GO_STICKY = 2 ** 20;
const GO_IRREGULAR = 2 ** 19;

// The POSIX type bits of `st_mode` (their values on Linux, as node:fs `constants` has them).
const S_IFMT = 0o170000;
const S_IFSOCK = 0o140000;
const S_IFLNK = 0o120000;
const S_IFREG = 0o100000;
const S_IFBLK = 0o060000;
const S_IFDIR = 0o040000;
const S_IFCHR = 0o020000;
const S_IFIFO = 0o010000;

// POSIX special bits (not exported by node:fs constants).
const S_ISUID = 0o4000;
const S_ISGID = 0o2000;
const S_ISVTX = 0o1000;

/** Converts a POSIX `st_mode` to the unsigned 32-bit Go `FileMode` upstream puts on the wire. */
export function goFileMode(stMode: number): number {
  let mode = stMode & 0o777;
  const type = stMode & S_IFMT;
  if (type === S_IFDIR) mode += GO_DIR;
  else if (type === S_IFLNK) mode += GO_SYMLINK;
  else if (type === S_IFIFO) mode += GO_NAMED_PIPE;
  else if (type === S_IFSOCK) mode += GO_SOCKET;
  else if (type === S_IFBLK) mode += GO_DEVICE;
  else if (type === S_IFCHR) mode += GO_DEVICE + GO_CHAR_DEVICE;
  else if (type !== S_IFREG) mode += GO_IRREGULAR;
  if (stMode & S_ISUID) mode += GO_SETUID;
  if (stMode & S_ISGID) mode += GO_SETGID;
  if (stMode & S_ISVTX) mode += GO_STICKY;
  return mode;
}

/**
 * RFC 3339 in UTC with up to nine fractional digits, trailing zeros trimmed (api-contract §0.4),
 * from a nanosecond timestamp so no precision is lost.
 */
export function rfc3339(stats: Pick<EntryStats, 'mtimeNs'>): string {
  const ns = stats.mtimeNs;
  const seconds = ns / 1_000_000_000n;
  const fraction = (ns % 1_000_000_000n).toString().padStart(9, '0').replace(/0+$/, '');
  const whole = new Date(Number(seconds) * 1000).toISOString().slice(0, 19);
  return `${whole}${fraction ? `.${fraction}` : ''}Z`;
}

/** Text from the last `.` of a name, inclusive: `.gz` for `a.tar.gz`, `.bashrc` for `.bashrc`. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot);
}
