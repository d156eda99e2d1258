#!/usr/bin/env node
// Times folder archives from the built server against the standard tools on the same tree,
// in the same run: `GET /api/raw/tree?algo=targz` vs `tar czf -`, `?algo=zip` vs `zip -r -`.
// Prints medians, the speed ratio (tool time / API time; target ≥ 0.9) and the server's peak
// resident memory while archiving (target: flat, independent of the tree size).
//   npx nx build server-cli && node tools/bench/archive-bench.mjs [--mib 1024] [--runs 3]
// See docs/performance.md for recorded results.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { drain, median, rssMiB, startBenchServer } from './bench-server.mjs';
import { generateArchiveTree } from './generate-archive-tree.mjs';
import { machine, reportResult } from './bench-report.mjs';

const { values } = parseArgs({
  options: { mib: { type: 'string', default: '1024' }, runs: { type: 'string', default: '3' } },
});
const mib = Number(values.mib);
const runs = Number(values.runs);

/** Runs a command with its stdout counted and thrown away; resolves to [ms, bytes]. */
function timeTool(command, args, cwd) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'] });
    let bytes = 0;
    child.stdout.on('data', (chunk) => (bytes += chunk.length));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`${command} exited ${code}`));
      else resolve([performance.now() - started, bytes]);
    });
  });
}

async function timeApi(server, algo) {
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(server.child.pid))), 100);
  const started = performance.now();
  const response = await fetch(`${server.url}/api/raw/tree?algo=${algo}`, {
    headers: { 'X-Auth': server.token },
  });
  if (!response.ok) throw new Error(`archive failed: ${response.status}`);
  const bytes = await drain(response);
  clearInterval(sampler);
  return [performance.now() - started, bytes, peak];
}

const base = mkdtempSync(join(tmpdir(), 'fb-archive-bench-'));
try {
  const tree = join(base, 'data', 'tree');
  generateArchiveTree(tree, mib);
  console.log(`tree: ${mib} MiB in ${base}; ${cpus().length} CPUs, Node ${process.version}`);
  const server = await startBenchServer(base);
  try {
    const idle = rssMiB(server.child.pid);
    const results = [];
    const pairs = [
      ['targz', 'tar', ['czf', '-', 'tree']],
      ['zip', 'zip', ['-r', '-q', '-', 'tree']],
    ];
    for (const [algo, command, args] of pairs) {
      const tool = [];
      const api = [];
      const peaks = [];
      for (let run = 0; run < runs; run++) {
        const [toolMs, toolBytes] = await timeTool(command, args, join(base, 'data'));
        const [apiMs, apiBytes, peak] = await timeApi(server, algo);
        tool.push(toolMs);
        api.push(apiMs);
        peaks.push(peak);
        console.log(
          `${algo} run ${run + 1}: ${command} ${toolMs.toFixed(0)} ms (${toolBytes} B), ` +
            `api ${apiMs.toFixed(0)} ms (${apiBytes} B), server peak RSS ${peak.toFixed(0)} MiB`,
        );
      }
      results.push({
        algo,
        tool: command,
        toolMedianMs: Math.round(median(tool)),
        apiMedianMs: Math.round(median(api)),
        ratio: Number((median(tool) / median(api)).toFixed(2)),
        idleRssMiB: Math.round(idle),
        peakRssMiB: Math.round(Math.max(...peaks)),
      });
    }
    reportResult({ id: 'P5', mib, runs, results, machine: machine() });
  } finally {
    server.child.kill();
  }
} finally {
  rmSync(base, { recursive: true, force: true });
}
