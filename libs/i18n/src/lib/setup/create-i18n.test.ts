import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { Catalogue } from './catalogue-backend';
import { createI18n, resolveLocale } from './create-i18n';
import type { TranslationKey } from './translation-key';

describe('createI18n', () => {
  it('translates keys from the English catalogue', async () => {
    const i18n = await createI18n({ locale: 'en' });

    expect(i18n.t('login.username')).toBe('Username');
    expect(i18n.t('login.passwordTooShort', { min: 12 })).toBe(
      'The password needs at least 12 characters',
    );
    expect(i18n.language).toBe('en');
  });

  it('falls back to English for a locale it does not know', async () => {
    const i18n = await createI18n({ locale: 'tlh' });

    expect(i18n.language).toBe('en');
    expect(i18n.t('files.lonely')).toBe('Nothing here yet.');
  });

  it('fills keys missing from the active catalogue with English ones', async () => {
    const german: Catalogue = { login: { username: 'Benutzername' } };
    const i18n = await createI18n({
      locale: 'de',
      loadCatalogue: async (code) =>
        code === 'de' ? german : (await import('../locales/en.json')).default,
    });

    expect(i18n.language).toBe('de');
    expect(i18n.t('login.username')).toBe('Benutzername');
    expect(i18n.t('login.password')).toBe('Password');
  });

  it('loads only the active locale and the fallback', async () => {
    const load = vi.fn((code: string) =>
      code === 'en' ? import('../locales/en.json').then((m) => m.default) : Promise.resolve({}),
    );

    await createI18n({ locale: 'pt-BR', loadCatalogue: load });

    expect(load.mock.calls.map(([code]) => code).sort()).toEqual(['en', 'pt-br']);
  });

  it('keeps instances apart', async () => {
    const english = await createI18n({ locale: 'en' });
    const french: Catalogue = { sidebar: { logout: 'Se déconnecter' } };
    const other = await createI18n({
      locale: 'fr',
      loadCatalogue: (code) => Promise.resolve(code === 'fr' ? french : {}),
    });

    expect(other.t('sidebar.logout')).toBe('Se déconnecter');
    expect(english.t('sidebar.logout')).toBe('Log out');
  });

  it('checks keys at compile time', async () => {
    const i18n = await createI18n({ locale: 'en' });
    // @ts-expect-error: not a key of the English catalogue
    expect(i18n.t('login.noSuchKey')).toBe('login.noSuchKey');
    expectTypeOf<'login.username' | 'errors.notFound'>().toExtend<TranslationKey>();
    expectTypeOf<'login.noSuchKey'>().not.toExtend<TranslationKey>();
  });
});

describe('resolveLocale', () => {
  it('keeps shipped codes and maps the rest', () => {
    expect(resolveLocale('pt-br')).toBe('pt-br');
    expect(resolveLocale('ZH-TW')).toBe('zh-tw');
    expect(resolveLocale('fr-CA')).toBe('fr');
    expect(resolveLocale('')).toBe('en');
  });
});

describe('createI18n with the bundled catalogues', () => {
  it('loads a shipped locale lazily and switches language on demand', async () => {
    const i18n = await createI18n({ locale: 'de-AT' });
    expect(i18n.t('sidebar.myFiles')).toBe('Meine Dateien');

    await i18n.changeLanguage('ja');
    expect(i18n.t('sidebar.myFiles')).toBe('マイファイル');
  });

  it("picks each language's plural form", async () => {
    const i18n = await createI18n({ locale: 'en' });
    const deleting = (count: number) => i18n.t('prompts.deleteMessageMultiple', { count });
    expect([1, 2].map(deleting)).toEqual(['Delete 1 item?', 'Delete 2 items?']);

    await i18n.changeLanguage('cs');
    expect([1, 3, 5].map(deleting)).toEqual([
      'Smazat 1 položku?',
      'Smazat 3 položky?',
      'Smazat 5 položek?',
    ]);

    await i18n.changeLanguage('ar');
    expect([0, 1, 2, 3, 11, 100].map(deleting)).toEqual([
      'حذف 0 عنصر؟',
      'حذف عنصر واحد؟',
      'حذف عنصرين؟',
      'حذف 3 عناصر؟',
      'حذف 11 عنصرًا؟',
      'حذف 100 عنصر؟',
    ]);
  });
});
