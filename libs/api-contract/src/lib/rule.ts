import * as z from 'zod/mini';

/**
 * An access rule (api-contract §10.1): a path prefix or an unanchored regular expression that
 * allows or denies. Rules are evaluated in order and the last match wins.
 */
export const ruleSchema = z.object({
  regex: z.boolean(),
  allow: z.boolean(),
  path: z.string(),
  regexp: z.nullable(z.object({ raw: z.string() })),
});
export type Rule = z.infer<typeof ruleSchema>;

/**
 * True when a rule pattern compiles as the server runs it: a leading RE2 flag group such as
 * `(?i)` becomes the JavaScript flag, so upstream's rules keep working.
 */
export function rulePatternCompiles(raw: string): boolean {
  const flags = /^\(\?([ims]+)\)/.exec(raw);
  try {
    new RegExp(flags ? raw.slice(flags[0].length) : raw, flags?.[1] ?? '');
    return true;
  } catch {
    return false;
  }
}

/**
 * A rule as the server accepts it on save: a regex rule must carry a pattern that compiles.
 * differs from upstream: an invalid pattern is refused (400) instead of failing at match time.
 */
export const validRuleSchema = ruleSchema.check(
  z.superRefine((rule, context) => {
    if (!rule.regex) return;
    if (!rule.regexp || !rulePatternCompiles(rule.regexp.raw)) {
      context.addIssue({
        code: 'custom',
        message: `invalid rule regex "${rule.regexp?.raw ?? ''}"`,
      });
    }
  }),
);
