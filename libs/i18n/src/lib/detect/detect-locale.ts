import { isLocaleCode, type LocaleCode } from './supported-locales';

// Browser tags that name a shipped locale by another spelling. Regions not listed fall back to
// the bare language (fr-ca → fr); languages whose only catalogue carries a region are listed bare.
// differs from upstream: sv, nl-be and nb/no reach their own catalogues instead of English/nl.
const aliases: Readonly<Record<string, LocaleCode>> = {
  pt: 'pt-pt',
  zh: 'zh-cn',
  'zh-hans': 'zh-cn',
  'zh-sg': 'zh-cn',
  'zh-hant': 'zh-tw',
  'zh-hk': 'zh-tw',
  'zh-mo': 'zh-tw',
  sv: 'sv-se',
  nb: 'no',
  nn: 'no',
  iw: 'he',
};

function matchOne(tag: string): LocaleCode | null {
  const parts = tag.trim().toLowerCase().replaceAll('_', '-').split('-');
  // Try the most specific prefix first: zh-hant-tw → zh-hant-tw, zh-hant, zh.
  for (let length = parts.length; length > 0; length--) {
    const candidate = parts.slice(0, length).join('-');
    if (isLocaleCode(candidate)) return candidate;
    const alias = aliases[candidate];
    if (alias) return alias;
  }
  return null;
}

/**
 * Picks the shipped locale for a browser's preferred languages (`navigator.languages`), taking
 * the first tag that maps to one: exact codes (`pt-BR` → `pt-br`), known spellings (`zh-Hant` →
 * `zh-tw`, `nb` → `no`), else the bare language (`fr-CA` → `fr`). Nothing matching gives `en`.
 */
export function detectLocale(navigatorLanguages: readonly string[]): LocaleCode {
  for (const tag of navigatorLanguages) {
    const match = matchOne(tag);
    if (match) return match;
  }
  return 'en';
}
