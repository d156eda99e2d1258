import { basename, join, posix } from 'node:path';
import { HttpError } from '../core/http-error';
import type { AccessPolicy } from './access';
import { policyAllows } from './access';
import { isOutOfSpace } from '../core/fs-errors';
import { isTempName, tempBeside } from '../core/temp-names';
import type { PathResolver } from './paths';
import type { Storage } from '../ports/storage';
import { DIR_MODE } from '../ports/storage';
import type { TempJournal } from '../ports/store';
import { isInside } from '../core/path-checks';

/** One thing a copy will create. */
interface CopyStep {
  kind: 'dir' | 'file';
  /** Real location of the source (links already followed). */
  from: string;
  to: string;
  /** Scope paths checked against the rules: where it is read, what it really is, where it lands. */
  checked: readonly string[];
  mode: number;
}

/** Everything a copy will do, worked out before anything is written. */
export interface CopyPlan {
  steps: CopyStep[];
  /** Entries that cannot be copied: links out of scope or nowhere, loops, pipes and devices. */
  failures: string[];
}

interface Visit {
  from: string;
  sourcePath: string;
  to: string;
  targetPath: string;
  /** Real paths of the folders above, to stop at a link loop (security-requirements K16). */
  chain: ReadonlySet<string>;
}

async function realInScope(resolver: PathResolver, location: string): Promise<string | undefined> {
  try {
    const real = await resolver.storage.realpath(location);
    return isInside(resolver.root, real) ? real : undefined;
  } catch {
    return undefined;
  }
}

async function visit(resolver: PathResolver, plan: CopyPlan, at: Visit): Promise<void> {
  // In-scope links are copied as what they point to; escaping links are never followed.
  const real = await realInScope(resolver, at.from);
  // The server's own files are never copied, whatever link leads to them (issue 27).
  if (real && resolver.ownFiles.has(real)) {
    if (at.chain.size === 0) throw new HttpError(404);
    return;
  }
  const stats = real && (await resolver.storage.stat(real).catch(() => undefined));
  if (!real || !stats || at.chain.has(real)) {
    plan.failures.push(at.sourcePath);
    return;
  }
  const checked = [at.sourcePath, resolver.virtualOf(real), at.targetPath];
  const mode = stats.mode & 0o7777;
  if (stats.isFile()) {
    plan.steps.push({ kind: 'file', from: real, to: at.to, checked, mode });
    return;
  }
  if (!stats.isDirectory()) {
    plan.failures.push(at.sourcePath);
    return;
  }
  plan.steps.push({ kind: 'dir', from: real, to: at.to, checked, mode });
  const names = await resolver.storage
    .list(real)
    .then((entries) => entries.map((entry) => entry.name))
    .catch(() => undefined);
  if (!names) {
    plan.failures.push(at.sourcePath);
    return;
  }
  const chain = new Set([...at.chain, real]);
  for (const name of names.filter((entry) => !isTempName(entry)).sort()) {
    await visit(resolver, plan, {
      from: join(real, name),
      sourcePath: posix.join(at.sourcePath, name),
      to: join(at.to, name),
      targetPath: posix.join(at.targetPath, name),
      chain,
    });
  }
}

/**
 * Works out a copy of `source` (scope path, its location on disk) to `target` (scope path, the
 * location of the new entry). Nothing is written.
 */
export async function planCopy(
  resolver: PathResolver,
  source: { virtualPath: string; location: string },
  target: { virtualPath: string; location: string },
): Promise<CopyPlan> {
  const plan: CopyPlan = { steps: [], failures: [] };
  await visit(resolver, plan, {
    from: source.location,
    sourcePath: source.virtualPath,
    to: target.location,
    targetPath: target.virtualPath,
    chain: new Set(),
  });
  return plan;
}

/** True when the rules allow every path a copy reads or writes (security-requirements K05, K08). */
export function planAllowed(plan: CopyPlan, policy: AccessPolicy): boolean {
  return plan.steps.every((step) => step.checked.every((path) => policyAllows(policy, path)));
}

/** The step's destination moved from under `target` to under `temp`. */
function insideTemp(step: CopyStep, target: string, temp: string): string {
  return temp + step.to.slice(target.length);
}

/**
 * Builds the whole copy under `temp` (a hidden name beside the target): folders, then each file
 * fsync'd. Failures are collected instead of stopping, so everything that can be copied is
 * (security-requirements K86); a failed folder skips what lies below it.
 */
async function buildCopy(
  storage: Storage,
  plan: CopyPlan,
  target: string,
  temp: string,
): Promise<string[]> {
  const failures = [...plan.failures];
  const failedDirs: string[] = [];
  for (const step of plan.steps) {
    if (failedDirs.some((dir) => isInside(dir, step.to))) continue;
    const to = insideTemp(step, target, temp);
    try {
      if (step.kind === 'dir') await storage.mkdir(to, DIR_MODE);
      else await storage.copyFileDurably(step.from, to, step.mode);
    } catch (error) {
      // A full or read-only target fails the whole copy (going on would only fail every entry
      // after it), and so does the root: without it there is nothing to place.
      const fatal = isOutOfSpace(error) || (error as NodeJS.ErrnoException).code === 'EROFS';
      if (fatal || step === plan.steps[0]) throw error;
      failures.push(step.checked[0] ?? step.to);
      if (step.kind === 'dir') failedDirs.push(step.to);
    }
  }
  return failures;
}

/**
 * Carries out a copy plan so that nothing partial ever carries a final name: everything is built
 * under a journalled temp name beside the target, then `place` gives it its name in one step
 * (normally {@link placeCopy}). A crash leaves only the temp entry, which the next start
 * removes; a failed placement leaves nothing. Returns the source paths that could not be copied.
 */
export async function runCopy(
  storage: Storage,
  plan: CopyPlan,
  target: string,
  options: { journal?: TempJournal | undefined; place: (temp: string) => Promise<void> },
): Promise<string[]> {
  const temp = tempBeside(target);
  await options.journal?.add(temp);
  try {
    const failures = await buildCopy(storage, plan, target, temp);
    if (plan.steps.length > 0) await options.place(temp);
    return failures;
  } finally {
    await storage.remove(temp, { force: true });
    await options.journal?.remove(temp);
  }
}

/**
 * Places a finished copy at `target`: at a free name in one step (409 when taken), or with
 * `replace`, a file over the old file and a folder merged into an existing folder entry by entry.
 */
export async function placeCopy(
  storage: Storage,
  temp: string,
  target: string,
  replace: boolean,
): Promise<void> {
  const isDir = (await storage.lstat(temp)).isDirectory();
  if (!replace || !isDir) {
    await storage.placeEntry(temp, target, replace);
    return;
  }
  try {
    await storage.placeEntry(temp, target, false);
  } catch (error) {
    if (!(error instanceof HttpError) || error.status !== 409) throw error;
    const left = await storage.mergeInto(temp, target);
    if (left.length > 0) throw new HttpError(409, `could not merge into ${basename(target)}`);
  }
}
