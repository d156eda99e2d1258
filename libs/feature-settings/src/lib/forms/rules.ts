import { rulePatternCompiles, type Rule } from '@file-browser/api-contract';

/** A new, empty rule: a path rule that denies (upstream's default). */
export function newRule(): Rule {
  return { regex: false, allow: false, path: '', regexp: { raw: '' } };
}

/** What the rule's text box shows: the regular expression or the path, by the rule's kind. */
export function ruleText(rule: Rule): string {
  return rule.regex ? (rule.regexp?.raw ?? '') : rule.path;
}

/** The rule with its text box's new value stored where its kind keeps it. */
export function withRuleText(rule: Rule, text: string): Rule {
  return rule.regex ? { ...rule, regexp: { raw: text } } : { ...rule, path: text };
}

/** Switches a rule between path and regular expression, keeping the typed text. */
export function withRegex(rule: Rule, regex: boolean): Rule {
  const text = ruleText(rule);
  return withRuleText({ ...rule, regex, regexp: rule.regexp ?? { raw: '' } }, text);
}

/** Replaces the rule at `index`. */
export function replaceRule(rules: readonly Rule[], index: number, rule: Rule): Rule[] {
  return rules.map((current, at) => (at === index ? rule : current));
}

/** Removes the rule at `index`. */
export function removeRule(rules: readonly Rule[], index: number): Rule[] {
  return rules.filter((_, at) => at !== index);
}

/**
 * Indexes of rules the server would refuse: a regular expression that does not compile.
 * differs from upstream: checked before sending instead of failing at match time.
 */
export function invalidRules(rules: readonly Rule[]): number[] {
  return rules.flatMap((rule, index) =>
    rule.regex && !rulePatternCompiles(rule.regexp?.raw ?? '') ? [index] : [],
  );
}

/** The rules to save: those with no text are dropped, since they would match nothing useful. */
export function rulesToSave(rules: readonly Rule[]): Rule[] {
  return rules.filter((rule) => ruleText(rule).trim() !== '');
}
