// Local files for the real-server upload tests: temp folders, trees, large files, checksums.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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

/** The SHA-256 of a file's bytes, in hex. */
export const sha256 = (path: string) =>
  createHash('sha256').update(readFileSync(path)).digest('hex');

/** A Blob that counts the bytes read from it: tus-js-client reads each chunk as a slice. */
export class CountingBlob extends Blob {
  read = 0;

  override slice(start = 0, end = this.size, type?: string): Blob {
    this.read += Math.max(0, Math.min(end, this.size) - start);
    return super.slice(start, end, type);
  }
}
