/** Why the last login or signup attempt failed, as the login screen needs to tell it. */
export type SessionErrorCode = 'wrongCredentials' | 'usernameTaken' | 'network' | 'other';

const codeByStatus: Readonly<Record<number, SessionErrorCode>> = {
  0: 'network',
  403: 'wrongCredentials',
  409: 'usernameTaken',
};

/**
 * Maps a rejected login/signup call to a {@link SessionErrorCode} by the HTTP `status` number the
 * error carries (403 wrong credentials, 409 username taken, 0 no connection); anything else,
 * including errors without a status, is `'other'`.
 */
export function sessionErrorCode(error: unknown): SessionErrorCode {
  if (typeof error !== 'object' || error === null || !('status' in error)) return 'other';
  const { status } = error;
  return typeof status === 'number' ? (codeByStatus[status] ?? 'other') : 'other';
}
