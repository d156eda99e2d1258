import type { FileHandle } from '../ports/storage';

/**
 * Writes every chunk at `position`, normally in one `writev`; returns the bytes written.
 * A write may be partial, so whatever did not land goes down the slow way.
 */
export async function writeAllAt(
  handle: FileHandle,
  chunks: Uint8Array[],
  position: number,
): Promise<number> {
  const total = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  const done = (await handle.writev(chunks, position)).bytesWritten;
  if (done < total) {
    const rest = Buffer.concat(chunks).subarray(done);
    for (let at = 0; at < rest.length;) {
      at += (await handle.write(rest, at, rest.length - at, position + done + at)).bytesWritten;
    }
  }
  return total;
}
