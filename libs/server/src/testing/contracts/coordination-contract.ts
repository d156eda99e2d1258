import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ChangeEvent, Coordination } from '../../lib/ports/coordination';

/** Builds a fresh, empty coordination whose attempt counters read the given clock (ms). */
export type CoordinationFactory = (now: () => number) => Coordination | Promise<Coordination>;

const tick = () => new Promise((resolve) => setImmediate(resolve));

/**
 * What every Coordination driver must do. A driver's test calls this with its factory; a
 * networked driver (Redis) runs the same suite against a real server.
 */
export function coordinationContract(driver: string, factory: CoordinationFactory): void {
  describe(`Coordination contract: ${driver}`, () => {
    let now = 0;
    let coordination: Coordination;
    beforeEach(async () => {
      now = 1_000_000;
      coordination = await factory(() => now);
    });
    afterEach(async () => {
      await coordination.close();
    });

    it('gives a named lock to one holder at a time, in the order asked', async () => {
      let inside = 0;
      let most = 0;
      const order: number[] = [];
      await Promise.all(
        Array.from({ length: 20 }, async (_, index) => {
          const release = await coordination.locks.acquire('/srv/a.txt');
          inside += 1;
          most = Math.max(most, inside);
          order.push(index);
          await tick();
          inside -= 1;
          release();
        }),
      );
      expect(most).toBe(1);
      expect(order).toEqual(Array.from({ length: 20 }, (_, index) => index));
    });

    it('refuses tryAcquire while a name is held or queued, and not for other names', async () => {
      const release = await coordination.locks.acquire('upload-1');
      expect(await coordination.locks.tryAcquire('upload-1')).toBeUndefined();
      const other = await coordination.locks.tryAcquire('upload-2');
      expect(other).toBeTypeOf('function');
      const waiting = coordination.locks.acquire('upload-1');
      release();
      release(); // twice is harmless
      const next = await waiting;
      expect(await coordination.locks.tryAcquire('upload-1')).toBeUndefined();
      next();
      other?.();
      const again = await coordination.locks.tryAcquire('upload-1');
      expect(again).toBeTypeOf('function');
      again?.();
    });

    it('locks a key out after too many failures in the window, then lets it try again', async () => {
      const limiter = coordination.limiter('login', {
        maxAttempts: 2,
        windowSeconds: 10,
        lockoutSeconds: 30,
      });
      await limiter.fail('a');
      now += 11_000; // the first failure leaves the window
      await limiter.fail('a');
      expect(await limiter.retryAfter('a')).toBe(0);
      await limiter.fail('a');
      expect(await limiter.retryAfter('a')).toBe(30);
      expect(await limiter.retryAfter('b')).toBe(0);
      now += 29_500;
      expect(await limiter.retryAfter('a')).toBe(1);
      now += 500;
      expect(await limiter.retryAfter('a')).toBe(0);
      await limiter.fail('a');
      await limiter.reset('a');
      await limiter.fail('a');
      expect(await limiter.retryAfter('a')).toBe(0);
    });

    it('keeps counters apart by name and shares them under the same name', async () => {
      const rule = { maxAttempts: 1, windowSeconds: 60, lockoutSeconds: 60 };
      await coordination.limiter('signup', rule).fail('client');
      expect(await coordination.limiter('signup', rule).retryAfter('client')).toBe(60);
      expect(await coordination.limiter('share-password', rule).retryAfter('client')).toBe(0);
    });

    it('delivers each event to every subscriber before publish resolves, until unsubscribed', async () => {
      const first: ChangeEvent[] = [];
      const second: ChangeEvent[] = [];
      const stopFirst = coordination.events.subscribe((event) => {
        first.push(event);
      });
      coordination.events.subscribe((event) => {
        second.push(event);
      });
      await coordination.events.publish({ kind: 'gone', real: '/srv/old' });
      expect(first).toEqual([{ kind: 'gone', real: '/srv/old' }]);
      expect(second).toEqual(first);
      stopFirst();
      await coordination.events.publish({ kind: 'changed', path: '/docs' });
      expect(first).toHaveLength(1);
      expect(second).toEqual([
        { kind: 'gone', real: '/srv/old' },
        { kind: 'changed', path: '/docs' },
      ]);
    });

    it('resolves publish only once an asynchronous subscriber has settled', async () => {
      const revoked: string[] = [];
      coordination.events.subscribe(async (event) => {
        // A subscriber that writes to a store a network away, as share revocation does.
        await new Promise((resolve) => setTimeout(resolve, 20));
        if (event.kind === 'gone') revoked.push(event.real);
      });
      await coordination.events.publish({ kind: 'gone', real: '/srv/old' });
      expect(revoked).toEqual(['/srv/old']);
    });

    it('fails the publish when a subscriber fails', async () => {
      coordination.events.subscribe(() => {
        throw new Error('database is locked');
      });
      await expect(coordination.events.publish({ kind: 'gone', real: '/x' })).rejects.toThrow(
        'database is locked',
      );
    });
  });
}
