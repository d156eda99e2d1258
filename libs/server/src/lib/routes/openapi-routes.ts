import { openApiDocument } from '@file-browser/api-contract';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';

/**
 * `GET /api/openapi.json` (our addition, public): the OpenAPI 3.1 document generated from
 * api-contract, built once per server since it only depends on the version and base URL.
 */
export function openApiRoutes(app: FastifyInstance, context: ServerContext): void {
  let document: string | undefined;
  app.get('/api/openapi.json', (_request, reply) => {
    document ??= JSON.stringify(
      openApiDocument({ version: context.version, baseURL: context.baseURL }),
    );
    return reply.type('application/json; charset=utf-8').send(document);
  });
}
