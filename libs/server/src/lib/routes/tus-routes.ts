import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { resolve } from 'node:path';
import type { Readable } from 'node:stream';
import type { ServerContext } from '../context';
import { flag, queryOf } from '../files/query';
import { userFiles } from './caller-files';
import { runUploadCompletedHooks } from '../hooks/event-hooks';
import { sendStatus } from '../http/envelope';
import { encodeLocationPath } from '../hardening/request-hardening';
import { DRAIN_LIMIT_BYTES, drain } from '../http/body-pump';
import type { DrainBudget } from '../http/body-pump';
import { TusStaging } from '../tus/tus-staging';
import type { TusLimits } from '../tus/tus-upload';
import { createUpload, patchUpload, terminateUpload, uploadStatus } from '../tus/tus-upload';
import { pathAfter } from './resource-routes';

/** Where and how long tus uploads are kept, and how large they may be. */
export interface TusOptions extends TusLimits {
  /** Staging folder; put it on the served folder's file system so completion is a rename. */
  stagingDir: string;
  /** An upload untouched (no HEAD, no PATCH) this long is removed. */
  idleTimeoutSeconds: number;
}

/**
 * Hand-written rather than @tus/server: upstream's subset (api-contract §9) makes the upload
 * URL the destination path itself (no upload ids), answers without `Tus-Resumable` headers and
 * without OPTIONS, takes `override` in the query and needs our permission, rule and scope
 * checks on every method; and the data must be staged outside the user's folder and renamed in
 * only when whole. @tus/server's FileStore writes where the final name is and its id model
 * would need all of that wrapped around it, so a small handler is clearer.
 */
export function tusRoutes(app: FastifyInstance, context: ServerContext, options: TusOptions): void {
  const prefix = `${context.baseURL}/api/tus`;
  const staging = new TusStaging({
    storage: context.storage,
    uploads: context.store.tusUploads,
    locks: context.coordination.locks,
    dir: options.stagingDir,
    idleSeconds: options.idleTimeoutSeconds,
  });
  const sweepEvery = Math.min(options.idleTimeoutSeconds * 250, 60_000);
  const sweeper = setInterval(() => void staging.sweep().catch(() => undefined), sweepEvery);
  sweeper.unref();
  app.addHook('onClose', () => {
    clearInterval(sweeper);
  });

  app.post('/api/tus/*', async (request, reply) => {
    const files = await userFiles(context, request, reply);
    const virtualPath = pathAfter(request.url, prefix);
    await createUpload(
      files,
      staging,
      {
        virtualPath,
        lengthHeader: header(request, 'upload-length'),
        override: flag(queryOf(request.url), 'override'),
      },
      options,
    );
    void reply.header('Location', `${prefix}${encodeLocationPath(virtualPath)}`);
    return sendStatus(reply, 201);
  });

  const head = async (request: FastifyRequest, reply: FastifyReply) => {
    const files = await userFiles(context, request, reply);
    const upload = await uploadStatus(files, staging, pathAfter(request.url, prefix));
    return reply
      .code(200)
      .headers({ 'Upload-Offset': String(upload.offset), 'Upload-Length': String(upload.length) })
      .send();
  };
  app.route({ method: ['GET', 'HEAD'], url: '/api/tus/*', handler: head, exposeHeadRoute: false });

  app.delete('/api/tus/*', async (request, reply) => {
    const files = await userFiles(context, request, reply);
    await terminateUpload(files, staging, pathAfter(request.url, prefix));
    return sendStatus(reply, 204);
  });

  patchRoute(app, context, staging, prefix);
}

/**
 * tus options from the server's: staging beside the database (`<database>.uploads`, 0700), so
 * partial uploads never appear in the served folder; idle uploads go after an hour.
 */
export function tusOptionsFor(options: {
  database: string;
  tusIdleTimeoutSeconds?: number;
  maxUploadBytes?: number;
}): TusOptions {
  return {
    stagingDir: `${resolve(options.database)}.uploads`,
    idleTimeoutSeconds: options.tusIdleTimeoutSeconds ?? 60 * 60,
    maxUploadBytes: options.maxUploadBytes ?? Number.POSITIVE_INFINITY,
  };
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * PATCH streams its body: a parser in this encapsulated scope hands over the raw request. Any
 * refusal still reads up to 32 MiB of the body so the client sees the status on a usable
 * connection; a longer body closes the connection after the answer (K29).
 */
function patchRoute(
  app: FastifyInstance,
  context: ServerContext,
  staging: TusStaging,
  prefix: string,
): void {
  void app.register((scope, _options, done) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, parsed) => {
      parsed(null, payload);
    });
    scope.patch('/api/tus/*', async (request, reply) => {
      const body = request.body as Readable | undefined;
      const budget: DrainBudget = { remaining: DRAIN_LIMIT_BYTES };
      try {
        const files = await userFiles(context, request, reply);
        const virtualPath = pathAfter(request.url, prefix);
        const length = Number(header(request, 'content-length'));
        const result = await patchUpload(files, staging, {
          virtualPath,
          contentType: header(request, 'content-type'),
          offsetHeader: header(request, 'upload-offset'),
          contentLength: Number.isSafeInteger(length) ? length : undefined,
          body,
          budget,
        });
        if (result.complete) await runUploadCompletedHooks(context, files, virtualPath);
        void reply.header('Upload-Offset', String(result.offset));
      } catch (error) {
        if (!(await drain(body, budget))) void reply.header('Connection', 'close');
        throw error;
      }
      return reply.code(204).send();
    });
    done();
  });
}
