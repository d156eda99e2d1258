import type { TokenUser } from '@file-browser/api-contract';
import type { SessionErrorCode } from '@file-browser/state-machines';
import { useSelector } from '@xstate/react';
import { useSession, type SessionActor } from './session-context';

/** What the shell needs to know about the session, whatever the machine's inner states. */
export interface SessionView {
  /** `checking`: the initial auth step (stored token, captcha script) has not finished. */
  status: 'checking' | 'loggedOut' | 'busy' | 'loggedIn';
  user: TokenUser | null;
  /** Why the last login failed. */
  error: SessionErrorCode | null;
}

type Snapshot = ReturnType<SessionActor['getSnapshot']>;

/** Reads a {@link SessionView} from a session snapshot. */
export function sessionView(snapshot: Snapshot): SessionView {
  const { user, error } = snapshot.context;
  if (snapshot.matches('checking')) return { status: 'checking', user: null, error };
  // A session being renewed still has its user: it stays logged in meanwhile.
  if (user) return { status: 'loggedIn', user, error: null };
  if (snapshot.matches('loggedOut')) return { status: 'loggedOut', user: null, error };
  return { status: 'busy', user: null, error };
}

function sameView(a: SessionView, b: SessionView): boolean {
  return a.status === b.status && a.user === b.user && a.error === b.error;
}

/** The session's {@link SessionView}; re-renders only when it changes. */
export function useSessionView(): SessionView {
  return useSelector(useSession(), sessionView, sameView);
}
