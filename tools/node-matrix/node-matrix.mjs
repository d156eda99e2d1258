// The Node matrix check (issue 34), run by `npm test`: the built server on Node 22 and 24, each
// taken from the npm registry, with better-sqlite3 built for its ABI, answering the API smoke tests.
// The workspace's own node_modules (built for the Node we develop on) is not touched: each run
// starts the server from a temporary copy of the bundle whose node_modules links to the
// workspace's packages, except better-sqlite3, which links to the build for that Node.
//   node tools/node-matrix/node-matrix.mjs            the versions below
//   node tools/node-matrix/node-matrix.mjs 24.21.0    one version
// Binaries and builds are cached in ~/.cache/file-browser-node (FB_NODE_CACHE): a cold run
// downloads about 50 MB and compiles SQLite per version (minutes); a warm one takes seconds.
import { spawn, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../bench/bench-server.mjs';
import { smoke } from './smoke.mjs';
import { ensureNode, ensureSqlite } from './toolchain.mjs';

// The newest release of each line when last bumped; README.md's "Node versions" names them.
const VERSIONS = process.argv.length > 2 ? process.argv.slice(2) : ['22.23.3', '24.21.0'];
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PASSWORD = 'node-matrix-admin-password';
const sqliteVersion = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).dependencies[
  'better-sqlite3'
];

/**
 * The workspace's layout in `dir` as far as the server reads it: the bin shim and the bundle
 * copied (Node resolves packages from a module's real location), the web build and every
 * package linked, better-sqlite3 linked to `sqliteDir`.
 */
function overlay(dir, sqliteDir) {
  mkdirSync(join(dir, 'apps', 'server', 'bin'), { recursive: true });
  copyFileSync(
    join(ROOT, 'apps', 'server', 'bin', 'file-browser.cjs'),
    join(dir, 'apps', 'server', 'bin', 'file-browser.cjs'),
  );
  mkdirSync(join(dir, 'dist', 'apps', 'server'), { recursive: true });
  copyFileSync(
    join(ROOT, 'dist', 'apps', 'server', 'main.js'),
    join(dir, 'dist', 'apps', 'server', 'main.js'),
  );
  if (existsSync(join(ROOT, 'dist', 'apps', 'web'))) {
    symlinkSync(join(ROOT, 'dist', 'apps', 'web'), join(dir, 'dist', 'apps', 'web'));
  }
  mkdirSync(join(dir, 'node_modules'));
  for (const name of readdirSync(join(ROOT, 'node_modules'))) {
    if (name === 'better-sqlite3' || name.startsWith('.')) continue;
    symlinkSync(join(ROOT, 'node_modules', name), join(dir, 'node_modules', name));
  }
  symlinkSync(sqliteDir, join(dir, 'node_modules', 'better-sqlite3'));
}

/** Starts `file-browser` from `dir` under `nodeBin` and resolves once /health answers. */
async function startServer(nodeBin, dir) {
  const port = await freePort();
  const args = [join(dir, 'apps', 'server', 'bin', 'file-browser.cjs')];
  args.push('--root', join(dir, 'data'), '--database', join(dir, 'fb.db'));
  args.push('--address', '127.0.0.1', '--port', String(port));
  const child = spawn(nodeBin, args, {
    cwd: dir,
    env: { ...process.env, FB_ADMIN_PASSWORD: PASSWORD },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${String(port)}`;
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    if (child.exitCode !== null) break;
    const health = await fetch(`${url}/health`).catch(() => undefined);
    if (health?.status === 200) return { child, url, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not start (exit ${String(child.exitCode)}):\n${output}`);
}

/** Stops the server gracefully (SIGTERM), killing it if it has not exited after 10 s. */
async function stopServer(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

const build = spawnSync('npx', ['nx', 'run', 'server-cli:build', '--outputStyle=static'], {
  cwd: ROOT,
  encoding: 'utf8',
});
if (build.status !== 0)
  throw new Error(`nx run server-cli:build failed:\n${build.stdout}${build.stderr}`);

for (const version of VERSIONS) {
  const started = Date.now();
  const nodeBin = ensureNode(version);
  const sqliteDir = ensureSqlite(nodeBin, version, sqliteVersion);
  const dir = mkdtempSync(join(tmpdir(), `fb-node-${version}-`));
  try {
    overlay(dir, sqliteDir);
    const server = await startServer(nodeBin, dir);
    try {
      await smoke(server.url, PASSWORD, version);
    } catch (error) {
      console.error(`node-matrix: the server's output on Node ${version}:\n${server.output()}`);
      throw error;
    } finally {
      await stopServer(server.child);
    }
  } catch (error) {
    console.error(`node-matrix: Node ${version} failed`);
    throw error;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(
    `node-matrix: Node ${version} passed the API smoke tests in ${String(Date.now() - started)} ms`,
  );
}
