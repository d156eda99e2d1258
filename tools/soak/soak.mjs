// `npm run soak` (issue 17): 200 clients doing a mix of what users do (list, open, download,
// search, upload, rename, delete, share) against the built server on loopback for 60 s. Passes
// when no answer is a 5xx or a dropped connection, and when, after the load and a pause, the
// server holds no more open files than before and its memory has settled. Writes its result
// into docs/security.md between the `soak` markers. Not part of `npm test` (a minute of load).
//   npm run soak                      200 clients, 60 s
//   npm run soak -- --quick           20 clients, 10 s (checks the script itself)
//   npm run soak -- --no-write        print only
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { drain, rssMiB, startBenchServer } from '../bench/bench-server.mjs';
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
// Growth allowed once the load is over: a few sockets in TIME_WAIT cleanup, and the V8 heap
// and SQLite cache keep what they grew to (RSS rarely shrinks), but nothing may keep growing.
const FD_SLACK = 8;
const RSS_SLACK_MIB = 150;

const openFiles = (pid) => readdirSync(`/proc/${pid}/fd`).length;
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const base = mkdtempSync(join(tmpdir(), 'fb-soak-'));
generateFolder(join(base, 'data', 'thousand'), 1000);
mkdirSync(join(base, 'data', 'work'), { recursive: true });
writeFileSync(join(base, 'data', 'page.txt'), 'x'.repeat(64 * 1024));
const { child, url, token } = await startBenchServer(base);
const headers = { 'X-Auth': token };

/** One client's operations; each returns the response (drained) so its status is counted. */
function operations(id) {
  let round = 0;
  const mine = () => `/work/c${String(id)}-${String(round)}.txt`;
  return [
    [30, () => fetch(`${url}/api/resources/thousand/`, { headers })],
    [15, () => fetch(`${url}/api/resources/page.txt`, { headers })],
    [15, () => fetch(`${url}/api/raw/page.txt`, { headers })],
    [5, () => fetch(`${url}/api/search/thousand/?query=file-0001`, { headers })],
    [5, () => fetch(`${url}/api/usage/`, { headers })],
    [
      15,
      async () => {
        round++;
        return fetch(`${url}/api/resources${mine()}?override=true`, {
          method: 'POST',
          headers,
          body: `client ${String(id)} round ${String(round)}\n`,
        });
      },
    ],
    [
      5,
      () =>
        fetch(
          `${url}/api/resources${mine()}?action=rename&destination=${encodeURIComponent(`${mine()}.moved`)}&override=true`,
          { method: 'PATCH', headers },
        ),
    ],
    [5, () => fetch(`${url}/api/resources${mine()}.moved`, { method: 'DELETE', headers })],
    [
      5,
      async () => {
        const created = await fetch(`${url}/api/share/page.txt`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ expires: '1', unit: 'hours' }),
        });
        if (!created.ok) return created;
        const { hash } = await created.json();
        return fetch(`${url}/api/share/${hash}`, { method: 'DELETE', headers });
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

// Warm up (JIT, caches, the search index) before the "before" figures.
await Promise.all(
  Array.from({ length: 20 }, () =>
    fetch(`${url}/api/resources/thousand/`, { headers }).then(drain),
  ),
);
await pause(2000);
const before = { files: openFiles(child.pid), rssMiB: rssMiB(child.pid) };

const statuses = new Map();
const failures = [];
let peakRss = before.rssMiB;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, rssMiB(child.pid));
}, 500);
const deadline = Date.now() + SECONDS * 1000;
await Promise.all(
  Array.from({ length: CLIENTS }, async (_, id) => {
    const ops = operations(id);
    while (Date.now() < deadline) {
      try {
        const response = await pick(ops)();
        // 204s have no body to read.
        if (response.body) await drain(response);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      } catch (error) {
        failures.push(String(error?.cause?.code ?? error));
      }
    }
  }),
);
clearInterval(sampler);
await pause(5000);
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
