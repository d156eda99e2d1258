import { sep } from 'node:path';

/** True when `child` is `parent` or lies below it, on a separator boundary. */
export function isInside(parent: string, child: string): boolean {
  if (parent === sep) return true;
  return child === parent || child.startsWith(parent + sep);
}

/** True for the errors that mean "no such file" (including a missing ancestor folder). */
export function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

/**
 * True for the errors of a path that leads nowhere when its links are followed: missing, or
 * links that lead round to each other (`ELOOP`). Either is a broken link: listed as one, opened
 * as missing, never written through, deleted as itself.
 */
export function leadsNowhere(error: unknown): boolean {
  return isMissing(error) || (error as NodeJS.ErrnoException | undefined)?.code === 'ELOOP';
}
