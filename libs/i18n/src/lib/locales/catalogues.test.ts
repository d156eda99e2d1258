import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkCatalogue } from '../check/catalogue-check';
import { supportedLocales, type LocaleCode } from '../detect/supported-locales';
import type { Catalogue } from '../setup/catalogue-backend';

/**
 * Keys whose translation may equal the English text in any language: abbreviations ('OK',
 * 'PDF') and words many languages share with English ('Info', 'Video', 'Admin',
 * 'Administrator'). Nothing else may stay in English.
 */
const identicalEverywhere = [
  'buttons.ok',
  'buttons.info',
  'search.pdf',
  'search.video',
  'settings.admin',
  'settings.administrator',
];

/**
 * Words a language spells as English does (German 'Name', French 'Minutes') or has borrowed
 * as its usual term (Italian 'File', 'Password').
 */
const identicalIn: Readonly<Partial<Record<LocaleCode, readonly string[]>>> = {
  de: ['files.name'],
  fr: ['search.images', 'settings.documentation', 'time.minutes'],
  it: ['buttons.file', 'login.password', 'settings.password'],
};

function identicalAllowed(code: LocaleCode): ReadonlySet<string> {
  return new Set([...identicalEverywhere, ...(identicalIn[code] ?? [])]);
}

function fileOf(code: string): URL {
  return new URL(`./${code}.json`, import.meta.url);
}

function read(code: string): Catalogue {
  return JSON.parse(readFileSync(fileOf(code), 'utf8')) as Catalogue;
}

const english = read('en');
const translated = supportedLocales.filter(({ code }) => code !== 'en' && existsSync(fileOf(code)));

describe('locale catalogues', () => {
  it.each(translated.map(({ code }) => code))(
    '%s has every key of en, translated, with the same placeholders and slots',
    (code) => {
      expect(
        checkCatalogue(english, read(code), { code, identicalAllowed: identicalAllowed(code) }),
      ).toEqual([]);
    },
  );

  // The language picker offers every supported locale, so each must ship a catalogue.
  it('exists for every supported locale', () => {
    const missing = supportedLocales.filter(({ code }) => !existsSync(fileOf(code)));
    expect(missing.map(({ code }) => code)).toEqual([]);
  });
});
