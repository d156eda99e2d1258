import type { FastifyReply, FastifyRequest } from 'fastify';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { HttpError } from '../http/http-error';
import { checksumAlgorithm, fileChecksum } from './checksum';
import { readResource } from './resource';
import { queryOf } from './query';
import type { UserFiles } from './user-files';
import { hasPerm } from './user-files';

/**
 * `GET /api/resources{path}` with its file options (api-contract §2.3): `?checksum=` answers the
 * FileInfo with a streamed digest instead of the content; `X-Encoding: true` answers a `text`
 * file's raw bytes. Both need `download`.
 * differs from upstream: without `download` both answer 403, not 202.
 */
export async function readResourceForRequest(
  files: UserFiles,
  request: FastifyRequest,
  reply: FastifyReply,
  virtualPath: string,
): Promise<unknown> {
  const download = hasPerm(files.user, 'download');
  const checksum = queryOf(request.url).get('checksum');
  const rawText = request.headers['x-encoding'] === 'true';
  const resource = await readResource(
    {
      resolver: files.resolver,
      policy: files.policy,
      sorting: files.user.sorting,
      canModify: hasPerm(files.user, 'modify'),
      withContent: download && checksum === null && !rawText,
    },
    virtualPath,
  );
  if (resource.isDir) return resource;
  if ((checksum !== null || rawText) && !download) throw new HttpError(403);
  if (checksum !== null) {
    const algorithm = checksumAlgorithm(checksum);
    const real = await files.resolver.existing(virtualPath);
    if (!(await stat(real)).isFile()) throw new HttpError(400, 'not a regular file');
    return { ...resource, checksums: { [algorithm]: await fileChecksum(real, algorithm) } };
  }
  if (rawText && resource.type === 'text') {
    const real = await files.resolver.existing(virtualPath);
    return reply.type('application/octet-stream').send(createReadStream(real));
  }
  return resource;
}
