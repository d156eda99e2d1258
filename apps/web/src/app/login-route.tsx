import { LoginCard } from '@file-browser/ui-kit';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import type { AppConfig } from './app-config';
import { useSession } from './session-context';

const ERROR_KEYS = {
  wrongCredentials: 'login.wrongCredentials',
  usernameTaken: 'login.usernameTaken',
  network: 'errors.connection',
  other: 'errors.internal',
} as const;

/** Only same-app paths are followed after login, so a crafted link cannot send users away. */
function safeRedirect(value: string | null): string {
  return value?.startsWith('/') && !value.startsWith('//') ? value : '/files/';
}

/** `/login`: the login form; a logged-in user goes on to the redirect or `/files/`. */
export function LoginRoute({ config }: { config: AppConfig }) {
  const session = useSession();
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const state = useSelector(session, (snapshot) => snapshot.value);
  const error = useSelector(session, (snapshot) => snapshot.context.error);

  if (state === 'loggedIn') return <Navigate to={safeRedirect(params.get('redirect'))} replace />;
  return (
    <main className="fb-login-page">
      <LoginCard
        title={config.name}
        logoUrl={config.logoURL}
        labels={{
          username: t('login.username'),
          password: t('login.password'),
          submit: t('login.submit'),
        }}
        {...(error && { error: t(ERROR_KEYS[error]) })}
        busy={state === 'loggingIn'}
        onSubmit={({ username, password }) => {
          session.send({ type: 'session.login', username, password });
        }}
      />
    </main>
  );
}
