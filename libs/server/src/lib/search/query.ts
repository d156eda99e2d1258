import { posix } from 'node:path';
import { mimeFromName } from '../files/file-type';

/** A parsed search query (api-contract §7). */
export interface SearchQuery {
  caseSensitive: boolean;
  /** `type:` words; an entry must match one of them when there are any. */
  types: string[];
  /** Name fragments; an entry's base name must contain one of them when there are any. */
  terms: string[];
}

const TYPE_FILTER = /type:(\w+)/g;
const CASE_OPTIONS = /case:(?:sensitive|insensitive)/g;

/**
 * Parses upstream's query syntax, in upstream's order: `case:sensitive` anywhere makes the
 * search case-sensitive; every `type:<word>` becomes a filter; the rest is one quoted term or
 * space-separated terms.
 */
export function parseSearchQuery(raw: string): SearchQuery {
  const caseSensitive = raw.includes('case:sensitive');
  let rest = raw.replace(CASE_OPTIONS, '').trim();
  const types = Array.from(rest.matchAll(TYPE_FILTER), (match) => match[1] ?? '');
  rest = rest.replace(TYPE_FILTER, '');
  if (!caseSensitive) rest = rest.toLowerCase();
  rest = rest.trim();
  if (rest === '') return { caseSensitive, types, terms: [] };
  if (rest.length > 1 && rest.startsWith('"') && rest.endsWith('"')) {
    return { caseSensitive, types, terms: [rest.slice(1, -1)] };
  }
  // Upstream splits on single spaces, so a double space gives an empty term that matches all.
  return { caseSensitive, types, terms: rest.split(' ') };
}

function typeMatches(type: string, name: string): boolean {
  const category = type === 'music' ? 'audio' : type;
  if (category === 'image' || category === 'audio' || category === 'video') {
    return mimeFromName(name)?.startsWith(`${category}/`) ?? false;
  }
  // Go's filepath.Ext: from the last dot, compared exactly (`type:pdf` does not match `.PDF`).
  const dot = name.lastIndexOf('.');
  return dot !== -1 && name.slice(dot) === `.${type}`;
}

/** Whether an entry called `name` (folders too) matches the query. */
export function matchesQuery(query: SearchQuery, name: string): boolean {
  const base = posix.basename(name);
  if (query.types.length > 0 && !query.types.some((type) => typeMatches(type, base))) {
    return false;
  }
  if (query.terms.length === 0) return true;
  const compared = query.caseSensitive ? base : base.toLowerCase();
  return query.terms.some((term) => compared.includes(term));
}
