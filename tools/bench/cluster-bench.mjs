// Scale-out figures (issue 33, docs/scale-out.md): requests per second of one node against three
// nodes behind nginx (round robin), for a listing of a 1,000-file folder and for a 1 MiB
// download, every node on the same private PostgreSQL and Redis and the same folder. The
// engines and nginx are the test suite's own private instances (libs/server/src/testing/engines,
// bundled here with esbuild), never a machine-wide service. The floor is the single node, in the
// same run; on a machine with few cores, three nodes share them with nginx and the load
// generator, so the ratio says what the proxy and the shared engines cost there.
//   npx nx build server-cli && node tools/bench/cluster-bench.mjs [--seconds 15] [--clients 50]
import autocannon from 'autocannon';
import { build } from 'esbuild';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { machine, reportResult } from './bench-report.mjs';
import { PASSWORD, freePort, startFileBrowser } from './bench-server.mjs';
import { generateFolder } from './generate-folder.mjs';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '15' },
    clients: { type: 'string', default: '50' },
  },
});
const seconds = Number(values.seconds);
const clients = Number(values.clients);
const ENGINES = fileURLToPath(new URL('../../libs/server/src/testing/engines/', import.meta.url));

/** The test suite's private engines, bundled for plain Node (npm packages stay external). */
async function loadEngines(outdir) {
  await build({
    entryPoints: ['postgres.ts', 'redis.ts', 'nginx.ts'].map((file) => join(ENGINES, file)),
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    outdir,
    outExtension: { '.js': '.mjs' },
    logLevel: 'warning',
  });
  const load = (name) => import(join(outdir, `${name}.mjs`));
  const [{ startPostgres }, { startRedis }, { startNginx }] = await Promise.all(
    ['postgres', 'redis', 'nginx'].map(load),
  );
  return { startPostgres, startRedis, startNginx };
}

async function run(url, headers) {
  const result = await autocannon({ url, connections: clients, duration: seconds, headers });
  if (result.errors + result.timeouts > 0 || result.non2xx > 0) {
    throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} non-2xx`);
  }
  return Math.round(result.requests.total / seconds);
}

const base = mkdtempSync(join(tmpdir(), 'fb-cluster-bench-'));
const shared = join(base, 'shared');
generateFolder(join(shared, 'data', 'folder'), 1000);
writeFileSync(join(shared, 'data', 'one-mib.bin'), randomBytes(1 << 20));
mkdirSync(join(shared, 'state'));
// Inside node_modules, so the bundle's imports of pg and ioredis resolve to the workspace's.
const engines = await loadEngines(
  fileURLToPath(new URL('../../node_modules/.cache/fb-cluster-bench/', import.meta.url)),
);
const [postgres, redis] = await Promise.all([engines.startPostgres(), engines.startRedis()]);
const nodes = [];
let nginx;
try {
  const startNode = async (name) => {
    const port = await freePort();
    const child = await startFileBrowser([
      ...['--root', join(shared, 'data'), '--database', postgres.url, '--redis', redis.url],
      ...['--state-dir', join(shared, 'state'), '--node-name', name],
      ...['--address', '127.0.0.1', '--port', String(port)],
    ]);
    nodes.push(child);
    return `127.0.0.1:${port}`;
  };
  const first = await startNode('a');
  const login = await fetch(`http://${first}/api/login`, {
    method: 'POST',
    body: JSON.stringify({ username: 'admin', password: PASSWORD }),
  });
  const headers = { 'X-Auth': (await login.text()).trim() };
  const measure = async (origin) => {
    // One of each first: caches warm and JITs ready, as for every request but the first.
    for (const path of ['/api/resources/folder/', '/api/raw/one-mib.bin']) {
      await (await fetch(`${origin}${path}`, { headers })).arrayBuffer();
    }
    return {
      listing: await run(`${origin}/api/resources/folder/`, headers),
      download: await run(`${origin}/api/raw/one-mib.bin`, headers),
    };
  };
  const one = await measure(`http://${first}`);
  const upstreams = [first, await startNode('b'), await startNode('c')];
  nginx = await engines.startNginx(upstreams);
  const three = await measure(nginx.url);
  reportResult({
    id: 'P11',
    machine: machine(),
    command: `node tools/bench/cluster-bench.mjs --seconds ${seconds} --clients ${clients}`,
    clients,
    seconds,
    oneNode: one,
    threeNodesBehindNginx: three,
    ratio: {
      listing: Number((three.listing / one.listing).toFixed(2)),
      download: Number((three.download / one.download).toFixed(2)),
    },
  });
} finally {
  await nginx?.stop();
  for (const child of nodes) child.kill('SIGTERM');
  await Promise.all([postgres.stop(), redis.stop()]);
  rmSync(base, { recursive: true, force: true });
}
