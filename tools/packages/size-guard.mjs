// The publishable packages' size budgets (issue 30): for each, the gzipped size (level 9) of its
// built entry, dist/libs/<name>/dist/index.js, and of every module of the package it imports
// statically, summed. Dependencies (zod, tus-js-client, the other @file-browser packages) are
// not counted: each package has its own budget. A size is deterministic, so it is a test.
//   npx nx run-many -t build -p api-contract,api-client,upload-engine
//   node tools/packages/size-guard.mjs        exits 1 when a package is over its budget
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** kB (1000 bytes) of gzip per package: the size measured when set, plus a little. */
const BUDGETS_KB = { 'api-contract': 22, 'api-client': 17, 'upload-engine': 17 };

const workspace = join(import.meta.dirname, '../..');
let over = false;
for (const [name, budget] of Object.entries(BUDGETS_KB)) {
  const entry = join(workspace, 'dist/libs', name, 'dist/index.js');
  if (!existsSync(entry)) throw new Error(`build it first: npx nx build ${name}`);
  const modules = new Set();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop();
    if (modules.has(file)) continue;
    modules.add(file);
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+\.js)["']/g))
      pending.push(join(dirname(file), match[1]));
  }
  const bytes = [...modules].reduce(
    (sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).length,
    0,
  );
  const kB = bytes / 1000;
  const verdict = kB <= budget ? 'ok' : 'OVER BUDGET';
  over ||= kB > budget;
  console.log(
    `${name}: ${kB.toFixed(1)} kB gzip in ${modules.size} modules (budget ${budget} kB) ${verdict}`,
  );
}
if (over) process.exit(1);
