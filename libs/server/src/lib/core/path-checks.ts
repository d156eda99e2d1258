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
