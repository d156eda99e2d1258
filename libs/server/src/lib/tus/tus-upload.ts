import { basename, dirname } from 'node:path';
import type { Readable } from 'node:stream';
import { isVisible } from '../files/access';
import { conflict, httpErrorOf, isOutOfSpace } from '../core/fs-errors';
import type { Storage } from '../ports/storage';
import { FILE_MODE } from '../ports/storage';
import type { UserFiles } from '../files/user-files';
import { writeAllAt } from '../core/write-all';
import { hasPerm, requirePerm, targetAllowed } from '../files/user-files';
import { HttpError } from '../core/http-error';
import type { DrainBudget } from '../http/body-pump';
import { pumpBounded } from '../http/body-pump';
import type { StagedUpload, TusStaging } from './tus-staging';
import { isMissing } from '../core/path-checks';

/** Limits on what a tus upload may declare. */
export interface TusLimits {
  /** Largest `Upload-Length` accepted (413 above it); Infinity for no limit. */
  maxUploadBytes: number;
}

/** `Content-Type` every PATCH must carry (api-contract §9). */
export const PATCH_CONTENT_TYPE = 'application/offset+octet-stream';

/**
 * Parses `Upload-Length`: missing, negative or non-decimal is 400, above the limit 413
 * (security-requirements K26, K28). Called before anything touches the disk.
 */
export function parseUploadLength(header: string | undefined, limits: TusLimits): number {
  if (header === undefined || !/^\d{1,16}$/.test(header.trim())) {
    throw new HttpError(400, 'invalid Upload-Length');
  }
  const length = Number(header.trim());
  if (!Number.isSafeInteger(length)) throw new HttpError(400, 'invalid Upload-Length');
  if (length > limits.maxUploadBytes) throw new HttpError(413);
  return length;
}

async function statOrUndefined(storage: Storage, location: string) {
  return storage.stat(location).catch(() => undefined);
}

/** The checks every tus method starts with: the permission, rules and hidden files, the target. */
async function resolveTarget(
  files: UserFiles,
  virtualPath: string,
  permission: 'create' | 'delete',
): Promise<string> {
  requirePerm(files.user, permission);
  if (!isVisible(files.policy, virtualPath)) throw new HttpError(403);
  if (virtualPath === '/' || virtualPath.endsWith('/')) {
    throw new HttpError(permission === 'delete' ? 403 : 400, 'path is a folder');
  }
  const target = await files.resolver.writable(virtualPath);
  targetAllowed(files, target);
  return target;
}

/** The nearest folder at or above `location` that exists (the served root always does). */
async function nearestExisting(storage: Storage, location: string) {
  for (let folder = location; ; folder = dirname(folder)) {
    try {
      return { folder, stats: await storage.stat(folder) };
    } catch (error) {
      if (!isMissing(error) || dirname(folder) === folder) throw error;
    }
  }
}

/** Throws 507 with the numbers when the disk holding `folder` has less than `length` free. */
async function requireRoom(storage: Storage, folder: string, length: number, which: string) {
  const fs = await storage.fileSystem(folder);
  const free = fs.bavail * fs.bsize;
  if (free < length) {
    throw new HttpError(507, `the upload needs ${length} bytes, ${which} has ${free} free`);
  }
}

/**
 * Refuses an upload the disks cannot hold before anything is staged (K26): the staging disk
 * holds the part file, and when the target's folder is on another disk, that one must hold the
 * copy made at completion too. 507 rather than 413: the request is fine, the server is full.
 */
async function requireFreeSpace(
  storage: Storage,
  staging: TusStaging,
  target: string,
  length: number,
) {
  await requireRoom(storage, staging.dir, length, 'the disk holding unfinished uploads');
  const [stagingDisk, targetFolder] = await Promise.all([
    storage.stat(staging.dir),
    nearestExisting(storage, dirname(target)),
  ]);
  if (targetFolder.stats.dev !== stagingDisk.dev) {
    await requireRoom(storage, targetFolder.folder, length, "the target folder's disk");
  }
}

/**
 * An upload belongs to the user who started it (K19): to anyone else it does not exist, so
 * nobody can watch, feed, reset or drop another user's upload to a folder they share.
 * Uploads staged before the owner was recorded belong to whoever reaches them.
 */
function isOwn(files: UserFiles, upload: StagedUpload): boolean {
  return upload.owner === undefined || upload.owner === files.user.id;
}

/** The caller's upload of `target`, or undefined when there is none or it is someone else's. */
async function findOwn(
  files: UserFiles,
  staging: TusStaging,
  target: string,
): Promise<StagedUpload | undefined> {
  const upload = await staging.find(target);
  return upload && isOwn(files, upload) ? upload : undefined;
}

/** Refuses replacing a folder, or a file without `override` and `modify`. */
async function checkReplace(files: UserFiles, target: string, override: boolean): Promise<void> {
  const existing = await statOrUndefined(files.resolver.storage, target);
  if (existing?.isDirectory()) throw new HttpError(400, 'path is a folder');
  if (existing && !override) throw conflict(basename(target));
  if (existing && !hasPerm(files.user, 'modify')) throw new HttpError(403);
}

/**
 * `POST /api/tus{path}` (api-contract §9): registers an upload of the declared length. Nothing
 * is written at the target yet (differs from upstream, which truncates it at once); a
 * zero-length upload is complete at once and writes the empty file. Returns true when complete.
 */
export async function createUpload(
  files: UserFiles,
  staging: TusStaging,
  request: { virtualPath: string; lengthHeader: string | undefined; override: boolean },
  limits: TusLimits,
): Promise<boolean> {
  const length = parseUploadLength(request.lengthHeader, limits);
  const target = await resolveTarget(files, request.virtualPath, 'create');
  await checkReplace(files, target, request.override);
  await requireFreeSpace(files.resolver.storage, staging, target, length);
  const release = await staging.lock(staging.idOf(target));
  if (!release) throw new HttpError(409);
  try {
    const current = await staging.find(target);
    if (current && !isOwn(files, current)) {
      throw new HttpError(403, "another user's upload to this file is in progress");
    }
    // The same user posting again restarts the upload (tus-js-client does when it cannot resume).
    if (length > 0) {
      await staging.create(target, length, request.override, files.user.id);
      return false;
    }
    await staging.remove(staging.idOf(target));
    await files.resolver.storage.writeAtomically(target, undefined, {
      journal: files.temps,
      replace: request.override,
    });
    return true;
  } finally {
    release();
  }
}

/**
 * `HEAD /api/tus{path}`: the caller's upload in progress (404 when there is none). One the
 * server placed just before it stopped answers its whole length, once, and is removed: that
 * is what makes tus-js-client, which asks HEAD first when it resumes, report success.
 */
export async function uploadStatus(
  files: UserFiles,
  staging: TusStaging,
  virtualPath: string,
): Promise<StagedUpload> {
  const target = await resolveTarget(files, virtualPath, 'create');
  const upload = await findOwn(files, staging, target);
  if (!upload) throw new HttpError(404);
  if (!upload.placed) {
    // Marking it used needs no lock: holding the upload's lock, even for a moment (a round
    // trip to Redis between nodes), would turn a PATCH arriving meanwhile into a 409. A part
    // that a PATCH just completed or the sweep just removed is not an error here.
    await staging.touch(upload.id).catch((error: unknown) => {
      if ((error as { code?: string }).code !== 'ENOENT') throw error;
    });
    return upload;
  }
  const release = await staging.lock(upload.id);
  if (!release) return upload;
  try {
    await staging.remove(upload.id);
  } finally {
    release();
  }
  return upload;
}

/** `DELETE /api/tus{path}`: drops an upload in progress; the target is never touched. */
export async function terminateUpload(
  files: UserFiles,
  staging: TusStaging,
  virtualPath: string,
): Promise<void> {
  const target = await resolveTarget(files, virtualPath, 'delete');
  // Only the user who started an upload may terminate it (security-requirements K19); to
  // anyone else it does not exist, so the answer reveals nothing about other users' uploads.
  const upload = await findOwn(files, staging, target);
  if (!upload) throw new HttpError(404);
  const release = await staging.lock(upload.id);
  if (!release) throw new HttpError(409);
  try {
    await staging.remove(upload.id);
  } finally {
    release();
  }
}

/** A PATCH request as the tus route hands it over. */
export interface PatchRequest {
  virtualPath: string;
  contentType: string | undefined;
  offsetHeader: string | undefined;
  contentLength: number | undefined;
  body: Readable | undefined;
  budget: DrainBudget;
}

function parseOffset(header: string | undefined): number {
  if (header === undefined || !/^\d{1,16}$/.test(header.trim())) {
    throw new HttpError(400, 'invalid Upload-Offset');
  }
  return Number(header.trim());
}

/**
 * Appends one chunk at `offset`; on overflow the part file is cut back and 413 thrown. A full
 * disk keeps the upload at the bytes written whole so far and answers 507.
 */
async function appendChunk(
  staging: TusStaging,
  upload: StagedUpload,
  offset: number,
  request: PatchRequest,
): Promise<number> {
  const room = upload.length - offset;
  const handle = await staging.openPart(upload.id);
  try {
    // A part holding every byte is an upload whose placing failed: its last byte comes again.
    if ((await handle.stat()).size > offset) await handle.truncate(offset);
    let position = offset;
    const early = request.contentLength !== undefined && request.contentLength > room;
    const result = request.body
      ? await pumpBounded(request.body, early ? -1 : room, request.budget, async (chunks) => {
          position += await writeAllAt(handle, chunks, position);
        }).catch(async (error: unknown) => {
          if (!isOutOfSpace(error)) throw error;
          // A write cut short may have left part of a chunk; the upload resumes after the last
          // whole one, which is what HEAD will then report.
          await handle.truncate(position);
          await handle.sync();
          const detail = httpErrorOf(error)?.detail ?? 'not enough free space';
          throw new HttpError(507, `${detail}; the upload is kept at ${position} bytes`);
        })
      : { accepted: 0, outcome: 'complete' as const };
    if (result.outcome === 'overflow') {
      // Security-requirements K26: never keep bytes past the declared length.
      await handle.truncate(offset);
      throw new HttpError(413);
    }
    await handle.sync();
    return offset + result.accepted;
  } finally {
    await handle.close();
  }
}

/**
 * Why placing failed, as the PATCH answers it: the file-system error's status and cause (507
 * full, 403 read-only, ...) or 500 with its code, saying the upload waits for a retry.
 */
function placingFailed(error: unknown): HttpError {
  const known = error instanceof HttpError ? error : httpErrorOf(error);
  const code = (error as NodeJS.ErrnoException).code ?? 'unexpected error';
  const cause = known?.detail ?? `the file could not be put in place (${code})`;
  const answer = new HttpError(
    known?.status ?? 500,
    `${cause}; the upload is kept: send its last byte again to retry`,
  );
  answer.cause = error;
  return answer;
}

/**
 * Puts a finished upload in place, re-checking what may have changed since the POST. The
 * upload is complete only once the file is at its final name: a name taken meanwhile without
 * `override` loses the race (409, the bytes are not stored), any other failure keeps the whole
 * upload for a retry and answers why.
 */
async function complete(files: UserFiles, staging: TusStaging, upload: StagedUpload) {
  const existing = await statOrUndefined(files.resolver.storage, upload.target);
  try {
    await checkReplace(files, upload.target, upload.override);
  } catch (error) {
    await staging.remove(upload.id);
    throw error;
  }
  try {
    await staging.finish(upload, existing ? existing.mode & 0o7777 : FILE_MODE, files.temps);
  } catch (error) {
    if (error instanceof HttpError && error.status === 409) {
      await staging.remove(upload.id);
      throw error;
    }
    // A step after the name was taken failed (the folder's fsync): the file is in place.
    if ((await staging.find(upload.target).catch(() => undefined))?.placed) {
      await staging.remove(upload.id);
      return;
    }
    throw placingFailed(error);
  }
}

/**
 * `PATCH /api/tus{path}` (api-contract §9): appends a chunk at `Upload-Offset`, which must
 * equal the bytes received so far (409). Serialised per upload: a concurrent PATCH gets 409
 * (K27). A chunk longer than the declared length is refused (413) and rolled back (K26). When
 * the last byte arrives the file is moved into place. Returns the new offset and completion.
 */
export async function patchUpload(
  files: UserFiles,
  staging: TusStaging,
  request: PatchRequest,
): Promise<{ offset: number; complete: boolean }> {
  const target = await resolveTarget(files, request.virtualPath, 'create');
  if (request.contentType !== PATCH_CONTENT_TYPE) throw new HttpError(415);
  const offset = parseOffset(request.offsetHeader);
  const release = await staging.lock(staging.idOf(target));
  if (!release) throw new HttpError(409);
  try {
    const upload = await findOwn(files, staging, target);
    if (!upload) throw new HttpError(404);
    if (upload.placed) throw new HttpError(409, 'the upload is already complete');
    await staging.touch(upload.id);
    if (offset > upload.length) throw new HttpError(400, 'offset beyond the upload length');
    if ((await statOrUndefined(files.resolver.storage, target))?.isDirectory())
      throw new HttpError(400, 'path is a folder');
    if (offset !== upload.offset) throw new HttpError(409);
    const next = await appendChunk(staging, upload, offset, request);
    if (next < upload.length) return { offset: next, complete: false };
    await complete(files, staging, upload);
    return { offset: next, complete: true };
  } finally {
    release();
  }
}
