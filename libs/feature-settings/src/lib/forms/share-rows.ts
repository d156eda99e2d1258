import type { Share, User } from '@file-browser/api-contract';

/** One row of the share management table. */
export interface ShareRow {
  share: Share;
  /** The owner's name, resolved from the users list (admins only); `''` when unknown. */
  username: string;
}

/**
 * The table's rows in the server's order (by owner, then expiry), each with its owner's
 * username when the users list is known (spec §3: filled in client-side for admins).
 */
export function shareRows(shares: readonly Share[], users?: readonly User[]): ShareRow[] {
  const names = new Map(users?.map((user) => [user.id, user.username]));
  return shares.map((share) => ({ share, username: names.get(share.userID) ?? '' }));
}
