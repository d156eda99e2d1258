import { HttpError } from '../core/http-error';
import type { Store, UserRecord } from '../ports/store';

/**
 * Refuses (403) to delete or demote the last admin, which would lock everyone out of the
 * settings. differs from upstream: demotion is refused too (security-requirements K71).
 */
export function keepAnAdmin(store: Store, target: UserRecord, stillAdmin: boolean): void {
  if (!target.perm.admin || stillAdmin) return;
  const admins = store.users.list().filter((user) => user.perm.admin);
  if (admins.length <= 1) throw new HttpError(403);
}
