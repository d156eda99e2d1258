import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import serverPackage from '../../../package.json' with { type: 'json' };
import type { TestServer } from '../../testing/test-server';
import { startTestServer } from '../../testing/test-server';

interface OpenApi {
  openapi: string;
  info: { version: string };
  servers: { url: string }[];
  paths: Record<string, Record<string, { operationId?: string }>>;
  components: { schemas: Record<string, z.core.JSONSchema.JSONSchema> };
}

/** The route table of api-contract §0.1, plus our `/api/logout` and this document. */
const CONTRACT_PATHS = [
  '/health',
  '/api/login',
  '/api/signup',
  '/api/renew',
  '/api/logout',
  '/api/users',
  '/api/users/{id}',
  '/api/resources/recursive/{path}',
  '/api/resources/{path}',
  '/api/tus/{path}',
  '/api/usage/{path}',
  '/api/shares',
  '/api/share/{path}',
  '/api/settings',
  '/api/settings/public',
  '/api/raw/{path}',
  '/api/preview/{size}/{path}',
  '/api/command/{path}',
  '/api/search/{path}',
  '/api/subtitle/{path}',
  '/api/public/dl/{hash}/{path}',
  '/api/public/share/{hash}/{path}',
  '/api/openapi.json',
];

/**
 * Routes the server registers that the document leaves out on purpose, by `METHOD pattern`
 * below the base URL, each with the reason.
 */
const NOT_IN_DOCUMENT: Record<string, string> = {
  'GET /static/*': "the web app's built files and pages, not the API",
  'HEAD /static/*': "the web app's built files and pages, not the API",
  'GET /metrics': "Prometheus' text format for scrapers (404 unless metrics are on), not the API",
  'HEAD /metrics': "Prometheus' text format for scrapers (404 unless metrics are on), not the API",
  'GET /api/tus/*': 'the same answer as HEAD, for clients that cannot send HEAD',
};

/** Methods `/api/login`, `/api/renew` and `/api/signup` take besides the documented POST. */
const ANY_METHOD = ['GET', 'HEAD', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'QUERY'];
for (const path of ['/api/login', '/api/renew', '/api/signup']) {
  for (const method of ANY_METHOD) {
    NOT_IN_DOCUMENT[`${method} ${path}`] = 'any method is answered as POST, as upstream does';
  }
}

/**
 * The document's path for a Fastify pattern: `*` is the `{path}` parameter (the preview's and
 * public share's one wildcard also carries `{size}` or `{hash}`), and a `{path}` route without
 * its wildcard is the same operation on the root (`/api/raw` = `/api/raw/`).
 */
function documentPath(pattern: string, documented: Set<string>): string {
  const path = pattern
    .replace(/:id\(.*\)$/, '{id}')
    .replace(/^\/api\/preview\/\*$/, '/api/preview/{size}/{path}')
    .replace(/^\/api\/public\/(share|dl)\/\*$/, '/api/public/$1/{hash}/{path}')
    .replace(/\*$/, '{path}');
  return documented.has(`${path}/{path}`) ? `${path}/{path}` : path;
}

describe('GET /api/openapi.json', () => {
  let test: TestServer;
  let doc: OpenApi;

  beforeAll(async () => {
    test = await startTestServer({ 'data/docs/a.txt': 'hello' }, { baseURL: '/fb' });
    const response = await test.request('/api/openapi.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    doc = (await response.json()) as OpenApi;
  });
  afterAll(async () => {
    await test.close();
  });

  it('is a public OpenAPI 3.1 document for this base URL', () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
    expect(doc.servers).toEqual([{ url: '/fb' }]);
  });

  it('lists every path of the contract', () => {
    expect(Object.keys(doc.paths).sort()).toEqual([...CONTRACT_PATHS].sort());
    expect(Object.keys(doc.paths['/api/resources/{path}'] ?? {}).sort()).toEqual([
      'delete',
      'get',
      'patch',
      'post',
      'put',
    ]);
  });

  it('passes an OpenAPI validator, with an operationId on every operation', async () => {
    const result = await new Validator().validate(doc as unknown as Record<string, unknown>);
    expect(result.errors).toBeUndefined();
    const operations = Object.values(doc.paths).flatMap((methods) => Object.values(methods));
    expect(operations.filter((operation) => !operation.operationId)).toEqual([]);
  });

  it("carries the server's version", () => {
    expect(doc.info.version).toBe(serverPackage.version);
  });

  it('documents every route the server registers, and registers every route it documents', () => {
    const documented = new Set(Object.keys(doc.paths));
    const registered = new Set<string>();
    const undocumented: string[] = [];
    for (const { method, url } of test.server.routes) {
      const pattern = url.slice('/fb'.length);
      const key = `${method} ${pattern}`;
      if (key in NOT_IN_DOCUMENT) continue;
      const path = documentPath(pattern, documented);
      const methods = doc.paths[path] ?? {};
      // Fastify answers HEAD for every GET; the document lists the GET.
      const documentedAs = method === 'HEAD' && !('head' in methods) ? 'get' : method.toLowerCase();
      if (documentedAs in methods) registered.add(`${documentedAs} ${path}`);
      else undocumented.push(key);
    }
    expect(undocumented).toEqual([]);
    const unregistered = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods)
        .map((method) => `${method} ${path}`)
        .filter((operation) => !registered.has(operation)),
    );
    expect(unregistered).toEqual([]);
  });

  it('holds schemas that match live responses', async () => {
    const token = await test.login();
    const listing = z.fromJSONSchema(doc.components.schemas['Listing'] ?? false);
    const live: unknown = await (await test.request('/api/resources/docs/', { token })).json();
    expect(listing.safeParse(live).error).toBeUndefined();
    const users = z.fromJSONSchema(doc.components.schemas['Users'] ?? false);
    const list: unknown = await (await test.request('/api/users', { token })).json();
    expect(users.safeParse(list).error).toBeUndefined();
    expect(listing.safeParse(list).success).toBe(false);
  });
});
