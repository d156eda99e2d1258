import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { isVisible } from '../files/access';
import { canonicalPath, decodeUrlPath } from '../files/paths';
import { userFiles } from '../files/user-files';
import { HttpError } from '../http/http-error';
import { ndjsonStream } from '../search/ndjson-stream';
import { parseSearchQuery } from '../search/query';
import { searchTree } from '../search/search-tree';

/** Upstream sends one blank line when a search is still running after five seconds. */
const HEARTBEAT_MS = 5000;

/** The `query` parameter, decoded once; malformed escapes and NUL bytes are a 400. */
export function queryParameter(url: string): string {
  const search = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
  for (const pair of search.split('&')) {
    const [key = '', value = ''] = pair.split(/=(.*)/s, 2);
    if (key !== 'query') continue;
    let decoded: string;
    try {
      decoded = decodeURIComponent(value.replace(/\+/g, ' '));
    } catch {
      throw new HttpError(400, 'malformed percent-encoding in query');
    }
    if (decoded.includes('\0')) throw new HttpError(400, 'NUL byte in query');
    return decoded;
  }
  return '';
}

/**
 * `GET /api/search{path}?query=` (api-contract §7): a live walk of the folder, streamed as
 * newline-delimited `{"dir":…,"path":…}` lines while it runs; it stops when the client leaves.
 */
export function searchRoutes(app: FastifyInstance, context: ServerContext): void {
  const prefix = `${context.baseURL}/api/search`;

  app.get('/api/search', (_request, reply) => reply.redirect(`${prefix}/`, 301));

  app.get('/api/search/*', async (request, reply) => {
    const { resolver, policy } = await userFiles(context, request, reply);
    const pathname = request.url.split('?', 1)[0] ?? '';
    const virtualPath = canonicalPath(decodeUrlPath(pathname.slice(prefix.length)));
    const query = parseSearchQuery(queryParameter(request.url));
    if (!isVisible(policy, virtualPath)) throw new HttpError(403);
    const location = await resolver.existing(virtualPath);

    const controller = new AbortController();
    // The response's close, not the request's: a GET's request stream closes as soon as its
    // (empty) body is read, while the response closes when it ends or the client hangs up.
    reply.raw.on('close', () => {
      controller.abort();
    });
    const results = searchTree(
      { resolver, policy, virtualPath, location, signal: controller.signal },
      query,
    );
    const body = ndjsonStream(results, {
      heartbeatMs: HEARTBEAT_MS,
      onAbort: () => {
        controller.abort();
      },
    });
    return reply
      .type('text/plain; charset=utf-8')
      .header('X-Content-Type-Options', 'nosniff')
      .send(body);
  });
}
