import { minimumPasswordLength } from '@file-browser/api-contract';

/** Why the last login or signup attempt failed, as the login screen needs to tell it. */
export type SessionErrorCode =
  | 'wrongCredentials'
  | 'usernameTaken'
  | 'passwordsDontMatch'
  | 'passwordTooShort'
  | 'badRequest'
  | 'tooManyAttempts'
  | 'network'
  | 'other';

const codeByStatus: Readonly<Record<number, SessionErrorCode>> = {
  0: 'network',
  403: 'wrongCredentials',
  409: 'usernameTaken',
  429: 'tooManyAttempts',
};

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  return typeof error.status === 'number' ? error.status : undefined;
}

/** The text a failed call carries (the server's plain-text body for an `ApiError`). */
export function errorMessage(error: unknown): string | null {
  return error instanceof Error ? error.message : null;
}

/**
 * Maps a rejected login/signup call to a {@link SessionErrorCode} by the HTTP `status` number the
 * error carries: 403 wrong credentials, 409 username taken, 429 too many attempts, 0 no
 * connection, 400 naming `minimum length is N` password too short, any other 400 `badRequest`
 * (show the server's text); anything else, including errors without a status, is `'other'`.
 */
export function sessionErrorCode(error: unknown): SessionErrorCode {
  const status = statusOf(error);
  if (status === undefined) return 'other';
  if (status === 400) {
    const message = errorMessage(error) ?? '';
    return minimumPasswordLength(message) === undefined ? 'badRequest' : 'passwordTooShort';
  }
  return codeByStatus[status] ?? 'other';
}

/** True when a failed call was answered 401 (the session is over). */
export function isUnauthorized(error: unknown): boolean {
  return statusOf(error) === 401;
}
