// The Node binaries and the better-sqlite3 build for each, fetched from the npm registry only
// (GitHub and nodejs.org need not be reachable) and cached outside the repository, so a repeat
// run only checks that they are there.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const CACHE = process.env.FB_NODE_CACHE ?? join(homedir(), '.cache', 'file-browser-node');
const ENSURE_NATIVE = fileURLToPath(new URL('./ensure-native.mjs', import.meta.url));

/** A command's environment with `node` (the one at `nodeBin`) first on the PATH. */
function withNode(nodeBin) {
  return { ...process.env, PATH: `${dirname(nodeBin)}${delimiter}${process.env.PATH ?? ''}` };
}

/** Runs a command quietly; a failure throws with what it printed (a cold build prints pages). */
function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    encoding: 'utf8',
    maxBuffer: 64 * 2 ** 20,
    ...options,
  });
  if (result.status !== 0) {
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim().split('\n').slice(-30);
    throw new Error(`${command} ${args.join(' ')} failed:\n${output.join('\n')}`);
  }
}

/**
 * Runs `fill(partial)` in a folder of its own and renames it to `dir`: a broken run leaves no half
 * cache, and of two runs filling the same entry at once (two `npm test`s) the first rename wins.
 */
function cached(dir, fill) {
  if (existsSync(dir)) return;
  const partial = `${dir}.partial-${String(process.pid)}`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  try {
    fill(partial);
    renameSync(partial, dir);
  } catch (error) {
    if (!existsSync(dir)) throw error;
  } finally {
    rmSync(partial, { recursive: true, force: true });
  }
}

/**
 * The `node` binary of `version` from the registry's `node-<platform>-<arch>` package (the official
 * build, with its C headers under include/node), downloaded once. Returns its path.
 */
export function ensureNode(version) {
  const dir = join(CACHE, `node-${version}`);
  cached(dir, (partial) => {
    const name = `node-${process.platform}-${process.arch}@${version}`;
    console.log(`node-matrix: fetching ${name} from the npm registry`);
    run('npm', ['pack', name, '--pack-destination', partial, '--silent']);
    const [tarball] = readdirSync(partial).filter((file) => file.endsWith('.tgz'));
    run('tar', ['xzf', tarball, '--strip-components=1'], { cwd: partial });
    rmSync(join(partial, tarball));
  });
  return join(dir, 'bin', 'node');
}

/**
 * A node_modules holding better-sqlite3 `sqliteVersion` as `npm install` under that Node makes it:
 * fetched without scripts, then ensure-native.mjs (the repository's postinstall) runs the package's
 * install step for that ABI. Returns the package folder.
 */
export function ensureSqlite(nodeBin, nodeVersion, sqliteVersion) {
  const dir = join(CACHE, `native-${nodeVersion}-better-sqlite3-${sqliteVersion}`);
  const env = withNode(nodeBin);
  cached(dir, (partial) => {
    console.log(`node-matrix: building better-sqlite3 ${sqliteVersion} for Node ${nodeVersion}`);
    writeFileSync(join(partial, 'package.json'), '{ "private": true }\n');
    const install = ['install', `better-sqlite3@${sqliteVersion}`, '--ignore-scripts'];
    run('npm', [...install, '--no-audit', '--no-fund', '--silent'], { cwd: partial, env });
    run(nodeBin, [ENSURE_NATIVE, partial], { env });
  });
  // Cheap on a warm cache (one probe process); rebuilds a cache entry that stopped loading.
  run(nodeBin, [ENSURE_NATIVE, dir], { env });
  return join(dir, 'node_modules', 'better-sqlite3');
}
