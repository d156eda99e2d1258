import type { Share } from '@file-browser/api-contract';

/** The longest duration the server takes (a signed 32-bit number of units). */
export const MAX_SHARE_DURATION = 2_147_483_647;

/** Shares in the order the prompt lists them: never-expiring first, then soonest to expire. */
export function sortShares(shares: readonly Share[]): Share[] {
  return [...shares].sort((a, b) => {
    if (a.expire === 0 || b.expire === 0)
      return (a.expire === 0 ? 0 : 1) - (b.expire === 0 ? 0 : 1);
    return a.expire - b.expire;
  });
}

/** The optional password as sent: trimmed, nothing when blank. */
export function sharePassword(typed: string): string | undefined {
  const password = typed.trim();
  return password === '' ? undefined : password;
}
