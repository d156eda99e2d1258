// Every benchmark ends by handing its figures to `reportResult`: printed as JSON, and also
// written to the file named by BENCH_REPORT when `run-all.mjs` (npm run bench) collects them.
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';

/** The machine a figure was measured on; ratios from different machines are not comparable. */
export function machine() {
  return {
    cpu: cpus()[0]?.model ?? 'unknown',
    nproc: cpus().length,
    node: process.version,
    loadAverage: Number(loadavg()[0].toFixed(2)),
  };
}

/** Prints a benchmark's result and, under `npm run bench`, saves it for the summary. */
export function reportResult(result) {
  console.log(JSON.stringify(result, null, 2));
  if (process.env.BENCH_REPORT) writeFileSync(process.env.BENCH_REPORT, JSON.stringify(result));
}
