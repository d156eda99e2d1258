import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { safeRedirect } from '../routes/access';
import { useDocumentTitle } from '../routes/document-title';
import { useSessionView } from '../use-session-view';
import { LoginForm } from './login-form';
import { useLoginForm } from './use-login-form';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** Whether the page was opened for signing up (the sidebar's Signup entry). */
function wantsSignup(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'signup' in state && state.signup === true;
}

/** Why the user was logged out, from `?logout-reason=` (only the reasons the catalogue names). */
function logoutNotice(t: TFunction, reason: string | null): string | null {
  return reason === 'inactivity' ? t('login.logout_reasons.inactivity') : null;
}

/**
 * `/login`: the login (or signup) form. After a login made here the user goes to `?redirect`
 * (default `/files/`); a user who arrives already logged in goes to `/files/` (spec §2).
 */
export function LoginRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const session = useSessionView();
  const form = useLoginForm(wantsSignup(location.state) ? 'signup' : 'login');
  useDocumentTitle(t('sidebar.login'));

  if (session.status === 'checking') return null;
  if (session.status === 'loggedIn') {
    const target = form.submitted ? safeRedirect(params.get('redirect')) : '/files/';
    return <Navigate to={target} replace />;
  }
  return (
    <main className="fb-login-page">
      <LoginForm form={form} notice={logoutNotice(t, params.get('logout-reason'))} />
    </main>
  );
}
