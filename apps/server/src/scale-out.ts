import type { ServerOptions } from '@file-browser/server';
import { openPostgresStore, postgresSearchIndex, redisCoordination } from '@file-browser/server';
import { hostname } from 'node:os';
import { join } from 'node:path';
import type { CliOptions } from './cli-options';
import { isPostgresURL } from './cli-options';

/** What a node of several runs on (docs/scale-out.md), and how to let go of it once stopped. */
export interface NodeDrivers {
  server: Pick<ServerOptions, 'database' | 'store' | 'coordination' | 'searchIndex'>;
  close(): Promise<void>;
}

/**
 * The embedded default (a SQLite file, in-process coordination and index: `createServer`'s
 * own), or for `--database postgres://…` the PostgreSQL store and search index, Redis for
 * coordination when `--redis` is given, and the shared `--state-dir` for the server's own files.
 * An engine that cannot be reached rejects with a message naming it; nothing is left open.
 */
export async function openNodeDrivers(options: CliOptions): Promise<NodeDrivers> {
  const index = { enabled: options.index ?? true, exclude: options.indexExclude ?? [] };
  if (!isPostgresURL(options.database) || options.stateDir === undefined) {
    return {
      server: { database: options.database, searchIndex: index },
      close: () => Promise.resolve(),
    };
  }
  const node = options.nodeName ?? `${hostname()}:${String(options.port)}`;
  const store = await openPostgresStore(options.database, { node });
  let coordination: ServerOptions['coordination'];
  try {
    coordination = options.redis === undefined ? undefined : await redisCoordination(options.redis);
  } catch (error) {
    await store.close();
    throw error;
  }
  return {
    server: {
      // No SQLite file is opened (the store is given): the path anchors the server's own
      // files beside it, upload staging and the preview cache, on the folder all nodes share.
      database: join(options.stateDir, 'file-browser'),
      store,
      ...(coordination && { coordination }),
      searchIndex: { ...index, driver: postgresSearchIndex(options.database, { node }) },
    },
    close: async () => {
      await Promise.all([store.close(), coordination?.close()]);
    },
  };
}
