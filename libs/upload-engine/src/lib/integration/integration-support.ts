import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FileTransport } from '../engine/types';
import type { UploadEngine } from '../engine/upload-engine';

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

/** Records an engine's events: their kinds in order, an item's acknowledged bytes, item ends. */
export function eventLog(engine: UploadEngine) {
  const events: { kind: string; path: string; bytes: number; text: string }[] = [];
  const push = (kind: string, path: string, bytes: number, text = '') => {
    events.push({ kind, path, bytes, text });
  };
  engine.on('progress', ({ item }) => {
    push('progress', item.path, item.sentBytes);
  });
  engine.on('retry', ({ item, attempt }) => {
    push('retry', item.path, item.sentBytes, `#${attempt}`);
  });
  engine.on('complete', ({ item }) => {
    push('complete', item.path, item.sentBytes);
  });
  engine.on('error', ({ item, message }) => {
    push('error', item.path, item.sentBytes, message);
  });
  engine.on('drained', () => {
    push('drained', '', 0);
  });
  return {
    events,
    kinds: () => events.map((event) => event.kind),
    /** Acknowledged bytes of every `progress` event, in order. */
    progress: () => events.filter((event) => event.kind === 'progress').map((event) => event.bytes),
    /** `complete <path>` / `error <path> <message>`, in order. */
    ends: () =>
      events
        .filter((event) => event.kind === 'complete' || event.kind === 'error')
        .map((event) => `${event.kind} ${event.path}${event.text ? ` ${event.text}` : ''}`),
  };
}

/** A Blob that counts the bytes read from it: tus-js-client reads each chunk as a slice. */
export class CountingBlob extends Blob {
  read = 0;

  override slice(start = 0, end = this.size, type?: string): Blob {
    this.read += Math.max(0, Math.min(end, this.size) - start);
    return super.slice(start, end, type);
  }
}
