import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { TestServer } from '../../testing/test-server';
import { startTestServer } from '../../testing/test-server';

interface OpenApi {
  openapi: string;
  servers: { url: string }[];
  paths: Record<string, Record<string, unknown>>;
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
