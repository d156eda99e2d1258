// P8: 200 concurrent clients listing a 1,000-file folder for 30 s, on loopback, against the
// built server (autocannon). Target: no errors, and p99 latency ≤ 10× p50 (nobody starves).
//   npx nx build server-cli && node tools/bench/concurrency-bench.mjs [--clients 200] [--seconds 30]
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { machine, reportResult } from './bench-report.mjs';
import { rssMiB, startBenchServer } from './bench-server.mjs';
import { generateFolder } from './generate-folder.mjs';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '30' },
    files: { type: 'string', default: '1000' },
  },
});
const clients = Number(values.clients);
const seconds = Number(values.seconds);

const base = mkdtempSync(join(tmpdir(), 'fb-bench-concurrency-'));
generateFolder(join(base, 'data', 'folder'), Number(values.files));
const { child, url, token } = await startBenchServer(base);
try {
  const idle = rssMiB(child.pid);
  let peak = idle;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMiB(child.pid));
  }, 500);
  const result = await autocannon({
    url: `${url}/api/resources/folder/`,
    connections: clients,
    duration: seconds,
    headers: { 'X-Auth': token.trim() },
    // With 200 clients queued on two cores an answer can take seconds; only a hang is an error.
    timeout: 60,
  });
  clearInterval(sampler);
  const p50 = result.latency.p50;
  const p99 = result.latency.p99;
  reportResult({
    id: 'P8',
    clients,
    seconds,
    files: Number(values.files),
    requests: result.requests.total,
    perSecond: Math.round(result.requests.average),
    p50Ms: p50,
    p99Ms: p99,
    maxMs: result.latency.max,
    tailRatio: Number((p99 / p50).toFixed(2)),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    rssMiB: { idle: Math.round(idle), peak: Math.round(peak) },
    met: result.errors + result.timeouts + result.non2xx === 0 && p99 <= 10 * p50,
    machine: machine(),
  });
} finally {
  child.kill('SIGTERM');
  rmSync(base, { recursive: true, force: true });
}
