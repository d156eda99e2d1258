/**
 * What several server processes serving the same folder and database must share at run time,
 * beyond what the store persists: attempt counters, named locks and change events. One process
 * uses the in-process driver (drivers/in-process); several nodes would use a networked one
 * (Redis). Methods a network driver must round-trip for return promises.
 */

/** How many failed attempts a client may make before it is locked out for a while. */
export interface RateLimitOptions {
  /** Failures allowed per key within `windowSeconds`. */
  maxAttempts: number;
  windowSeconds: number;
  /** How long a key stays refused (429) once over the limit. */
  lockoutSeconds: number;
}

/**
 * Counts failed attempts per key (security-requirements K52, K63). Keys are built by the caller
 * from the socket peer, never from spoofable headers.
 */
export interface AttemptLimiter {
  /** Seconds until `key` may try again, or 0 when it may try now. */
  retryAfter(key: string): Promise<number>;
  /** Records a failed (or, for signup, any) attempt; locks the key out once over the limit. */
  fail(key: string): Promise<void>;
  /** Forgets a key after a successful attempt. */
  reset(key: string): Promise<void>;
}

/** Gives up a held lock; calling it twice is harmless. */
export type Release = () => void;

/**
 * Locks by name (a target path, a tus upload id). `acquire` waits its turn, in order;
 * `tryAcquire` answers at once, `undefined` when someone holds the name.
 */
export interface NamedLocks {
  acquire(name: string): Promise<Release>;
  tryAcquire(name: string): Promise<Release | undefined>;
}

/** Something changed under the served root. */
export type ChangeEvent =
  /**
   * Written by a request (created, saved, moved, removed): listings and the search index must
   * look again. `path` is relative to the served root, `/`-separated with a leading `/`.
   */
  | { kind: 'changed'; path: string }
  /**
   * Deleted, moved away or overwritten, with everything below it: shares of it die
   * (security-requirements K36–K39). `real` is the real location on disk.
   */
  | { kind: 'gone'; real: string }
  /**
   * The global settings were replaced (`PUT /api/settings`): every server reads them from the
   * store again, so a change made through one node holds on all of them.
   */
  | { kind: 'settings' };

/**
 * Change events, delivered to every subscriber of every process. `publish` resolves once this
 * process's subscribers have run, and have settled the promises they return (a store write is
 * asynchronous), so a caller that awaits it answers after, say, the shares of a deleted folder
 * are revoked.
 */
export interface ChangeEvents {
  publish(event: ChangeEvent): Promise<void>;
  /** Returns the function that unsubscribes. */
  subscribe(listener: (event: ChangeEvent) => void | Promise<void>): () => void;
}

export interface Coordination {
  /** The attempt counter called `name` (login, signup, share password), with its rule. */
  limiter(name: string, rule: RateLimitOptions): AttemptLimiter;
  locks: NamedLocks;
  events: ChangeEvents;
  close(): Promise<void>;
}
