import { describe, expect, it } from 'vitest';
import {
  invalidRules,
  newRule,
  removeRule,
  replaceRule,
  ruleText,
  rulesToSave,
  withRegex,
  withRuleText,
} from './rules';

describe('rules', () => {
  it('starts a rule as a denying path rule', () => {
    expect(newRule()).toEqual({ regex: false, allow: false, path: '', regexp: { raw: '' } });
  });

  it('stores the text as the path or the regular expression by kind', () => {
    const path = withRuleText(newRule(), '/private');
    expect(path.path).toBe('/private');
    expect(ruleText(path)).toBe('/private');

    const regex = withRuleText(withRegex(newRule(), true), '\\.secret$');
    expect(regex.regexp).toEqual({ raw: '\\.secret$' });
    expect(ruleText(regex)).toBe('\\.secret$');
  });

  it('keeps the typed text when switching kinds', () => {
    const rule = withRegex(withRuleText(newRule(), '/tmp'), true);
    expect(rule).toMatchObject({ regex: true, regexp: { raw: '/tmp' } });
    expect(withRegex(rule, false)).toMatchObject({ regex: false, path: '/tmp' });
    expect(withRegex({ ...newRule(), regexp: null }, true).regexp).toEqual({ raw: '' });
  });

  it('replaces and removes rules by position', () => {
    const b = withRuleText(newRule(), '/b');
    const rules = [withRuleText(newRule(), '/a'), b];
    expect(replaceRule(rules, 1, { ...b, allow: true })[1]?.allow).toBe(true);
    expect(removeRule(rules, 0).map(ruleText)).toEqual(['/b']);
  });

  it('finds regular expressions that do not compile', () => {
    const rules = [
      withRuleText(withRegex(newRule(), true), '(unclosed'),
      withRuleText(withRegex(newRule(), true), '(?i)\\.jpg$'),
      withRuleText(newRule(), '(not a regex'),
    ];
    expect(invalidRules(rules)).toEqual([0]);
  });

  it('drops rules without text when saving', () => {
    const rules = [newRule(), withRuleText(newRule(), '/keep'), withRuleText(newRule(), '  ')];
    expect(rulesToSave(rules).map(ruleText)).toEqual(['/keep']);
  });
});
