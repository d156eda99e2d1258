import type { FastifyInstance } from 'fastify';
import { decodeUrlPath } from '../files/paths';
import { folderCache } from './folder-cache';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The paths a write names, as the user named them: the request path and a PATCH destination. */
function writtenPaths(baseURL: string, url: string): string[] {
  const [pathname = '', search = ''] = url.split('?', 2);
  const prefix = [`${baseURL}/api/resources/`, `${baseURL}/api/tus/`].find((candidate) =>
    pathname.startsWith(candidate),
  );
  if (!prefix) return [];
  const paths = [decodeUrlPath(pathname.slice(prefix.length - 1))];
  const destination = new URLSearchParams(search).get('destination');
  if (destination) paths.push(decodeUrlPath(destination));
  return paths;
}

/**
 * Our own writes reach the next listing at once: after each successful POST, PUT, PATCH or
 * DELETE under `/api/resources/` or `/api/tus/` (where `search/write-tracking.ts` tells the
 * index), the cached folders the named paths touch are forgotten. A write into a file leaves
 * its folder's times alone; only this tells the cache before its stats table expires. The path
 * is matched as a suffix of the cached real paths (`FolderCache.invalidate`), so no scope
 * lookup is needed and a write is never missed, at the cost of sometimes forgetting a folder of
 * the same name in another scope.
 */
export function invalidateListingsOnWrite(app: FastifyInstance, baseURL: string): void {
  app.addHook('onResponse', async (request, reply) => {
    if (!WRITES.has(request.method) || reply.statusCode >= 400) return;
    try {
      for (const path of writtenPaths(baseURL, request.url)) folderCache.invalidate(path);
    } catch {
      // A malformed path was refused by the route already; nothing was written.
    }
  });
}
