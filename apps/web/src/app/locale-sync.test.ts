import type { TokenUser } from '@file-browser/api-contract';
import { makeTokenUser } from '@file-browser/api-contract/testing';
import { createI18n, type Catalogue, type LocaleCode } from '@file-browser/i18n';
import { sessionMachine, type Session } from '@file-browser/state-machines';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { applyLocale, followSessionLocale, localeFor, setDocumentLocale } from './locale-sync';

function userWithLocale(locale: string): TokenUser {
  return makeTokenUser({ locale, username: 'alice' });
}

const catalogues: Partial<Record<LocaleCode, Catalogue>> = {
  en: { sidebar: { logout: 'Log out' } },
  fr: { sidebar: { logout: 'Se déconnecter' } },
  he: { sidebar: { logout: 'התנתקות' } },
  'pt-br': { sidebar: { logout: 'Sair' } },
};

async function startApp(stored: Session | null, browserLanguages: string[]) {
  const session = createActor(
    sessionMachine.provide({
      actors: {
        restore: fromPromise(() => Promise.resolve(stored)),
        login: fromPromise(() => Promise.resolve({ token: 't', user: userWithLocale('he') })),
      },
    }),
  ).start();
  const root = document.documentElement;
  const initial = localeFor(stored?.user, browserLanguages);
  const i18n = await createI18n({
    locale: initial,
    loadCatalogue: (code) => Promise.resolve(catalogues[code] ?? {}),
  });
  const apply = vi.fn((code: LocaleCode) => applyLocale(i18n, root, code));
  setDocumentLocale(root, initial);
  const stop = followSessionLocale(session, { initial, browserLanguages, apply, onError: vi.fn() });
  return { session, i18n, root, apply, stop };
}

afterEach(() => {
  dayjs.locale('en');
});

describe('localeFor', () => {
  it("prefers the user's saved locale and falls back to the browser's", () => {
    expect(localeFor(userWithLocale('pt_BR'), ['fr'])).toBe('pt-br');
    expect(localeFor(userWithLocale(''), ['fr-CA'])).toBe('fr');
    expect(localeFor(null, ['nb-NO'])).toBe('no');
  });
});

describe('followSessionLocale', () => {
  it("switches to the user's locale on login, right-to-left included, and back on logout", async () => {
    const { session, i18n, root } = await startApp(null, ['fr-FR']);
    expect(i18n.t('sidebar.logout')).toBe('Se déconnecter');
    expect(root).toHaveAttribute('lang', 'fr');
    expect(root).toHaveAttribute('dir', 'ltr');

    session.send({ type: 'session.login', username: 'alice', password: 'pw' });
    await vi.waitFor(() => {
      expect(root).toHaveAttribute('dir', 'rtl');
    });
    expect(i18n.t('sidebar.logout')).toBe('התנתקות');
    expect(root).toHaveAttribute('lang', 'he');
    expect(dayjs.locale()).toBe('he');

    session.send({ type: 'session.logout' });
    await vi.waitFor(() => {
      expect(root).toHaveAttribute('dir', 'ltr');
    });
    expect(i18n.t('sidebar.logout')).toBe('Se déconnecter');
    expect(dayjs.locale()).toBe('fr');
  });

  it('follows a renewed token whose user changed language', async () => {
    const { session, i18n, root } = await startApp({ token: 'a', user: userWithLocale('he') }, [
      'fr',
    ]);
    await waitFor(session, (s) => s.matches('loggedIn'));

    session.send({ type: 'session.renewed', token: 'b', user: userWithLocale('pt-br') });
    await vi.waitFor(() => {
      expect(root).toHaveAttribute('lang', 'pt-BR');
    });
    expect(i18n.language).toBe('pt-br');
    expect(i18n.t('sidebar.logout')).toBe('Sair');
  });

  it("keeps a returning user's locale while the stored session is checked", async () => {
    const { session, apply } = await startApp({ token: 'a', user: userWithLocale('he') }, ['fr']);
    await waitFor(session, (s) => s.matches('loggedIn'));
    expect(apply).not.toHaveBeenCalled();
  });

  it('stops following when asked', async () => {
    const { session, apply, stop } = await startApp(null, ['fr']);
    stop();
    session.send({ type: 'session.login', username: 'alice', password: 'pw' });
    await waitFor(session, (s) => s.matches('loggedIn'));
    expect(apply).not.toHaveBeenCalled();
  });
});
