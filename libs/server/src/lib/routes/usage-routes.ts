import { usageSchema } from '@file-browser/api-contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { diskUsage } from '../files/usage';
import { userFiles } from './caller-files';
import { checkedResponse } from '../http/json-body';
import { pathAfter } from './resource-routes';

/** `GET /api/usage{path}` (api-contract §2.12): disk usage of the folder's file system. */
export function usageRoutes(app: FastifyInstance, context: ServerContext): void {
  const prefix = `${context.baseURL}/api/usage`;
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const files = await userFiles(context, request, reply);
    return checkedResponse(usageSchema, await diskUsage(files, pathAfter(request.url, prefix)));
  };
  app.get('/api/usage', handler);
  app.get('/api/usage/*', handler);
}
