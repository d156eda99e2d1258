#!/usr/bin/env node
// The `file-browser` command, linked into node_modules/.bin by the npm workspace. It runs the
// bundle `nx build server-cli` writes, and says how to make it when it is missing.
//
// CommonJS on purpose: a CommonJS entry is read synchronously, so nothing has used libuv's
// thread pool yet when the line below runs, and the pool starts with our size. (An ES module
// entry is read through the pool, which then already has its default four threads.) Listings
// and downloads are thread-pool bound: lstat, open, read. A user's own UV_THREADPOOL_SIZE wins.
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS entry, see above */
process.env.UV_THREADPOOL_SIZE ??= '16';

const { existsSync } = require('node:fs');
const { join } = require('node:path');
const { pathToFileURL } = require('node:url');

const bundle = join(__dirname, '..', '..', '..', 'dist', 'apps', 'server', 'main.js');
if (!existsSync(bundle)) {
  console.error('file-browser: the server is not built yet. Run `npm run build` first.');
  process.exit(1);
}
import(pathToFileURL(bundle).href).catch((error) => {
  console.error(error);
  process.exit(1);
});
