// Uploads two files from memory and prints each one's events as they come.
// FB_URL=http://127.0.0.1:8080 FB_PASSWORD=… FB_DEST=/inbox/ <run this file>
import { createClient } from '@file-browser/api-client';
import { createUploadEngine } from '@file-browser/upload-engine';

const env = process.env;
const client = createClient({ baseURL: env.FB_URL ?? 'http://127.0.0.1:8080' });
await client.login({ username: env.FB_USER ?? 'admin', password: env.FB_PASSWORD ?? '' });
const { tus } = await client.getPublicSettings(); // any signed-in user may read these
console.log(`tus chunks of ${tus.chunkSize} bytes, ${tus.retryCount} retries`);

const engine = createUploadEngine({ client, tus });
engine.on('progress', ({ item, totals }) => {
  console.log(`${item.name}: ${item.sentBytes} of ${item.totalBytes} (batch ${totals.percent}%)`);
});
engine.on('retry', ({ item, attempt, delayMs, message }) => {
  console.log(`${item.name}: ${message}, retry ${attempt} in ${delayMs} ms`);
});
engine.on('complete', ({ item }) => {
  console.log(`${item.name}: done`);
});
engine.on('error', ({ item, message }) => {
  console.log(`${item.name}: failed, ${message}`);
});

const destination = env.FB_DEST ?? '/';
engine.add([
  { path: `${destination}hello.txt`, file: new Blob(['Hello, world\n']) },
  // Larger than one chunk, so it goes by tus and its progress follows the server's offsets.
  { path: `${destination}zeros.bin`, file: new Uint8Array(tus.chunkSize + 1024) },
]);
const { items } = await engine.whenDrained();
console.log(items.map((item) => `${item.name} ${item.status}`).join(', '));
