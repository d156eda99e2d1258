import * as z from 'zod/mini';

/** Resumable-upload settings the web client receives at start-up. */
export const tusSettingsSchema = z.object({
  chunkSize: z.int().check(z.nonnegative()),
  retryCount: z.int().check(z.nonnegative()),
});
export type TusSettings = z.infer<typeof tusSettingsSchema>;

/** Auth methods a server may run with (api-contract §1.4). */
export const authMethodSchema = z.enum(['json', 'proxy', 'hook', 'noauth']);
export type AuthMethod = z.infer<typeof authMethodSchema>;

/**
 * `window.FileBrowser`: the startup object the server injects into `index.html`
 * (api-contract §6.3). Key names are upstream's, so its client and ours read the same page.
 */
export const startupConfigSchema = z.object({
  AuthMethod: authMethodSchema,
  BaseURL: z.string(),
  CSS: z.boolean(),
  Color: z.string(),
  DisableExternal: z.boolean(),
  DisableUsedPercentage: z.boolean(),
  EnableExec: z.boolean(),
  EnableThumbs: z.boolean(),
  HideLoginButton: z.boolean(),
  LoginPage: z.boolean(),
  LogoutPage: z.string(),
  Name: z.string(),
  NoAuth: z.boolean(),
  ReCaptcha: z.boolean(),
  ReCaptchaHost: z.optional(z.string()),
  ReCaptchaKey: z.optional(z.string()),
  ResizePreview: z.boolean(),
  Signup: z.boolean(),
  StaticURL: z.string(),
  Theme: z.enum(['', 'light', 'dark']),
  TusSettings: tusSettingsSchema,
  Version: z.string(),
});
export type StartupConfig = z.infer<typeof startupConfigSchema>;

/** `GET /health` answer. */
export const healthSchema = z.object({ status: z.literal('OK') });
export type Health = z.infer<typeof healthSchema>;
