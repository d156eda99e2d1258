import * as z from 'zod/mini';
import type { Body, Operation } from './operations';
import { RENEW_TOKEN_HEADER, errorBody, operations } from './operations';
import type { NamedSchema } from './schemas';
import { namedSchemas } from './schemas';

/** A JSON value of the generated document. */
type Json = Record<string, unknown>;

/** Options of {@link openApiDocument}. */
export interface OpenApiOptions {
  /** Server version shown in `info.version`. */
  version?: string;
  /** The base URL the API is mounted under (`''` or `/prefix`). */
  baseURL?: string;
}

function componentSchema({ schema, io }: NamedSchema): Json {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return rest;
}

function content(body: Body): Json {
  if ('json' in body) {
    const ref = { $ref: `#/components/schemas/${body.json}` };
    const schema = body.array ? { type: 'array', items: ref } : ref;
    return { 'application/json': { schema } };
  }
  const schema = body.schema ? { $ref: `#/components/schemas/${body.schema}` } : { type: 'string' };
  return { [body.media]: { schema } };
}

function parameters(path: string, operation: Operation): Json[] {
  const list: Json[] = [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: name === 'id' ? { type: 'integer', minimum: 0 } : { type: 'string' },
    ...(name === 'path' && {
      description: 'Scope path; may hold slashes, each segment percent-encoded',
    }),
  }));
  const query = operation.query ? componentSchema({ schema: operation.query, io: 'input' }) : {};
  const properties = (query['properties'] ?? {}) as Record<string, Json>;
  const required = (query['required'] ?? []) as string[];
  for (const [name, schema] of Object.entries(properties)) {
    list.push({ name, in: 'query', required: required.includes(name), schema });
  }
  for (const [name, description] of Object.entries(operation.headers ?? {})) {
    list.push({ name, in: 'header', required: false, description, schema: { type: 'string' } });
  }
  return list;
}

function security(auth: Operation['auth']): Json[] {
  if (auth === 'token') return [{ xAuth: [] }, { authCookie: [] }];
  if (auth === 'share') return [{}, { sharePassword: [] }];
  return [];
}

function responseHeaders(operation: Operation): Json | undefined {
  const renew: Record<string, string> =
    operation.auth === 'token' ? { 'X-Renew-Token': RENEW_TOKEN_HEADER } : {};
  const headers = Object.entries({ ...renew, ...operation.ok.headers });
  if (headers.length === 0) return undefined;
  return Object.fromEntries(
    headers.map(([name, description]) => [name, { description, schema: { type: 'string' } }]),
  );
}

function operationObject(path: string, operation: Operation): Json {
  const { status, body, description } = operation.ok;
  const headers = responseHeaders(operation);
  return {
    operationId: operation.operationId,
    summary: operation.summary,
    security: security(operation.auth),
    parameters: parameters(path, operation),
    ...(operation.body && { requestBody: { required: true, content: content(operation.body) } }),
    responses: {
      [String(status)]: {
        description: description ?? 'Success',
        ...(headers && { headers }),
        ...(body && { content: content(body) }),
      },
      default: { description: 'Status-only error text', content: content(errorBody) },
    },
  };
}

/**
 * The OpenAPI 3.1 document of the File Browser v2 HTTP API, generated from the contract's zod
 * schemas, so it can never disagree with what the server checks and the client expects.
 */
export function openApiDocument(options: OpenApiOptions = {}): Json {
  const paths: Json = {};
  for (const [path, methods] of Object.entries(operations)) {
    paths[path] = Object.fromEntries(
      Object.entries(methods).map(([method, operation]) => [
        method,
        operationObject(path, operation),
      ]),
    );
  }
  const schemas = Object.fromEntries(
    Object.entries(namedSchemas).map(([name, named]) => [name, componentSchema(named)]),
  );
  return {
    openapi: '3.1.0',
    info: {
      title: 'File Browser v2 HTTP API',
      version: options.version ?? '0.0.0',
      description:
        'Status-only answers are plain text `"<code> <reason>"` (`403 Forbidden`); a 400 adds its cause in parentheses.',
    },
    servers: [{ url: options.baseURL || '/' }],
    paths,
    components: {
      schemas,
      securitySchemes: {
        xAuth: { type: 'apiKey', in: 'header', name: 'X-Auth' },
        authCookie: { type: 'apiKey', in: 'cookie', name: 'auth' },
        sharePassword: { type: 'apiKey', in: 'header', name: 'X-SHARE-PASSWORD' },
      },
    },
  };
}
