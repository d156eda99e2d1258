import { constants } from 'node:fs';
import { chmod, copyFile, mkdir, readdir, realpath, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, posix } from 'node:path';
import { HttpError } from '../http/http-error';
import type { AccessPolicy } from './access';
import { policyAllows } from './access';
import { DIR_MODE, lstatOrUndefined, tempNameFor } from './atomic-write';
import type { PathResolver } from './paths';
import { isInside } from './paths';
import type { TempJournal } from '../store/types';

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
    const real = await realpath(location);
    return isInside(resolver.root, real) ? real : undefined;
  } catch {
    return undefined;
  }
}

async function visit(resolver: PathResolver, plan: CopyPlan, at: Visit): Promise<void> {
  // In-scope links are copied as what they point to; escaping links are never followed.
  const real = await realInScope(resolver, at.from);
  const stats = real && (await stat(real).catch(() => undefined));
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
  const names = await readdir(real).catch(() => undefined);
  if (!names) {
    plan.failures.push(at.sourcePath);
    return;
  }
  const chain = new Set([...at.chain, real]);
  for (const name of names.sort()) {
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

async function copyStep(step: CopyStep, journal: TempJournal | undefined): Promise<void> {
  const existing = await lstatOrUndefined(step.to);
  if (step.kind === 'dir') {
    // Merge into an existing folder; never into a link or over a file.
    if (existing?.isDirectory()) return;
    if (existing) throw new Error(`cannot copy a folder over ${step.to}`);
    await mkdir(step.to, { mode: DIR_MODE });
    return;
  }
  if (existing?.isDirectory()) throw new Error(`cannot copy a file over folder ${step.to}`);
  // A temp file renamed into place replaces a link at the destination instead of writing through it.
  const temp = tempNameFor(step.to);
  journal?.add(temp);
  try {
    await copyFile(step.from, temp, constants.COPYFILE_EXCL);
    await chmod(temp, step.mode);
    await rename(temp, step.to);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  } finally {
    journal?.remove(temp);
  }
}

/**
 * Carries out a plan, step by step (each file through a journalled temp file), collecting failures instead of stopping, so everything that
 * can be copied is (security-requirements K86). A failed folder skips what lies below it.
 * Returns every source path that could not be copied, the plan's own failures included.
 */
export async function runCopy(plan: CopyPlan, journal?: TempJournal): Promise<string[]> {
  const failures = [...plan.failures];
  const failedDirs: string[] = [];
  for (const step of plan.steps) {
    if (failedDirs.some((dir) => isInside(dir, step.to))) continue;
    try {
      await copyStep(step, journal);
    } catch {
      failures.push(step.checked[0] ?? step.to);
      if (step.kind === 'dir') failedDirs.push(step.to);
    }
  }
  return failures;
}

/**
 * Moves an entry (a link stays a link). Across devices or onto a non-empty folder it copies,
 * then deletes the source only if everything was copied; that copy follows in-scope links, so
 * its plan is checked against the rules too (403). Returns the source paths that failed.
 */
export async function moveEntry(
  resolver: PathResolver,
  policy: AccessPolicy,
  source: { virtualPath: string; location: string },
  target: { virtualPath: string; location: string },
  journal?: TempJournal,
): Promise<string[]> {
  await mkdir(dirname(target.location), { recursive: true, mode: DIR_MODE });
  try {
    await rename(source.location, target.location);
    return [];
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EXDEV' && code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
  }
  const plan = await planCopy(resolver, source, target);
  if (!planAllowed(plan, policy)) throw new HttpError(403);
  const failures = await runCopy(plan, journal);
  if (failures.length === 0) await rm(source.location, { recursive: true });
  return failures;
}
