import type { Permissions } from '@file-browser/api-contract';

/** A header action of the files screen. */
export type HeaderAction =
  | 'search'
  | 'share'
  | 'rename'
  | 'copy'
  | 'move'
  | 'delete'
  | 'shell'
  | 'switchView'
  | 'download'
  | 'upload'
  | 'info'
  | 'selectMultiple';

/** The actions the files screen has built so far. */
export const SCREEN_ACTIONS: readonly HeaderAction[] = [
  'search',
  'share',
  'rename',
  'copy',
  'move',
  'delete',
  'shell',
  'switchView',
  'download',
  'upload',
  'info',
  'selectMultiple',
];

/**
 * Which header actions a user sees (frontend-behaviour §6.6): share needs exactly one item and
 * share + download; rename one item; copy (create), move (rename) and delete need a selection;
 * the shell needs execute and exec enabled on the server. The rest are always there.
 */
export function headerActions(
  perm: Permissions,
  selectedCount: number,
  execEnabled: boolean,
): HeaderAction[] {
  const one = selectedCount === 1;
  const some = selectedCount > 0;
  const shown: [HeaderAction, boolean][] = [
    ['search', true],
    ['share', one && perm.share && perm.download],
    ['rename', one && perm.rename],
    ['copy', some && perm.create],
    ['move', some && perm.rename],
    ['delete', some && perm.delete],
    ['shell', perm.execute && execEnabled],
    ['switchView', true],
    ['download', perm.download],
    ['upload', perm.create],
    ['info', true],
    ['selectMultiple', true],
  ];
  return shown.filter(([, visible]) => visible).map(([action]) => action);
}

/** The actions on the selection: narrow screens show them in the selection bar. */
export const SELECTION_ACTIONS: readonly HeaderAction[] = [
  'share',
  'rename',
  'copy',
  'move',
  'delete',
];

/** The right-click menu's actions (frontend-behaviour §6.5), same permissions as the header. */
export const MENU_ACTIONS: readonly HeaderAction[] = [
  'share',
  'rename',
  'copy',
  'move',
  'delete',
  'download',
  'info',
];
