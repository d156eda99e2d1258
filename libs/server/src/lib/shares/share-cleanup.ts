import type { Store } from '../ports/store';

type GoneListener = (real: string) => void;

const listeners = new Set<GoneListener>();

/**
 * Tells every running server that the object at a real location (and everything below it) is
 * gone: deleted, moved away or overwritten. Their shares of it are revoked, whoever owned them,
 * so a link never serves whatever later appears at that path (security-requirements K36–K39).
 */
export function announceGone(real: string): void {
  for (const listener of listeners) listener(real);
}

/** Revokes a store's shares of anything announced gone; returns the function that stops it. */
export function revokeSharesOnGone(store: Store): () => void {
  const listener: GoneListener = (real) => {
    store.shares.deleteUnder(real);
  };
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
