#!/usr/bin/env node
// P9 (issue 26): four concurrent whole listings of a 200,000-entry folder. Targets: the server's
// resident memory (VmRSS of its process, sampled every 20 ms) rises by < 300 MB over its idle
// figure, and `GET /health`, asked again as soon as it answers (from a thread of its own, so
// the listings' bodies arriving do not delay it), never takes 100 ms or more
// while they stream. Rounds: the server's first listings of the folder (nothing cached), the
// same again (its folder and type caches warm), and the floor in the same run: a bare Node
// HTTP server that builds each listing whole with readdir + lstat + JSON.stringify
// (listing-sink.mjs), measured the same way.
//   npx nx build server-cli && node tools/bench/memory-bench.mjs [--files 200000] [--listings 4]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { machine, reportResult } from './bench-report.mjs';
import { drain, median, rssMiB, spawnUntil, startBenchServer } from './bench-server.mjs';
import { generateFolder } from './generate-folder.mjs';

const SINK = fileURLToPath(new URL('listing-sink.mjs', import.meta.url));
const MIB = 1024 * 1024;
const MB_PER_MIB = MIB / 1e6;

const { values } = parseArgs({
  options: {
    files: { type: 'string', default: '200000' },
    listings: { type: 'string', default: '4' },
  },
});
const files = Number(values.files);
const listings = Number(values.listings);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The /health prober's thread: asks once untimed and says it is ready (a thread's first `fetch`
 * loads and starts its HTTP client: 60–100 ms here, which timed the prober, not the server),
 * then asks again 5 ms after each answer until told to stop.
 */
const PROBE = `
const { parentPort, workerData } = require('node:worker_threads');
let asking = true;
(async () => {
  await (await fetch(workerData.healthUrl)).arrayBuffer();
  parentPort.once('message', () => { asking = false; });
  parentPort.postMessage('ready');
  const times = [];
  while (asking) {
    const started = performance.now();
    const response = await fetch(workerData.healthUrl);
    await response.arrayBuffer();
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  parentPort.postMessage(times);
})();
`;

/**
 * `listings` concurrent GETs of `listingUrl`, bodies read and dropped, while the process's RSS
 * is sampled and `/health` is asked back to back. Returns the figures of the round.
 */
async function round(pid, listingUrl, healthUrl, headers) {
  const idle = rssMiB(pid);
  let peak = idle;
  let streaming = true;
  const sampler = (async () => {
    while (streaming) {
      peak = Math.max(peak, rssMiB(pid));
      await sleep(20);
    }
  })();
  // /health is asked from a thread of its own: the listings' bodies, drained on this thread's
  // event loop, would otherwise delay the probe's own answers and count against the server.
  const prober = new Worker(PROBE, { eval: true, workerData: { healthUrl } });
  await new Promise((resolve) => prober.once('message', resolve));
  const started = performance.now();
  const bytes = await Promise.all(
    Array.from({ length: listings }, async () => {
      const response = await fetch(listingUrl, { headers });
      if (!response.ok) throw new Error(`${listingUrl}: ${response.status}`);
      return drain(response);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  streaming = false;
  prober.postMessage('stop');
  const [health] = await Promise.all([
    new Promise((resolve) => prober.once('message', resolve)),
    sampler,
  ]);
  await prober.terminate();
  return {
    seconds: Number(seconds.toFixed(2)),
    bodyMiB: Math.round(bytes[0] / MIB),
    idleRssMiB: Math.round(idle),
    peakRssMiB: Math.round(peak),
    growthMB: Math.round((peak - idle) * MB_PER_MIB),
    healthProbes: health.length,
    healthMedianMs: Number(median(health).toFixed(1)),
    healthMaxMs: Number(Math.max(...health).toFixed(1)),
  };
}

const base = mkdtempSync(join(tmpdir(), 'fb-bench-memory-'));
const folder = join(base, 'data', 'huge');
const generatedMs = generateFolder(folder, files);
console.log(`generated ${files} files in ${(generatedMs / 1000).toFixed(1)} s`);
// The server keeps only folders read a second after their last change.
await sleep(2500);
const { child, url, token } = await startBenchServer(base);
const { child: sink, match } = await spawnUntil(
  [SINK, '--folder', folder],
  /sink listening on (\d+)/,
);
try {
  const headers = { 'X-Auth': token.trim() };
  const listingUrl = `${url}/api/resources/huge/`;
  await sleep(1000);
  const cold = await round(child.pid, listingUrl, `${url}/health`, headers);
  process.stderr.write('server (first) ');
  const sinkUrl = `http://127.0.0.1:${match[1]}`;
  const bare = await round(sink.pid, `${sinkUrl}/`, `${sinkUrl}/health`, {});
  process.stderr.write('bare ');
  const warm = await round(child.pid, listingUrl, `${url}/health`, headers);
  process.stderr.write('server (repeat)\n');
  const growthMB = Math.max(cold.growthMB, warm.growthMB);
  const healthMaxMs = Math.max(cold.healthMaxMs, warm.healthMaxMs);
  reportResult({
    id: 'P9',
    files,
    listings,
    growthMB,
    healthMaxMs,
    first: cold,
    repeat: warm,
    bare,
    growthRatio: Number((growthMB / bare.growthMB).toFixed(2)),
    met: growthMB < 300 && healthMaxMs < 100,
    machine: machine(),
  });
} finally {
  sink.kill('SIGTERM');
  child.kill('SIGTERM');
  rmSync(base, { recursive: true, force: true });
}
