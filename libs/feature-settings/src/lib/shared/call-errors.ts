import { ApiError, isCancelled } from '@file-browser/api-client';
import type { TranslationKey } from '@file-browser/i18n';

/**
 * What to tell the user about a failed call: the server's message (e.g. `400 Bad Request
 * (password is too short, …)`), or `errors.forbidden` for a 403 when asked (spec §8, deleting
 * a user). `undefined` for a cancelled call, which is ignored silently.
 */
export function failureMessage(
  error: unknown,
  t: (key: TranslationKey) => string,
  forbiddenKey?: TranslationKey,
): string | undefined {
  if (isCancelled(error)) return undefined;
  if (forbiddenKey && error instanceof ApiError && error.status === 403) return t(forbiddenKey);
  if (error instanceof Error) return error.message;
  return t('errors.internal');
}
