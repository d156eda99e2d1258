import type { Rule } from '@file-browser/api-contract';
import { posix } from 'node:path';

/** Whose rules and preferences decide what a request may see. */
export interface AccessPolicy {
  /** Global rules first, then the user's: the last match wins (api-contract §10.2). */
  rules: readonly Rule[];
  hideDotfiles: boolean;
}

function ruleMatches(rule: Rule, path: string): boolean {
  if (rule.regex) {
    if (!rule.regexp) return false;
    return new RegExp(rule.regexp.raw).test(path);
  }
  const prefix = rule.path;
  if (prefix === '/' || prefix.endsWith('/'))
    return path.startsWith(prefix) || `${path}/` === prefix;
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** Rules only: may `path` (a canonical scope path without trailing slash) be touched? */
export function rulesAllow(rules: readonly Rule[], path: string): boolean {
  let allowed = true;
  for (const rule of rules) {
    if (ruleMatches(rule, path)) allowed = rule.allow;
  }
  return allowed;
}

/** The full check for request paths and listing entries: rules plus the dotfile preference. */
export function isVisible(policy: AccessPolicy, path: string): boolean {
  const bare = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (policy.hideDotfiles && posix.basename(bare).startsWith('.')) return false;
  return rulesAllow(policy.rules, bare);
}
