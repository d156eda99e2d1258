import { Spinner } from '@file-browser/ui-kit';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from './session-context';

/** Renders its children for a logged-in user; sends anyone else to /login with a redirect. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const session = useSession();
  const state = useSelector(session, (snapshot) => snapshot.value);
  const location = useLocation();
  const { t } = useTranslation();
  if (state === 'checking') return <Spinner label={t('files.loading')} />;
  if (state !== 'loggedIn') {
    const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`/login?redirect=${redirect}`} replace />;
  }
  return children;
}
