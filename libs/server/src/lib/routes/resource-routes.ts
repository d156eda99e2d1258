import { fileInfoSchema, recursiveListingSchema } from '@file-browser/api-contract';
import { z } from 'zod';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import type { ServerContext } from '../context';
import { sendStatus } from '../http/envelope';
import { HttpError } from '../core/http-error';
import { checkedResponse } from '../http/json-body';
import { patchResource } from '../files/patch';
import { canonicalPath, decodeUrlPath } from '../files/paths';
import { destinationPath, flag, queryOf } from '../files/query';
import { listRecursive } from '../files/recursive';
import { removeResource } from '../files/remove';
import { ANSWERED, readResourceForRequest } from '../listing/resource-get';
import type { WriteResult } from '../files/upload';
import { save, upload } from '../files/upload';
import { userFiles } from './caller-files';
import { patchEvent, withHooks } from '../hooks/event-hooks';

/**
 * Checking an entry against the contract costs about 2 µs; past this many entries the rest,
 * built by the same code, pass unchecked so huge listings stay fast.
 */
const CHECKED_ENTRIES = 2000;

/** A list answer checked on its first {@link CHECKED_ENTRIES} entries. */
function checkedList<T>(schema: z.core.$ZodType<T[]>, list: T[]): T[] {
  if (list.length <= CHECKED_ENTRIES) return checkedResponse(schema, list);
  return [
    ...checkedResponse(schema, list.slice(0, CHECKED_ENTRIES)),
    ...list.slice(CHECKED_ENTRIES),
  ];
}

/** A file's info, checked against the contract (folders answer from `listing/`, checked there). */
function checkedResource(resource: unknown): unknown {
  return checkedResponse(fileInfoSchema, resource);
}

/** The part of the URL after `prefix`, without the query string, decoded exactly once. */
export function pathAfter(url: string, prefix: string): string {
  const pathname = url.split('?', 1)[0] ?? '';
  return canonicalPath(decodeUrlPath(pathname.slice(prefix.length)));
}

function written(reply: FastifyReply, result: WriteResult): FastifyReply {
  if (result.etag) void reply.header('ETag', result.etag);
  return sendStatus(reply, 200);
}

/** An AbortSignal that fires when the client goes away before the answer is sent. */
function disconnectSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

/** Refuses a declared body above the server's maximum upload size before any side effect (K26). */
function checkDeclaredLength(request: FastifyRequest, max: number): void {
  if (Number(request.headers['content-length'] ?? 0) > max) throw new HttpError(413);
}

/**
 * Upload and save take the body as a stream, so a file of any size never sits in memory: a
 * parser in this encapsulated scope hands the raw request stream to the handler (the app-wide
 * parser, which buffers up to 1 MiB, stays as it is everywhere else).
 */
function writeRoutes(app: FastifyInstance, context: ServerContext, prefix: string): void {
  void app.register((scope, _options, done) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, parsed) => {
      parsed(null, payload);
    });
    const bodyOf = (request: FastifyRequest) => request.body as Readable | undefined;
    const max = context.maxUploadBytes;

    scope.post('/api/resources/*', async (request, reply) => {
      const files = await userFiles(context, request, reply);
      const override = flag(queryOf(request.url), 'override');
      const path = pathAfter(request.url, prefix);
      checkDeclaredLength(request, max);
      const write = () => upload(files, path, bodyOf(request), override, max);
      return written(reply, await withHooks(context, files, 'upload', { path }, write));
    });

    scope.put('/api/resources/*', async (request, reply) => {
      const files = await userFiles(context, request, reply);
      const path = pathAfter(request.url, prefix);
      checkDeclaredLength(request, max);
      const write = () => save(files, path, bodyOf(request), max);
      return written(reply, await withHooks(context, files, 'save', { path }, write));
    });
    done();
  });
}

/** `/api/resources{path}` and `/api/resources/recursive{path}` (api-contract §2). */
export function resourceRoutes(app: FastifyInstance, context: ServerContext): void {
  const prefix = `${context.baseURL}/api/resources`;

  app.get('/api/resources', (_request, reply) => reply.redirect(`${prefix}/`, 301));

  app.get('/api/resources/*', async (request, reply) => {
    const files = await userFiles(context, request, reply);
    const path = pathAfter(request.url, prefix);
    const resource = await readResourceForRequest(files, request, reply, path);
    // A listing (or raw text) was streamed on `reply`: `sent` is still false when the client
    // left part-way, and a 500 for the contract then could only fail on the sent headers.
    return resource === ANSWERED ? reply : checkedResource(resource);
  });

  writeRoutes(app, context, prefix);

  app.delete('/api/resources/*', async (request, reply) => {
    const files = await userFiles(context, request, reply);
    const path = pathAfter(request.url, prefix);
    await withHooks(context, files, 'delete', { path }, () => removeResource(files, path));
    return sendStatus(reply, 204);
  });

  app.patch('/api/resources/*', async (request, reply) => {
    const files = await userFiles(context, request, reply);
    const query = queryOf(request.url);
    const path = pathAfter(request.url, prefix);
    const options = {
      action: query.get('action') ?? '',
      destination: destinationPath(query),
      override: flag(query, 'override'),
      rename: flag(query, 'rename'),
    };
    const paths = { path, destination: options.destination };
    await withHooks(context, files, patchEvent(options.action), paths, () =>
      patchResource(files, path, options),
    );
    return sendStatus(reply, 200);
  });

  const recursive = async (request: FastifyRequest, reply: FastifyReply) => {
    const files = await userFiles(context, request, reply);
    const signal = disconnectSignal(reply);
    const path = pathAfter(request.url, `${prefix}/recursive`);
    const entries = await listRecursive(files, path, signal);
    if (!signal.aborted) return checkedList(recursiveListingSchema, entries);
    // The client left: write nothing (api-contract §2.11).
    reply.hijack();
    reply.raw.destroy();
    return undefined;
  };
  app.get('/api/resources/recursive', recursive);
  app.get('/api/resources/recursive/*', recursive);
}
