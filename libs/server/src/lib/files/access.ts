import type { Rule } from '@file-browser/api-contract';
import { posix } from 'node:path';
import { isTempName } from '../core/temp-names';

/** Whose rules and preferences decide what a request may see. */
export interface AccessPolicy {
  /** Global rules first, then the user's: the last match wins (api-contract §10.2). */
  rules: readonly Rule[];
  hideDotfiles: boolean;
  /** Compare path rules case-folded: the served file system ignores case (K03). */
  foldCase?: boolean;
}

const compiled = new Map<string, RegExp | null>();

/**
 * Compiles a rule's pattern once. Upstream's patterns are RE2, where a leading `(?i)` (or
 * `(?s)`, `(?m)`) sets flags; JavaScript has no such group, so it becomes the RegExp flags.
 * A pattern that does not compile matches nothing.
 */
export function ruleRegExp(raw: string): RegExp | null {
  let pattern = compiled.get(raw);
  if (pattern !== undefined) return pattern;
  const flags = /^\(\?([ims]+)\)/.exec(raw);
  try {
    pattern = new RegExp(flags ? raw.slice(flags[0].length) : raw, flags?.[1] ?? '');
  } catch {
    pattern = null;
  }
  compiled.set(raw, pattern);
  return pattern;
}

function ruleMatches(rule: Rule, path: string, foldCase: boolean): boolean {
  if (rule.regex) {
    if (!rule.regexp) return false;
    return ruleRegExp(rule.regexp.raw)?.test(path) ?? false;
  }
  const prefix = foldCase ? rule.path.toLowerCase() : rule.path;
  const subject = foldCase ? path.toLowerCase() : path;
  if (prefix === '/' || prefix.endsWith('/'))
    return subject.startsWith(prefix) || `${subject}/` === prefix;
  return subject === prefix || subject.startsWith(`${prefix}/`);
}

/**
 * Rules only: may `path` (a canonical scope path without trailing slash) be touched? Regex
 * rules are never case-folded (use `(?i)`); path rules are when `foldCase`.
 */
export function rulesAllow(rules: readonly Rule[], path: string, foldCase = false): boolean {
  let allowed = true;
  for (const rule of rules) {
    if (ruleMatches(rule, path, foldCase)) allowed = rule.allow;
  }
  return allowed;
}

/** {@link rulesAllow} with a policy's rules and case folding; hidden files do not count. */
export function policyAllows(policy: AccessPolicy, path: string): boolean {
  return rulesAllow(policy.rules, path, policy.foldCase);
}

/**
 * The full check for request paths and listing entries: rules plus the dotfile preference. The
 * server's own temp entries are visible to nobody.
 */
export function isVisible(policy: AccessPolicy, path: string): boolean {
  const bare = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const name = posix.basename(bare);
  if (isTempName(name)) return false;
  if (policy.hideDotfiles && name.startsWith('.')) return false;
  return policyAllows(policy, bare);
}
