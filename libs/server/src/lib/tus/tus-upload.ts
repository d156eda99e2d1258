import { stat, statfs } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { isVisible } from '../files/access';
import { FILE_MODE, writeAtomically } from '../files/atomic-write';
import type { UserFiles } from '../files/user-files';
import { writeAllAt } from '../files/write-all';
import { hasPerm, requirePerm, targetAllowed } from '../files/user-files';
import { HttpError } from '../http/http-error';
import type { DrainBudget } from './body-pump';
import { pumpBounded } from './body-pump';
import type { StagedUpload, TusStaging } from './tus-staging';

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

async function statOrUndefined(location: string) {
  return stat(location).catch(() => undefined);
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

/** Refuses an upload the disk under the staging folder cannot hold (K26). */
async function requireFreeSpace(staging: TusStaging, length: number): Promise<void> {
  const fs = await statfs(staging.dir);
  if (fs.bavail * fs.bsize < length) throw new HttpError(413);
}

/** Refuses replacing a folder, or a file without `override` and `modify`. */
async function checkReplace(files: UserFiles, target: string, override: boolean): Promise<void> {
  const existing = await statOrUndefined(target);
  if (existing?.isDirectory()) throw new HttpError(400, 'path is a folder');
  if (existing && !override) throw new HttpError(409);
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
  await requireFreeSpace(staging, length);
  const release = staging.lock(staging.idOf(target));
  if (!release) throw new HttpError(409);
  try {
    if (length > 0) {
      await staging.create(target, length, request.override, files.user.id);
      return false;
    }
    await staging.remove(staging.idOf(target));
    await writeAtomically(target, undefined, { journal: files.temps, replace: request.override });
    return true;
  } finally {
    release();
  }
}

/** `HEAD /api/tus{path}`: the upload in progress (404 when there is none). */
export async function uploadStatus(
  files: UserFiles,
  staging: TusStaging,
  virtualPath: string,
): Promise<StagedUpload> {
  const target = await resolveTarget(files, virtualPath, 'create');
  const upload = await staging.find(target);
  if (!upload) throw new HttpError(404);
  return upload;
}

/** `DELETE /api/tus{path}`: drops an upload in progress; the target is never touched. */
export async function terminateUpload(
  files: UserFiles,
  staging: TusStaging,
  virtualPath: string,
): Promise<void> {
  const target = await resolveTarget(files, virtualPath, 'delete');
  const upload = await staging.find(target);
  // Only the user who started an upload may terminate it (security-requirements K19); to
  // anyone else it does not exist, so the answer reveals nothing about other users' uploads.
  if (!upload || (upload.owner !== undefined && upload.owner !== files.user.id)) {
    throw new HttpError(404);
  }
  const release = staging.lock(upload.id);
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

/** Appends one chunk at `offset`; on overflow the part file is cut back and 413 thrown. */
async function appendChunk(
  staging: TusStaging,
  upload: StagedUpload,
  offset: number,
  request: PatchRequest,
): Promise<number> {
  const room = upload.length - offset;
  const handle = await staging.openPart(upload.id);
  try {
    let position = offset;
    const early = request.contentLength !== undefined && request.contentLength > room;
    const result = request.body
      ? await pumpBounded(request.body, early ? -1 : room, request.budget, async (chunks) => {
          position += await writeAllAt(handle, chunks, position);
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

/** Moves a finished upload into place, re-checking what may have changed since the POST. */
async function complete(files: UserFiles, staging: TusStaging, upload: StagedUpload) {
  const existing = await statOrUndefined(upload.target);
  try {
    await checkReplace(files, upload.target, upload.override);
  } catch (error) {
    await staging.remove(upload.id);
    throw error;
  }
  await staging.finish(upload, existing ? existing.mode & 0o7777 : FILE_MODE);
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
  const release = staging.lock(staging.idOf(target));
  if (!release) throw new HttpError(409);
  try {
    const upload = await staging.find(target);
    if (!upload) throw new HttpError(404);
    if (offset > upload.length) throw new HttpError(400, 'offset beyond the upload length');
    if ((await statOrUndefined(target))?.isDirectory())
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
