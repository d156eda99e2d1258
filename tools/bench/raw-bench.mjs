#!/usr/bin/env node
// Times a single-file download from the built server (`GET /api/raw/big.bin`) against nginx
// serving the same file, in the same run, with the same client (fetch, body read and counted).
// Target: API throughput ≥ 0.8× nginx. Needs the `nginx` binary (Debian package `nginx`).
//   npx nx build server-cli && node tools/bench/raw-bench.mjs [--mib 1024] [--runs 5]
// See docs/performance.md for recorded results.
import { spawn } from 'node:child_process';
import {
  chmodSync,
  closeSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { randomFillSync } from 'node:crypto';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { drain, freePort, median, startBenchServer } from './bench-server.mjs';
import { machine, reportResult } from './bench-report.mjs';

const { values } = parseArgs({
  options: {
    mib: { type: 'string', default: '1024' },
    runs: { type: 'string', default: '5' },
    nginx: { type: 'string', default: 'nginx' },
  },
});
const mib = Number(values.mib);
const runs = Number(values.runs);

function writeBigFile(file) {
  const chunk = Buffer.alloc(1024 * 1024);
  const fd = openSync(file, 'w');
  for (let index = 0; index < mib; index++) writeSync(fd, randomFillSync(chunk));
  closeSync(fd);
}

async function startNginx(base, root) {
  const port = await freePort();
  const prefix = join(base, 'nginx');
  mkdirSync(join(prefix, 'logs'), { recursive: true });
  const config = join(prefix, 'nginx.conf');
  writeFileSync(
    config,
    `daemon off; worker_processes 1; pid ${prefix}/nginx.pid; error_log ${prefix}/logs/error.log;
events { worker_connections 64; }
http { access_log off; sendfile on; tcp_nopush on;
  client_body_temp_path ${prefix}/tmp; proxy_temp_path ${prefix}/tmp;
  fastcgi_temp_path ${prefix}/tmp; uwsgi_temp_path ${prefix}/tmp; scgi_temp_path ${prefix}/tmp;
  server { listen 127.0.0.1:${port}; root ${root}; } }
`,
  );
  const child = spawn(values.nginx, ['-p', prefix, '-c', config], { stdio: 'inherit' });
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      await fetch(`http://127.0.0.1:${port}/`);
      return { child, url: `http://127.0.0.1:${port}` };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error('nginx did not start');
}

async function timeDownload(url, headers = {}) {
  const started = performance.now();
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  const bytes = await drain(response);
  return [performance.now() - started, bytes];
}

const base = mkdtempSync(join(tmpdir(), 'fb-raw-bench-'));
try {
  mkdirSync(join(base, 'data'));
  writeBigFile(join(base, 'data', 'big.bin'));
  // nginx workers run as an unprivileged user: let them read the file.
  for (const path of [base, join(base, 'data')]) chmodSync(path, 0o755);
  chmodSync(join(base, 'data', 'big.bin'), 0o644);
  console.log(`file: ${mib} MiB; ${cpus().length} CPUs, Node ${process.version}`);
  const server = await startBenchServer(base);
  const nginx = await startNginx(base, join(base, 'data'));
  try {
    const api = [];
    const reference = [];
    for (let run = 0; run < runs; run++) {
      const [nginxMs] = await timeDownload(`${nginx.url}/big.bin`);
      const [apiMs, bytes] = await timeDownload(`${server.url}/api/raw/big.bin`, {
        'X-Auth': server.token,
      });
      reference.push(nginxMs);
      api.push(apiMs);
      console.log(
        `run ${run + 1}: nginx ${nginxMs.toFixed(0)} ms, api ${apiMs.toFixed(0)} ms (${bytes} B)`,
      );
    }
    const mibPerSecond = (ms) => Math.round(mib / (ms / 1000));
    reportResult({
      id: 'P4',
      mib,
      runs,
      nginxMedianMs: Math.round(median(reference)),
      apiMedianMs: Math.round(median(api)),
      nginxMibPerSecond: mibPerSecond(median(reference)),
      apiMibPerSecond: mibPerSecond(median(api)),
      ratio: Number((median(reference) / median(api)).toFixed(2)),
      machine: machine(),
    });
  } finally {
    server.child.kill();
    nginx.child.kill();
  }
} finally {
  rmSync(base, { recursive: true, force: true });
}
