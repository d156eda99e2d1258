import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FileTransport } from '../engine/types';

/** A temp folder for local files to upload. */
export function localFolder(): string {
  return mkdtempSync(join(tmpdir(), 'fb-upload-local-'));
}

/** Writes `count` small files spread over 10 folders; returns their relative paths. */
export function writeSmallTree(root: string, count: number): string[] {
  const paths: string[] = [];
  for (let index = 0; index < count; index++) {
    const path = `tree/part ${index % 10}/file #${index}.txt`;
    mkdirSync(join(root, `tree/part ${index % 10}`), { recursive: true });
    writeFileSync(join(root, path), `file ${index} `.repeat(200 + index));
    paths.push(path);
  }
  return paths;
}

/** Writes a patterned file of `size` bytes (not all zeros, so misplaced chunks show). */
export function writeLargeFile(path: string, size: number): void {
  const bytes = Buffer.alloc(size);
  for (let index = 0; index < size; index += 4) bytes.writeUInt32LE(index >>> 2, index);
  writeFileSync(path, bytes);
}

export const sha256 = (path: string) =>
  createHash('sha256').update(readFileSync(path)).digest('hex');

/** Wraps a real transport so the test can act once `threshold` bytes went out. */
export function whenSent(
  transport: FileTransport,
  threshold: number,
  act: () => void,
): FileTransport {
  let fired = false;
  return (request) =>
    transport({
      ...request,
      onProgress: (sent) => {
        request.onProgress(sent);
        if (sent >= threshold && !fired) {
          fired = true;
          act();
        }
      },
    });
}
