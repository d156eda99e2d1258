// A consumer of the packed package (compiled by strict NodeNext tsc without the DOM lib, then run
// by Node). Uploads, against a real server: a file larger than one chunk (tus) and a small one
// (plain POST), then a folder into a destination that already holds one of its files (checked
// for conflicts first; the conflicting file is overwritten). Records which transport sent each file
// and the bytes it reported, and the engine's events for each item, and prints it all as JSON.
// FB_URL=… FB_PASSWORD=… node out/upload-files.js
import { openAsBlob } from 'node:fs';
import { createClient } from '@file-browser/api-client';
import type { FileTransport, Scheduler, UploadState } from '@file-browser/upload-engine';
import {
  applyConflictChoices,
  checkUploadConflicts,
  createPostTransport,
  createTusTransport,
  createUploadEngine,
  toUploadEntries,
} from '@file-browser/upload-engine';

const client = createClient({ baseURL: process.env['FB_URL'] ?? 'http://127.0.0.1:8080' });
await client.login({ username: 'admin', password: process.env['FB_PASSWORD'] ?? '' });
const tus = { chunkSize: 64 * 1024, retryCount: 2 };

// The engine hands its state out on a timer (every 100 ms); on loopback a whole file can go up
// between two ticks, so this scheduler's tick also runs after each acknowledged chunk: the
// states then show bytes under way whatever the speed of the machine.
let tick = () => {};
const scheduler: Scheduler = {
  setInterval(callback, ms) {
    tick = callback;
    return setInterval(callback, ms);
  },
  clearInterval(handle) {
    clearInterval(handle as ReturnType<typeof setInterval>);
  },
};

/** Which transport sent each path, and the progress (bytes) it reported along the way. */
const sent: Record<string, { transport: string; progress: number[] }> = {};
function recorded(name: string, transport: FileTransport): FileTransport {
  return (request) => {
    const record = { transport: name, progress: [] as number[] };
    sent[request.path] = record;
    return transport({
      ...request,
      onProgress: (bytes) => {
        record.progress.push(bytes);
        request.onProgress(bytes);
        tick();
      },
    });
  };
}

const states: UploadState[] = [];
const engine = createUploadEngine({
  client,
  openFile: (path) => openAsBlob(path),
  scheduler,
  tus,
  transports: {
    post: recorded('post', createPostTransport(client)),
    tus: recorded('tus', createTusTransport({ client, settings: tus })),
  },
});
/** The engine's events for each item, in order: `progress <bytes>`, `complete`, `error …`. */
const events: Record<string, string[]> = {};
const record = (path: string, event: string) => (events[path] ??= []).push(event);
engine.subscribe((state) => states.push(state));
engine.on('progress', ({ item }) => record(item.path, `progress ${item.sentBytes}`));
engine.on('complete', ({ item }) => record(item.path, 'complete'));
engine.on('error', ({ item, message }) => record(item.path, `error ${message}`));

// Two files: big.bin (200 KiB, more than one 64 KiB chunk: tus) and small.txt (plain POST).
engine.add(
  toUploadEntries('/uploads/', [
    { name: 'big.bin', file: 'local/big.bin' },
    { name: 'small.txt', file: 'local/small.txt' },
  ]),
);
const files = await engine.whenDrained();

// A folder whose a.txt already exists at the destination: the conflict check finds it, and the
// dialog's default choice (the local copy) uploads it with overwrite.
const folder = [
  { name: 'album', fullPath: 'album', isDir: true },
  { name: 'a.txt', fullPath: 'album/a.txt', file: 'local/album/a.txt' },
  { name: 'b.txt', fullPath: 'album/b.txt', file: 'local/album/b.txt' },
];
const conflicts = await checkUploadConflicts(client, folder, '/photos/');
engine.add(toUploadEntries('/photos/', applyConflictChoices(folder, conflicts)));
const album = await engine.whenDrained();

const outcome = (items: typeof files.items) =>
  items.map((item) => ({ path: item.path, status: item.status, percent: item.percent }));
console.log(
  JSON.stringify({
    files: outcome(files.items),
    album: outcome(album.items),
    conflicts: conflicts.map((conflict) => conflict.name),
    sent,
    events,
    sawProgress: states.some((state) => state.uploading && state.sentBytes > 0),
  }),
);
