import { ruleSchema, tusSettingsSchema } from '@file-browser/api-contract';
import { z } from 'zod';

/**
 * Server-wide settings that the startup page and the rules engine read. The full settings object
 * of `GET /api/settings` (api-contract §6.1) grows from this.
 */
export const globalSettingsSchema = z.object({
  signup: z.boolean(),
  hideLoginButton: z.boolean(),
  rules: z.array(ruleSchema),
  branding: z.object({
    name: z.string(),
    disableExternal: z.boolean(),
    disableUsedPercentage: z.boolean(),
    files: z.string(),
    theme: z.enum(['', 'light', 'dark']),
    color: z.string(),
  }),
  tus: tusSettingsSchema,
});
export type GlobalSettings = z.infer<typeof globalSettingsSchema>;

/** Upstream's quick-setup defaults (api-contract §6.1). */
export function defaultGlobalSettings(): GlobalSettings {
  return {
    signup: false,
    hideLoginButton: true,
    rules: [],
    branding: {
      name: '',
      disableExternal: false,
      disableUsedPercentage: false,
      files: '',
      theme: '',
      color: '',
    },
    tus: { chunkSize: 10 * 1024 * 1024, retryCount: 5 },
  };
}
