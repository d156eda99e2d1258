import i18next, { type i18n } from 'i18next';
import type en from '../locales/en.json';
import { detectLocale } from '../detect/detect-locale';
import { isLocaleCode, type LocaleCode } from '../detect/supported-locales';
import { catalogueBackend, importCatalogue, type CatalogueLoader } from './catalogue-backend';

// Keys are checked at compile time against the English catalogue: `t('login.username')` compiles,
// `t('login.nope')` does not. Any program that imports this library gets the check.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

/** Options for {@link createI18n}. */
export interface CreateI18nOptions {
  /** Locale to start in: a shipped code or any browser tag (`pt-BR`); unknown ones become `en`. */
  locale: string;
  /** Locale whose messages fill the gaps of the active one. Default `en`. */
  fallbackLng?: LocaleCode;
  /** Where catalogues come from. Default: lazy `import()` of the bundled `locales/<code>.json`. */
  loadCatalogue?: CatalogueLoader;
}

/**
 * Resolves a stored or browser locale to a shipped code: exact codes as they are, anything else
 * through {@link detectLocale} (`fr-CA` → `fr`, unknown → `en`).
 */
export function resolveLocale(locale: string): LocaleCode {
  const lower = locale.toLowerCase();
  return isLocaleCode(lower) ? lower : detectLocale([locale]);
}

/**
 * Creates a fresh i18next instance (never the global one), loads the active locale's catalogue
 * and the fallback's, and resolves once `t` is ready. Later `changeLanguage(code)` calls load
 * their catalogue on demand. No UI binding: a React app hands the instance to react-i18next's
 * `I18nextProvider` (this library stays headless, like the other `type:util` ones).
 */
export async function createI18n(options: CreateI18nOptions): Promise<i18n> {
  const { fallbackLng = 'en', loadCatalogue = importCatalogue } = options;
  const instance = i18next.createInstance();
  await instance.use(catalogueBackend(loadCatalogue)).init({
    lng: resolveLocale(options.locale),
    fallbackLng,
    lowerCaseLng: true,
    load: 'currentOnly',
    ns: ['translation'],
    defaultNS: 'translation',
    // React escapes what it renders; escaping here would double-encode.
    interpolation: { escapeValue: false },
  });
  return instance;
}
