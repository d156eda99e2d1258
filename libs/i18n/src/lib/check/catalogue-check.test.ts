import { describe, expect, it } from 'vitest';
import { checkCatalogue, placeholdersOf, pluralCategories, slotsOf } from './catalogue-check';

const english = {
  ok: 'OK',
  login: { username: 'Username' },
  usage: '{{used}} of {{total}} used',
  help: 'See the <0>documentation</0>.',
  deleted: 'Delete {{count}} items?',
};
const options = { identicalAllowed: new Set(['ok']) };

const german = {
  ok: 'OK',
  login: { username: 'Benutzername' },
  usage: '{{used}} von {{total}} belegt',
  help: 'Siehe <0>Dokumentation</0>.',
  deleted_one: 'Ein Element löschen?',
  deleted_other: '{{count}} Elemente löschen?',
};

describe('checkCatalogue', () => {
  it('passes a complete translation with its plural forms', () => {
    expect(checkCatalogue(english, german, { ...options, code: 'de' })).toEqual([]);
  });

  it('reports missing, extra, empty and untranslated values', () => {
    const { ok: _ok, ...withoutOk } = german;
    const broken = {
      ...withoutOk,
      login: { username: 'Username', name: 'Name' },
      usage: ' ',
      help: 42,
    } as never;
    expect(checkCatalogue(english, broken, { ...options, code: 'de' })).toEqual([
      'ok: missing',
      'login.username: same as English ("Username")',
      'login.name: not a key of en.json',
      'usage: empty',
      'usage: placeholders  instead of total,used',
      'help: not a string',
    ]);
  });

  it('reports placeholders and slots that differ from English', () => {
    const broken = { ...german, usage: '{{benutzt}} von {{total}}', help: 'Siehe Dokumentation.' };
    expect(checkCatalogue(english, broken, { ...options, code: 'de' })).toEqual([
      'usage: placeholders benutzt,total instead of total,used',
      'help: slots  instead of </0><0>',
    ]);
  });

  it('wants every plural form of the language, with the count where a form covers many numbers', () => {
    const russian = {
      ...german,
      deleted_one: 'Удалить один элемент?',
      deleted_few: 'Удалить {{count}} элемента?',
      deleted_other: 'Удалить {{count}} элементов?',
    };
    expect(checkCatalogue(english, russian, { ...options, code: 'ru' })).toEqual([
      'deleted_many: missing plural form',
      'deleted_one: placeholders  instead of count',
    ]);
  });

  it('rejects plural forms the language does not have, but allows _zero', () => {
    const extra = {
      ...german,
      deleted_few: '{{count}} Elemente?',
      deleted_zero: 'Nichts löschen?',
    };
    expect(checkCatalogue(english, extra, { ...options, code: 'de' })).toEqual([
      'deleted_few: not a key of en.json',
    ]);
  });
});

describe('checkCatalogue with English plural forms', () => {
  it('treats key_one/key_other in English as the key', () => {
    const { deleted: _deleted, ...rest } = english;
    const pluralEnglish = {
      ...rest,
      deleted_one: 'Delete one item?',
      deleted_other: english.deleted,
    };
    expect(checkCatalogue(pluralEnglish, german, { ...options, code: 'de' })).toEqual([]);
  });
});

describe('helpers', () => {
  it('reads placeholders, slots and plural categories', () => {
    expect(placeholdersOf('{{ b }} and {{a, number}} and {{b}}')).toEqual(['a', 'b']);
    expect(slotsOf('<1>x</1> <0>y</0> <2/>')).toEqual(['</0>', '</1>', '<0>', '<1>', '<2/>']);
    expect(pluralCategories('ar')).toHaveLength(6);
    expect(pluralCategories('ja')).toEqual(['other']);
  });
});
