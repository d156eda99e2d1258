// P8: 200 concurrent clients listing a 1,000-file folder for 30 s, on loopback, against the
// built server (autocannon), and the same clients against a bare Node HTTP server that does
// readdir + lstat + JSON.stringify of the same folder per request (listing-sink.mjs), in the
// same run. The two take turns, --seconds each per round (round 1: bare, then the server; round
// 2 the other way round, and so on), so both see the same machine. Each turn is a whole run of
// --seconds: with 200 clients an answer takes seconds, and requests still in flight when a
// turn ends are not counted, so short turns would measure their ends. Targets: requests per second ≥ 1.0× the bare server's,
// no errors, and p99 latency ≤ 10× p50 (nobody starves). Latencies are every response's, over
// all of a side's segments.
//   npx nx build server-cli && node tools/bench/concurrency-bench.mjs [--clients 200]
//     [--seconds 30] [--rounds 1] [--files 1000]
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { machine, reportResult } from './bench-report.mjs';
import { rssMiB, spawnUntil, startBenchServer } from './bench-server.mjs';
import { generateFolder } from './generate-folder.mjs';

const SINK = fileURLToPath(new URL('listing-sink.mjs', import.meta.url));

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '30' },
    rounds: { type: 'string', default: '1' },
    files: { type: 'string', default: '1000' },
  },
});
const clients = Number(values.clients);
const seconds = Number(values.seconds);
const rounds = Number(values.rounds);

/** The p-th percentile (0–100) of numbers. */
function percentile(numbers, p) {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** One autocannon segment; every response's latency goes to `side.latencies`. */
function segment(side, duration) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: side.url,
        connections: clients,
        duration,
        headers: side.headers,
        // With 200 clients queued on two cores an answer can take seconds; only a hang is an error.
        timeout: 60,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      side.latencies.push(responseTime);
    });
  }).then((result) => {
    side.requests += result.requests.total;
    side.seconds += duration;
    side.errors += result.errors + result.timeouts;
    side.non2xx += result.non2xx;
    side.segments.push(Math.round(result.requests.total / duration));
  });
}

function figures(side) {
  const p50 = percentile(side.latencies, 50);
  const p99 = percentile(side.latencies, 99);
  return {
    requests: side.requests,
    perSecond: Number((side.requests / side.seconds).toFixed(1)),
    perSecondBySegment: side.segments,
    p50Ms: p50,
    p99Ms: p99,
    maxMs: Math.max(...side.latencies),
    tailRatio: Number((p99 / p50).toFixed(2)),
    errors: side.errors,
    non2xx: side.non2xx,
  };
}

const base = mkdtempSync(join(tmpdir(), 'fb-bench-concurrency-'));
const folder = join(base, 'data', 'folder');
generateFolder(folder, Number(values.files));
const { child, url, token } = await startBenchServer(base);
const { child: sinkChild, match } = await spawnUntil(
  [SINK, '--folder', folder],
  /sink listening on (\d+)/,
);
try {
  const side = (name, target, headers) => ({
    name,
    url: target,
    headers,
    latencies: [],
    requests: 0,
    seconds: 0,
    errors: 0,
    non2xx: 0,
    segments: [],
  });
  const server = side('server', `${url}/api/resources/folder/`, { 'X-Auth': token.trim() });
  const bare = side('bare', `http://127.0.0.1:${match[1]}/`, {});
  // One listing each first: the server's type sniffing of the folder, both JITs.
  for (const { url: target, headers } of [server, bare]) {
    const response = await fetch(target, { headers });
    if (!response.ok) throw new Error(`${target}: ${response.status}`);
    await response.arrayBuffer();
  }
  const idle = rssMiB(child.pid);
  let peak = idle;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMiB(child.pid));
  }, 500);
  const duration = seconds;
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? [bare, server] : [server, bare];
    for (const turn of order) {
      await segment(turn, duration);
      process.stderr.write(`${turn.name} `);
    }
  }
  process.stderr.write('\n');
  clearInterval(sampler);
  const ours = figures(server);
  const floor = figures(bare);
  const throughputRatio = Number((ours.perSecond / floor.perSecond).toFixed(2));
  reportResult({
    id: 'P8',
    clients,
    seconds,
    rounds,
    files: Number(values.files),
    ...ours,
    bare: floor,
    throughputRatio,
    rssMiB: { idle: Math.round(idle), peak: Math.round(peak) },
    met: ours.errors + ours.non2xx === 0 && ours.p99Ms <= 10 * ours.p50Ms && throughputRatio >= 1,
    machine: machine(),
  });
} finally {
  sinkChild.kill('SIGTERM');
  child.kill('SIGTERM');
  rmSync(base, { recursive: true, force: true });
}
