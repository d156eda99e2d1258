#!/usr/bin/env node
// P3's floors: a bare Node HTTP server that takes uploads with none of File Browser's work (no
// auth, no paths, no rules, no staging), so the same clients timed against it show what the
// client library, loopback HTTP and the disk cost by themselves. It speaks just enough tus 1.0
// for tus-js-client (POST creates, PATCH appends, HEAD reports the offset) and takes a plain
// POST. Without --dir it throws the bytes away (client + HTTP only); with --dir it does the
// disk work File Browser does: each PATCH appended and fsync'd, a POST written and fsync'd.
// Started by upload-bench.mjs in its own process, so it does not share the client's event loop:
//   node tools/bench/upload-sink.mjs [--dir DIR]   (prints "sink listening on PORT")
import { createWriteStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { basename, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { dir: { type: 'string' } } });
const TUS = { 'Tus-Resumable': '1.0.0' };

/** Upload-Length of each tus upload, and the bytes received so far, by URL path. */
const uploads = new Map();

/** Reads the body to its end: into the file (fsync'd) with --dir, else nowhere. */
async function take(request, name) {
  if (!values.dir) {
    let bytes = 0;
    for await (const chunk of request) bytes += chunk.length;
    return bytes;
  }
  const path = join(values.dir, basename(name));
  const before = await stat(path).then(
    (stats) => stats.size,
    () => 0,
  );
  await pipeline(request, createWriteStream(path, { flags: 'a' }));
  // fsync flushes the file, whichever descriptor wrote it.
  const handle = await open(path, 'r');
  try {
    await handle.sync();
    return (await handle.stat()).size - before;
  } finally {
    await handle.close();
  }
}

async function tus(request, response) {
  if (request.method === 'POST') {
    uploads.set(request.url, { length: Number(request.headers['upload-length']), offset: 0 });
    request.resume();
    response.writeHead(201, { ...TUS, Location: request.url }).end();
    return;
  }
  const upload = uploads.get(request.url);
  if (!upload) {
    request.resume();
    response.writeHead(404, TUS).end();
  } else if (request.method === 'HEAD') {
    const state = { 'Upload-Offset': upload.offset, 'Upload-Length': upload.length };
    response.writeHead(200, { ...TUS, ...state }).end();
  } else {
    upload.offset += await take(request, request.url);
    response.writeHead(204, { ...TUS, 'Upload-Offset': upload.offset }).end();
  }
}

async function handle(request, response) {
  if (request.url.startsWith('/tus/')) await tus(request, response);
  else {
    await take(request, request.url);
    response.writeHead(200).end();
  }
}

const server = createServer((request, response) => {
  handle(request, response).catch((error) => {
    response.writeHead(500).end(String(error));
  });
});

server.listen(0, '127.0.0.1', () => {
  console.log(`sink listening on ${server.address().port}`);
});
