// A consumer of the packed package sending a large local file (local/large.bin), one step per
// run (FB_STEP), each printing what it saw as JSON:
// - `post`: the whole file by plain POST (no tus settings), with its progress events;
// - `start`: by tus in 4 MiB chunks until FB_ABORT_AT bytes are acknowledged, then
//   `abort({ resumable: true })`; the item's tus upload URL is stored in upload-state.json, as
//   an app would keep it across a crash;
// - `resume` (a new process, after the server restarted): asks the server for its offset (tus
//   HEAD), queues the file again with the stored URL and counts the bytes it reads from the file.
// FB_URL=… FB_PASSWORD=… FB_STEP=post|start|resume FB_ABORT_AT=… node out/large-upload.js
import { openAsBlob, readFileSync, writeFileSync } from 'node:fs';
import { createClient } from '@file-browser/api-client';
import type { UploadEntry, UploadItem } from '@file-browser/upload-engine';
import { createUploadEngine } from '@file-browser/upload-engine';

const FILE = 'local/large.bin';
const STATE = 'upload-state.json';
const step = process.env['FB_STEP'];

/** The stored upload: what `start` leaves for `resume`. */
interface Stored {
  path: string;
  tusUploadUrl: string | undefined;
}

/** The file as a Blob that counts the bytes read from it (tus reads each chunk as a slice). */
class CountingBlob extends Blob {
  read = 0;

  override slice(start = 0, end = this.size, type?: string): Blob {
    this.read += Math.max(0, Math.min(end, this.size) - start);
    return super.slice(start, end, type);
  }
}

const client = createClient({ baseURL: process.env['FB_URL'] ?? 'http://127.0.0.1:8080' });
await client.login({ username: 'admin', password: process.env['FB_PASSWORD'] ?? '' });
const file = new CountingBlob([await openAsBlob(FILE)]);
const engine = createUploadEngine({
  client,
  openFile: () => Promise.resolve(file),
  tus: step === 'post' ? null : { chunkSize: 4 * 1024 * 1024, retryCount: 2 },
});
/** The item's events in order: `progress <bytes>`, `retry <n>`, `complete`, `error <message>`. */
const events: string[] = [];
engine.on('progress', ({ item }) => events.push(`progress ${item.sentBytes}`));
engine.on('retry', ({ attempt }) => events.push(`retry ${attempt}`));
engine.on('complete', () => events.push('complete'));
engine.on('error', ({ message }) => events.push(`error ${message}`));
const outcome = (item: UploadItem | undefined) =>
  item && { status: item.status, sentBytes: item.sentBytes, tusUploadUrl: item.tusUploadUrl };

if (step === 'post') {
  engine.add([{ path: '/big/posted.bin', file: FILE }]);
  const { items } = await engine.whenDrained();
  console.log(JSON.stringify({ item: outcome(items[0]), events }));
} else if (step === 'start') {
  const abortAt = Number(process.env['FB_ABORT_AT']);
  let aborting = false;
  engine.on('progress', ({ item }) => {
    if (aborting || item.sentBytes < abortAt) return;
    aborting = true;
    void engine.abort({ resumable: true });
  });
  engine.add([{ path: '/big/large.bin', file: FILE }]);
  const { items, aborted } = await engine.whenDrained();
  const [item] = items;
  const stored: Stored = { path: '/big/large.bin', tusUploadUrl: item?.tusUploadUrl };
  writeFileSync(STATE, JSON.stringify(stored));
  console.log(JSON.stringify({ aborted, item: outcome(item), events }));
} else {
  const stored = JSON.parse(readFileSync(STATE, 'utf8')) as Stored;
  // What the server kept, asked the tus way (the engine asks the same when it resumes).
  const head = await fetch(stored.tusUploadUrl ?? '', {
    method: 'HEAD',
    headers: { 'Tus-Resumable': '1.0.0', 'X-Auth': client.storage.get() ?? '' },
  });
  const serverOffset = Number(head.headers.get('Upload-Offset'));
  const entry: UploadEntry = { path: stored.path, file: FILE, tusUploadUrl: stored.tusUploadUrl };
  engine.add([entry]);
  const { items } = await engine.whenDrained();
  const item = outcome(items[0]);
  console.log(JSON.stringify({ head: head.status, serverOffset, item, events, read: file.read }));
}
