import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { dirname } from 'node:path';
import { WebSocketServer } from 'ws';
import type { CommandSandbox } from '../command/command-session';
import { commandSession } from '../command/command-session';
import type { CommandLimits } from '../command/run-argv';
import type { ServerContext } from '../context';
import type { Storage } from '../ports/storage';
import { hasPerm, readable } from '../files/user-files';
import { userFiles } from './caller-files';
import { HttpError } from '../core/http-error';
import { sendStatus } from '../http/envelope';
import { pathAfter } from './resource-routes';

/** Largest command line message accepted (security-requirements K83). */
const MAX_MESSAGE_BYTES = 64 * 1024;

interface PendingUpgrade {
  socket: Duplex;
  head: Buffer;
}

/**
 * Sends every HTTP upgrade request through Fastify's normal routing (hooks, path cleaning,
 * error answers), with a response object writing to the raw socket, so the command route can
 * authenticate and refuse with a plain status before anything is upgraded. A request no route
 * upgrades is answered like any other and its socket closed.
 */
function routeUpgrades(app: FastifyInstance, pending: WeakMap<IncomingMessage, PendingUpgrade>) {
  app.server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    pending.set(request, { socket, head });
    const response = new ServerResponse(request);
    response.assignSocket(socket as never);
    response.once('finish', () => {
      socket.end();
    });
    try {
      app.routing(request, response);
    } catch {
      socket.destroy();
    }
  });
}

/** Cross-site pages must not drive a command socket with the user's cookie (api-contract §8.1). */
function requireSameOrigin(request: FastifyRequest): void {
  const origin = request.headers.origin;
  if (origin === undefined) return;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    throw new HttpError(403);
  }
  if (host !== request.headers.host) throw new HttpError(403);
}

async function workingFolder(storage: Storage, real: string): Promise<string> {
  return (await storage.stat(real)).isDirectory() ? real : dirname(real);
}

/**
 * `GET /api/command{path}` as a WebSocket (api-contract §8.1). Everything is checked before the
 * upgrade, answered with a plain status (security-requirements K83): 401 without a valid token
 * (`X-Auth`, or the `auth` cookie a browser sends), 403 when exec is off server-wide, the user
 * lacks `execute`, or the Origin is another site; the folder must exist in the scope. The
 * session gets the rules that apply to the user (global, then theirs), which the sandbox
 * follows (issue 27 item 3).
 */
export function commandRoutes(
  app: FastifyInstance,
  context: ServerContext,
  limits: CommandLimits,
  sandbox: CommandSandbox,
): void {
  const prefix = `${context.baseURL}/api/command`;
  const pending = new WeakMap<IncomingMessage, PendingUpgrade>();
  routeUpgrades(app, pending);
  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  app.addHook('onClose', () => {
    for (const client of sockets.clients) client.terminate();
    sockets.close();
  });

  app.get('/api/command/*', async (request, reply) => {
    const upgrade = pending.get(request.raw);
    if (!upgrade) return sendStatus(reply, 400, 'WebSocket upgrade required');
    requireSameOrigin(request);
    const files = await userFiles(context, request, reply);
    if (!context.enableExec || !hasPerm(files.user, 'execute')) throw new HttpError(403);
    const cwd = await workingFolder(
      context.storage,
      await readable(files, pathAfter(request.url, prefix)),
    );
    reply.hijack();
    sockets.handleUpgrade(request.raw, upgrade.socket, upgrade.head, (socket) => {
      // A protocol error (e.g. a message above maxPayload, K83) is emitted on the socket, which
      // ws then closes (1009 and the like); unheard, the 'error' event would crash the server.
      socket.on('error', (error) => {
        request.log.warn({ err: error }, 'command socket error');
      });
      const { rules, foldCase } = files.policy;
      const place = {
        storage: context.storage,
        ownFiles: context.ownFiles,
        cwd,
        scope: files.resolver.root,
        rules: { rules, foldCase },
        sandbox,
      };
      commandSession(socket, files.user, place, limits);
    });
    return reply;
  });
}
