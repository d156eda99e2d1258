#!/usr/bin/env node
// The floor of P8 and of the memory benchmark: a bare Node HTTP server that lists one folder the
// least a listing can, on every request: `readdir`, `lstat` of every entry (64 in flight, like
// the server) and `JSON.stringify` of name, size, time and kind, sent as one body. No auth, no
// rules, no types, no cache, no sorting. `GET /health` answers `ok`, for the latency probe.
// Started by the benchmarks in its own process, like the server:
//   node tools/bench/listing-sink.mjs --folder DIR   (prints "sink listening on PORT")
import { lstat, readdir } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { folder: { type: 'string' } } });
if (!values.folder) throw new Error('--folder DIR is required');
const folder = values.folder;
const IN_FLIGHT = 64;

async function listing() {
  const names = await readdir(folder);
  const items = new Array(names.length);
  let next = 0;
  const worker = async () => {
    while (next < names.length) {
      const index = next++;
      const name = names[index];
      const stats = await lstat(join(folder, name));
      items[index] = {
        name,
        size: stats.size,
        modified: stats.mtime.toISOString(),
        isDir: stats.isDirectory(),
      };
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return JSON.stringify({ items, numDirs: 0, numFiles: items.length });
}

const server = createServer((request, response) => {
  if (request.url === '/health') {
    response.writeHead(200, { 'Content-Type': 'text/plain' });
    response.end('ok');
    return;
  }
  listing().then(
    (body) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(body);
    },
    (error) => {
      response.writeHead(500);
      response.end(String(error));
    },
  );
});
server.listen(0, '127.0.0.1', () => {
  console.log(`sink listening on ${String(server.address().port)}`);
});
