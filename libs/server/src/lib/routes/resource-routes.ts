import type { FastifyInstance } from 'fastify';
import { authenticate } from '../auth/authenticate';
import type { ServerContext } from '../context';
import { PathResolver, canonicalPath, decodeUrlPath, joinInside } from '../files/paths';
import { readResource } from '../files/resource';

/** The part of the URL after `prefix`, without the query string, decoded exactly once. */
export function pathAfter(url: string, prefix: string): string {
  const pathname = url.split('?', 1)[0] ?? '';
  return canonicalPath(decodeUrlPath(pathname.slice(prefix.length)));
}

/** `/api/resources{path}` (api-contract §2). This slice answers GET; writes come next. */
export function resourceRoutes(app: FastifyInstance, context: ServerContext): void {
  const prefix = `${context.baseURL}/api/resources`;

  app.get('/api/resources', (_request, reply) => reply.redirect(`${prefix}/`, 301));

  app.get('/api/resources/*', async (request, reply) => {
    const user = await authenticate(context, request, reply);
    const resolver = await PathResolver.forRoot(joinInside(context.root, user.scope));
    return readResource(
      {
        resolver,
        policy: {
          rules: [...context.settings.rules, ...user.rules],
          hideDotfiles: user.hideDotfiles,
        },
        sorting: user.sorting,
        canModify: user.perm.modify,
        withContent: user.perm.download,
      },
      pathAfter(request.url, prefix),
    );
  });
}
