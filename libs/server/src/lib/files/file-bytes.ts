import { open } from 'node:fs/promises';
import { MAX_TEXT_SIZE } from './file-type';

const HEADER_BYTES = 512;

/** Up to the first 512 bytes of a file, for type detection. */
export async function readHeader(file: string): Promise<Uint8Array> {
  const handle = await open(file, 'r');
  try {
    const buffer = new Uint8Array(HEADER_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEADER_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * A text file's content for the `content` field, never more than {@link MAX_TEXT_SIZE} bytes
 * even if the file grew since it was classified (security-requirements K81).
 */
export async function readTextContent(real: string): Promise<string> {
  const handle = await open(real, 'r');
  try {
    const buffer = Buffer.alloc(Math.min((await handle.stat()).size, MAX_TEXT_SIZE));
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return buffer.subarray(0, bytesRead).toString('utf8');
  } finally {
    await handle.close();
  }
}
