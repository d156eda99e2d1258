#!/usr/bin/env node
// P2's floor: a bare Node HTTP server answering a name search from File Browser's own search
// index (the `<database>-search` SQLite file the server built), with none of the server's work
// around it: no auth, no rules, no query parser, no async layers. It runs the index's two
// statements (trigram candidates, then their rows in path order) and sends the results as one
// NDJSON body, so the same client timed against it shows what the index, SQLite and loopback
// HTTP cost by themselves. Terms of three characters or more only (what the trigrams serve).
// Started by search-bench.mjs in its own process, like the server:
//   node tools/bench/search-sink.mjs --index FILE   (prints "sink listening on PORT")
//   GET /?query=term → {"dir":false,"path":"a/b"}\n …
import Database from 'better-sqlite3';
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { index: { type: 'string' } } });
if (!values.index) throw new Error('--index <database>-search is required');
const db = new Database(values.index, { readonly: true, fileMustExist: true });
const candidates = db.prepare('SELECT rowid FROM names WHERE names MATCH ?').pluck();
const rows = db.prepare(
  'SELECT key, kind FROM entries WHERE id IN (SELECT value FROM json_each(?)) ORDER BY key',
);

/** The index keys paths with NUL between segments; the API answers with `/`. */
function pathOfKey(key) {
  for (let index = 0; index < key.length; index++) if (key[index] === 0) key[index] = 0x2f;
  return key.toString('utf8');
}

const server = createServer((request, response) => {
  const term = new URL(request.url, 'http://sink').searchParams.get('query') ?? '';
  const ids = candidates.all(`"${term.toLowerCase().replace(/"/g, '""')}"`);
  let body = '';
  for (const row of rows.iterate(JSON.stringify(ids))) {
    body += `${JSON.stringify({ dir: row.kind === 1, path: pathOfKey(row.key) })}\n`;
  }
  response.writeHead(200, { 'Content-Type': 'application/x-ndjson' });
  response.end(body);
});
server.listen(0, '127.0.0.1', () => {
  console.log(`sink listening on ${server.address().port}`);
});
