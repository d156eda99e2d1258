import { HttpError } from '../core/http-error';
import type { NamedLocks } from '../ports/coordination';
import type { Store, UserRecord } from '../ports/store';

/** The named lock (ports/coordination.ts) held from the admin count to the write it allows. */
const ADMINS_LOCK = 'users:admins';

/**
 * Deletes or demotes `target` (`write`) unless that would remove the last admin, which would
 * lock everyone out of the settings: then 403. differs from upstream: demotion is refused too
 * (security-requirements K71). The count and the write take turns under a named lock, so two
 * admins removing each other at once cannot both succeed.
 */
export async function keepingAnAdmin<T>(
  { store, locks }: { store: Store; locks: NamedLocks },
  target: UserRecord,
  stillAdmin: boolean,
  write: () => Promise<T>,
): Promise<T> {
  const release = await locks.acquire(ADMINS_LOCK);
  try {
    if (target.perm.admin && !stillAdmin) {
      const users = await store.users.list();
      if (!users.some((user) => user.perm.admin && user.id !== target.id)) throw new HttpError(403);
    }
    return await write();
  } finally {
    release();
  }
}
