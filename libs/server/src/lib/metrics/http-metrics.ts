import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Socket } from 'node:net';
import type { ServerMetrics, UploadKind } from './server-metrics';

/** Routes whose request body is a file's bytes, by `METHOD pattern` (patterns below the base URL). */
const UPLOAD_ROUTES: Record<string, UploadKind> = {
  'PATCH /api/tus/*': 'tus',
  'POST /api/resources/*': 'post',
  'PUT /api/resources/*': 'put',
};

/**
 * The route label: Fastify's pattern (`/api/resources/*`) without the base URL, never the raw
 * path, so a label cannot grow with the names of files; `unmatched` for the 404s of no route.
 */
function routeOf(request: FastifyRequest, baseURL: string): string {
  const pattern = request.routeOptions.url;
  if (pattern === undefined) return 'unmatched';
  return pattern.startsWith(baseURL) ? pattern.slice(baseURL.length) || '/' : pattern;
}

/**
 * Counts a connection's traffic. Bytes are read off the socket, so headers count and nothing is
 * double counted on a kept-alive connection: each answer adds what moved since the last one, and
 * the socket's close adds what an aborted request had moved.
 */
function trafficCounter(metrics: ServerMetrics): (socket: Socket) => void {
  const counted = new WeakMap<Socket, { read: number; written: number }>();
  const account = (socket: Socket) => {
    const last = counted.get(socket);
    if (!last) return;
    metrics.receivedBytes.inc(socket.bytesRead - last.read);
    metrics.sentBytes.inc(socket.bytesWritten - last.written);
    last.read = socket.bytesRead;
    last.written = socket.bytesWritten;
  };
  return (socket) => {
    if (!counted.has(socket)) {
      counted.set(socket, { read: 0, written: 0 });
      socket.once('close', () => {
        account(socket);
      });
    }
    account(socket);
  };
}

/** Hooks that time every request and count traffic, uploads in flight and throttled requests. */
export function registerHttpMetrics(
  app: FastifyInstance,
  metrics: ServerMetrics,
  baseURL: string,
): void {
  for (const kind of Object.values(UPLOAD_ROUTES)) metrics.uploadsInFlight.set({ kind }, 0);
  const countTraffic = trafficCounter(metrics);

  app.addHook('onRequest', (request, reply, done) => {
    countTraffic(request.raw.socket);
    const kind = UPLOAD_ROUTES[`${request.method} ${routeOf(request, baseURL)}`];
    if (kind) {
      metrics.uploadsInFlight.inc({ kind });
      // `close` comes whether the answer was sent or the client went away mid-body.
      reply.raw.once('close', () => {
        metrics.uploadsInFlight.dec({ kind });
      });
    }
    done();
  });

  app.addHook('onResponse', (request, reply, done) => {
    const route = routeOf(request, baseURL);
    const status = reply.statusCode;
    metrics.requestSeconds.observe(
      { route, method: request.method, status: `${String(Math.floor(status / 100))}xx` },
      reply.elapsedTime / 1000,
    );
    if (status === 429) metrics.rateLimitRejections.inc({ route });
    countTraffic(request.raw.socket);
    done();
  });
}
