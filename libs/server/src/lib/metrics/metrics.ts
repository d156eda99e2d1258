import type { FastifyInstance } from 'fastify';
import { createServer as createHttpServer } from 'node:http';
import type { Registry } from 'prom-client';
import { sendStatus } from '../http/envelope';
import { registerHttpMetrics } from './http-metrics';
import type { MetricsSources } from './server-metrics';
import { createServerMetrics } from './server-metrics';

/** `ServerOptions.metrics`: Prometheus metrics, off unless enabled. */
export interface MetricsOptions {
  /** Serve `/metrics` in Prometheus' text format (default false). */
  enabled?: boolean;
  /**
   * Serve it on this address (plain HTTP) instead of the main port, e.g. a private interface
   * only the scraper reaches; the main port then answers `/metrics` with 404.
   */
  address?: { host: string; port: number };
}

/** A server's metrics once set up: where they are scraped. */
export interface MetricsEndpoint {
  /** Starts the separate listener if there is one; its `/metrics` address, else undefined. */
  listen(): Promise<string | undefined>;
  close(): Promise<void>;
}

async function scrape(registry: Registry): Promise<{ type: string; body: string }> {
  return { type: registry.contentType, body: await registry.metrics() };
}

/** A bare HTTP listener with one page: no API, no files, no hooks, so nothing else is exposed. */
function separateListener(
  registry: Registry,
  address: { host: string; port: number },
): MetricsEndpoint {
  const server = createHttpServer((request, response) => {
    const path = (request.url ?? '').split('?', 1)[0];
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('404 Not Found');
      return;
    }
    scrape(registry).then(
      ({ type, body }) => response.writeHead(200, { 'Content-Type': type }).end(body),
      () => response.writeHead(500).end('500 Internal Server Error'),
    );
  });
  return {
    listen: () =>
      new Promise((resolve, reject) => {
        server.once('error', (error) => {
          const where = `${address.host}:${String(address.port)}`;
          reject(
            new Error(`metrics cannot listen on ${where}: ${error.message}`, { cause: error }),
          );
        });
        server.listen(address.port, address.host, () => {
          const bound = server.address();
          const port = typeof bound === 'object' && bound ? bound.port : address.port;
          const host = address.host.includes(':') ? `[${address.host}]` : address.host;
          resolve(`http://${host}:${String(port)}/metrics`);
        });
      }),
    close: () =>
      new Promise((resolve) => {
        if (!server.listening) {
          resolve();
          return;
        }
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}

/**
 * Sets up a server's metrics (issue 34): hooks on `app` that measure every request, and the
 * `/metrics` page, on the main port under the base URL or on its own address. Undefined when
 * metrics are off: then nothing is measured and `/metrics` answers 404.
 */
export function registerMetrics(
  app: FastifyInstance,
  baseURL: string,
  options: MetricsOptions | undefined,
  sources: MetricsSources,
): MetricsEndpoint | undefined {
  // Not the web app's page that answers other unknown paths: a scraper pointed at the wrong
  // port or at a server without metrics sees plainly that nothing is there.
  const notHere = () => app.get(`${baseURL}/metrics`, (_request, reply) => sendStatus(reply, 404));
  if (!options?.enabled) {
    notHere();
    return undefined;
  }
  const metrics = createServerMetrics(sources);
  registerHttpMetrics(app, metrics, baseURL);
  if (options.address) {
    notHere();
    return separateListener(metrics.registry, options.address);
  }
  app.get(`${baseURL}/metrics`, async (_request, reply) => {
    const { type, body } = await scrape(metrics.registry);
    return reply.type(type).send(body);
  });
  return { listen: () => Promise.resolve(undefined), close: () => Promise.resolve() };
}
