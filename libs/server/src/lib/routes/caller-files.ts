import type { FastifyReply, FastifyRequest } from 'fastify';
import { authenticate } from '../auth/authenticate';
import type { ServerContext } from '../context';
import { PathResolver, joinInside } from '../files/paths';
import type { UserFiles } from '../files/user-files';

/**
 * Authenticates the request (401 otherwise) and prepares the caller's resolver and access
 * policy: global rules first, then the user's own, so the user's win (api-contract §10.2).
 */
export async function userFiles(
  context: ServerContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<UserFiles> {
  const user = await authenticate(context, request, reply);
  const resolver = await PathResolver.forRoot(
    context.storage,
    joinInside(context.root, user.scope),
    context,
  );
  return {
    user,
    resolver,
    temps: context.store.temps,
    events: context.coordination.events,
    policy: {
      rules: [...context.settings.rules, ...user.rules],
      hideDotfiles: user.hideDotfiles,
      foldCase: await context.caseInsensitive(),
    },
  };
}
