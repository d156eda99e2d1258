import { describe, expect, it } from 'vitest';
import { isLocaleCode, languageTag, localeDirection, supportedLocales } from './supported-locales';

describe('supportedLocales', () => {
  it('ships all 33 upstream locales, each with a name', () => {
    expect(supportedLocales).toHaveLength(33);
    expect(new Set(supportedLocales.map((l) => l.code)).size).toBe(33);
    for (const locale of supportedLocales) expect(locale.nativeName).not.toBe('');
  });

  it('marks Arabic, Hebrew and Farsi as right-to-left, and only those', () => {
    const rtl = supportedLocales.filter((l) => l.dir === 'rtl').map((l) => l.code);
    expect(rtl).toEqual(['ar', 'fa', 'he']);
  });
});

describe('localeDirection', () => {
  it('tells the direction of a code, left-to-right when unknown', () => {
    expect(localeDirection('he')).toBe('rtl');
    expect(localeDirection('fa')).toBe('rtl');
    expect(localeDirection('de')).toBe('ltr');
    expect(localeDirection('xx')).toBe('ltr');
  });
});

describe('isLocaleCode', () => {
  it('accepts only exact shipped codes', () => {
    expect(isLocaleCode('pt-br')).toBe(true);
    expect(isLocaleCode('pt-BR')).toBe(false);
    expect(isLocaleCode('pt')).toBe(false);
  });
});

describe('languageTag', () => {
  it('writes codes as BCP 47 tags for the html lang attribute', () => {
    expect(languageTag('pt-br')).toBe('pt-BR');
    expect(languageTag('zh-tw')).toBe('zh-TW');
    expect(languageTag('sv-se')).toBe('sv-SE');
    expect(languageTag('he')).toBe('he');
  });
});
