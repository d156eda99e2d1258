import type { Rule } from '@file-browser/api-contract';
import { describe, expect, it } from 'vitest';
import { isVisible, rulesAllow } from './access';

const deny = (path: string): Rule => ({ regex: false, allow: false, path, regexp: null });
const allow = (path: string): Rule => ({ regex: false, allow: true, path, regexp: null });
const denyRegex = (raw: string): Rule => ({ regex: true, allow: false, path: '', regexp: { raw } });

describe('rulesAllow', () => {
  it('matches path rules on a separator boundary', () => {
    const rules = [deny('/uploads')];
    expect(rulesAllow(rules, '/uploads')).toBe(false);
    expect(rulesAllow(rules, '/uploads/x')).toBe(false);
    expect(rulesAllow(rules, '/uploads_backup/x')).toBe(true);
  });

  it('lets the last matching rule win, so user rules override global ones', () => {
    expect(rulesAllow([deny('/private'), allow('/private/shared')], '/private/shared/a')).toBe(
      true,
    );
    expect(rulesAllow([deny('/private'), allow('/private/shared')], '/private/other')).toBe(false);
  });

  it('searches regex rules unanchored', () => {
    expect(rulesAllow([denyRegex('\\.key$')], '/a/b/server.key')).toBe(false);
    expect(rulesAllow([denyRegex('\\.key$')], '/a/b/server.keys')).toBe(true);
  });
});

describe('isVisible', () => {
  it('hides dotfiles only for users who asked, by base name', () => {
    expect(isVisible({ rules: [], hideDotfiles: true }, '/.git')).toBe(false);
    expect(isVisible({ rules: [], hideDotfiles: true }, '/.git/')).toBe(false);
    expect(isVisible({ rules: [], hideDotfiles: true }, '/.config/app.json')).toBe(true);
    expect(isVisible({ rules: [], hideDotfiles: false }, '/.git')).toBe(true);
  });
});

describe('case folding (K03)', () => {
  it('folds path rules, never regex rules, only when asked', () => {
    expect(rulesAllow([deny('/Secret.txt')], '/secret.TXT')).toBe(true);
    expect(rulesAllow([deny('/Secret.txt')], '/secret.TXT', true)).toBe(false);
    expect(rulesAllow([deny('/Private')], '/private/notes.txt', true)).toBe(false);
    expect(rulesAllow([deny('/uploads')], '/UPLOADS_backup/x', true)).toBe(true);
    expect(rulesAllow([denyRegex('^/Secret\\.txt$')], '/secret.TXT', true)).toBe(true);
    expect(rulesAllow([denyRegex('(?i)^/Secret\\.txt$')], '/secret.TXT')).toBe(false);
    expect(rulesAllow([denyRegex('(unclosed')], '/unclosed')).toBe(true);
  });
});
