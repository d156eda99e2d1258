import type { ChangeEvents } from '../ports/coordination';
import type { ShareRepository } from '../ports/store';

/**
 * Revokes the shares of anything announced gone (deleted, moved away or overwritten), whoever
 * owned them, so a link never serves whatever later appears at that path
 * (security-requirements K36–K39). Returns the function that stops it.
 */
export function revokeSharesOnGone(shares: ShareRepository, events: ChangeEvents): () => void {
  return events.subscribe(async (event) => {
    if (event.kind === 'gone') await shares.deleteUnder(event.real);
  });
}
