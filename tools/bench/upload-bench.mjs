#!/usr/bin/env node
// Times uploading one large file to the built server, with tus-js-client (as upstream's web
// client does) and with a plain streamed `POST /api/resources`, against `cp` of the same file
// on the same disk, in the same run; samples the server's resident memory meanwhile. The same
// two clients also upload into upload-sink.mjs, a bare Node HTTP server: once discarding the
// bytes (the floor of the client library and loopback HTTP) and once doing File Browser's disk
// work (the floor of any Node server writing and fsyncing the same chunks on this disk).
//   npx nx build server-cli && node tools/bench/upload-bench.mjs [--mib 1024] [--runs 3]
//     [--chunk-mib 10]   tus chunk size (upstream's default TusSettings.chunkSize is 10 MiB)
//     [--dir PATH]       where to put the temp folder (default: the OS temp folder)
//     [--cpu-prof DIR]   write the server's V8 CPU profile there (summarise-profile.mjs)
// Targets (issue 12): tus ≥ 0.6× and POST ≥ 0.7× of cp's throughput, memory growth < 100 MB.
// See docs/performance.md for recorded results.
import { spawn } from 'node:child_process';
import { createReadStream, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Upload } from 'tus-js-client';
import { machine, reportResult } from './bench-report.mjs';
import { PASSWORD, freePort, median, spawnUntil, startFileBrowser } from './bench-server.mjs';

const SINK = fileURLToPath(new URL('./upload-sink.mjs', import.meta.url));
const MIB = 1024 * 1024;
// The clients read the source in 4 MiB slices, as `cp` uses large buffers: with Node's default
// 64 KiB the client's own per-chunk work dominated the timings on 2 cores (a bare Node-to-Node
// POST of 1 GiB took 4.0 s at 64 KiB against 1.3 s at 4 MiB on the same machine).
const READ_CHUNK = 4 * MIB;

async function startServer(base, port, profileDir) {
  // `--cpu-prof` is refused in NODE_OPTIONS, so the server's own argv carries it.
  const profile = profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : [];
  const paths = ['--root', join(base, 'data'), '--database', join(base, 'fb.db')];
  return startFileBrowser([...paths, '--address', '127.0.0.1', '--port', String(port)], profile);
}

/** Starts upload-sink.mjs (writing into `dir`, or discarding); resolves with it and its origin. */
async function startSink(dir) {
  const args = dir ? [SINK, '--dir', dir] : [SINK];
  const { child, match } = await spawnUntil(args, /sink listening on (\d+)/);
  return { child, origin: `http://127.0.0.1:${match[1]}` };
}

/** Writes `bytes` of incompressible-looking data, fsync'd. */
async function makeSource(path, bytes) {
  const handle = await open(path, 'w');
  const block = Buffer.alloc(8 * MIB);
  for (let index = 0; index < block.length; index += 4)
    block.writeUInt32LE((index * 2654435761) >>> 0, index);
  for (let written = 0; written < bytes; written += block.length) {
    await handle.write(block, 0, Math.min(block.length, bytes - written));
  }
  await handle.sync();
  await handle.close();
}

function rssBytes(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

/** CPU seconds (user + system) the process has used so far. */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Samples the server's RSS every 50 ms while `work` runs; returns [result, peak]. */
async function withPeakRss(pid, work) {
  let peak = rssBytes(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssBytes(pid));
  }, 50);
  try {
    return [await work(), peak];
  } finally {
    clearInterval(timer);
  }
}

async function timed(work) {
  const start = performance.now();
  await work();
  return (performance.now() - start) / 1000;
}

function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${code}`))));
  });
}

/** `cp` then `sync` of the file, so the copy is on disk as an upload's fsync'd file is. */
const copy = (source, target) =>
  run('sh', ['-c', `cp "$1" "$2" && sync "$2"`, 'cp', source, target]);

function tusUpload(url, token, source, chunkSize) {
  return new Promise((resolve, reject) => {
    const upload = new Upload(createReadStream(source, { highWaterMark: READ_CHUNK }), {
      endpoint: url,
      uploadSize: statSync(source).size,
      chunkSize,
      retryDelays: [],
      parallelUploads: 1,
      storeFingerprintForResuming: false,
      headers: { 'X-Auth': token },
      onSuccess: resolve,
      onError: reject,
    });
    upload.start();
  });
}

function postUpload(url, token, source) {
  return new Promise((resolve, reject) => {
    const size = statSync(source).size;
    const outgoing = request(url, {
      method: 'POST',
      headers: { 'X-Auth': token, 'Content-Length': String(size) },
    });
    outgoing.on('response', (response) => {
      response.resume();
      if (response.statusCode === 200) resolve();
      else reject(new Error(`POST answered ${response.statusCode}`));
    });
    outgoing.on('error', reject);
    createReadStream(source, { highWaterMark: READ_CHUNK }).pipe(outgoing);
  });
}

async function main() {
  const { values } = parseArgs({
    options: {
      mib: { type: 'string', default: '1024' },
      runs: { type: 'string', default: '3' },
      'chunk-mib': { type: 'string', default: '10' },
      dir: { type: 'string', default: tmpdir() },
      'cpu-prof': { type: 'string' },
    },
  });
  const bytes = Number(values.mib) * MIB;
  const runs = Number(values.runs);
  const base = mkdtempSync(join(values.dir, 'fb-upload-bench-'));
  const source = join(base, 'source.bin');
  await makeSource(source, bytes);
  const port = await freePort();
  const server = await startServer(base, port, values['cpu-prof']);
  const sinkDir = join(base, 'sink');
  mkdirSync(sinkDir);
  const sinks = { bare: await startSink(), bareDisk: await startSink(sinkDir) };
  try {
    const origin = `http://127.0.0.1:${port}`;
    const login = await fetch(`${origin}/api/login`, {
      method: 'POST',
      body: JSON.stringify({ username: 'admin', password: PASSWORD }),
    });
    const token = await login.text();
    const baseline = rssBytes(server.pid);
    const times = { cp: [], tus: [], post: [] };
    for (const name of Object.keys(sinks))
      Object.assign(times, { [`${name}Tus`]: [], [`${name}Post`]: [] });
    const serverCpu = { tus: 0, post: 0 };
    // The client's own CPU: tells a client-bound upload from a server-bound one.
    const clientCpu = { tus: 0, post: 0 };
    const clientSeconds = () => {
      const { user, system } = process.cpuUsage();
      return (user + system) / 1e6;
    };
    let peak = baseline;
    for (let index = 0; index < runs; index++) {
      const target = join(base, 'data', `upload-${index}.bin`);
      times.cp.push(await timed(() => copy(source, target)));
      await rm(target);
      const tusUrl = `${origin}/api/tus/upload-${index}.bin?override=false`;
      const chunk = Number(values['chunk-mib']) * MIB;
      let cpu = cpuSeconds(server.pid);
      let own = clientSeconds();
      const [tusTime, tusPeak] = await withPeakRss(server.pid, () =>
        timed(() => tusUpload(tusUrl, token, source, chunk)),
      );
      serverCpu.tus += (cpuSeconds(server.pid) - cpu) / runs;
      clientCpu.tus += (clientSeconds() - own) / runs;
      cpu = cpuSeconds(server.pid);
      own = clientSeconds();
      times.tus.push(tusTime);
      if (statSync(target).size !== bytes) throw new Error('tus upload has the wrong size');
      await rm(target);
      const postUrl = `${origin}/api/resources/upload-${index}.bin`;
      const [postTime, postPeak] = await withPeakRss(server.pid, () =>
        timed(() => postUpload(postUrl, token, source)),
      );
      times.post.push(postTime);
      serverCpu.post += (cpuSeconds(server.pid) - cpu) / runs;
      clientCpu.post += (clientSeconds() - own) / runs;
      await rm(target);
      peak = Math.max(peak, tusPeak, postPeak);
      for (const [name, sink] of Object.entries(sinks)) {
        // Each upload writes a new file, as the uploads above do (the sink appends).
        const sinkFile = join(sinkDir, `upload-${index}.bin`);
        const tusAt = `${sink.origin}/tus/upload-${index}.bin`;
        times[`${name}Tus`].push(await timed(() => tusUpload(tusAt, token, source, chunk)));
        await rm(sinkFile, { force: true });
        const postAt = `${sink.origin}/post/upload-${index}.bin`;
        times[`${name}Post`].push(await timed(() => postUpload(postAt, token, source)));
        await rm(sinkFile, { force: true });
      }
    }
    const seconds = Object.fromEntries(
      Object.entries(times).map(([key, list]) => [key, median(list)]),
    );
    const ratio = (time) => Number((seconds.cp / time).toFixed(2));
    const vsCp = (tus, post) => ({ tus: ratio(tus), post: ratio(post) });
    const mibPerSecond = (time) => Number((bytes / MIB / time).toFixed(1));
    reportResult({
      id: 'P3',
      mib: bytes / MIB,
      runs,
      seconds,
      mibPerSecond: Object.fromEntries(
        Object.entries(seconds).map(([key, time]) => [key, mibPerSecond(time)]),
      ),
      tusVsCp: ratio(seconds.tus),
      postVsCp: ratio(seconds.post),
      // The most each ratio could be with these clients: cp against the bare servers.
      bareVsCp: vsCp(seconds.bareTus, seconds.barePost),
      bareDiskVsCp: vsCp(seconds.bareDiskTus, seconds.bareDiskPost),
      serverCpuSeconds: serverCpu,
      clientCpuSeconds: clientCpu,
      serverRssMiB: { baseline: Math.round(baseline / MIB), peak: Math.round(peak / MIB) },
      rssGrowthMiB: Math.round((peak - baseline) / MIB),
      machine: machine(),
    });
  } finally {
    // Waiting for the exit lets a profiled server write its profile.
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill();
    for (const sink of Object.values(sinks)) sink.child.kill();
    await exited;
    rmSync(base, { recursive: true, force: true });
  }
}

await main();
