import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChangeEvent, Coordination } from '../../ports/coordination';
import { startRedis, type PrivateRedis } from '../../../testing/engines/redis';
import { startTestServer } from '../../../testing/test-server';
import { redisCoordination } from './redis-coordination';

// What only a networked driver has: several processes on one Redis, a process killed while
// holding a lock, Redis restarting, messages from outside. All against a private redis-server.

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Checks `condition` every 20 ms until it holds; fails after `ms`. */
async function eventually(condition: () => boolean | Promise<boolean>, ms = 5000) {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(20);
  }
}

let redis: PrivateRedis;
let admin: Redis;
let opened: Coordination[] = [];
let warnings: string[] = [];

async function open(lockLeaseMs?: number): Promise<Coordination> {
  const coordination = await redisCoordination(redis.url, {
    lockLeaseMs,
    warn: (message) => warnings.push(message),
  });
  opened.push(coordination);
  return coordination;
}

beforeAll(async () => {
  redis = await startRedis();
  admin = new Redis(redis.url, { maxRetriesPerRequest: null });
});
afterAll(async () => {
  admin.disconnect();
  await redis.stop();
});
beforeEach(async () => {
  await admin.flushall();
  warnings = [];
});
afterEach(async () => {
  await Promise.all(opened.map((coordination) => coordination.close()));
  opened = [];
});

describe('two coordinations on one Redis (two nodes)', () => {
  it('count failed attempts together, on Redis’s clock', async () => {
    const [a, b] = [await open(), await open()];
    const rule = { maxAttempts: 3, windowSeconds: 60, lockoutSeconds: 1 };
    await a.limiter('login', rule).fail('10.0.0.1');
    await b.limiter('login', rule).fail('10.0.0.1');
    expect(await a.limiter('login', rule).retryAfter('10.0.0.1')).toBe(0);
    await b.limiter('login', rule).fail('10.0.0.1');
    expect(await a.limiter('login', rule).retryAfter('10.0.0.1')).toBe(1);
    expect(await b.limiter('login', rule).retryAfter('10.0.0.2')).toBe(0);
    // The lockout ends by Redis's clock; the key then expires by itself.
    await sleep(1100);
    expect(await b.limiter('login', rule).retryAfter('10.0.0.1')).toBe(0);
    await eventually(async () => (await admin.exists('fb:limit:login:10.0.0.1')) === 0);
  });

  it('share a lock: the waiter on the other node gets it as soon as it is released', async () => {
    const [a, b] = [await open(), await open()];
    const release = await a.locks.acquire('/srv/report.pdf');
    expect(await b.locks.tryAcquire('/srv/report.pdf')).toBeUndefined();
    let got = 0;
    const waiting = b.locks.acquire('/srv/report.pdf').then((next) => {
      got = Date.now();
      return next;
    });
    await sleep(200);
    expect(got).toBe(0);
    const releasedAt = Date.now();
    release();
    const next = await waiting;
    // Woken by the release notice, not by the 5 s renewal round.
    expect(got - releasedAt).toBeLessThan(1000);
    expect(await a.locks.tryAcquire('/srv/report.pdf')).toBeUndefined();
    // A release reaches Redis on its node's connection, unordered with this node's calls:
    // wait for it rather than try at once.
    next();
    const again = await a.locks.acquire('/srv/report.pdf');
    again();
  });

  it('hand a lock to waiters of both nodes in the order they asked', async () => {
    const [a, b] = [await open(), await open()];
    const order: string[] = [];
    const first = await a.locks.acquire('tus:upload-7');
    const queued = (count: number) => async () =>
      (await admin.llen('fb:lock-queue:tus:upload-7')) === count;
    const waiters = [];
    for (const [index, node] of [b, a, b, a].entries()) {
      waiters.push(
        node.locks.acquire('tus:upload-7').then((release) => {
          order.push(`${index}`);
          release();
        }),
      );
      await eventually(queued(index + 1));
    }
    first();
    await Promise.all(waiters);
    expect(order).toEqual(['0', '1', '2', '3']);
  });

  it('deliver events to the other node once, and to their own subscribers once', async () => {
    const [a, b] = [await open(), await open()];
    const onA: ChangeEvent[] = [];
    const onB: ChangeEvent[] = [];
    a.events.subscribe((event) => {
      onA.push(event);
    });
    b.events.subscribe((event) => {
      onB.push(event);
    });
    await a.events.publish({ kind: 'changed', path: '/docs/a.txt' });
    await b.events.publish({ kind: 'gone', real: '/srv/data/old' });
    await eventually(() => onA.length === 2 && onB.length === 2);
    await sleep(100); // nothing else arrives: a node does not hear its own events back
    expect(onA).toEqual([
      { kind: 'changed', path: '/docs/a.txt' },
      { kind: 'gone', real: '/srv/data/old' },
    ]);
    expect(onB).toEqual([
      { kind: 'gone', real: '/srv/data/old' },
      { kind: 'changed', path: '/docs/a.txt' },
    ]);
  });
});

describe('leases', () => {
  it('keep a lock held longer than its lease while the holder lives', async () => {
    const [a, b] = [await open(600), await open(600)];
    const release = await a.locks.acquire('/long-write');
    await sleep(1500);
    expect(await b.locks.tryAcquire('/long-write')).toBeUndefined();
    release();
  });

  it('free the locks of a process killed with -9 once its lease runs out', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fb-lock-holder-'));
    const driver = fileURLToPath(new URL('./redis-coordination.ts', import.meta.url));
    const script = join(dir, 'hold.ts');
    writeFileSync(
      script,
      `import { redisCoordination } from ${JSON.stringify(driver.replace(/\.ts$/, ''))};
       void (async () => {
         const coordination = await redisCoordination(process.argv[2], { lockLeaseMs: 1500 });
         await coordination.locks.acquire('tus:abandoned');
         process.stdout.write('held\\n');
       })();`,
    );
    // The real driver in a real process, TypeScript loaded by the workspace's swc register.
    const child = spawn(
      process.execPath,
      ['--import', '@swc-node/register/esm-register', script, redis.url],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    try {
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('held')) resolve();
        });
        child.once('exit', (code) => {
          reject(new Error(`holder exited (${String(code)})`));
        });
      });
      const survivor = await open(1500);
      const killedAt = Date.now();
      child.kill('SIGKILL');
      expect(await survivor.locks.tryAcquire('tus:abandoned')).toBeUndefined();
      const release = await survivor.locks.acquire('tus:abandoned');
      const waited = Date.now() - killedAt;
      // A lease after the holder's last renewal, plus one of the waiter's renewal rounds, plus
      // room for a loaded machine; far from the default 15 s lease.
      expect(waited).toBeLessThan(1500 + 500 + 2000);
      release();
    } finally {
      child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});

describe('Redis going away', () => {
  it('works again after Redis restarts: events, locks, and held locks taken back', async () => {
    const [a, b] = [await open(), await open()];
    const onB: ChangeEvent[] = [];
    b.events.subscribe((event) => {
      onB.push(event);
    });
    const held = await a.locks.acquire('/srv/kept');
    await redis.restart(); // no persistence: Redis comes back empty
    // The holder renews at once on reconnecting, so the lock is its again.
    await eventually(async () => (await admin.get('fb:lock:/srv/kept')) !== null);
    expect(await b.locks.tryAcquire('/srv/kept')).toBeUndefined();
    held();
    const after = await b.locks.acquire('/srv/kept');
    after();
    await eventually(async () => {
      await a.events.publish({ kind: 'changed', path: '/after-restart' });
      return onB.some((event) => event.kind === 'changed' && event.path === '/after-restart');
    });
    expect(warnings.some((warning) => warning.includes('reachable again'))).toBe(true);
  }, 30_000);

  it('fails calls with 503 within seconds while Redis is down, instead of hanging', async () => {
    const own = await startRedis();
    const coordination = await redisCoordination(own.url, { warn: () => undefined });
    try {
      await own.stop();
      const started = Date.now();
      const limiter = coordination.limiter('login', {
        maxAttempts: 5,
        windowSeconds: 60,
        lockoutSeconds: 60,
      });
      await expect(limiter.retryAfter('client')).rejects.toMatchObject({
        status: 503,
        detail: 'the coordination service is unreachable',
      });
      await expect(coordination.locks.acquire('/x')).rejects.toMatchObject({ status: 503 });
      await expect(coordination.locks.tryAcquire('/x')).rejects.toMatchObject({ status: 503 });
      // An event's own node still hears it; only the other nodes miss it.
      const heard: ChangeEvent[] = [];
      coordination.events.subscribe((event) => {
        heard.push(event);
      });
      await coordination.events.publish({ kind: 'changed', path: '/local' });
      expect(heard).toEqual([{ kind: 'changed', path: '/local' }]);
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await coordination.close();
    }
  }, 30_000);

  it('answers a login 503 while Redis is down, and counts its failures in Redis when up', async () => {
    const own = await startRedis();
    const coordination = await redisCoordination(own.url, { warn: () => undefined });
    const test = await startTestServer({ 'data/a.txt': 'a' }, { coordination });
    const login = () =>
      test.request('/api/login', {
        method: 'POST',
        body: JSON.stringify({ username: 'admin', password: 'wrong password' }),
      });
    try {
      expect((await login()).status).toBe(403);
      const counters = new Redis(own.url);
      expect(await counters.keys('fb:limit:login*')).not.toHaveLength(0);
      counters.disconnect();
      await own.stop();
      const refused = await login();
      expect(refused.status).toBe(503);
      expect(await refused.text()).toBe(
        '503 Service Unavailable (the coordination service is unreachable)\n',
      );
    } finally {
      await test.close();
      await coordination.close();
    }
  }, 30_000);

  it('refuses to start when Redis cannot be reached', async () => {
    const own = await startRedis();
    await own.stop();
    await expect(redisCoordination(own.url, { warn: () => undefined })).rejects.toThrow(
      /cannot be reached/,
    );
  });
});

describe('messages from outside', () => {
  it('drops malformed messages with a warning and keeps delivering good ones', async () => {
    const node = await open();
    const heard: ChangeEvent[] = [];
    node.events.subscribe(() => {
      throw new Error('cache gone');
    });
    node.events.subscribe((event) => {
      heard.push(event);
    });
    await admin.publish('fb:events', 'not json');
    await admin.publish('fb:events', JSON.stringify({ origin: 'x', event: { kind: 'exploded' } }));
    await admin.publish(
      'fb:events',
      JSON.stringify({ origin: 'x', event: { kind: 'gone', real: 'relative/path' } }),
    );
    await admin.publish('fb:lock-released', '{"name": 7}');
    await admin.publish(
      'fb:events',
      JSON.stringify({ origin: 'x', event: { kind: 'changed', path: '/ok', extra: 1 } }),
    );
    await eventually(() => heard.length === 1);
    expect(heard).toEqual([{ kind: 'changed', path: '/ok' }]);
    expect(warnings.filter((warning) => warning.includes('malformed'))).toHaveLength(4);
    // A listener that throws on another node's event is reported; the others still hear it.
    expect(warnings.filter((warning) => warning.includes('cache gone'))).toHaveLength(1);
  });

  it('gives up its locks and places in line when closed, so nobody waits for a lease', async () => {
    const [a, b, c] = [await open(), await open(), await open()];
    await a.locks.acquire('/srv/closing');
    const queued = (count: number) => async () =>
      (await admin.llen('fb:lock-queue:/srv/closing')) === count;
    const closedWaiter = b.locks.acquire('/srv/closing').then(
      () => 'held',
      (error: unknown) => String(error),
    );
    await eventually(queued(1));
    const waiting = c.locks.acquire('/srv/closing');
    await eventually(queued(2));
    await b.close();
    expect(await closedWaiter).toBe('Error: coordination closed');
    await a.close();
    const started = Date.now();
    const release = await waiting;
    expect(Date.now() - started).toBeLessThan(1000);
    release();
  });
});
