import { z } from 'zod';

/**
 * An access rule (api-contract §10.1): a path prefix or an unanchored regular expression that
 * allows or denies. Rules are evaluated in order and the last match wins.
 */
export const ruleSchema = z.object({
  regex: z.boolean(),
  allow: z.boolean(),
  path: z.string(),
  regexp: z.object({ raw: z.string() }).nullable(),
});
export type Rule = z.infer<typeof ruleSchema>;
