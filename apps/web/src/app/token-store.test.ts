import { makeTokenUser } from '@file-browser/api-contract/testing';
import { describe, expect, it, vi } from 'vitest';
import { browserTokenStore, sessionFromToken } from './token-store';

function tokenWith(claims: object): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

const user = makeTokenUser({ username: 'ädmin' });

describe('sessionFromToken', () => {
  it('reads the user of an unexpired token, UTF-8 names included', () => {
    const token = tokenWith({ user, iss: 'File Browser', exp: 2_000, iat: 1_000 });
    expect(sessionFromToken(token, 1_500_000)?.user.username).toBe('ädmin');
  });

  it("counts a stored token's life from the local time, a fresh one's from its issue time", () => {
    const token = tokenWith({ user, iss: 'File Browser', exp: 2_000, iat: 1_000 });
    expect(sessionFromToken(token, 1_500_000)?.expiresIn).toBe(500_000);
    // Fresh from the server: the whole lifetime, however far off the client's clock is.
    expect(sessionFromToken(token, 'issued')?.expiresIn).toBe(1_000_000);
  });

  it('refuses expired and malformed tokens', () => {
    const token = tokenWith({ user, iss: 'File Browser', exp: 2_000, iat: 1_000 });
    expect(sessionFromToken(token, 2_000_000)).toBeNull();
    expect(sessionFromToken('nonsense')).toBeNull();
    expect(sessionFromToken(tokenWith({ user: {}, exp: 9e9 }))).toBeNull();
  });
});

describe('browserTokenStore', () => {
  it('keeps the token in local storage and the auth cookie, and clears both', () => {
    const store = browserTokenStore(localStorage, document, '');
    store.save('a.b.c');
    expect(store.load()).toBe('a.b.c');
    expect(document.cookie).toContain('auth=a.b.c');
    store.clear();
    expect(store.load()).toBeNull();
    expect(document.cookie).not.toContain('auth=a.b.c');
  });

  it("keeps the cookie for the token's whole lifetime, across a browser restart", () => {
    const store = browserTokenStore(localStorage, document, '/fb');
    const written = vi.spyOn(document, 'cookie', 'set');
    const token = tokenWith({ user, iss: 'File Browser', exp: 9_000, iat: 1_800 });
    store.save(token);
    expect(written).toHaveBeenCalledWith(`auth=${token}; Path=/fb/; Max-Age=7200; SameSite=Strict`);
    written.mockRestore();
    store.clear();
  });

  it('saving the token already stored writes only the cookie (a session restored after a browser restart)', () => {
    const store = browserTokenStore(localStorage, document, '');
    localStorage.setItem('jwt', 'x.y.z');
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    store.save('x.y.z');
    expect(setItem).not.toHaveBeenCalled();
    expect(document.cookie).toContain('auth=x.y.z');
    store.save('x.y.w');
    expect(store.load()).toBe('x.y.w');
    setItem.mockRestore();
    store.clear();
  });
});
