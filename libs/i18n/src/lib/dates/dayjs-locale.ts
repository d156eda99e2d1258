import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import relativeTime from 'dayjs/plugin/relativeTime';
import type { LocaleCode } from '../detect/supported-locales';

type LocaleModule = Promise<{ default: ILocale }>;

// One literal import() per locale so the bundler gives each its own lazy chunk; dayjs names
// some locales differently (pt-pt → pt, sv-se → sv, no → nb). English is built into dayjs.
const loaders: Readonly<Record<Exclude<LocaleCode, 'en'>, () => LocaleModule>> = {
  ar: () => import('dayjs/locale/ar'),
  bg: () => import('dayjs/locale/bg'),
  ca: () => import('dayjs/locale/ca'),
  cs: () => import('dayjs/locale/cs'),
  de: () => import('dayjs/locale/de'),
  el: () => import('dayjs/locale/el'),
  es: () => import('dayjs/locale/es'),
  fa: () => import('dayjs/locale/fa'),
  fr: () => import('dayjs/locale/fr'),
  he: () => import('dayjs/locale/he'),
  hr: () => import('dayjs/locale/hr'),
  hu: () => import('dayjs/locale/hu'),
  is: () => import('dayjs/locale/is'),
  it: () => import('dayjs/locale/it'),
  ja: () => import('dayjs/locale/ja'),
  ko: () => import('dayjs/locale/ko'),
  lv: () => import('dayjs/locale/lv'),
  nl: () => import('dayjs/locale/nl'),
  'nl-be': () => import('dayjs/locale/nl-be'),
  no: () => import('dayjs/locale/nb'),
  pl: () => import('dayjs/locale/pl'),
  'pt-br': () => import('dayjs/locale/pt-br'),
  'pt-pt': () => import('dayjs/locale/pt'),
  ro: () => import('dayjs/locale/ro'),
  ru: () => import('dayjs/locale/ru'),
  sk: () => import('dayjs/locale/sk'),
  'sv-se': () => import('dayjs/locale/sv'),
  tr: () => import('dayjs/locale/tr'),
  uk: () => import('dayjs/locale/uk'),
  vi: () => import('dayjs/locale/vi'),
  'zh-cn': () => import('dayjs/locale/zh-cn'),
  'zh-tw': () => import('dayjs/locale/zh-tw'),
};

/**
 * Makes `code` dayjs's global locale, loading its dayjs locale on first use (its own chunk),
 * and enables the `relativeTime` (`fromNow()`) and `localizedFormat` (`'L LT'`) plugins.
 * Resolves to the dayjs locale name (`'nb'` for `no`).
 */
export async function setDayjsLocale(code: LocaleCode): Promise<string> {
  dayjs.extend(relativeTime);
  dayjs.extend(localizedFormat);
  if (code === 'en') return dayjs.locale('en');
  const { default: locale } = await loaders[code]();
  return dayjs.locale(locale);
}
