import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { isVisible } from '../files/access';
import { canonicalPath, decodeUrlPath } from '../files/paths';
import { userFiles } from './caller-files';
import { HttpError } from '../core/http-error';
import { indexPathOf, indexedSearch } from '../search/indexed-search';
import { ndjsonStream } from '../search/ndjson-stream';
import { pageOf, paged } from '../search/paging';
import type { SearchQuery } from '../search/query';
import { parseSearchQuery } from '../search/query';
import type { SearchScope } from '../search/search-tree';
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
 * The index's answer when it covers the folder, else a live walk; `source` says which, for the
 * `X-Search-Source` header (ours, for diagnostics and benchmarks).
 */
function searchResults(context: ServerContext, scope: SearchScope, query: SearchQuery) {
  const index = context.searchIndex;
  const indexPath = index ? indexPathOf(context.root, scope.location) : null;
  if (index && indexPath !== null && index.covers(indexPath)) {
    const results = indexedSearch(scope, index, context.root, indexPath, query);
    return { source: 'index', results };
  }
  return { source: 'walk', results: searchTree(scope, query) };
}

/**
 * `GET /api/search{path}?query=[&offset=&limit=]` (api-contract §7): the folder's matches,
 * streamed as newline-delimited `{"dir":…,"path":…}` lines, from the search index when it
 * covers the folder, else from a live walk; it stops when the client leaves. `offset` and
 * `limit` (ours, optional) page through the results; without them everything is sent.
 */
export function searchRoutes(app: FastifyInstance, context: ServerContext): void {
  const prefix = `${context.baseURL}/api/search`;

  app.get('/api/search', (_request, reply) => reply.redirect(`${prefix}/`, 301));

  app.get('/api/search/*', async (request, reply) => {
    const { resolver, policy } = await userFiles(context, request, reply);
    const pathname = request.url.split('?', 1)[0] ?? '';
    const virtualPath = canonicalPath(decodeUrlPath(pathname.slice(prefix.length)));
    const query = parseSearchQuery(queryParameter(request.url));
    const page = pageOf(request.url);
    if (!isVisible(policy, virtualPath)) throw new HttpError(403);
    const location = await resolver.existing(virtualPath);

    const controller = new AbortController();
    // The response's close, not the request's: a GET's request stream closes as soon as its
    // (empty) body is read, while the response closes when it ends or the client hangs up.
    reply.raw.on('close', () => {
      controller.abort();
    });
    const scope = { resolver, policy, virtualPath, location, signal: controller.signal };
    const { source, results } = searchResults(context, scope, query);
    const body = ndjsonStream(paged(results, page), {
      heartbeatMs: HEARTBEAT_MS,
      onAbort: () => {
        controller.abort();
      },
    });
    return reply
      .type('text/plain; charset=utf-8')
      .header('X-Content-Type-Options', 'nosniff')
      .header('X-Search-Source', source)
      .send(body);
  });
}
