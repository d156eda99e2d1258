import type { FastifyInstance, FastifyRequest } from 'fastify';
import { posix } from 'node:path';
import { tokenOf } from '../auth/authenticate';
import { verifyToken } from '../auth/tokens';
import type { ServerContext } from '../context';
import { decodeUrlPath } from '../files/paths';
import type { SearchIndex } from './search-index';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The scope of the user a request was made for, or null (the route itself refused it). */
async function scopeOf(context: ServerContext, request: FastifyRequest): Promise<string | null> {
  const token = tokenOf(request);
  const claims = token
    ? await verifyToken(token, context.signingKey, Date.now(), context.maxSessionSeconds)
    : null;
  return (claims && context.store.users.getById(claims.user.id)?.scope) ?? null;
}

/** The scope paths a successful write named: the request path and any PATCH destination. */
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
 * Tells the index about the server's own writes: after every successful POST, PUT, PATCH or
 * DELETE under `/api/resources/` or `/api/tus/`, the named paths (mapped from the user's scope
 * to the root) are re-read, and searches touching them walk live until that is done. The
 * watcher would see the change too, but later, and not at all when watching is unavailable.
 */
export function trackServerWrites(
  app: FastifyInstance,
  context: ServerContext,
  index: SearchIndex,
): void {
  app.addHook('onResponse', async (request, reply) => {
    if (!WRITES.has(request.method) || reply.statusCode >= 400) return;
    try {
      const paths = writtenPaths(context.baseURL, request.url);
      if (paths.length === 0) return;
      const scope = await scopeOf(context, request);
      if (scope === null) return;
      for (const path of paths) index.markDirty(posix.join('/', scope, path));
    } catch {
      // A malformed path was refused by the route already; nothing was written.
    }
  });
}
