#!/usr/bin/env node
// Prints where a V8 CPU profile (from `listing-bench.mjs --profile`) spent its time: the
// functions with the most self time, and the most inclusive time.
//   node tools/bench/summarise-profile.mjs <file.cpuprofile> [top=20]
import { readFileSync } from 'node:fs';

const [file, topText = '20'] = process.argv.slice(2);
if (!file) {
  console.error('usage: node tools/bench/summarise-profile.mjs <file.cpuprofile> [top=20]');
  process.exit(2);
}
const profile = JSON.parse(readFileSync(file, 'utf8'));
const top = Number(topText);
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map();
for (const node of profile.nodes)
  for (const child of node.children ?? []) parentOf.set(child, node.id);

// Self time per node from the sample intervals.
const selfUs = new Map();
profile.samples.forEach((id, index) => {
  selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
});
const label = (node) => {
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url ? `${url.split('/').slice(-2).join('/')}:${lineNumber + 1}` : '';
  return `${functionName || '(anonymous)'} ${where}`.trim();
};
const self = new Map();
const total = new Map();
for (const [id, us] of selfUs) {
  const node = byId.get(id);
  self.set(label(node), (self.get(label(node)) ?? 0) + us);
  const seen = new Set();
  for (let at = id; at !== undefined; at = parentOf.get(at)) {
    const name = label(byId.get(at));
    if (seen.has(name)) continue;
    seen.add(name);
    total.set(name, (total.get(name) ?? 0) + us);
  }
}
const all = [...selfUs.values()].reduce((sum, us) => sum + us, 0);
const show = (title, map) => {
  console.log(`\n${title} (of ${(all / 1000).toFixed(0)} ms sampled)`);
  for (const [name, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(
      `${(us / 1000).toFixed(0).padStart(8)} ms ${((100 * us) / all).toFixed(1).padStart(5)}%  ${name}`,
    );
  }
};
show('Self time', self);
show('Inclusive time', total);
