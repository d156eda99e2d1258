// A consumer of the packed package (compiled by strict NodeNext tsc without the DOM lib, then run
// by Node): logs in, uploads a file from a Node stream and one from a string, lists the folder,
// downloads a file, shares it, and checks the listing with api-contract's own schema. Prints the
// outcome as JSON. FB_URL=… FB_PASSWORD=… node out/use-client.js
import { createReadStream } from 'node:fs';
import type { FileInfo } from '@file-browser/api-client';
import { createClient, isListing } from '@file-browser/api-client';
import { listingSchema } from '@file-browser/api-contract';

const client = createClient({ baseURL: process.env['FB_URL'] ?? 'http://127.0.0.1:8080' });
await client.login({ username: 'admin', password: process.env['FB_PASSWORD'] ?? '' });

await client.uploadFile('/docs/streamed.txt', createReadStream('note.txt'), { override: true });
await client.uploadFile('/docs/typed.txt', 'typed in');
const folder = await client.getResource('/docs');
if (!isListing(folder)) throw new Error(`${folder.path} is not a folder`);
const download = await client.download(client.rawURL('/docs/streamed.txt'));
const share = await client.createShare('/docs/typed.txt', { expires: 1, unit: 'days' });

const entries = folder.items.map((item: FileInfo) => ({ name: item.name, isDir: item.isDir }));
console.log(
  JSON.stringify({
    entries,
    downloaded: await download.text(),
    shared: share.path,
    contractAgrees: listingSchema.safeParse(folder).success,
  }),
);
