// P6: what a browser downloads before the first screen shows — the entry script, every chunk it
// imports statically (transitively) and the stylesheets index.html links — gzipped at level 9
// and summed, against the 160 kB budget (upstream's client is about 460 kB). Chunks loaded with
// `import()` (routes, viewers, other locales) are counted separately; the first locale's chunks
// (catalogue and dayjs locale, `<locale>-<hash>.js`) count, since the app awaits them to render.
//   npx nx build web && node tools/bench/bundle-bench.mjs [--dist dist/apps/web] [--locale en]
//   … --fail-above <kB>   exits 1 when the first load is larger (the size guard in `npm test`)
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { machine, reportResult } from './bench-report.mjs';

const BUDGET_KB = 160;
const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist/apps/web' },
    locale: { type: 'string', default: 'en' },
    'fail-above': { type: 'string' },
  },
});
const dist = values.dist;
if (!existsSync(join(dist, 'index.html')))
  throw new Error('build the web app first: npx nx build web');

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const linked = (pattern) => [...html.matchAll(pattern)].map((match) => join(dist, match[1]));
const entries = linked(/<script[^>]+type="module"[^>]+src="([^"]+)"/g);
const styles = linked(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g);
const preloads = linked(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g);

/** Static `import … from "./x.js"` and `import "./x.js"` of a minified chunk (not `import()`). */
function staticImports(file) {
  const code = readFileSync(file, 'utf8');
  const found = code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+\.js)["']/g);
  return [...found].map((match) => join(dirname(file), match[1]));
}

const assets = join(dist, 'assets');
const localeChunks = readdirSync(assets)
  .filter((name) => new RegExp(`^${values.locale}-[\\w-]{8}\\.js$`).test(name))
  .map((name) => join(assets, name));

const initial = new Set();
const pending = [...entries, ...preloads, ...localeChunks];
while (pending.length > 0) {
  const file = pending.pop();
  if (initial.has(file)) continue;
  initial.add(file);
  pending.push(...staticImports(file));
}

const gzipKb = (file) => gzipSync(readFileSync(file), { level: 9 }).length / 1000;
const rows = [...initial, ...styles].map((file) => ({
  file: relative(dist, file),
  gzipKb: Number(gzipKb(file).toFixed(1)),
}));
const firstLoadKb = Number(rows.reduce((sum, row) => sum + row.gzipKb, 0).toFixed(1));
const lazy = readdirSync(assets)
  .filter((name) => name.endsWith('.js') && !initial.has(join(assets, name)))
  .map((name) => gzipKb(join(assets, name)));
const lazyKb = Number(lazy.reduce((sum, size) => sum + size, 0).toFixed(1));

console.table(rows);
reportResult({
  id: 'P6',
  firstLoadKb,
  budgetKb: BUDGET_KB,
  met: firstLoadKb <= BUDGET_KB,
  initialFiles: rows,
  lazyChunks: lazy.length,
  lazyKb,
  machine: machine(),
});

const limit = values['fail-above'] === undefined ? undefined : Number(values['fail-above']);
if (limit !== undefined && firstLoadKb > limit) {
  console.error(
    `P6: the first load is ${String(firstLoadKb)} kB gzip, over the ${String(limit)} kB guard`,
  );
  process.exit(1);
}
