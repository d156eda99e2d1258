import * as z from 'zod/mini';

/**
 * A status-only body (api-contract §0.3): `"<code> <reason>"`, with the cause in parentheses for
 * 400, plus a newline. Errors are always this text, never JSON.
 */
export const statusTextSchema = z.string().check(z.regex(/^\d{3} [^\n]*\n?$/));
export type StatusText = z.infer<typeof statusTextSchema>;

/** The cause of a `400 Bad Request (<cause>)` body, or undefined for any other text. */
export function statusCause(text: string): string | undefined {
  return /^400 Bad Request \((.*)\)\s*$/s.exec(text)?.[1];
}

/** The minimum length a password refusal names (`minimum length is N`), as upstream's signup reads it. */
export function minimumPasswordLength(text: string): number | undefined {
  const match = /minimum length is (\d+)/.exec(text);
  return match?.[1] === undefined ? undefined : Number(match[1]);
}
