/** Pure rules of the name prompts (spec §2 "Prompts"), kept apart so they are tested alone. */

/** The name a user typed, as it will be used: surrounding spaces dropped. */
export function cleanName(typed: string): string {
  return typed.trim();
}

/**
 * Whether a typed name can be submitted: not empty once trimmed, no `/` (a name is one path
 * segment), not `.` or `..`, and for a rename different from the current name.
 */
export function canSubmitName(typed: string, current?: string): boolean {
  const name = cleanName(typed);
  if (name === '' || name === '.' || name === '..' || name.includes('/')) return false;
  return name !== current;
}

/** The scope path of a child of `folder` (which ends in `/`); folders get a trailing `/`. */
export function childPath(folder: string, name: string, isDir: boolean): string {
  return `${folder}${name}${isDir ? '/' : ''}`;
}

/**
 * The item already named `typed` in the folder (`items`, the loaded listing), other than the
 * one being renamed (`current`): a clash the prompt shows before anything is sent.
 */
export function clashingItem<T extends { name: string }>(
  items: readonly T[],
  typed: string,
  current?: string,
): T | undefined {
  const name = cleanName(typed);
  if (name === '' || name === current) return undefined;
  return items.find((item) => item.name === name);
}
