// `npm run bench`: builds the server and the web app, runs every benchmark of issues 16, 26 and
// 28 (P1–P10) and 33 (P11) one after the other (never in parallel: each compares against a baseline
// measured in the same run, on the same cores), and writes a summary table into
// docs/performance.md between the `bench:summary` markers. Not part of `npm test`.
//   npm run bench                    full sizes (about 30 minutes on 2 cores)
//   npm run bench -- --quick         small sizes, to check the benchmarks themselves work
//   npm run bench -- --only P1,P6    some of them
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { machine } from './bench-report.mjs';
import { BENCHES } from './bench-table.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DOC = join(ROOT, 'docs/performance.md');
const START = '<!-- bench:summary:start -->';
const END = '<!-- bench:summary:end -->';

const { values } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    only: { type: 'string' },
    'no-write': { type: 'boolean', default: false },
  },
});
const wanted = values.only?.split(',').map((id) => id.trim().toUpperCase());
const benches = BENCHES.filter((bench) => !wanted || wanted.includes(bench.id));

function runBench(bench, folder) {
  const args = values.quick ? bench.quick : bench.full;
  const reportFile = join(folder, `${bench.id}.json`);
  const command = [`node tools/bench/${bench.script}`, ...args].join(' ');
  console.log(`\n=== ${bench.id} ${bench.title}: ${command}`);
  const run = spawnSync(process.execPath, [join('tools/bench', bench.script), ...args], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, BENCH_REPORT: reportFile },
  });
  if (run.status !== 0) return { bench, command, error: `exited with ${run.status}` };
  const result = JSON.parse(readFileSync(reportFile, 'utf8'));
  return { bench, command, ...bench.summarise(result) };
}

function table(outcomes, when) {
  const host = machine();
  const lines = [
    `Last \`npm run bench${values.quick ? ' -- --quick' : ''}\`: ${when}, ${host.nproc} × ` +
      `${host.cpu}, Node ${host.node}, load average ${host.loadAverage} at the end.` +
      (values.quick ? ' **Quick sizes: not the targets’ sizes.**' : ''),
    '',
    '| ID | Work | Figure | Baseline (same run) | Result | Target | Met | Command |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const { bench, command, error, figure, baseline, result, met } of outcomes) {
    const cells = error
      ? [error, '—', '—', bench.target, 'no']
      : [figure, baseline, result, bench.target, met ? 'yes' : '**no**'];
    lines.push(`| ${bench.id} | ${bench.title} | ${cells.join(' | ')} | \`${command}\` |`);
  }
  return lines.join('\n');
}

function writeSummary(markdown) {
  const doc = readFileSync(DOC, 'utf8');
  const block = `${START}\n${markdown}\n${END}`;
  const at = doc.indexOf(START);
  const next =
    at >= 0
      ? doc.slice(0, at) + block + doc.slice(doc.indexOf(END) + END.length)
      : doc.replace(/\n## /, `\n## Summary (\`npm run bench\`)\n\n${block}\n\n## `);
  writeFileSync(DOC, next);
}

execFileSync('bash', ['tools/scripts/ensure-system-deps.sh', '--bench'], {
  cwd: ROOT,
  stdio: 'inherit',
});
execFileSync('npx', ['nx', 'run-many', '-t', 'build', '-p', 'web', 'server-cli'], {
  cwd: ROOT,
  stdio: 'inherit',
});
const folder = mkdtempSync(join(tmpdir(), 'fb-bench-all-'));
try {
  const outcomes = benches.map((bench) => runBench(bench, folder));
  const markdown = table(outcomes, new Date().toISOString().slice(0, 16).replace('T', ' '));
  console.log(`\n${markdown}`);
  if (!values['no-write'] && !values.only) writeSummary(markdown);
  if (outcomes.some((outcome) => outcome.error)) process.exitCode = 1;
} finally {
  rmSync(folder, { recursive: true, force: true });
}
