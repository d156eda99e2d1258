import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../app-context';
import { useSession } from '../session-context';
import { useSessionView } from '../use-session-view';
import {
  invalidLoginField,
  loginErrorMessage,
  type LoginField,
  type LoginMode,
} from './login-errors';

/** What the login form submits. */
export interface LoginFields {
  username: string;
  password: string;
  confirm: string;
}

/** The login screen's state: mode, message, busy flag and the submit and toggle actions. */
export interface LoginForm {
  mode: LoginMode;
  /** The message to show (already translated), or null. */
  error: string | null;
  /** The field the message is about, marked invalid and described by it; null for none. */
  invalidField: LoginField | null;
  busy: boolean;
  /** Whether the user submitted on this page (then a successful login follows `?redirect`). */
  submitted: boolean;
  submit: (fields: LoginFields) => void;
  /** Switches between logging in and creating an account (only when signup is enabled). */
  toggleMode: () => void;
}

/**
 * The login form's glue (spec §2 "Login screen"): sends `session.login`, or `session.signup`
 * in signup mode, with the captcha answer; the session machine checks the captcha and the
 * confirmation and reports failures, which are shown once the user has submitted here.
 */
export function useLoginForm(initialMode: LoginMode): LoginForm {
  const { t } = useTranslation();
  const { config, captcha } = useAppServices();
  const session = useSession();
  const view = useSessionView();
  const serverText = useSelector(session, (snapshot) => snapshot.context.errorMessage);
  const [mode, setMode] = useState<LoginMode>(config.signup ? initialMode : 'login');
  const [submitted, setSubmitted] = useState(false);

  const failure = submitted ? view.error : null;
  return {
    mode,
    error: failure ? loginErrorMessage(t, failure, serverText) : null,
    invalidField: failure ? invalidLoginField(failure) : null,
    busy: view.status === 'busy',
    submitted,
    submit: ({ username, password, confirm }) => {
      setSubmitted(true);
      const recaptcha = captcha.response();
      const credentials = { username, password, ...(config.captcha && { recaptcha }) };
      if (mode === 'signup') {
        session.send({ type: 'session.signup', ...credentials, passwordConfirm: confirm });
      } else {
        session.send({ type: 'session.login', ...credentials });
      }
    },
    toggleMode: () => {
      setSubmitted(false);
      setMode((current) => (current === 'login' ? 'signup' : 'login'));
    },
  };
}
