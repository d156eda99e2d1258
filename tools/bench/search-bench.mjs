#!/usr/bin/env node
// Search index benchmark (issue 12). Builds the server first: `npx nx build server-cli`, then
//   node tools/bench/search-bench.mjs --entries 1000000 [--runs 5] [--tree DIR] [--keep]
// Generates a tree (tools/bench/generate-tree.mjs) in a temp folder (or reuses --tree DIR),
// starts the built server on it, and measures: how long until the index answers for the whole
// root (polling a search until `X-Search-Source: index`), the server's peak RSS (VmHWM, worker
// thread included), and per query the time to the first result and to the full answer, against
// `find <root> -iname '*term*'` over the same tree in the same run. Its floor, in the same run:
// the same index file answered by tools/bench/search-sink.mjs (a bare Node HTTP server running
// the index's two statements, no auth, rules or async layers), timed with the same client.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { generateTree } from './generate-tree.mjs';
import { machine, reportResult } from './bench-report.mjs';
import { PASSWORD, freePort, median, spawnUntil, startFileBrowser } from './bench-server.mjs';

const BUNDLE = fileURLToPath(new URL('../../dist/apps/server/main.js', import.meta.url));
const SINK = fileURLToPath(new URL('./search-sink.mjs', import.meta.url));
const QUERIES = ['needle', 'report-42', 'holiday-12345', 'type:pdf invoice-99'];

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

function startServer(root, database, port) {
  const paths = ['--root', root, '--database', database];
  return startFileBrowser([...paths, '--address', '127.0.0.1', '--port', String(port)]);
}

function peakRssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return Math.round(kb / 1024);
}

/** One search: ms to the first result line, ms to the end, result count, answer source. */
async function searchOnce(url, token, query, path = '/api/search/') {
  const started = performance.now();
  const response = await fetch(`${url}${path}?query=${encodeURIComponent(query)}`, {
    headers: { 'X-Auth': token },
  });
  const source = response.headers.get('x-search-source');
  let first = null;
  let text = '';
  const decoder = new TextDecoder();
  for await (const chunk of response.body) {
    text += decoder.decode(chunk, { stream: true });
    if (first === null && text.includes('{')) first = performance.now() - started;
  }
  const full = performance.now() - started;
  const count = text.split('\n').filter(Boolean).length;
  return { first: first ?? full, full, count, source };
}

/** The query's name term, without `type:` filters (what `find` and the floor look for). */
const termOf = (query) => query.split(' ').filter((word) => !word.startsWith('type:'))[0] ?? '';

function findOnce(root, query) {
  const term = termOf(query);
  const started = performance.now();
  const result = spawnSync('find', [root, '-mindepth', '1', '-iname', `*${term}*`], {
    maxBuffer: 1 << 30,
  });
  return {
    ms: performance.now() - started,
    count: result.stdout.toString().split('\n').length - 1,
  };
}

async function main() {
  const { values } = parseArgs({
    options: {
      entries: { type: 'string', default: '1000000' },
      runs: { type: 'string', default: '5' },
      tree: { type: 'string' },
      keep: { type: 'boolean', default: false },
    },
  });
  if (!existsSync(BUNDLE)) throw new Error('build the server first: npx nx build server-cli');
  const entries = Number(values.entries);
  const runs = Number(values.runs);
  const base = mkdtempSync(join(tmpdir(), 'fb-search-bench-'));
  const root = values.tree ? resolve(values.tree) : join(base, 'data');
  if (!values.tree || !existsSync(root)) {
    mkdirSync(root, { recursive: true });
    const started = performance.now();
    const made = generateTree(root, entries);
    console.log(
      `generated ${made} entries in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  findOnce(root, 'warm-the-cache');

  const port = await freePort();
  const startedAt = performance.now();
  const server = await startServer(root, join(base, 'fb.db'), port);
  try {
    const url = `http://127.0.0.1:${port}`;
    const login = await fetch(`${url}/api/login`, {
      method: 'POST',
      body: JSON.stringify({ username: 'admin', password: PASSWORD }),
    });
    if (!login.ok) throw new Error(`login failed: ${login.status}`);
    const token = await login.text();
    const duringBuild = await searchOnce(url, token, 'needle');
    let buildMs = null;
    for (;;) {
      const probe = await searchOnce(url, token, 'no-such-name-anywhere');
      if (probe.source === 'index') {
        buildMs = performance.now() - startedAt;
        break;
      }
      await sleep(250);
    }
    console.log(`index ready after ${(buildMs / 1000).toFixed(1)} s`);
    const sink = await spawnUntil([SINK, '--index', `${join(base, 'fb.db')}-search`], /on (\d+)/);
    const sinkUrl = `http://127.0.0.1:${sink.match[1]}`;
    const rows = [];
    try {
      for (const query of QUERIES) {
        const api = [];
        const bare = [];
        const find = [];
        for (let run = 0; run < runs; run++) {
          api.push(await searchOnce(url, token, query));
          find.push(findOnce(root, query));
          bare.push(await searchOnce(sinkUrl, token, termOf(query), '/'));
          find.push(findOnce(root, query));
        }
        const full = median(api.map((sample) => sample.full));
        const bareMs = median(bare.map((sample) => sample.full));
        const findMs = median(find.map((sample) => sample.ms));
        rows.push({
          query,
          results: api[0].count,
          findMatches: find[0].count,
          source: api[0].source,
          firstMs: +median(api.map((sample) => sample.first)).toFixed(1),
          fullMs: +full.toFixed(1),
          bareMs: +bareMs.toFixed(1),
          bareResults: bare[0].count,
          findMs: +findMs.toFixed(1),
          ratio: +(full / findMs).toFixed(4),
          bareRatio: +(bareMs / findMs).toFixed(4),
        });
      }
    } finally {
      sink.child.kill('SIGTERM');
    }
    const report = {
      entries,
      buildSeconds: +(buildMs / 1000).toFixed(1),
      peakRssMb: peakRssMb(server.pid),
      duringBuild: { ...duringBuild, full: +duringBuild.full.toFixed(0) },
      rows,
    };
    console.table(rows);
    reportResult({ id: 'P2', ...report, machine: machine() });
  } finally {
    server.kill('SIGTERM');
    await new Promise((done) => server.on('exit', done));
    if (!values.keep) rmSync(base, { recursive: true, force: true });
    else console.log(`kept ${base}`);
  }
}

await main();
