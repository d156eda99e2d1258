import { dictionary } from '@zxcvbn-ts/language-common';

let common: ReadonlySet<string> | undefined;

/**
 * True when `password` is one of the ~49,000 most common passwords (api-contract §5.4, K52).
 * The list is zxcvbn-ts's maintained common-password dictionary, all lower case; we compare
 * the password as typed and lower-cased, so `Password123` is refused like `password123`.
 * Differs from upstream, which bundles the NCSC 100k list and matches exactly: no maintained
 * npm package ships that list, and ignoring case catches the commonest variation.
 */
export function isCommonPassword(password: string): boolean {
  // Built on first use (about 70 ms), not at start-up.
  common ??= new Set(dictionary['passwords-common']);
  return common.has(password) || common.has(password.toLowerCase());
}
