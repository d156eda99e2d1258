import type { Catalogue } from '../setup/catalogue-backend';

/** What {@link checkCatalogue} needs besides the two catalogues. */
export interface CheckOptions {
  /** Locale code of the catalogue under test; gives its CLDR plural categories. */
  code: string;
  /** Dotted keys whose value may equal the English one (proper nouns, 'OK', units). */
  identicalAllowed: ReadonlySet<string>;
}

/** Flattens nested namespaces into dotted keys; a non-string leaf is kept as `null`. */
export function flattenCatalogue(catalogue: Catalogue, prefix = ''): Map<string, string | null> {
  const flat = new Map<string, string | null>();
  for (const [name, value] of Object.entries(catalogue)) {
    const key = prefix + name;
    if (typeof value === 'string') flat.set(key, value);
    else if (typeof value === 'object' && !Array.isArray(value)) {
      for (const entry of flattenCatalogue(value, `${key}.`)) flat.set(...entry);
    } else flat.set(key, null);
  }
  return flat;
}

/** Interpolation names of a message, sorted and unique: `{{ used }} of {{total}}` → used, total. */
export function placeholdersOf(message: string): string[] {
  const names = [...message.matchAll(/\{\{\s*([^}\s,]+)[^}]*\}\}/g)].map((m) => m[1] ?? '');
  return [...new Set(names)].sort();
}

/** `<Trans>` slot tags of a message, sorted: `<0>a</0>` → `</0>`, `<0>`. */
export function slotsOf(message: string): string[] {
  return [...message.matchAll(/<\/?\d+\s*\/?>/g)].map((m) => m[0].replace(/\s/g, '')).sort();
}

/** CLDR plural categories i18next picks suffixes from for a locale (it asks Intl.PluralRules). */
export function pluralCategories(code: string): string[] {
  return new Intl.PluralRules(code).resolvedOptions().pluralCategories;
}

// A form that only ever stands for one number ("one" in German is exactly 1) may spell the
// number out instead of using {{count}}; Russian "one" also covers 21, 31… so it may not.
function categoryIsSingleNumber(code: string, category: string): boolean {
  const rules = new Intl.PluralRules(code);
  let matches = 0;
  for (let n = 0; n <= 1000 && matches < 2; n++) if (rules.select(n) === category) matches++;
  return matches === 1 || category === 'zero';
}

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

// English may itself be written with plural forms (`key_one`, `key_other`); the key is then
// `key`, and its `_other` text is what the other languages are compared with.
function collapsePlurals(flat: Map<string, string | null>): Map<string, string | null> {
  const collapsed = new Map<string, string | null>();
  for (const [key, message] of flat) {
    const base = key.replace(pluralSuffix, '');
    if (base === key) collapsed.set(key, message);
    else if (!collapsed.has(base) || key.endsWith('_other')) collapsed.set(base, message);
  }
  return collapsed;
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}

interface Expected {
  english: string;
  category: string | null;
}

// Maps each key the locale may have to the English message it translates: every English key,
// and for messages with {{count}} the plural forms `key_<category>` (`_zero` is always looked
// up by i18next for a count of 0, so it is allowed in any language).
function expectedKeys(english: Map<string, string | null>, code: string): Map<string, Expected> {
  const expected = new Map<string, Expected>();
  for (const [key, message] of english) {
    if (message === null) continue;
    expected.set(key, { english: message, category: null });
    if (!placeholdersOf(message).includes('count')) continue;
    for (const category of new Set([...pluralCategories(code), 'zero'])) {
      expected.set(`${key}_${category}`, { english: message, category });
    }
  }
  return expected;
}

function missingKeys(
  locale: Map<string, string | null>,
  english: Map<string, string | null>,
  code: string,
): string[] {
  const problems: string[] = [];
  for (const [key, message] of english) {
    if (message === null || !placeholdersOf(message).includes('count')) {
      if (!locale.has(key)) problems.push(`${key}: missing`);
      continue;
    }
    for (const category of pluralCategories(code)) {
      if (!locale.has(`${key}_${category}`))
        problems.push(`${key}_${category}: missing plural form`);
    }
  }
  return problems;
}

function valueProblems(
  key: string,
  value: string,
  expected: Expected,
  options: CheckOptions,
): string[] {
  const problems: string[] = [];
  if (value.trim() === '') problems.push(`${key}: empty`);
  let wanted = placeholdersOf(expected.english);
  if (expected.category && categoryIsSingleNumber(options.code, expected.category)) {
    if (!placeholdersOf(value).includes('count'))
      wanted = wanted.filter((name) => name !== 'count');
  }
  if (!sameList(placeholdersOf(value), wanted)) {
    problems.push(
      `${key}: placeholders ${placeholdersOf(value).join(',')} instead of ${wanted.join(',')}`,
    );
  }
  if (!sameList(slotsOf(value), slotsOf(expected.english))) {
    problems.push(
      `${key}: slots ${slotsOf(value).join('')} instead of ${slotsOf(expected.english).join('')}`,
    );
  }
  const baseKey = expected.category ? key.slice(0, key.lastIndexOf('_')) : key;
  if (value === expected.english && !options.identicalAllowed.has(baseKey)) {
    problems.push(`${key}: same as English ("${value}")`);
  }
  return problems;
}

/**
 * Compares a locale's catalogue with the English one and lists every problem (empty when it
 * passes): missing or extra keys, missing plural forms for its language, empty values,
 * placeholders or `<n>` slots that differ from English, and values left in English outside
 * `identicalAllowed`.
 */
export function checkCatalogue(
  english: Catalogue,
  catalogue: Catalogue,
  options: CheckOptions,
): string[] {
  const en = collapsePlurals(flattenCatalogue(english));
  const locale = flattenCatalogue(catalogue);
  const expected = expectedKeys(en, options.code);
  const problems = missingKeys(locale, en, options.code);
  for (const [key, value] of locale) {
    const target = expected.get(key);
    if (!target) problems.push(`${key}: not a key of en.json`);
    else if (value === null) problems.push(`${key}: not a string`);
    else problems.push(...valueProblems(key, value, target, options));
  }
  return problems;
}
