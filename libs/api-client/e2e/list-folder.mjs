// A plain consumer of the packed package, doing what the README's Node example does: upload a
// file from a Node stream, list its folder and share it; prints the outcome as JSON.
// Run where the tarball is installed: FB_URL=… FB_PASSWORD=… node list-folder.mjs /docs note.txt
import { createReadStream } from 'node:fs';
import { createClient, isListing } from '@file-browser/api-client';

const [folderPath = '/', localFile = 'list-folder.mjs'] = process.argv.slice(2);
const client = createClient({ baseURL: process.env.FB_URL });
await client.login({ username: 'admin', password: process.env.FB_PASSWORD });
await client.uploadFile(`${folderPath}/uploaded.txt`, createReadStream(localFile), {
  override: true,
});
const folder = await client.getResource(folderPath);
if (!isListing(folder)) throw new Error(`${folder.path} is not a folder`);
const share = await client.createShare(`${folderPath}/uploaded.txt`, { expires: 1, unit: 'days' });
const entries = folder.items.map((item) => ({ name: item.name, isDir: item.isDir }));
console.log(JSON.stringify({ entries, shared: share.path, hasPassword: share.hasPassword }));
