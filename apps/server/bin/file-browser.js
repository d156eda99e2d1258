#!/usr/bin/env node
// The `file-browser` command, linked into node_modules/.bin by the npm workspace. It runs the
// bundle `nx build server-cli` writes, and says how to make it when it is missing.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const bundle = new URL('../../../dist/apps/server/main.js', import.meta.url);
if (!existsSync(fileURLToPath(bundle))) {
  console.error('file-browser: the server is not built yet. Run `npm run build` first.');
  process.exit(1);
}
await import(bundle.href);
