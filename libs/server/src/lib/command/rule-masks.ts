import type { Rule } from '@file-browser/api-contract';
import { join, posix } from 'node:path';
import { rulesAllow } from '../files/access';
import type { Storage } from '../ports/storage';

/** The rules a command is held to, as the request's access policy has them. */
export interface CommandRules {
  /** Global rules first, then the user's: the last match wins (api-contract §10.2). */
  rules: readonly Rule[];
  /** Path rules compare case-folded (the served file system ignores case, K03). */
  foldCase?: boolean;
}

/** Said to a user whose rules deny by pattern: no mount can follow a regular expression. */
export const RULES_BY_PATTERN =
  'Commands cannot run for you: your access rules hide files by pattern (a regular expression), and commands cannot be held to a pattern.';

/** Said when commands run unconfined (`commandSandbox: 'none'`) and the rules deny anything. */
export const RULES_UNCONFINED =
  'Commands cannot run for you: your access rules hide files, and commands on this server run unconfined, where nothing can hide them.';

/** Said when the folder a command would start in is hidden inside the sandbox. */
export const FOLDER_HIDDEN =
  'Commands cannot run in this folder: your access rules hide it from commands.';

/** A path rule's point in the scope tree and whether that point and the paths below it are allowed. */
export interface RuleNode {
  /** Canonical scope path (`/` or `/a/b`), spelled as the first rule naming it spells it. */
  path: string;
  allowed: boolean;
}

/** True when a regex rule denies: such a user runs no command at all. */
export function deniesByPattern(rules: readonly Rule[]): boolean {
  return rules.some((rule) => rule.regex && !rule.allow);
}

/**
 * The scope path a path rule covers, with everything below it, exactly as `files/access.ts`
 * matches it: `/a` and `/a/` cover `/a` and `/a/…`; `/` and the empty path cover everything.
 * Undefined for a path no canonical scope path can match (relative, `..`, doubled slashes).
 */
export function rulePrefix(path: string): string | undefined {
  const trimmed = path.endsWith('/') ? path.slice(0, -1) : path;
  if (trimmed === '') return '/';
  if (!trimmed.startsWith('/') || trimmed.endsWith('/')) return undefined;
  return posix.normalize(trimmed) === trimmed ? trimmed : undefined;
}

function key(path: string, foldCase: boolean): string {
  return foldCase ? path.toLowerCase() : path;
}

/** True when `ancestor` is `path` or a folder above it (scope paths, already case-keyed). */
function covers(ancestor: string, path: string): boolean {
  return ancestor === '/' || path === ancestor || path.startsWith(`${ancestor}/`);
}

function depth(path: string): number {
  return path === '/' ? 0 : path.split('/').length - 1;
}

/**
 * Every point of the scope tree where a path rule starts, the root always first, shallow before
 * deep, each with whether it is allowed. Between these points nothing changes: a path is allowed
 * exactly as the deepest point above it is. Only path rules count: a regex allow rule can only
 * re-open, so leaving it out hides more, never less (a regex deny rule stops commands before).
 * A point is allowed only when the point itself and a path just below it both are (only a rule
 * `//`, which matches the root alone, tells them apart).
 */
export function ruleNodes(policy: CommandRules): RuleNode[] {
  const foldCase = policy.foldCase ?? false;
  const pathRules = policy.rules.filter((rule) => !rule.regex);
  const spelled = new Map<string, string>([['/', '/']]);
  for (const rule of pathRules) {
    const prefix = rulePrefix(rule.path);
    if (prefix !== undefined && !spelled.has(key(prefix, foldCase)))
      spelled.set(key(prefix, foldCase), prefix);
  }
  // A child name no rule can spell, so it stands for "any path below".
  let below = '\u0000';
  while (pathRules.some((rule) => rule.path.includes(below))) below += '\u0000';
  const allowed = (path: string) =>
    rulesAllow(pathRules, path, foldCase) &&
    rulesAllow(pathRules, posix.join(path, below), foldCase);
  return [...spelled.values()]
    .sort((a, b) => depth(a) - depth(b))
    .map((path) => ({ path, allowed: allowed(path) }));
}

/** True when the rules hide anything at all (a pattern deny, or any path denied). */
export function rulesHideAnything(policy: CommandRules): boolean {
  return deniesByPattern(policy.rules) || ruleNodes(policy).some((node) => !node.allowed);
}

/** How the user's scope appears inside the sandbox. */
export interface ScopeView {
  /** bwrap arguments that mount the scope at the sandbox path and hide what the rules deny. */
  mounts: string[];
  /** True when the scope path `path` is visible inside (false when under a mask). */
  visible(path: string): boolean;
}

type Entry = 'folder' | 'other';

/**
 * What is at scope path `path` (real scope `scope`): undefined when nothing is there, when the
 * server cannot look, or when any name on the way (the last included) is a symbolic link. What
 * a link leads to is reached, inside the sandbox as on disk, at its real place, where the rules
 * for that place apply and mask it; and the command, the server's own user with no
 * capabilities, cannot reach what the server cannot see.
 */
async function entryAt(storage: Storage, scope: string, path: string): Promise<Entry | undefined> {
  let at = scope;
  let stats;
  for (const name of path.split('/').filter(Boolean)) {
    at = join(at, name);
    try {
      stats = await storage.lstat(at);
    } catch {
      return undefined;
    }
    if (stats.isSymbolicLink()) return undefined;
  }
  return stats?.isDirectory() === false ? 'other' : 'folder';
}

/**
 * The mounts that show the scope (real path `scope`) at `at` with what `policy` denies hidden
 * (issue 27 item 3), as of now:
 * - a denied folder becomes an empty read-only tmpfs: nothing in it, on disk then or put there
 *   while the command runs, is seen, and nothing written there reaches the disk;
 * - a denied file (or anything not a folder) gets `/dev/null` bound over it read-only and
 *   without device access: opening it fails, it reads as nothing and cannot be written;
 * - an allowed path under a denied folder is bound back at its place (writable, as the scope),
 *   and a denied path under that is masked again, deepest last;
 * - a denied scope root is an empty read-only tmpfs with only its allowed paths bound in.
 * Names stay visible (a mask needs the entry it covers). Nothing is mounted for a denied path
 * that does not exist yet (bwrap would create it on disk to mount over it): a command may create
 * it, and sees what it wrote there. The caller refuses users with pattern rules before this.
 */
export async function scopeView(
  storage: Storage,
  scope: string,
  at: string,
  policy: CommandRules,
): Promise<ScopeView> {
  const foldCase = policy.foldCase ?? false;
  const [root, ...nodes] = ruleNodes(policy);
  const rootHidden = root?.allowed === false;
  const mounts = rootHidden ? ['--tmpfs', at] : ['--bind', scope, at];
  const readOnly = rootHidden ? [at] : [];
  /** Each point handled so far, deepest last among its ancestors, and whether it shows. */
  const shown: { key: string; visible: boolean }[] = [{ key: '/', visible: !rootHidden }];
  const stateAt = (path: string) =>
    shown.findLast((node) => covers(node.key, key(path, foldCase)))?.visible ?? true;
  for (const node of nodes) {
    const above = stateAt(node.path);
    let visible = above;
    if (node.allowed !== above) {
      const entry = await entryAt(storage, scope, node.path);
      const inside = posix.join(at, node.path);
      if (entry !== undefined && node.allowed) {
        // bind-try: a path gone since it was looked at stays hidden.
        mounts.push('--bind-try', join(scope, node.path), inside);
        visible = true;
      } else if (entry === 'folder') {
        mounts.push('--tmpfs', inside);
        readOnly.push(inside);
        visible = false;
      } else if (entry === 'other') {
        mounts.push('--ro-bind', '/dev/null', inside);
        visible = false;
      }
    }
    shown.push({ key: key(node.path, foldCase), visible });
  }
  // Last, so paths bound back inside a tmpfs could still be created there (not recursive).
  for (const path of readOnly) mounts.push('--remount-ro', path);
  return { mounts, visible: stateAt };
}
