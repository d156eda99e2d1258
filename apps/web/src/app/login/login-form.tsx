import { Button, TextField } from '@file-browser/ui-kit';
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../app-context';
import { RecaptchaWidget } from './recaptcha-widget';
import type { LoginField } from './login-errors';
import type { LoginForm as LoginFormState } from './use-login-form';
import './login-card.css';

/**
 * Leaving the page (logged in), the next one's Tab order starts at its top, at its skip link:
 * the browser would carry on after the place the removed form held, deep in the new page.
 */
function restartTabOrder() {
  const { body } = document;
  body.tabIndex = -1;
  body.focus({ preventScroll: true });
  body.removeAttribute('tabindex');
}

/**
 * The login card: logo, name, message, username, password, the confirmation in signup mode,
 * the reCAPTCHA when configured, submit, and the login/signup toggle when signup is enabled.
 * Built from ui-kit's fields; its look is `login-card.css` beside it.
 */
export function LoginForm({ form, notice }: { form: LoginFormState; notice?: string | null }) {
  const { t } = useTranslation();
  const { config, captcha } = useAppServices();
  const titleId = useId();
  const errorId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const signup = form.mode === 'signup';
  // The page is for typing a name: start there (a failed try keeps the focus where it was).
  useEffect(() => {
    const username = formRef.current?.elements.namedItem('username');
    if (username instanceof HTMLInputElement) username.focus();
    return restartTabOrder;
  }, []);
  const messageFor = (field: LoginField) => (form.invalidField === field ? errorId : undefined);
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.busy) form.submit({ username, password, confirm });
  };
  return (
    <form ref={formRef} className="fb-login-card" aria-labelledby={titleId} onSubmit={submit}>
      <div className="fb-login-card__header">
        <img className="fb-login-card__logo" src={config.logoURL} alt="" />
        <h1 className="fb-login-card__title" id={titleId}>
          {config.name}
        </h1>
      </div>
      {(form.error ?? notice) && (
        <p className="fb-login-card__error" id={errorId} role="alert">
          {form.error ?? notice}
        </p>
      )}
      <TextField
        label={t('login.username')}
        name="username"
        errorMessageId={messageFor('username')}
        autoComplete="username"
        required
        value={username}
        onChange={setUsername}
      />
      <TextField
        label={t('login.password')}
        name="password"
        errorMessageId={messageFor('password')}
        type="password"
        autoComplete={signup ? 'new-password' : 'current-password'}
        required
        value={password}
        onChange={setPassword}
      />
      {signup && (
        <TextField
          label={t('login.passwordConfirm')}
          name="passwordConfirm"
          errorMessageId={messageFor('passwordConfirm')}
          type="password"
          autoComplete="new-password"
          required
          value={confirm}
          onChange={setConfirm}
        />
      )}
      {config.captcha && <RecaptchaWidget captcha={config.captcha} slot={captcha} />}
      <Button type="submit" busy={form.busy}>
        {signup ? t('login.signup') : t('login.submit')}
      </Button>
      {config.signup && (
        <Button variant="flat" onClick={form.toggleMode}>
          {signup ? t('login.loginInstead') : t('login.createAnAccount')}
        </Button>
      )}
    </form>
  );
}
