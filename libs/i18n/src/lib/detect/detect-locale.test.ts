import { describe, expect, it } from 'vitest';
import { detectLocale } from './detect-locale';

describe('detectLocale', () => {
  it.each([
    ['pt-BR', 'pt-br'],
    ['pt-PT', 'pt-pt'],
    ['pt', 'pt-pt'],
    ['zh-TW', 'zh-tw'],
    ['zh-Hant-HK', 'zh-tw'],
    ['zh-CN', 'zh-cn'],
    ['zh', 'zh-cn'],
    ['fr-CA', 'fr'],
    ['de', 'de'],
    ['en-GB', 'en'],
    ['nl-BE', 'nl-be'],
    ['nl-NL', 'nl'],
    ['sv', 'sv-se'],
    ['sv-FI', 'sv-se'],
    ['nb-NO', 'no'],
    ['fa-IR', 'fa'],
    ['ca-ES', 'ca'],
    ['he', 'he'],
  ])('maps %s to %s', (tag, code) => {
    expect(detectLocale([tag])).toBe(code);
  });

  it('takes the first preferred language it ships', () => {
    expect(detectLocale(['gsw-CH', 'xx', 'it-CH', 'de'])).toBe('it');
  });

  it('falls back to English when nothing matches', () => {
    expect(detectLocale(['tlh', 'qya'])).toBe('en');
    expect(detectLocale([])).toBe('en');
  });
});
