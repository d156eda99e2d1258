import type { User } from '@file-browser/api-contract';
import type { UserRecord } from '../ports/store';

/**
 * A stored user as `/api/users` sends it (api-contract §5.1): password always `""`, and the
 * scope only for admins (non-admins reading themselves get `""`, as upstream).
 */
export function toWireUser(user: UserRecord, showScope: boolean): User {
  return {
    id: user.id,
    username: user.username,
    password: '',
    scope: showScope ? user.scope : '',
    locale: user.locale,
    lockPassword: user.lockPassword,
    viewMode: user.viewMode,
    singleClick: user.singleClick,
    redirectAfterCopyMove: user.redirectAfterCopyMove,
    perm: user.perm,
    commands: user.commands,
    sorting: user.sorting,
    rules: user.rules,
    hideDotfiles: user.hideDotfiles,
    dateFormat: user.dateFormat,
    aceEditorTheme: user.aceEditorTheme,
  };
}
