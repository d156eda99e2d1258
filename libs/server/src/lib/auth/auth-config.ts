import { z } from 'zod';

/** reCAPTCHA for the login form (api-contract §1.4); `host` is configurable so tests use a local server. */
export const recaptchaConfigSchema = z.object({
  host: z.string(),
  key: z.string(),
  secret: z.string(),
});
export type RecaptchaConfig = z.infer<typeof recaptchaConfigSchema>;

/**
 * How users prove who they are (api-contract §1.4): `json` (username + password, the
 * default), `noauth` (everyone is user 1), `proxy` (a trusted reverse proxy names the user
 * in `header`) or `hook` (an external program vouches for the username and password). Set with `file-browser config set`, never through `PUT /api/settings`.
 */
export const authConfigSchema = z.object({
  method: z.enum(['json', 'noauth', 'proxy', 'hook']),
  /**
   * Hook auth: the program and its arguments, split on single spaces and run without a shell;
   * it gets the credentials in `USERNAME` and `PASSWORD` (api-contract §1.7).
   */
  command: z.string().optional(),
  /** Proxy auth: the request header holding the username, e.g. `X-Remote-User`. */
  header: z.string().optional(),
  /**
   * Proxy auth: socket addresses allowed to assert the header (K60); default loopback only.
   */
  trustedProxies: z.array(z.string()).optional(),
  recaptcha: recaptchaConfigSchema.optional(),
});
export type AuthConfig = z.infer<typeof authConfigSchema>;

/** The settings key the auth configuration is stored under. */
export const AUTH_CONFIG_KEY = 'auth';

/** Upstream's default reCAPTCHA host. */
export const DEFAULT_RECAPTCHA_HOST = 'https://www.google.com';

/** True when the login form must carry a solved reCAPTCHA. */
export function recaptchaEnabled(config: AuthConfig): config is AuthConfig & {
  recaptcha: RecaptchaConfig;
} {
  return config.method === 'json' && !!config.recaptcha?.key && !!config.recaptcha.secret;
}

/** Peers trusted to set the proxy header when none are configured. */
export const DEFAULT_TRUSTED_PROXIES = ['127.0.0.1', '::1', '::ffff:127.0.0.1'];
