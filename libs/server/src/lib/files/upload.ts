import { mkdir, stat } from 'node:fs/promises';
import { Transform } from 'node:stream';
import type { Readable } from 'node:stream';
import { HttpError } from '../http/http-error';
import { DRAIN_LIMIT_BYTES } from '../tus/body-pump';
import { isVisible } from './access';
import { DIR_MODE, writeAtomically } from './atomic-write';
import { etagOf } from './etag';
import type { UserFiles } from './user-files';
import { hasPerm, readable, requirePerm, targetAllowed } from './user-files';

/** A request body as the upload routes receive it: a stream, or nothing for an empty body. */
export type UploadBody = Readable | undefined;

/** What a write answered: the new file's ETag, or nothing for a folder. */
export interface WriteResult {
  etag?: string;
}

/**
 * Holds a body to the server's maximum upload size (security-requirements K26): past it the
 * write fails with 413, which removes only the temp file (K14). The rest of the body is read and
 * dropped within a bound so the 413 still reaches the client (as for tus, K29).
 */
export function capBody(body: UploadBody, max: number): UploadBody {
  if (!body || max === Number.POSITIVE_INFINITY) return body;
  let seen = 0;
  const limited = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen <= max) {
        callback(null, chunk);
        return;
      }
      let budget = DRAIN_LIMIT_BYTES;
      body.unpipe(limited);
      body.on('data', (rest: Buffer) => {
        budget -= rest.length;
        if (budget < 0) body.destroy();
      });
      callback(new HttpError(413));
    },
  });
  // The write that reads `limited` sees its error through its own pipeline; this listener only
  // keeps an error raised before that pipeline is attached from being an uncaught one.
  limited.on('error', () => undefined);
  // A client that goes away mid-body still fails the write.
  body.once('close', () => {
    if (!body.readableEnded) limited.destroy(new Error('client went away'));
  });
  return body.pipe(limited);
}

async function createFolder(files: UserFiles, virtualPath: string): Promise<WriteResult> {
  const location = await files.resolver.writable(virtualPath);
  targetAllowed(files, location);
  const existing = await stat(location).catch(() => undefined);
  if (existing && !existing.isDirectory()) throw new HttpError(409);
  await mkdir(location, { recursive: true, mode: DIR_MODE });
  return {};
}

/**
 * `POST /api/resources{path}` (api-contract §2.7): a trailing slash creates the folder and its
 * parents (idempotent); otherwise the body becomes the file, streamed to a temp file and placed
 * (without `override`, only while the name is free: of racing creates one wins, the rest 409). An existing file needs `override` and `modify`; an existing folder is never
 * replaced (409, security-requirements K20).
 */
export async function upload(
  files: UserFiles,
  virtualPath: string,
  body: UploadBody,
  override: boolean,
  maxBytes = Number.POSITIVE_INFINITY,
): Promise<WriteResult> {
  requirePerm(files.user, 'create');
  if (!isVisible(files.policy, virtualPath)) throw new HttpError(403);
  if (virtualPath.endsWith('/') || virtualPath === '/') return createFolder(files, virtualPath);
  const location = await files.resolver.writable(virtualPath);
  targetAllowed(files, location);
  const existing = await stat(location).catch(() => undefined);
  if (existing?.isDirectory()) throw new HttpError(409);
  if (existing && !override) throw new HttpError(409);
  const mayReplace = hasPerm(files.user, 'modify');
  if (existing && !mayReplace) throw new HttpError(403);
  // The check above answers early; the final say is the placement's, which refuses a name
  // taken meanwhile unless this request may replace it (one winner among racing creates).
  await writeAtomically(location, capBody(body, maxBytes), {
    journal: files.temps,
    replace: override && mayReplace,
  });
  return { etag: etagOf(await stat(location, { bigint: true })) };
}

/**
 * `PUT /api/resources{path}` (api-contract §2.8): replaces an existing file's content
 * atomically. 405 for a folder path, 404 when the file does not exist.
 */
export async function save(
  files: UserFiles,
  virtualPath: string,
  body: UploadBody,
  maxBytes = Number.POSITIVE_INFINITY,
): Promise<WriteResult> {
  requirePerm(files.user, 'modify');
  if (!isVisible(files.policy, virtualPath)) throw new HttpError(403);
  if (virtualPath.endsWith('/') || virtualPath === '/') throw new HttpError(405);
  const location = await readable(files, virtualPath);
  const existing = await stat(location);
  if (existing.isDirectory()) throw new HttpError(405);
  await writeAtomically(location, capBody(body, maxBytes), { journal: files.temps, replace: true });
  return { etag: etagOf(await stat(location, { bigint: true })) };
}
