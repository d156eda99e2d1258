import type { RecaptchaConfig } from './auth-config';

/**
 * Asks the reCAPTCHA service whether `response` (the client's `recaptcha` field) is a solved
 * challenge. A non-200 answer or `success: false` is a failed check; a transport error throws
 * (the login then answers 500, as upstream).
 */
export async function verifyRecaptcha(config: RecaptchaConfig, response: string): Promise<boolean> {
  const host = config.host.replace(/\/+$/, '');
  const answer = await fetch(`${host}/recaptcha/api/siteverify`, {
    method: 'POST',
    body: new URLSearchParams({ secret: config.secret, response }),
    signal: AbortSignal.timeout(10_000),
  });
  if (answer.status !== 200) return false;
  const body = (await answer.json()) as { success?: unknown };
  return body.success === true;
}
