import type { ChecksumAlgorithm } from '@file-browser/api-contract';
import { checksumAlgorithmSchema } from '@file-browser/api-contract';
import { createHash } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { HttpError } from '../core/http-error';
import type { Storage } from '../ports/storage';

/** Checks a `?checksum=` value: 400 for anything but the four algorithms. */
export function checksumAlgorithm(value: string): ChecksumAlgorithm {
  const parsed = checksumAlgorithmSchema.safeParse(value);
  if (!parsed.success) throw new HttpError(400, `unknown checksum algorithm "${value}"`);
  return parsed.data;
}

/** Lower-case hex digest of a file, streamed so the file is never held in memory. */
export async function fileChecksum(
  storage: Storage,
  real: string,
  algorithm: ChecksumAlgorithm,
): Promise<string> {
  const hash = createHash(algorithm);
  await pipeline(storage.readStream(real), hash);
  return hash.digest('hex');
}
