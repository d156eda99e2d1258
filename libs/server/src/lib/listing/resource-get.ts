import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../core/http-error';
import { checksumAlgorithm, fileChecksum } from '../files/checksum';
import { listingAskOf } from './listing-query';
import { sendFolderListing } from './folder-listing';
import { readFileResource, resolveResource } from '../files/resource';
import { queryOf } from '../files/query';
import type { UserFiles } from '../files/user-files';
import { hasPerm } from '../files/user-files';

/**
 * What {@link readResourceForRequest} returns when it answered on the reply itself (a listing,
 * raw text): nothing more may be sent, even when the client left part-way through the stream.
 */
export const ANSWERED = Symbol('answered on the reply');

/**
 * `GET /api/resources{path}` with its options (api-contract §2.3). A folder's listing is
 * streamed, or with `?limit=` paged (ours; see `listing/`). A file: `?checksum=` answers the
 * FileInfo with a streamed digest instead of the content; `X-Encoding: true` answers a text
 * file's raw bytes (immutable text too: the client decodes them in the encoding a user picks).
 * Both need `download`.
 * differs from upstream: without `download` both answer 403, not 202.
 */
export async function readResourceForRequest(
  files: UserFiles,
  request: FastifyRequest,
  reply: FastifyReply,
  virtualPath: string,
): Promise<unknown> {
  const download = hasPerm(files.user, 'download');
  const query = queryOf(request.url);
  const checksum = query.get('checksum');
  const rawText = request.headers['x-encoding'] === 'true';
  const resourceRequest = {
    resolver: files.resolver,
    policy: files.policy,
    sorting: files.user.sorting,
    canModify: hasPerm(files.user, 'modify'),
    withContent: download && checksum === null && !rawText,
  };
  const resolved = await resolveResource(resourceRequest, virtualPath);
  if (resolved.self.isDir) {
    const ask = listingAskOf(query, files.user.sorting);
    // Awaiting the reply (a thenable) waits until it ends or the client leaves.
    await sendFolderListing(resourceRequest, resolved, ask, reply);
    return ANSWERED;
  }
  const resource = await readFileResource(resourceRequest, resolved);
  if ((checksum !== null || rawText) && !download) throw new HttpError(403);
  if (checksum !== null) {
    const algorithm = checksumAlgorithm(checksum);
    const real = await files.resolver.existing(virtualPath);
    const { storage } = files.resolver;
    if (!(await storage.stat(real)).isFile()) throw new HttpError(400, 'not a regular file');
    const digest = await fileChecksum(storage, real, algorithm);
    return { ...resource, checksums: { [algorithm]: digest } };
  }
  if (rawText && (resource.type === 'text' || resource.type === 'textImmutable')) {
    const real = await files.resolver.existing(virtualPath);
    await reply.type('application/octet-stream').send(files.resolver.storage.readStream(real));
    return ANSWERED;
  }
  return resource;
}
