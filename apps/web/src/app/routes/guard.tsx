import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSessionView } from '../use-session-view';
import { accessVerdict, type Access } from './access';
import type { ErrorRouteState } from './error-route';

/** Props of {@link Guard}. */
export interface GuardProps {
  access: Access;
  children: ReactNode;
}

/**
 * Shows `children` to users allowed by `access`; anyone logged out goes to
 * `/login?redirect=<full path>`, a logged-in user without the right to `/403` (which can retry
 * the page).
 */
export function Guard({ access, children }: GuardProps) {
  const session = useSessionView();
  const { pathname, search, hash } = useLocation();
  const verdict = accessVerdict(access, session);
  if (verdict === 'wait') return null;
  if (verdict === 'login') {
    const redirect = encodeURIComponent(`${pathname}${search}${hash}`);
    return <Navigate to={`/login?redirect=${redirect}`} replace />;
  }
  if (verdict === 'forbidden') {
    const state: ErrorRouteState = { from: `${pathname}${search}${hash}` };
    return <Navigate to="/403" replace state={state} />;
  }
  return children;
}
