import { minimumPasswordLength } from '@file-browser/api-client';
import type { SessionErrorCode } from '@file-browser/state-machines';
import type { TFunction } from 'i18next';

/** Whether the form logs in or creates an account first. */
export type LoginMode = 'login' | 'signup';

/**
 * The text for a failed login or signup (spec §5, §8): 409 username taken, 403 (and an
 * unsolved captcha) wrong credentials, mismatched passwords, a too-short password with the
 * server's minimum, another 400 in the server's words, no connection; anything else generic.
 */
export function loginErrorMessage(
  t: TFunction,
  code: SessionErrorCode,
  serverText: string | null,
): string {
  switch (code) {
    case 'wrongCredentials':
    case 'usernameTaken':
    case 'passwordsDontMatch':
      return t(`login.${code}`);
    case 'passwordTooShort':
      return t('login.passwordTooShort', { min: minimumPasswordLength(serverText ?? '') ?? 1 });
    case 'badRequest':
    case 'tooManyAttempts':
      return serverText ?? t('errors.internal');
    case 'network':
      return t('errors.connection');
    case 'other':
      return t('errors.internal');
  }
}

/** A login form field a message can be about. */
export type LoginField = 'username' | 'password' | 'passwordConfirm';

/** The field a failure is about (marked invalid and described by the message), if any. */
export function invalidLoginField(code: SessionErrorCode): LoginField | null {
  switch (code) {
    case 'wrongCredentials':
    case 'passwordTooShort':
      return 'password';
    case 'usernameTaken':
      return 'username';
    case 'passwordsDontMatch':
      return 'passwordConfirm';
    default:
      return null;
  }
}
