/** Where the client keeps the session token (e.g. `localStorage` in a browser, memory in Node). */
export interface TokenStorage {
  /** The current token, or null when logged out. */
  get(): string | null;
  /** Stores a new token (login, renewal) or forgets it (`null`: logout). */
  set(token: string | null): void;
}

/** A token storage that lives in memory, starting with `initial`. */
export function memoryStorage(initial: string | null = null): TokenStorage {
  let token = initial;
  return {
    get: () => token,
    set: (next) => {
      token = next;
    },
  };
}

/** The minimal WebSocket the command runner needs: the browser's, Node 22's, or `ws`. */
export interface WebSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  addEventListener(type: 'open', listener: () => void): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  addEventListener(
    type: 'close',
    listener: (event: { code: number; reason: string }) => void,
  ): void;
  addEventListener(type: 'error', listener: (event: unknown) => void): void;
}

/**
 * A WebSocket constructor. An injected one (e.g. `ws` in Node 20) receives `{ headers }` as its
 * second argument, so the session token goes along as `X-Auth` and the `auth` cookie.
 */
export type WebSocketConstructor = new (
  url: string,
  options?: { headers: Record<string, string> },
) => WebSocketLike;

/** How to reach a File Browser server. */
export interface ClientOptions {
  /**
   * Where the server is: an absolute URL (`http://host:8080`, `https://host/fb`) or, in a
   * browser, a path prefix such as `''` or `/fb`.
   */
  baseURL: string;
  /** A token to start with (ignored when `storage` is given). */
  token?: string | null;
  /** Where the token lives; in memory by default. */
  storage?: TokenStorage;
  /** The fetch to use; the global one by default (browsers, Node 18+). */
  fetch?: typeof globalThis.fetch;
  /** For `openCommand` where there is no global WebSocket (Node 20): e.g. `ws`'s default export. */
  WebSocket?: WebSocketConstructor;
  /** Called after the client renewed the token because the server sent `X-Renew-Token: true`. */
  onTokenRenewed?: (token: string) => void;
  /** Called when an authenticated call answers 401 (the session is over). Not for public shares. */
  onUnauthorized?: (error: unknown) => void;
}

/** Per-call options: every call can be aborted. Aborting rejects with a cancelled `ApiError`. */
export interface CallOptions {
  signal?: AbortSignal;
}
