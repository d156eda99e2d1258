/**
 * The listing's keyboard shortcuts (frontend-behaviour §6.7) as one declarative table. Keys
 * are matched on `event.key`, letters case-insensitively, so Ctrl+Shift+C does not copy while
 * Ctrl+Shift+F opens search. The screen ignores every key while a prompt is open.
 */

/** What a shortcut does on the files screen. */
export type FilesAction =
  | 'help'
  | 'clearSelection'
  | 'delete'
  | 'rename'
  | 'search'
  | 'copy'
  | 'cut'
  | 'paste'
  | 'selectAll'
  | 'download';

/** One shortcut: the key, whether Ctrl/Cmd and Shift must be held, and the action. */
export interface KeyBinding {
  readonly key: string;
  readonly mod: boolean;
  readonly shift?: boolean;
  readonly action: FilesAction;
  /** Also fires while the focus is in a text field (only F1). */
  readonly whileTyping?: boolean;
}

/** Every shortcut of the listing, in the order the help prompt lists them. */
export const FILES_KEYS: readonly KeyBinding[] = [
  { key: 'f1', mod: false, action: 'help', whileTyping: true },
  { key: 'escape', mod: false, action: 'clearSelection' },
  { key: 'delete', mod: false, action: 'delete' },
  { key: 'f2', mod: false, action: 'rename' },
  { key: 'f', mod: true, shift: true, action: 'search' },
  { key: 'c', mod: true, action: 'copy' },
  { key: 'x', mod: true, action: 'cut' },
  { key: 'v', mod: true, action: 'paste' },
  { key: 'a', mod: true, action: 'selectAll' },
  { key: 's', mod: true, action: 'download' },
];

/** The parts of a keyboard event the key map reads. */
export interface KeyPress {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
}

/** The action bound to a key press, if any; `typing` is true while focus is in a text field. */
export function actionForKey(press: KeyPress, typing: boolean): FilesAction | undefined {
  const key = press.key.toLowerCase();
  const mod = press.ctrlKey || press.metaKey;
  if (press.altKey) return undefined;
  const binding = FILES_KEYS.find(
    (each) =>
      each.key === key &&
      each.mod === mod &&
      // Shift only matters for bindings with modifiers: Ctrl+Shift+C must not copy.
      (each.mod ? Boolean(each.shift) === press.shiftKey : true),
  );
  if (!binding || (typing && !binding.whileTyping)) return undefined;
  return binding.action;
}

/** Whether an event target is a place where the user types (so letters are not shortcuts). */
export function isTyping(target: EventTarget | null): boolean {
  if (!target || !('tagName' in target)) return false;
  const element = target as HTMLElement;
  return (
    element.tagName === 'INPUT' ||
    element.tagName === 'TEXTAREA' ||
    element.tagName === 'SELECT' ||
    element.closest('[contenteditable=""], [contenteditable="true"]') !== null
  );
}
