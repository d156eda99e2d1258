import type { Readable } from 'node:stream';

/** How much of a refused request body is still read so the connection stays usable (K29). */
export const DRAIN_LIMIT_BYTES = 32 * 1024 * 1024;

/** Shared count of bytes a request may still discard, so pump and drain never exceed it together. */
export interface DrainBudget {
  remaining: number;
}

/** What happened to a chunk: all taken, too long for the room left, or the client went away. */
export interface PumpResult {
  accepted: number;
  outcome: 'complete' | 'overflow' | 'aborted';
}

/** Bytes queued for the disk before the socket is paused (memory per upload stays near this). */
const HIGH_WATER_BYTES = 4 * 1024 * 1024;

/**
 * Feeds a request body to `sink` in batches: while one batch is being written the socket keeps
 * reading into the next, up to 4 MiB, then it is paused (so network and disk overlap and memory
 * stays bounded). Bytes beyond `room` are never written: the rest of the body is read and
 * thrown away within the drain budget and the outcome is `overflow`. Ends as `aborted` when
 * the client goes away; whatever was written stays written.
 */
export function pumpBounded(
  body: Readable,
  room: number,
  budget: DrainBudget,
  sink: (chunks: Uint8Array[]) => Promise<void>,
): Promise<PumpResult> {
  return new Promise((resolve, reject) => {
    let taken = 0;
    let queue: Uint8Array[] = [];
    let queued = 0;
    let writing = false;
    let failed = false;
    let overflow = false;
    let outcome: PumpResult['outcome'] | undefined;
    const settleIfDone = () => {
      if (outcome && !writing && queue.length === 0 && !failed)
        resolve({ accepted: taken, outcome });
    };
    const flush = () => {
      if (writing || failed || queue.length === 0) {
        settleIfDone();
        return;
      }
      const batch = queue;
      queue = [];
      queued = 0;
      writing = true;
      sink(batch).then(
        () => {
          writing = false;
          if (!outcome && body.isPaused()) body.resume();
          flush();
        },
        (error: unknown) => {
          failed = true;
          body.off('data', onData);
          body.pause();
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    };
    const finish = (how: PumpResult['outcome']) => {
      if (outcome) return;
      outcome = how;
      body.off('data', onData);
      flush();
    };
    const onData = (chunk: Uint8Array) => {
      if (outcome !== undefined) return;
      if (overflow || taken + chunk.length > room) {
        // Security-requirements K26: nothing past the declared length is ever written.
        overflow = true;
        budget.remaining -= chunk.length;
        queue = [];
        if (budget.remaining < 0) {
          body.pause();
          finish('overflow');
        }
        return;
      }
      taken += chunk.length;
      queue.push(chunk);
      queued += chunk.length;
      if (queued >= HIGH_WATER_BYTES) body.pause();
      flush();
    };
    body.on('data', onData);
    body.once('end', () => {
      finish(overflow ? 'overflow' : 'complete');
    });
    body.once('error', () => {
      finish(overflow ? 'overflow' : 'aborted');
    });
    body.once('close', () => {
      if (!body.readableEnded) finish(overflow ? 'overflow' : 'aborted');
    });
  });
}

/**
 * Reads and discards what is left of a refused request body, within the budget. True when the
 * whole body was read (the connection can be kept alive), false when it must be closed.
 */
export function drain(body: Readable | undefined, budget: DrainBudget): Promise<boolean> {
  if (!body || body.readableEnded) return Promise.resolve(true);
  if (budget.remaining < 0 || body.destroyed) return Promise.resolve(false);
  return new Promise((resolve) => {
    const onData = (chunk: Uint8Array) => {
      budget.remaining -= chunk.length;
      if (budget.remaining >= 0) return;
      body.off('data', onData);
      body.pause();
      resolve(false);
    };
    body.on('data', onData);
    body.once('end', () => {
      resolve(true);
    });
    body.once('error', () => {
      resolve(false);
    });
    body.once('close', () => {
      resolve(body.readableEnded);
    });
    body.resume();
  });
}
