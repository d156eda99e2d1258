// Every file outside a project that the project's files read must be an Nx input of it (issue 34:
// tools/vitest/lib-config.ts was none, so after editing it `nx affected` listed no project and
// `api-contract:test` replayed a stale cached result). Nx decides both the cache and `affected`
// from the targets' inputs, so this checks them, against the graph Nx itself resolves:
//
// 1. Each tracked file outside every project that a project's files name (relative imports and
//    paths, `{workspaceRoot}/…` and `node tools/…` in project.json, and what those files import
//    in turn) is an input of the cached target it configures (vitest.config → test,
//    eslint.config → lint, a project.json command → its target), or for any other file of some
//    target (`affected` counts every target's inputs, cached or not).
// 2. End to end: `nx show projects --affected --files=tools/vitest/lib-config.ts` lists every
//    project whose Vitest config uses it.
//
// Usage: node tools/ci/check-nx-inputs.mjs. Exit 1 names each miss.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, normalize } from 'node:path';

const workspace = join(import.meta.dirname, '../..');
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };
// Nx's own chatter (Vite config notices) goes with the error if a command fails, not to the log.
const run = (command, args) =>
  execFileSync(command, args, {
    cwd: workspace,
    env,
    encoding: 'utf8',
    maxBuffer: 64 << 20,
    stdio: ['ignore', 'pipe', 'pipe'],
  });

const tracked = run('git', ['ls-files']).split('\n').filter(Boolean);
const trackedSet = new Set(tracked);
const projects = loadGraph();
const roots = Object.values(projects).map((node) => node.data.root);
const inProject = (file) => roots.some((root) => file.startsWith(`${root}/`));
const nxJson = JSON.parse(readFileSync(join(workspace, 'nx.json'), 'utf8'));
const isCode = (file) => /\.(m?[jt]sx?|cjs)$/.test(file);

/** `nx graph --file` gives every project's root and resolved targets in one call. */
function loadGraph() {
  const folder = mkdtempSync(join(tmpdir(), 'nx-inputs-'));
  try {
    run('npx', ['nx', 'graph', `--file=${join(folder, 'graph.json')}`]);
    return JSON.parse(readFileSync(join(folder, 'graph.json'), 'utf8')).graph.nodes;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Tracked files outside every project that `file` names, and what those import in turn. */
function outsideReferences(file, seen = new Set()) {
  const text = readFileSync(join(workspace, file), 'utf8');
  const found = [];
  for (const [, spec] of text.matchAll(/['"](\.{1,2}\/[^'"\s]+)['"]/g)) {
    found.push(normalize(join(dirname(file), spec)));
  }
  for (const [, path] of text.matchAll(/\{workspaceRoot\}\/([^'"\s*{]+)["']/g)) found.push(path);
  for (const [, path] of text.matchAll(/\bnode (tools\/[^\s'"]+)/g)) found.push(path);
  for (const path of found) {
    if (!trackedSet.has(path) || inProject(path) || seen.has(path)) continue;
    seen.add(path);
    if (isCode(path)) outsideReferences(path, seen);
  }
  return seen;
}

/** The targets a referencing file configures; empty when it is not a target's config. */
function configuredTargets(file, path) {
  const name = file.split('/').pop() ?? '';
  if (name.startsWith('vitest.config.')) return ['test'];
  if (name.startsWith('eslint.config.')) return ['lint'];
  if (name !== 'project.json') return [];
  const targets = JSON.parse(readFileSync(join(workspace, file), 'utf8')).targets ?? {};
  return Object.keys(targets).filter((t) => String(targets[t].command ?? '').includes(path));
}

/** A target's own file-input globs as regexps, named inputs expanded (`^…` are its deps'). */
function fileInputs(inputs, named, out = []) {
  for (const input of inputs ?? []) {
    if (typeof input !== 'string' || input.startsWith('^') || input.startsWith('!')) continue;
    if (named[input]) fileInputs(named[input], named, out);
    else if (input.startsWith('{workspaceRoot}/')) out.push(globToRegExp(input.slice(16)));
  }
  return out;
}

/** Nx's globs (`**` any folders, `*` within one, `{a,b}` either) as a regular expression. */
function globToRegExp(glob) {
  const source = glob
    .replace(/[.+^$()|[\]\\]/g, '\\$&')
    .replace(/\{([^}]+)\}/g, (_, options) => `(?:${options.split(',').join('|')})`)
    .split('**/')
    .map((part) =>
      part
        .split('**')
        .map((p) => p.replaceAll('*', '[^/]*'))
        .join('.*'),
    )
    .join('(?:.*/)?');
  return new RegExp(`^${source}$`);
}

const problems = [];
const vitestConfigUsers = new Set();
let checked = 0;
for (const [name, node] of Object.entries(projects)) {
  const root = node.data.root;
  const named = { ...nxJson.namedInputs, ...node.data.namedInputs };
  const targetList = Object.values(node.data.targets);
  const isInput = (target, path) => fileInputs(target.inputs, named).some((re) => re.test(path));
  for (const file of tracked.filter((f) => f.startsWith(`${root}/`))) {
    if (!isCode(file) && !file.endsWith('.json')) continue;
    for (const path of outsideReferences(file)) {
      checked += 1;
      if (path === 'tools/vitest/lib-config.ts') vitestConfigUsers.add(name);
      const targets = configuredTargets(file, path).filter((t) => node.data.targets[t]?.cache);
      const missing = targets.length
        ? targets.filter((t) => !isInput(node.data.targets[t], path))
        : targetList.some((t) => isInput(t, path))
          ? []
          : ['any target'];
      for (const target of missing) {
        problems.push(`${name}: ${path} (read through ${file}) is no input of ${target}`);
      }
    }
  }
}

const affected = JSON.parse(
  run('npx', [
    'nx',
    'show',
    'projects',
    '--affected',
    '--files=tools/vitest/lib-config.ts',
    '--json',
  ]),
);
for (const project of vitestConfigUsers) {
  if (!affected.includes(project)) {
    problems.push(`${project} uses tools/vitest/lib-config.ts, but nx affected leaves it out`);
  }
}

if (problems.length > 0) {
  console.error(`nx inputs: ${problems.length} missing:\n  ${problems.join('\n  ')}`);
  console.error('Add the file to a namedInput in nx.json that the target uses (docs/ci.md).');
  process.exit(1);
}
console.log(
  `nx inputs: ${checked} uses of shared files are inputs; tools/vitest/lib-config.ts affects ` +
    `${[...vitestConfigUsers].sort().join(', ')}`,
);
