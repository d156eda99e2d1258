import type { Permissions } from '@file-browser/api-contract';

/** Permission names in the order the form lists them, administrator first. */
export const PERMISSION_NAMES = [
  'admin',
  'create',
  'delete',
  'download',
  'modify',
  'rename',
  'share',
  'execute',
] as const satisfies readonly (keyof Permissions)[];

/**
 * The permissions after ticking or unticking one (spec §4): ticking administrator ticks every
 * other; sharing needs downloading, so ticking share ticks download and unticking download
 * unticks share (the server refuses share without download).
 */
export function withPermission(
  perm: Permissions,
  name: keyof Permissions,
  value: boolean,
): Permissions {
  if (name === 'admin' && value) {
    return Object.fromEntries(Object.keys(perm).map((key) => [key, true])) as Permissions;
  }
  const next = { ...perm, [name]: value };
  if (name === 'share' && value) next.download = true;
  if (name === 'download' && !value) next.share = false;
  return next;
}

/** Whether a permission's box is locked: every box but administrator's, while it is ticked. */
export function permissionLocked(perm: Permissions, name: keyof Permissions): boolean {
  return name !== 'admin' && perm.admin;
}

/** Commands typed as text, split on spaces with empties dropped (spec §5). */
export function splitWords(text: string): string[] {
  return text.split(' ').filter((word) => word !== '');
}
