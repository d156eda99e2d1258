import { resourceSchema } from '@file-browser/api-contract';
import type { LoginRequest, Resource } from '@file-browser/api-contract';
import { ApiError } from './api-error';
import { encodePath } from './encode-path';

/** Where and how the client talks to a File Browser server. */
export interface ApiClientOptions {
  /** Prefix the server is mounted under, e.g. `''` or `/fb`; may also be an absolute origin. */
  baseURL: string;
  /** The session token to send as `X-Auth`, or null when logged out. */
  getToken: () => string | null;
  /** Called when an authenticated call answers 401: the session is over. */
  onUnauthorized?: () => void;
  /** Called when the server asks for a token renewal (`X-Renew-Token: true`). */
  onRenewRequested?: () => void;
  /** The fetch to use; defaults to the global one (browsers, Node 20+). */
  fetch?: typeof fetch;
}

/** Per-call options. */
export interface CallOptions {
  /** Aborting rejects with an `ApiError` whose `cancelled` is true. */
  signal?: AbortSignal;
}

/** Typed calls to the File Browser v2 HTTP API. */
export interface ApiClient {
  /** `POST /api/login`: resolves to the session token. 403 means wrong credentials. */
  login(credentials: LoginRequest, options?: CallOptions): Promise<string>;
  /** `POST /api/renew`: a fresh token for the current session. */
  renew(options?: CallOptions): Promise<string>;
  /** `GET /api/resources{path}`: a folder's listing or a file's info. */
  getResource(path: string, options?: CallOptions): Promise<Resource>;
}

interface RequestSpec {
  method: string;
  url: string;
  body?: string;
  authenticated: boolean;
  signal?: AbortSignal | undefined;
}

/** Creates a client. It keeps no state of its own: the token comes from `getToken`. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const base = options.baseURL.replace(/\/+$/, '');

  async function request(spec: RequestSpec): Promise<Response> {
    const headers: Record<string, string> = {};
    const token = options.getToken();
    if (spec.authenticated && token) headers['X-Auth'] = token;
    if (spec.body !== undefined) headers['Content-Type'] = 'application/json';
    let response: Response;
    try {
      response = await doFetch(`${base}${spec.url}`, {
        method: spec.method,
        headers,
        ...(spec.body !== undefined && { body: spec.body }),
        ...(spec.signal && { signal: spec.signal }),
      });
    } catch {
      if (spec.signal?.aborted) throw new ApiError('Request cancelled', 0, true);
      throw new ApiError('000 No connection', 0, false);
    }
    if (spec.authenticated && response.headers.get('X-Renew-Token') === 'true') {
      options.onRenewRequested?.();
    }
    if (!response.ok) {
      if (spec.authenticated && response.status === 401) options.onUnauthorized?.();
      const text = (await response.text()).trim();
      throw new ApiError(text || `${response.status} ${response.statusText}`, response.status);
    }
    return response;
  }

  return {
    async login(credentials, call) {
      const response = await request({
        method: 'POST',
        url: '/api/login',
        body: JSON.stringify({ recaptcha: '', ...credentials }),
        authenticated: false,
        signal: call?.signal,
      });
      return response.text();
    },
    async renew(call) {
      const response = await request({
        method: 'POST',
        url: '/api/renew',
        authenticated: true,
        signal: call?.signal,
      });
      return response.text();
    },
    async getResource(path, call) {
      const response = await request({
        method: 'GET',
        url: `/api/resources${encodePath(path)}`,
        authenticated: true,
        signal: call?.signal,
      });
      return resourceSchema.parse(await response.json());
    },
  };
}
