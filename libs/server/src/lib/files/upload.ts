import { Transform } from 'node:stream';
import type { Readable } from 'node:stream';
import { HttpError } from '../core/http-error';
import { DRAIN_LIMIT_BYTES, drain } from '../http/body-pump';
import { isVisible } from './access';
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
 * write fails with 413, which removes only the temp file (K14); {@link drainOnFailure} then
 * reads the rest within a bound so the 413 still reaches the client (as for tus, K29).
 */
export function capBody(body: UploadBody, max: number): UploadBody {
  // Wrapped even without a limit: the write's pipeline destroys what it reads from when it
  // fails, and that must be this wrapper, not the request, or the answer could not be sent.
  if (!body) return body;
  let seen = 0;
  const limited = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen <= max) {
        callback(null, chunk);
        return;
      }
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

/**
 * Runs a write; when it fails, the rest of the request body is read and dropped within the tus
 * drain bound so a client still sending sees the answer (a 507 or 409 that came before the body
 * ended would otherwise wait behind a full socket); past the bound the connection is closed.
 */
async function drainOnFailure<T>(body: UploadBody, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    // Whatever the body was piped into is done with it; left attached it would pause the drain.
    body?.unpipe();
    if (body && !(await drain(body, { remaining: DRAIN_LIMIT_BYTES }))) body.destroy();
    throw error;
  }
}

async function createFolder(files: UserFiles, virtualPath: string): Promise<WriteResult> {
  const location = await files.resolver.writable(virtualPath);
  targetAllowed(files, location);
  const existing = await files.resolver.storage.stat(location).catch(() => undefined);
  if (existing && !existing.isDirectory()) throw new HttpError(409);
  await files.resolver.storage.ensureFolder(location);
  return {};
}

/**
 * `POST /api/resources{path}` (api-contract §2.7): a trailing slash creates the folder and its
 * parents (idempotent); otherwise the body becomes the file, streamed to a temp file and placed
 * (without `override`, only while the name is free: of racing creates one wins, the rest 409).
 * An existing file needs `override` and `modify`; an existing folder is never replaced (409,
 * security-requirements K20).
 */
export function upload(
  files: UserFiles,
  virtualPath: string,
  body: UploadBody,
  override: boolean,
  maxBytes = Number.POSITIVE_INFINITY,
): Promise<WriteResult> {
  return drainOnFailure(body, () => uploadFile(files, virtualPath, body, override, maxBytes));
}

async function uploadFile(
  files: UserFiles,
  virtualPath: string,
  body: UploadBody,
  override: boolean,
  maxBytes: number,
): Promise<WriteResult> {
  requirePerm(files.user, 'create');
  if (!isVisible(files.policy, virtualPath)) throw new HttpError(403);
  if (virtualPath.endsWith('/') || virtualPath === '/') return createFolder(files, virtualPath);
  const location = await files.resolver.writable(virtualPath);
  targetAllowed(files, location);
  const existing = await files.resolver.storage.stat(location).catch(() => undefined);
  if (existing?.isDirectory()) throw new HttpError(409);
  if (existing && !override) throw new HttpError(409);
  const mayReplace = hasPerm(files.user, 'modify');
  if (existing && !mayReplace) throw new HttpError(403);
  // The check above answers early; the final say is the placement's, which refuses a name
  // taken meanwhile unless this request may replace it (one winner among racing creates).
  const written = await files.resolver.storage.writeAtomically(location, capBody(body, maxBytes), {
    journal: files.temps,
    replace: override && mayReplace,
  });
  return { etag: etagOf(written) };
}

/**
 * `PUT /api/resources{path}` (api-contract §2.8): replaces an existing file's content
 * atomically. 405 for a folder path, 404 when the file does not exist.
 */
export function save(
  files: UserFiles,
  virtualPath: string,
  body: UploadBody,
  maxBytes = Number.POSITIVE_INFINITY,
): Promise<WriteResult> {
  return drainOnFailure(body, () => saveFile(files, virtualPath, body, maxBytes));
}

async function saveFile(
  files: UserFiles,
  virtualPath: string,
  body: UploadBody,
  maxBytes: number,
): Promise<WriteResult> {
  requirePerm(files.user, 'modify');
  if (!isVisible(files.policy, virtualPath)) throw new HttpError(403);
  if (virtualPath.endsWith('/') || virtualPath === '/') throw new HttpError(405);
  const location = await readable(files, virtualPath);
  const existing = await files.resolver.storage.stat(location);
  if (existing.isDirectory()) throw new HttpError(405);
  const written = await files.resolver.storage.writeAtomically(location, capBody(body, maxBytes), {
    journal: files.temps,
    // A file moved or deleted while the body came in is not created again (404).
    replace: 'existing',
    createParents: false,
  });
  return { etag: etagOf(written) };
}
