// Keeps the root package.json honest (issue 34): every package it declares is used by the
// workspace, so nothing is installed for nothing and a package that only comes in through
// another (codemirror's @codemirror/commands) is not declared as if we used it ourselves.
// The published packages have @nx/dependency-checks (tools/packages/dependency-checks.mjs); the
// root manifest is no Nx project, so this does the same for it.
//
// A package counts as used when, in the tracked files:
// - code imports or requires it (`from 'x'`, `import('x')`, `require('x')`, `/// <reference
//   types="x" />`), or a tool config names it as a string (Storybook addons, Vitest's `jsdom`);
// - a tsconfig lists it in `types`, or it is an Nx plugin or executor (nx.json, project.json);
// - one of its commands runs in a script (package.json scripts, *.sh, .ci/run, project.json);
// - it types a used package (`@types/x` for `x`; `@types/node` for Node's own modules);
// - a used package asks for it as a peer dependency (eslint for @nx/eslint, …).
//
// Usage: node tools/ci/check-root-dependencies.mjs [--manifest FILE] [--why]
// (FILE: check another package.json against this workspace; --why: each package's reason).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { basename, join } from 'node:path';

const workspace = join(import.meta.dirname, '../..');
const args = process.argv.slice(2);
const manifestPath = args.includes('--manifest')
  ? args[args.indexOf('--manifest') + 1]
  : join(workspace, 'package.json');
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const declared = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
const files = execFileSync('git', ['ls-files'], { cwd: workspace, encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);
const read = (file) => readFileSync(join(workspace, file), 'utf8');

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
const packageOf = (spec) =>
  spec
    .split('/')
    .slice(0, spec.startsWith('@') ? 2 : 1)
    .join('/');
/** The installed package.json of a dependency (every declared one is installed by npm ci). */
const installed = (name) => JSON.parse(read(`node_modules/${name}/package.json`));

const why = new Map(); // package -> the first reason found
const use = (name, reason) => {
  if (declared.includes(name) && !why.has(name)) why.set(name, reason);
};

const code = files.filter((f) => /\.(m?[jt]sx?|cjs)$/.test(f));
const importPattern =
  /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire(?:\.resolve)?\s*\(\s*|<reference\s+types=)['"]([^'"\s]+)['"]/g;
let usesNodeBuiltins = false;
for (const file of code) {
  const text = read(file);
  for (const [, spec] of text.matchAll(importPattern)) {
    if (spec.startsWith('node:') || builtinModules.includes(spec)) usesNodeBuiltins = true;
    else if (!spec.startsWith('.')) use(packageOf(spec), `imported by ${file}`);
  }
  if (/\.config\.|\/\.storybook\//.test(file)) {
    for (const [, spec] of text.matchAll(/['"](@?[\w.-]+(?:\/[\w.-]+)?)['"]/g)) {
      use(packageOf(spec), `named by ${file}`);
    }
  }
}
if (usesNodeBuiltins) use('@types/node', "types Node's own modules");

for (const file of files.filter((f) => /(^|\/)tsconfig[^/]*\.json$/.test(f))) {
  for (const type of JSON.parse(read(file)).compilerOptions?.types ?? []) {
    use(type.startsWith('@') ? packageOf(type) : `@types/${type}`, `types in ${file}`);
    use(packageOf(type), `types in ${file}`);
  }
}

const nxConfigs = ['nx.json', ...files.filter((f) => basename(f) === 'project.json')];
for (const file of nxConfigs) {
  for (const [, name] of read(file).matchAll(/"(?:plugin|executor)":\s*"(@?[^":]+)/g)) {
    use(packageOf(name), `Nx plugin or executor in ${file}`);
  }
}

// Commands: package.json scripts, shell scripts, .ci/run and Nx targets' commands. (The commands
// the Nx plugins infer, `vite build`, `eslint .`…, come from the plugins' peers, below.)
const scripts = [
  ...Object.values(manifest.scripts ?? {}),
  ...files.filter((f) => f.endsWith('.sh') || f === '.ci/run').map(read),
  ...nxConfigs.map(read),
].join('\n');
const words = new Set(scripts.split(/[^\w@/.-]+/));
for (const name of declared) {
  let bin = {};
  try {
    bin = installed(name).bin ?? {};
  } catch {
    continue; // not installed: nothing runs it
  }
  const names = typeof bin === 'string' ? [name.split('/').pop()] : Object.keys(bin);
  const command = names.find((b) => words.has(b));
  if (command) use(name, `its command ${command} runs in a script or target`);
}

// Types for used packages, and peers of used packages, until nothing new is found.
for (let grew = true; grew;) {
  const before = why.size;
  for (const name of declared.filter((d) => d.startsWith('@types/'))) {
    const typed = name.slice(7).replace(/^(.+)__(.+)$/, '@$1/$2');
    if (why.has(typed)) use(name, `types ${typed}`);
  }
  for (const user of [...why.keys()]) {
    let peers = {};
    try {
      peers = installed(user).peerDependencies ?? {};
    } catch {
      peers = {};
    }
    for (const peer of Object.keys(peers)) use(peer, `peer dependency of ${user}`);
  }
  grew = why.size > before;
}

if (args.includes('--why')) for (const name of declared) console.log(`${name}: ${why.get(name)}`);
const unused = declared.filter((name) => !why.has(name));
if (unused.length > 0) {
  console.error(
    `root dependencies: ${unused.join(', ')} ${unused.length === 1 ? 'is' : 'are'} declared in ` +
      `${manifestPath} but nothing in the workspace imports or runs ${unused.length === 1 ? 'it' : 'them'}.\n` +
      '  Remove with `npm uninstall <name>` (a package another one brings in is not ours to declare).',
  );
  process.exit(1);
}
console.log(`root dependencies: all ${declared.length} declared packages are used`);
