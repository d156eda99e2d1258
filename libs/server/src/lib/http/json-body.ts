import { z } from 'zod';
import { HttpError } from '../core/http-error';

// The contract's schemas are zod/mini, which loads no locale: every issue would read "Invalid
// input". Classic zod sets English on its first schema anyway; saying it here keeps the 400
// causes (`minimumPasswordLength: Too big: …`) from depending on what happened to load first.
z.config(z.locales.en());

/** Strict: a byte sequence that is not UTF-8 throws instead of becoming U+FFFD. */
const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * A body's text. differs from upstream: bytes that are not UTF-8 are a 400 on every JSON route
 * (Go's decoder turns them into U+FFFD, so a name or password would silently change; issue 27).
 */
function utf8Text(body: Buffer): string {
  try {
    return STRICT_UTF8.decode(body);
  } catch {
    throw new HttpError(400, 'request body is not valid UTF-8');
  }
}

/**
 * Parses a request body (bytes, as every body arrives) as JSON and checks it against a schema.
 * differs from upstream: bad JSON is a 400 that says what was wrong, not a silent guess.
 */
export function parseJsonBody<T extends z.core.$ZodType>(body: unknown, schema: T): z.infer<T> {
  const text = Buffer.isBuffer(body) ? utf8Text(body) : '';
  if (text.trim() === '') throw new HttpError(400, 'empty request body');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'request body is not valid JSON');
  }
  // The function, not the method: it takes classic and mini schemas alike.
  const parsed = z.safeParse(schema, value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    throw new HttpError(400, `${where}${issue?.message ?? 'invalid request body'}`);
  }
  return parsed.data;
}

/**
 * Checks a response against its contract schema and returns the parsed value, whose keys come
 * out in the schema's (upstream's) order. A mismatch is a server bug: 500, never a wrong body.
 */
export function checkedResponse<T extends z.core.$ZodType>(schema: T, value: unknown): z.infer<T> {
  const parsed = z.safeParse(schema, value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `response breaks the contract at ${issue?.path.join('.') ?? '?'}: ${issue?.message ?? ''}`,
    );
  }
  return parsed.data;
}
