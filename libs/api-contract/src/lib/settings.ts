import * as z from 'zod/mini';
import { tokenExpirationProblem } from './duration';
import { ruleSchema, validRuleSchema } from './rule';
import { authMethodSchema, tusSettingsSchema } from './startup-config';
import { permissionsSchema, sortingSchema } from './user';

/** The template new users start from (api-contract §6.1 `defaults`). */
export const userDefaultsSchema = z.object({
  scope: z.string(),
  locale: z.string(),
  viewMode: z.string(),
  singleClick: z.boolean(),
  redirectAfterCopyMove: z.boolean(),
  sorting: sortingSchema,
  perm: permissionsSchema,
  commands: z.array(z.string()),
  hideDotfiles: z.boolean(),
  dateFormat: z.boolean(),
  aceEditorTheme: z.string(),
});
export type UserDefaults = z.infer<typeof userDefaultsSchema>;

/** Look and feel (api-contract §6.1 `branding`). */
export const brandingSchema = z.object({
  name: z.string(),
  disableExternal: z.boolean(),
  disableUsedPercentage: z.boolean(),
  files: z.string(),
  theme: z.enum(['', 'light', 'dark']),
  color: z.string(),
});
export type Branding = z.infer<typeof brandingSchema>;

/** The longest password bcrypt can use; a longer minimum could never be met. */
export const MAX_PASSWORD_BYTES = 72;

/** The whole settings object of `GET /api/settings` (api-contract §6.1), keys in upstream's order. */
export const settingsSchema = z.object({
  signup: z.boolean(),
  hideLoginButton: z.boolean(),
  createUserDir: z.boolean(),
  minimumPasswordLength: z.int().check(z.minimum(0), z.maximum(MAX_PASSWORD_BYTES)),
  userHomeBasePath: z.string(),
  defaults: userDefaultsSchema,
  authMethod: authMethodSchema,
  rules: z.array(ruleSchema),
  branding: brandingSchema,
  tus: tusSettingsSchema,
  shell: z.array(z.string()),
  commands: z.record(z.string(), z.array(z.string())),
  /**
   * Ours (upstream keeps both out of this object): the session token lifetime as a Go
   * duration (`2h`), and where Log out leads (`/login`, or e.g. a proxy's sign-out URL).
   * Optional because upstream's server does not send them.
   */
  tokenExpirationTime: z.optional(z.string()),
  logoutPage: z.optional(z.string()),
});
export type Settings = z.infer<typeof settingsSchema>;

/**
 * Ours: what `GET /api/settings/public` answers any signed-in user, the part of the settings an
 * upload client needs (the tus chunk size and retry count). Nothing else of the settings.
 */
export const publicSettingsSchema = z.object({ tus: tusSettingsSchema });
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

/**
 * Why `text` is refused as the Log out destination, or undefined: a path on this site or an
 * http(s) URL, never `javascript:` or the like, since the client navigates there.
 */
function logoutPageProblem(text: string): string | undefined {
  if (/^\/(?![/\\])/.test(text) || /^https?:\/\/[^/\s]/i.test(text)) return undefined;
  return `logoutPage "${text}" must be a path such as /login or an http(s) URL`;
}

/** A string, empty or else refused with the message `problem` gives (a 400's cause). */
function emptyOr(problem: (text: string) => string | undefined) {
  return z.string().check(
    z.superRefine((text, context) => {
      const message = text === '' ? undefined : problem(text);
      if (message) context.addIssue({ code: 'custom', message });
    }),
  );
}

/**
 * Body of `PUT /api/settings` (api-contract §6.2): the object above, as upstream's client sends
 * it. `null` lists and empty defaults are accepted and filled in by the server; `authMethod` is
 * read but ignored. differs from upstream: regexes must compile and numbers be in range (400).
 */
export const settingsUpdateSchema = z.extend(settingsSchema, {
  userHomeBasePath: z.optional(z.string()),
  minimumPasswordLength: z.optional(settingsSchema.shape.minimumPasswordLength),
  defaults: z.extend(userDefaultsSchema, { commands: z.nullable(z.array(z.string())) }),
  authMethod: z.optional(z.string()),
  rules: z.nullable(z.array(validRuleSchema)),
  tus: z.object({
    chunkSize: z.int().check(z.minimum(0), z.maximum(Number.MAX_SAFE_INTEGER)),
    retryCount: z.int().check(z.minimum(0), z.maximum(1000)),
  }),
  shell: z.nullable(z.array(z.string())),
  commands: z.nullable(z.record(z.string(), z.nullable(z.array(z.string())))),
  // Absent (upstream's client, an older one) keeps the stored value; empty means the default.
  tokenExpirationTime: z.optional(emptyOr(tokenExpirationProblem)),
  logoutPage: z.optional(emptyOr(logoutPageProblem)),
});
export type SettingsUpdate = z.infer<typeof settingsUpdateSchema>;
