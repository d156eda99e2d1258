import { loginRequestSchema } from '@file-browser/api-contract';
import type { FastifyInstance } from 'fastify';
import { authenticate } from '../auth/authenticate';
import { checkPassword } from '../auth/password';
import { signToken } from '../auth/tokens';
import type { ServerContext } from '../context';
import { sendStatus } from '../http/envelope';
import { parseJsonBody } from '../http/json-body';

const ONE_MIB = 1024 * 1024;

/** `/api/login` and `/api/renew` (api-contract §1.3, §1.4); any method, as upstream. */
export function authRoutes(app: FastifyInstance, context: ServerContext): void {
  app.all('/api/login', { bodyLimit: ONE_MIB }, async (request, reply) => {
    const body = parseJsonBody(request.body, loginRequestSchema);
    const user = context.store.users.getByUsername(body.username);
    const valid = await checkPassword(body.password, user?.passwordHash);
    if (!user || !valid) return sendStatus(reply, 403);
    const token = await signToken(user, context.signingKey, context.tokenLifetimeSeconds);
    return reply.type('text/plain').send(token);
  });

  app.all('/api/renew', async (request, reply) => {
    const user = await authenticate(context, request, reply);
    const token = await signToken(user, context.signingKey, context.tokenLifetimeSeconds);
    return reply.header('X-Renew-Token', 'false').type('text/plain').send(token);
  });
}
