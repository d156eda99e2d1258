/** Writing direction of a locale. */
export type TextDirection = 'ltr' | 'rtl';

/** One language the app ships: its code (the catalogue's file name), endonym and direction. */
export interface LocaleInfo {
  code: LocaleCode;
  /** The language's name in that language, for the language picker. */
  nativeName: string;
  dir: TextDirection;
}

const localeCodes = [
  'ar',
  'bg',
  'ca',
  'cs',
  'de',
  'el',
  'en',
  'es',
  'fa',
  'fr',
  'he',
  'hr',
  'hu',
  'is',
  'it',
  'ja',
  'ko',
  'lv',
  'nl',
  'nl-be',
  'no',
  'pl',
  'pt-br',
  'pt-pt',
  'ro',
  'ru',
  'sk',
  'sv-se',
  'tr',
  'uk',
  'vi',
  'zh-cn',
  'zh-tw',
] as const;

/** A locale code the app ships, lower-case as upstream names its catalogue files (`pt-br`). */
export type LocaleCode = (typeof localeCodes)[number];

const nativeNames: Readonly<Record<LocaleCode, string>> = {
  ar: 'العربية',
  bg: 'Български',
  ca: 'Català',
  cs: 'Čeština',
  de: 'Deutsch',
  el: 'Ελληνικά',
  en: 'English',
  es: 'Español',
  fa: 'فارسی',
  fr: 'Français',
  he: 'עברית',
  hr: 'Hrvatski',
  hu: 'Magyar',
  is: 'Íslenska',
  it: 'Italiano',
  ja: '日本語',
  ko: '한국어',
  lv: 'Latviešu',
  nl: 'Nederlands',
  'nl-be': 'Nederlands (België)',
  no: 'Norsk',
  pl: 'Polski',
  'pt-br': 'Português (Brasil)',
  'pt-pt': 'Português (Portugal)',
  ro: 'Română',
  ru: 'Русский',
  sk: 'Slovenčina',
  'sv-se': 'Svenska',
  tr: 'Türkçe',
  uk: 'Українська',
  vi: 'Tiếng Việt',
  'zh-cn': '简体中文',
  'zh-tw': '繁體中文',
};

// differs from upstream: Farsi is right-to-left too (upstream only flags ar and he).
const rtlLocales: ReadonlySet<LocaleCode> = new Set<LocaleCode>(['ar', 'fa', 'he']);

/** Every locale the app ships (33), in code order, for the language picker. */
export const supportedLocales: readonly LocaleInfo[] = localeCodes.map((code) => ({
  code,
  nativeName: nativeNames[code],
  dir: rtlLocales.has(code) ? 'rtl' : 'ltr',
}));

/** Whether `code` is exactly one of {@link supportedLocales}' codes. */
export function isLocaleCode(code: string): code is LocaleCode {
  return (localeCodes as readonly string[]).includes(code);
}

/** Writing direction for a locale code; unknown codes are left-to-right. */
export function localeDirection(code: string): TextDirection {
  return isLocaleCode(code) && rtlLocales.has(code) ? 'rtl' : 'ltr';
}

/**
 * The BCP 47 tag for `<html lang>` and `Intl`: regions upper-cased (`pt-br` → `pt-BR`,
 * `zh-tw` → `zh-TW`), bare languages as they are.
 */
export function languageTag(code: LocaleCode): string {
  const [language, region] = code.split('-');
  return region ? `${language ?? ''}-${region.toUpperCase()}` : code;
}
