import { mkdir, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { HttpError } from '../http/http-error';
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
 * parents (idempotent); otherwise the body becomes the file, streamed to a temp file and renamed
 * into place. An existing file needs `override` and `modify`; an existing folder is never
 * replaced (409, security-requirements K20).
 */
export async function upload(
  files: UserFiles,
  virtualPath: string,
  body: UploadBody,
  override: boolean,
): Promise<WriteResult> {
  requirePerm(files.user, 'create');
  if (!isVisible(files.policy, virtualPath)) throw new HttpError(403);
  if (virtualPath.endsWith('/') || virtualPath === '/') return createFolder(files, virtualPath);
  const location = await files.resolver.writable(virtualPath);
  targetAllowed(files, location);
  const existing = await stat(location).catch(() => undefined);
  if (existing?.isDirectory()) throw new HttpError(409);
  if (existing && !override) throw new HttpError(409);
  if (existing && !hasPerm(files.user, 'modify')) throw new HttpError(403);
  await writeAtomically(location, body);
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
): Promise<WriteResult> {
  requirePerm(files.user, 'modify');
  if (!isVisible(files.policy, virtualPath)) throw new HttpError(403);
  if (virtualPath.endsWith('/') || virtualPath === '/') throw new HttpError(405);
  const location = await readable(files, virtualPath);
  const existing = await stat(location);
  if (existing.isDirectory()) throw new HttpError(405);
  await writeAtomically(location, body);
  return { etag: etagOf(await stat(location, { bigint: true })) };
}
