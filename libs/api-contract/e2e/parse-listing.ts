// A consumer of the packed package (compiled by strict NodeNext tsc without the DOM lib, then run
// by Node): logs in with fetch and checks a real folder listing and one page of it against the
// schemas. Prints what it found as JSON. FB_URL=… FB_PASSWORD=… node out/parse-listing.js
import type { FileInfo, Listing } from '@file-browser/api-contract';
import {
  isListing,
  listingPageSchema,
  listingSchema,
  loginRequestSchema,
  resourceSchema,
} from '@file-browser/api-contract';

const base = process.env['FB_URL'] ?? 'http://127.0.0.1:8080';
const login = loginRequestSchema.parse({
  username: 'admin',
  password: process.env['FB_PASSWORD'] ?? '',
});
const answer = await fetch(`${base}/api/login`, { method: 'POST', body: JSON.stringify(login) });
const headers = { 'X-Auth': await answer.text() };

const resource = resourceSchema.parse(
  await (await fetch(`${base}/api/resources/docs/`, { headers })).json(),
);
if (!isListing(resource)) throw new Error('/docs is not a folder');
const listing: Listing = resource;
const page = listingPageSchema.parse(
  await (
    await fetch(`${base}/api/resources/docs/?limit=1&sort=name&order=asc`, { headers })
  ).json(),
);
// A listing that breaks the contract is refused, naming the bad field.
const broken = listingSchema.safeParse({ ...listing, items: [{ name: 'no path' }] });

const names = (items: readonly FileInfo[]) => items.map((item) => item.name);
console.log(
  JSON.stringify({
    items: names(listing.items),
    numDirs: listing.numDirs,
    numFiles: listing.numFiles,
    page: { items: names(page.items), total: page.total, limit: page.limit },
    brokenRefused: !broken.success,
  }),
);
