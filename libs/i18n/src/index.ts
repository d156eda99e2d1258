/**
 * @file-browser/i18n: i18next set-up for the web client: one instance per app (no globals),
 * catalogues loaded lazily per locale, keys type-checked against the English catalogue, the list
 * of shipped locales with their writing direction, and browser-language detection.
 */

/** Creates a ready i18next instance for a locale, English as fallback (no UI binding). */
export { createI18n, resolveLocale } from './lib/setup/create-i18n';
/** Options of {@link createI18n}. */
export type { CreateI18nOptions } from './lib/setup/create-i18n';
/** Catalogue shape and loader, for supplying catalogues from elsewhere (tests, other hosts). */
export type { Catalogue, CatalogueLoader } from './lib/setup/catalogue-backend';
/** Maps `navigator.languages` to the best shipped locale, `en` when none fits. */
export { detectLocale } from './lib/detect/detect-locale';
/** The 33 shipped locales with endonym and `ltr`/`rtl` direction; helpers over their codes. */
export { languageTag, localeDirection, supportedLocales } from './lib/detect/supported-locales';
/** Locale code, locale entry and writing-direction types. */
export type { LocaleCode, LocaleInfo, TextDirection } from './lib/detect/supported-locales';
/** Sets dayjs's global locale (relative times, `'L LT'`) for a code, loading it lazily. */
export { setDayjsLocale } from './lib/dates/dayjs-locale';
/** Every key of the English catalogue, dotted (`'login.username'`). */
export type { TranslationKey } from './lib/setup/translation-key';
/** The i18next instance type {@link createI18n} resolves to. */
export type { i18n as I18n } from 'i18next';
