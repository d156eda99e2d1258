// Uploads a local folder to a File Browser server, with a progress line.
// FB_URL=http://127.0.0.1:8080 FB_PASSWORD=… FB_SOURCE=./photos FB_DEST=/photos/ <run this file>
import { openAsBlob } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { createClient } from '@file-browser/api-client';
import { createUploadEngine, toUploadEntries } from '@file-browser/upload-engine';

const env = process.env;
const source = env.FB_SOURCE ?? '.';
const client = createClient({ baseURL: env.FB_URL ?? 'http://127.0.0.1:8080' });
await client.login({ username: env.FB_USER ?? 'admin', password: env.FB_PASSWORD ?? '' });

// Every folder and file below `source`; readdir lists a folder before what it holds.
const found = await readdir(source, { recursive: true, withFileTypes: true });
const local = found.map((entry) => {
  const fullPath = relative(source, join(entry.parentPath, entry.name)).split(sep).join('/');
  const isDir = entry.isDirectory();
  return { name: entry.name, fullPath, isDir, file: isDir ? undefined : join(source, fullPath) };
});

// The tus settings (chunk size, retries) come from the server: GET /api/settings/public.
const engine = createUploadEngine({
  client,
  openFile: (path) => openAsBlob(path), // string `file`s are local paths
  progressInterval: 250, // at most 4 progress lines a second
});
engine.subscribe((state) => {
  if (!state.uploading) return;
  // Speed and time left stay null until the server has acknowledged enough to tell.
  const speed =
    state.bytesPerSecond === null ? '' : ` · ${(state.bytesPerSecond / 1e6).toFixed(2)} MB/s`;
  const eta = state.etaSeconds === null ? '' : ` · ${state.eta} remaining`;
  process.stdout.write(`\r${state.percent}%${speed}${eta} · ${state.pendingCount} left   `);
});
engine.on('retry', ({ item, attempt, message }) => {
  process.stdout.write(`\n${item.path}: ${message}, retry ${attempt}\n`);
});
engine.on('error', ({ item, message }) => {
  process.stdout.write(`\n${item.path}: ${message}\n`);
});

engine.add(toUploadEntries(env.FB_DEST ?? '/', local));
const { items } = await engine.whenDrained();
const done = items.filter((item) => item.status === 'done').length;
process.stdout.write(`\nuploaded ${done} of ${items.length}\n`);
