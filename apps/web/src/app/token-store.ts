import { tokenClaimsSchema } from '@file-browser/api-contract';
import type { Session } from '@file-browser/state-machines';

const STORAGE_KEY = 'jwt';

/**
 * Reads a token's claims without verifying it (the server does that): the client only needs
 * the user and the expiry. Null for anything that is not a well-formed, unexpired token.
 * `expiresIn` counts from `now`: the local time for a stored token, or `'issued'` for one that
 * has just come from the server, whose own issue time then stands for now, so a client clock
 * that is off does not shorten or stretch the session (its whole lifetime is left).
 */
export function sessionFromToken(
  token: string,
  now: number | 'issued' = Date.now(),
): Session | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(json, (char) => char.charCodeAt(0));
    const claims = tokenClaimsSchema.parse(JSON.parse(new TextDecoder().decode(bytes)));
    const expiresIn = claims.exp * 1000 - (now === 'issued' ? claims.iat * 1000 : now);
    return expiresIn > 0 ? { token, user: claims.user, expiresIn } : null;
  } catch {
    return null;
  }
}

/**
 * Where the session token lives between page loads (spec §4): local storage for the app, and
 * the `auth` cookie so the browser's own GETs (downloads, previews, the page itself, which
 * then comes with its folder's first page) authenticate too.
 */
export interface TokenStore {
  load(): string | null;
  save(token: string): void;
  clear(): void;
}

/** The browser's token store over `localStorage` and `document.cookie`. */
export function browserTokenStore(storage: Storage, doc: Document, baseURL: string): TokenStore {
  const cookiePath = `${baseURL}/`;
  return {
    load: () => storage.getItem(STORAGE_KEY),
    save: (token) => {
      // A restored session saves the token it was restored from: Chromium's first write to
      // local storage in a page costs tens of milliseconds, in the middle of the first render.
      if (storage.getItem(STORAGE_KEY) !== token) storage.setItem(STORAGE_KEY, token);
      // The cookie lasts as the stored token does, across a browser restart: downloads work and
      // the server sends a folder's first page with its page. Its whole lifetime, so a local
      // clock that is off never ends it first.
      const lifetime = sessionFromToken(token, 'issued')?.expiresIn;
      const maxAge = lifetime ? `; Max-Age=${String(Math.ceil(lifetime / 1000))}` : '';
      doc.cookie = `auth=${token}; Path=${cookiePath}${maxAge}; SameSite=Strict`;
    },
    clear: () => {
      storage.removeItem(STORAGE_KEY);
      doc.cookie = `auth=; Path=${cookiePath}; Max-Age=0; SameSite=Strict`;
    },
  };
}
