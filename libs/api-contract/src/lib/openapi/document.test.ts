import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openApiDocument } from './document';

interface Doc {
  openapi: string;
  info: { version: string };
  paths: Record<
    string,
    Record<string, { operationId: string; parameters: { name: string; in: string }[] }>
  >;
  components: { schemas: Record<string, unknown> };
}

describe('openApiDocument', () => {
  const doc = openApiDocument({ version: '1.2.3', baseURL: '/fb' }) as unknown as Doc;

  it('is an OpenAPI 3.1 document that survives a JSON round trip', () => {
    expect(JSON.parse(JSON.stringify(doc))).toEqual(doc);
    expect(doc.openapi).toBe('3.1.0');
  });

  it('passes an OpenAPI validator', async () => {
    const result = await new Validator().validate(doc as unknown as Record<string, unknown>);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(doc.info.version).toBe('1.2.3');
  });

  it('names every operation once, camelCase and verb first, for code generators', () => {
    const ids = Object.values(doc.paths).flatMap((methods) =>
      Object.values(methods).map((operation) => operation.operationId),
    );
    expect(ids.length).toBeGreaterThan(30);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(?:[A-Z][a-z]+)*$/);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths['/api/resources/{path}']?.['post']?.operationId).toBe('uploadResource');
    expect(doc.paths['/api/share/{path}']?.['post']?.operationId).toBe('createShare');
  });

  it('documents query parameters from the contract schemas', () => {
    const patch = doc.paths['/api/resources/{path}']?.['patch'];
    const names = patch?.parameters.map((parameter) => `${parameter.in}:${parameter.name}`);
    expect(names).toEqual([
      'path:path',
      'query:action',
      'query:destination',
      'query:override',
      'query:rename',
    ]);
  });

  it('documents the paging query and the page answer of a folder listing', () => {
    const get = doc.paths['/api/resources/{path}']?.['get'];
    const names = get?.parameters.map((parameter) => `${parameter.in}:${parameter.name}`);
    expect(names).toEqual([
      'path:path',
      'query:checksum',
      'query:limit',
      'query:offset',
      'query:sort',
      'query:order',
      'header:X-Encoding',
    ]);
    const page = z.fromJSONSchema(
      doc.components.schemas['ListingPage'] as z.core.JSONSchema.JSONSchema,
    );
    const folder = {
      items: [],
      numDirs: 0,
      numFiles: 0,
      sorting: { by: 'name', asc: false },
      path: '/',
      name: '',
      size: 0,
      extension: '',
      modified: '2025-01-01T00:00:00Z',
      mode: 0,
      isDir: true,
      isSymlink: false,
      type: '',
    };
    expect(page.safeParse({ ...folder, offset: 0, limit: 10, total: 0 }).success).toBe(true);
    expect(page.safeParse(folder).success).toBe(false);
  });

  it('documents X-Renew-Token on the answers of token operations (issue 27)', () => {
    type Answer = { headers?: Record<string, { description: string }> };
    const ok = (path: string, method: string, status: string) =>
      (doc.paths[path]?.[method] as unknown as { responses: Record<string, Answer> }).responses[
        status
      ];
    expect(ok('/api/resources/{path}', 'get', '200')?.headers?.['X-Renew-Token']).toBeDefined();
    expect(ok('/api/renew', 'post', '200')?.headers?.['X-Renew-Token']?.description).toBe(
      '`false`',
    );
    expect(ok('/api/users/{id}', 'put', '200')?.headers?.['X-Renew-Token']?.description).toContain(
      'your own password',
    );
    expect(ok('/api/login', 'post', '200')?.headers).toBeUndefined();
  });

  it('holds schemas that validate what the contract accepts', () => {
    const usage = z.fromJSONSchema(doc.components.schemas['Usage'] as z.core.JSONSchema.JSONSchema);
    expect(usage.safeParse({ total: 2, used: 1 }).success).toBe(true);
    expect(usage.safeParse({ total: 2 }).success).toBe(false);
  });
});
