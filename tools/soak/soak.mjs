// `npm run soak` (issue 17): 200 clients doing a mix of what users do (list, open, download,
// search, upload, rename, delete, share) against the built server on loopback for 60 s. Passes
// when no answer is a 5xx or a dropped connection, and when, after the load and a pause, the
// server holds no more open files than before and its memory has settled. Writes its result
// into docs/security.md between the `soak` markers. Not part of `npm test` (a minute of load).
//   npm run soak                      200 clients, 60 s
//   npm run soak -- --quick           20 clients, 10 s (checks the script itself)
//   npm run soak -- --no-write        print only
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { rssMiB, startBenchServer } from '../bench/bench-server.mjs';
import { generateFolder } from '../bench/generate-folder.mjs';

const { values } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    clients: { type: 'string' },
    seconds: { type: 'string' },
    'no-write': { type: 'boolean', default: false },
  },
});
const CLIENTS = Number(values.clients ?? (values.quick ? 20 : 200));
const SECONDS = Number(values.seconds ?? (values.quick ? 10 : 60));
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DOC = join(ROOT, 'docs/security.md');
// Allowed difference between the baseline (after a first round of the same load) and the end:
// a few descriptors in flight, and heap noise; a leak grows with every request and shows.
const FD_SLACK = 8;
const RSS_SLACK_MIB = 64;

const openFiles = (pid) => readdirSync(`/proc/${pid}/fd`).length;
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const base = mkdtempSync(join(tmpdir(), 'fb-soak-'));
generateFolder(join(base, 'data', 'thousand'), 1000);
mkdirSync(join(base, 'data', 'work'), { recursive: true });
writeFileSync(join(base, 'data', 'page.txt'), 'x'.repeat(64 * 1024));
const { child, url, token } = await startBenchServer(base);

// Keep-alive connections, as browsers use; closed between phases so that what stays open in
// the server afterwards is what the server itself holds.
let agent = new Agent({ keepAlive: true });

/** One request read to its end: resolves with the status (a socket error rejects). */
function call(method, path, body) {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      `${url}${path}`,
      { method, agent, headers: { 'X-Auth': token } },
      (response) => {
        response.on('data', () => undefined);
        response.on('end', () => resolve({ status: response.statusCode ?? 0, response }));
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** One client's operations, weighted like a day of use: mostly reading, some writing. */
function operations(id) {
  let round = 0;
  const mine = () => `/work/c${String(id)}-${String(round)}.txt`;
  return [
    [30, () => call('GET', '/api/resources/thousand/')],
    [15, () => call('GET', '/api/resources/page.txt')],
    [15, () => call('GET', '/api/raw/page.txt')],
    [5, () => call('GET', '/api/search/thousand/?query=file-0001')],
    [5, () => call('GET', '/api/usage/')],
    [
      15,
      () => {
        round++;
        return call('POST', `/api/resources${mine()}?override=true`, `client ${String(id)}\n`);
      },
    ],
    [
      5,
      () =>
        call(
          'PATCH',
          `/api/resources${mine()}?action=rename&destination=${encodeURIComponent(`${mine()}.moved`)}&override=true`,
        ),
    ],
    [5, () => call('DELETE', `/api/resources${mine()}.moved`)],
    [
      5,
      async () => {
        const chunks = [];
        const created = await new Promise((resolve, reject) => {
          const outgoing = httpRequest(
            `${url}/api/share/page.txt`,
            { method: 'POST', agent, headers: { 'X-Auth': token } },
            (response) => {
              response.on('data', (chunk) => chunks.push(chunk));
              response.on('end', () => resolve(response.statusCode ?? 0));
              response.on('error', reject);
            },
          );
          outgoing.on('error', reject);
          outgoing.end(JSON.stringify({ expires: '1', unit: 'hours' }));
        });
        if (created !== 200) return { status: created };
        const { hash } = JSON.parse(Buffer.concat(chunks).toString());
        return call('DELETE', `/api/share/${hash}`);
      },
    ],
  ];
}

function pick(weighted) {
  const total = weighted.reduce((sum, [weight]) => sum + weight, 0);
  let at = Math.random() * total;
  for (const [weight, run] of weighted) {
    at -= weight;
    if (at < 0) return run;
  }
  return weighted[0][1];
}

/** `clients` clients running their operations for `seconds`; counts statuses and failures. */
async function load(clients, seconds, statuses, failures) {
  const deadline = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, id) => {
      const ops = operations(id);
      while (Date.now() < deadline) {
        try {
          const { status } = await pick(ops)();
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        } catch (error) {
          failures.push(String(error?.code ?? error));
        }
      }
    }),
  );
  agent.destroy();
  agent = new Agent({ keepAlive: true });
  await pause(3000);
}

// A first, shorter round at the same concurrency grows the heap, caches and pools to their
// working size; the figures after it are the baseline the main round must come back to.
await load(CLIENTS, Math.max(3, Math.round(SECONDS / 4)), new Map(), []);
const before = { files: openFiles(child.pid), rssMiB: rssMiB(child.pid) };

const statuses = new Map();
const failures = [];
let peakRss = before.rssMiB;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, rssMiB(child.pid));
}, 500);
await load(CLIENTS, SECONDS, statuses, failures);
clearInterval(sampler);
const after = { files: openFiles(child.pid), rssMiB: rssMiB(child.pid) };
child.kill('SIGTERM');
rmSync(base, { recursive: true, force: true });

const requests = [...statuses.values()].reduce((sum, count) => sum + count, 0) + failures.length;
const serverErrors = [...statuses]
  .filter(([status]) => status >= 500)
  .reduce((sum, [, n]) => sum + n, 0);
const result = {
  clients: CLIENTS,
  seconds: SECONDS,
  requests,
  perSecond: Math.round(requests / SECONDS),
  statuses: Object.fromEntries([...statuses].sort(([a], [b]) => a - b)),
  serverErrors,
  dropped: failures.length,
  droppedWhy: [...new Set(failures)].slice(0, 5),
  openFiles: { before: before.files, after: after.files },
  rssMiB: {
    before: Math.round(before.rssMiB),
    peak: Math.round(peakRss),
    after: Math.round(after.rssMiB),
  },
};
const passed =
  serverErrors === 0 &&
  failures.length === 0 &&
  after.files <= before.files + FD_SLACK &&
  after.rssMiB <= before.rssMiB + RSS_SLACK_MIB;
console.log(JSON.stringify({ ...result, passed }, null, 2));

if (!values['no-write'] && !values.quick) {
  const START = '<!-- soak:start -->';
  const END = '<!-- soak:end -->';
  const summary = [
    START,
    `Last run: ${new Date().toISOString().slice(0, 10)}, ${String(cpus().length)} cores, Node ${process.version}, \`npm run soak\`.`,
    '',
    `| Clients | Seconds | Requests | Per second | 5xx | Dropped | Open files before → after | RSS MiB before → peak → after | Result |`,
    '|---|---|---|---|---|---|---|---|---|',
    `| ${String(CLIENTS)} | ${String(SECONDS)} | ${String(requests)} | ${String(result.perSecond)} | ${String(serverErrors)} | ${String(failures.length)} | ${String(before.files)} → ${String(after.files)} | ${result.rssMiB.before} → ${result.rssMiB.peak} → ${result.rssMiB.after} | ${passed ? 'pass' : '**fail**'} |`,
    '',
    `Statuses: ${Object.entries(result.statuses)
      .map(([status, count]) => `${status} × ${String(count)}`)
      .join(', ')}.`,
    END,
  ].join('\n');
  const doc = readFileSync(DOC, 'utf8');
  const next = doc.includes(START)
    ? doc.replace(new RegExp(`${START}[\\s\\S]*?${END}`), summary)
    : `${doc.trimEnd()}\n\n## Load test (\`npm run soak\`)\n\n${summary}\n`;
  writeFileSync(DOC, next);
}
process.exit(passed ? 0 : 1);
