import type { FastifyInstance, FastifyRequest } from 'fastify';
import { posix } from 'node:path';
import { tokenOf } from '../auth/authenticate';
import { verifyToken } from '../auth/tokens';
import type { ServerContext } from '../context';
import { decodeUrlPath } from '../files/paths';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The scope of the user a request was made for, or null (the route itself refused it). */
async function scopeOf(context: ServerContext, request: FastifyRequest): Promise<string | null> {
  const token = tokenOf(request);
  const claims = token
    ? await verifyToken(token, context.signingKey, Date.now(), context.maxSessionSeconds)
    : null;
  const user = claims ? await context.store.users.getById(claims.user.id) : undefined;
  return user?.scope ?? null;
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
 * Tells the rest of the server about its own writes: after every successful POST, PUT, PATCH or
 * DELETE under `/api/resources/` or `/api/tus/`, `listener` gets each path the request named,
 * mapped from the user's scope to the root (`/scope/path`). The search index re-reads them and
 * the listing cache forgets the folders they touch. A watcher would see the change too, but
 * later, and not at all where watching is unavailable; a write into a file leaves its folder's
 * times alone, so without this the listing cache would not know. It runs before the answer is
 * sent: a client that lists the folder as soon as its write is answered sees the write, even
 * where the store and the event bus are a round trip away (PostgreSQL, Redis).
 */
export function onServerWrites(
  app: FastifyInstance,
  context: ServerContext,
  listener: (rootPath: string) => Promise<void>,
): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!WRITES.has(request.method) || reply.statusCode >= 400) return payload;
    try {
      const paths = writtenPaths(context.baseURL, request.url);
      if (paths.length === 0) return payload;
      const scope = await scopeOf(context, request);
      if (scope === null) return payload;
      for (const path of paths) await listener(posix.join('/', scope, path));
    } catch {
      // A malformed path was refused by the route already; nothing was written. A listener
      // that fails (the event bus down) must not turn a saved write into an error.
    }
    return payload;
  });
}
