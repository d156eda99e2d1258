import type { Storage } from '../ports/storage';
import { MAX_TEXT_SIZE } from './file-type';

/**
 * A text file's content for the `content` field, never more than {@link MAX_TEXT_SIZE} bytes
 * even if the file grew since it was classified (security-requirements K81).
 */
export async function readTextContent(storage: Storage, real: string): Promise<string> {
  const handle = await storage.open(real, 'r');
  try {
    const buffer = Buffer.alloc(Math.min((await handle.stat()).size, MAX_TEXT_SIZE));
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return buffer.subarray(0, bytesRead).toString('utf8');
  } finally {
    await handle.close();
  }
}
