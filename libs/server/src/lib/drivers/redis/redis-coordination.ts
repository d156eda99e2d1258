import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { AttemptLimiter, ChangeEvent, Coordination } from '../../ports/coordination';
import { redisLimiter } from './redis-limiter';
import { LOCK_CHANNEL, redisLocks, type RedisLocks } from './redis-locks';
import { scriptRunner } from './redis-script';

/** Channel of the change events, as `{ origin, event }` JSON. */
const EVENT_CHANNEL = 'fb:events';

const eventMessage = z.object({
  origin: z.string(),
  event: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('changed'), path: z.string().startsWith('/') }),
    z.object({ kind: z.literal('gone'), real: z.string().startsWith('/') }),
    z.object({ kind: z.literal('settings') }),
  ]),
});
const lockMessage = z.object({ origin: z.string(), name: z.string() });

export interface RedisCoordinationOptions {
  /** The attempt counters' clock (ms since the epoch). Default: Redis's own, one for all nodes. */
  now?: () => number;
  /** A held lock's lease (ms), renewed every third of it; how long a dead node's lock lasts. */
  lockLeaseMs?: number;
  /** Where the driver reports what it cannot answer for (a dropped message, Redis away). */
  warn?: (message: string) => void;
}

/**
 * While Redis is unreachable, ioredis tries to reconnect every 250 ms (a refused connection
 * costs nothing; one that hangs gives up after 3 s) and a call waits through two of those
 * attempts, under a second, then fails; no reply within 3 s fails it too. Routes answer such
 * failures 503.
 */
const CONNECTION_OPTIONS = {
  lazyConnect: true,
  maxRetriesPerRequest: 2,
  commandTimeout: 3000,
  connectTimeout: 3000,
  retryStrategy: () => 250,
};

/** The URL without its password, for messages. */
function shown(url: string): string {
  return url.replace(/\/\/[^@/]*@/, '//***@');
}

/** Quits politely when connected (pending commands are answered first), else just drops. */
async function disconnect(redis: Redis): Promise<void> {
  if (redis.status !== 'ready') {
    redis.disconnect();
    return;
  }
  await redis.quit().catch(() => {
    redis.disconnect();
  });
}

type Listener = (event: ChangeEvent) => void | Promise<void>;

/**
 * ioredis reconnects by itself (and resubscribes); an outage is reported once, not at every
 * attempt, and `back` runs when the connection is ready again.
 */
function watch(redis: Redis, label: string, warn: (message: string) => void, back: () => void) {
  let away = false;
  const lost = (cause: string) => {
    if (!away) warn(`${label} unreachable: ${cause}`);
    away = true;
  };
  redis.on('error', (error: Error) => {
    lost(error.message);
  });
  redis.on('reconnecting', () => {
    lost('connection closed');
  });
  redis.on('ready', () => {
    if (!away) return;
    away = false;
    warn(`${label} reachable again`);
    back();
  });
}

/**
 * What the subscriber does with a message: a lock notice wakes this process's waiters for the
 * name; an event from another node goes to every listener (one that throws is reported, the
 * rest still run). This process's own messages were handled when sent; anything malformed is
 * dropped with a warning, never thrown.
 */
function receiver(
  origin: string,
  listeners: Set<Listener>,
  locks: RedisLocks,
  warn: (message: string) => void,
) {
  return (channel: string, text: string) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    const message = (channel === LOCK_CHANNEL ? lockMessage : eventMessage).safeParse(parsed);
    if (!message.success) {
      warn(`dropped a malformed message on ${channel}: ${text.slice(0, 200)}`);
      return;
    }
    if (message.data.origin === origin) return;
    if ('name' in message.data) {
      locks.nudge(message.data.name);
      return;
    }
    for (const listener of [...listeners]) {
      const failed = (error: unknown) => {
        warn(`a listener failed on an event from another node: ${String(error)}`);
      };
      try {
        Promise.resolve(listener(message.data.event)).catch(failed);
      } catch (error) {
        failed(error);
      }
    }
  };
}

/**
 * The coordination of several nodes through one Redis (`url`, e.g. `redis://host:6379/0`):
 * attempt counters, named locks and change events shared by every process connected to it.
 * Two connections: one for commands, one subscribed to the event and lock channels. Rejects
 * when Redis cannot be reached at start.
 */
export async function redisCoordination(
  url: string,
  options: RedisCoordinationOptions = {},
): Promise<Coordination> {
  const warn =
    options.warn ??
    ((message: string) => {
      console.warn(`redis coordination: ${message}`);
    });
  // Loaded here, not at the top: the embedded configuration never pays for it at start-up.
  const ioredis = await import('ioredis');
  const commands = new ioredis.Redis(url, { ...CONNECTION_OPTIONS, connectionName: 'fb-commands' });
  const subscriber = new ioredis.Redis(url, { ...CONNECTION_OPTIONS, connectionName: 'fb-events' });
  // Each process tells its own messages from the others' by this id.
  const origin = randomUUID();
  const run = scriptRunner(commands);
  const locks = redisLocks(run, origin, options.lockLeaseMs ?? 15_000, warn);
  const limiters = new Map<string, AttemptLimiter>();
  const listeners = new Set<Listener>();

  watch(commands, `Redis at ${shown(url)}`, warn, () => {
    // A Redis restarted without persistence forgot the locks: take ours back at once.
    locks.renewAll();
  });
  watch(subscriber, `Redis at ${shown(url)} (events)`, warn, () => undefined);

  subscriber.on('message', receiver(origin, listeners, locks, warn));

  try {
    await Promise.all([commands.connect(), subscriber.connect()]);
    await subscriber.subscribe(EVENT_CHANNEL, LOCK_CHANNEL);
  } catch (error) {
    commands.disconnect();
    subscriber.disconnect();
    throw new Error(`Redis at ${shown(url)} cannot be reached: ${String(error)}`, { cause: error });
  }

  return {
    limiter: (name, rule) => {
      const limiter = limiters.get(name) ?? redisLimiter(run, name, rule, options.now);
      limiters.set(name, limiter);
      return limiter;
    },
    locks,
    events: {
      // The other nodes are told without waiting: the write the event reports has happened,
      // so a Redis outage must not turn its answer into an error (their listings check folder
      // times anyway); a failed send is reported. This process's listeners decide the
      // outcome, as in-process.
      publish: async (event) => {
        commands
          .publish(EVENT_CHANNEL, JSON.stringify({ origin, event }))
          .catch((error: unknown) => {
            warn(`event not sent to other nodes: ${String(error)}`);
          });
        // As in-process: this process's listeners run and settle before the publish does, and
        // one that fails rejects it.
        await Promise.all(
          [...listeners].map(async (listener) => {
            await listener(event);
          }),
        );
      },
      subscribe: (listener) => {
        listeners.add(listener);
        return () => {
          listeners.delete(listener);
        };
      },
    },
    close: async () => {
      locks.close();
      listeners.clear();
      await Promise.all([disconnect(commands), disconnect(subscriber)]);
    },
  };
}
