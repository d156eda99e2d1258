import type * as z from 'zod/mini';
import { ApiError, connectionError, responseError } from './api-error';
import type { ClientOptions, TokenStorage } from './options';
import { memoryStorage } from './options';
import type { RequestBody } from './upload-body';

/** Query values; `undefined` entries are left out. */
export type Query = Record<string, string | undefined>;

/** One HTTP request as the calls describe it. */
export interface RequestSpec {
  method?: string;
  /** API path including `/api`, already encoded. */
  path: string;
  query?: Query;
  headers?: Record<string, string>;
  /** A JSON value to send as the body. */
  json?: unknown;
  /** A raw body (bytes, text, a stream). */
  body?: RequestBody;
  /**
   * `token` (default): sends X-Auth, renews on `X-Renew-Token`, reports 401 as the end of the
   * session. `public`: no token, a 401 is just an error (public shares, login, signup).
   */
  auth?: 'token' | 'public';
  /** Upstream answers 202 on read endpoints when download is not allowed: treat it as an error. */
  refuse202?: boolean;
  /** False for the renewal call itself, so it never waits for its own renewal. */
  renewable?: boolean;
  signal?: AbortSignal | undefined;
}

/** The shared plumbing of every call: URLs, the token, errors and renewal. */
export interface Transport {
  readonly storage: TokenStorage;
  readonly options: ClientOptions;
  /** The absolute (or base-relative, in a browser) URL of an API path with a query. */
  url(path: string, query?: Query): string;
  /** Sends a request; resolves with a 2xx response, rejects with `ApiError`. */
  send(spec: RequestSpec): Promise<Response>;
  /** Replaces the token after `X-Renew-Token: true`; set by the auth calls. */
  renew?: (signal?: AbortSignal) => Promise<string>;
}

function queryString(query: Query | undefined): string {
  const pairs = Object.entries(query ?? {}).filter(
    (pair): pair is [string, string] => pair[1] !== undefined,
  );
  if (pairs.length === 0) return '';
  return `?${pairs.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')}`;
}

function requestInit(spec: RequestSpec, token: string | null): RequestInit {
  const headers = new Headers(spec.headers);
  if (spec.auth !== 'public' && token) headers.set('X-Auth', token);
  let body = spec.body;
  if (spec.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(spec.json);
  }
  const init: RequestInit = { method: spec.method ?? 'GET', headers, signal: spec.signal ?? null };
  if (body === undefined) return init;
  // Streams need half-duplex in fetch (Node, Chromium); Blob/string bodies do not mind it.
  const streaming = typeof ReadableStream !== 'undefined' && body instanceof ReadableStream;
  // Node's and the DOM's fetch both take these bodies; their `BodyInit` types differ only in
  // which buffers a Uint8Array may sit on.
  const fetchBody = body as NonNullable<RequestInit['body']>;
  return { ...init, body: fetchBody, ...(streaming && { duplex: 'half' }) };
}

/** Creates the transport for one client. */
export function createTransport(options: ClientOptions): Transport {
  const storage = options.storage ?? memoryStorage(options.token ?? null);
  const base = options.baseURL.replace(/\/+$/, '');
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  let renewing: Promise<unknown> | undefined;

  const transport: Transport = {
    storage,
    options,
    url: (path, query) => `${base}${path}${queryString(query)}`,
    async send(spec) {
      // A call made while the token is being renewed goes out with the renewed one: after a
      // password change the old token is already revoked (issue 27).
      if (renewing && spec.renewable !== false) await renewing;
      const token = storage.get();
      let response: Response;
      try {
        response = await doFetch(transport.url(spec.path, spec.query), requestInit(spec, token));
      } catch {
        throw connectionError(spec.signal);
      }
      const authenticated = spec.auth !== 'public';
      const renewal =
        response.ok && response.headers.get('X-Renew-Token') === 'true' && spec.renewable !== false;
      if (authenticated && renewal && transport.renew) {
        // One renewal at a time; a failed renewal must not fail the call that asked for it.
        renewing ??= transport
          .renew()
          .catch(() => undefined)
          .finally(() => (renewing = undefined));
        await renewing;
      }
      if (response.ok && !(spec.refuse202 && response.status === 202)) return response;
      const error = await responseError(response);
      if (authenticated && response.status === 401) {
        // A 401 to a token renewed meanwhile (the one that changed its password, say) says
        // nothing about the session now in use.
        if (renewing && spec.renewable !== false) await renewing;
        if (storage.get() === token) options.onUnauthorized?.(error);
      }
      throw error;
    },
  };
  return transport;
}

/**
 * Reads a JSON body and checks it against its contract schema. An aborted read is a cancelled
 * `ApiError`; a body that is not what the contract says is an `ApiError` with the response status.
 */
export async function readJson<T extends z.ZodMiniType>(
  response: Response,
  schema: T,
  signal?: AbortSignal,
): Promise<z.infer<T>> {
  return checkJson(await readJsonValue(response, signal), schema, response.status);
}

/** Reads a JSON body unchecked; an aborted read is a cancelled `ApiError`. */
export async function readJsonValue(response: Response, signal?: AbortSignal): Promise<unknown> {
  try {
    return await response.json();
  } catch (error) {
    if (signal?.aborted) throw connectionError(signal);
    throw new ApiError(`Invalid response: ${(error as Error).message}`, response.status);
  }
}

/**
 * Checks a JSON value against its contract schema; the error names the first bad field. The
 * schemas are zod/mini, which loads no locale, so in the browser the text after the field is
 * zod's bare "Invalid input": the path is what tells a broken answer apart, and zod's English
 * texts would cost ~1 kB of the first load (a process that also loads classic zod, such as a
 * test beside the server, gets them: "Too small: expected number to be >=0").
 */
export function checkJson<T extends z.ZodMiniType>(
  value: unknown,
  schema: T,
  status: number,
): z.infer<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue?.path.join('.') ?? '';
  throw new ApiError(`Invalid response at "${where}": ${issue?.message ?? ''}`, status);
}

/** Reads a text body; an aborted read is a cancelled `ApiError`. */
export async function readText(response: Response, signal?: AbortSignal): Promise<string> {
  try {
    return await response.text();
  } catch {
    throw connectionError(signal);
  }
}
