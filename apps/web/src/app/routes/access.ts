import type { TokenUser } from '@file-browser/api-contract';
import type { SessionView } from '../use-session-view';

/** Who may open a route (spec §2): any logged-in user, holders of `share`, or admins. */
export type Access = 'login' | 'share' | 'admin';

/** What a guard does: show the route, send to `/login?redirect=…`, or to `/403`. */
export type AccessVerdict = 'wait' | 'allow' | 'login' | 'forbidden';

function permits(access: Access, user: TokenUser): boolean {
  if (access === 'admin') return user.perm.admin;
  if (access === 'share') return user.perm.admin || user.perm.share;
  return true;
}

/**
 * The guard's decision for a session. While the initial auth step runs (or a login is under
 * way) it waits, so a returning user is not bounced to the login page.
 */
export function accessVerdict(access: Access, session: SessionView): AccessVerdict {
  if (session.status === 'checking' || session.status === 'busy') return 'wait';
  if (!session.user) return 'login';
  return permits(access, session.user) ? 'allow' : 'forbidden';
}

/**
 * The path to come back to after logging in: only paths inside the app, so a crafted
 * `?redirect=https://…` or `//host` link cannot send a user elsewhere. Default `/files/`.
 */
export function safeRedirect(value: string | null): string {
  return value?.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')
    ? value
    : '/files/';
}
