// What the packages' consumer tests share (libs/<name>/e2e/consumer.mjs): a plain Node project in
// the OS temp folder with the packed packages installed from their tarballs, its strict
// TypeScript check (NodeNext, skipLibCheck false, no DOM lib) and the built server CLI started
// there on a temp root and database.
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

export const workspace = resolve(import.meta.dirname, '../..');
export const PASSWORD = 'consumer-test-password';
const tsc = join(workspace, 'node_modules/.bin/tsc');

/** The version of a package the workspace has installed (so npm finds it in its cache). */
export function installedVersion(name) {
  return JSON.parse(readFileSync(join(workspace, 'node_modules', name, 'package.json'), 'utf8'))
    .version;
}

/** Packs dist/libs/<name> into `folder`; returns the tarball's path. */
export function pack(name, folder) {
  const output = execFileSync(
    'npm',
    ['pack', join(workspace, 'dist/libs', name), '--pack-destination', folder, '--json'],
    { cwd: folder, encoding: 'utf8' },
  );
  const [{ filename }] = JSON.parse(output);
  return join(folder, filename);
}

/** Lists the files of a tarball (`package/...`). */
export function tarballFiles(tarball) {
  return execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).trim().split('\n');
}

/**
 * A temp consumer project: `package.json` (`type: module`), the tarballs of `packages`
 * (names under dist/libs, each packed once) and `extra` registry packages installed by npm, and a
 * strict NodeNext tsconfig. `files` maps relative paths to contents written before installing.
 */
export function createConsumer({ packages, extra = [], files = {} }) {
  const dir = mkdtempSync(join(tmpdir(), 'fb-consumer-'));
  const tarballs = Object.fromEntries(packages.map((name) => [name, pack(name, dir)]));
  write(dir, {
    'package.json': JSON.stringify({ private: true, type: 'module' }, null, 2),
    'tsconfig.json': JSON.stringify(
      {
        compilerOptions: {
          strict: true,
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          target: 'ES2022',
          lib: ['ES2023'],
          types: ['node'],
          skipLibCheck: false,
          outDir: 'out',
        },
        include: ['*.ts'],
      },
      null,
      2,
    ),
    ...files,
  });
  execFileSync(
    'npm',
    [
      'install',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      ...Object.values(tarballs),
      `@types/node@${installedVersion('@types/node')}`,
      ...extra,
    ],
    { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  return {
    dir,
    tarballs,
    /** Runs the workspace's tsc in the project (`-p tsconfig.json` unless told). */
    tsc: (args = []) => {
      try {
        execFileSync(tsc, args, { cwd: dir, encoding: 'utf8', stdio: 'pipe' });
      } catch (error) {
        throw new Error(`tsc ${args.join(' ')} failed in the consumer project:\n${error.stdout}`);
      }
    },
    /** Runs `node file` in the project and resolves with its stdout. */
    node: (file, env = {}) =>
      execFileSync(process.execPath, [file], {
        cwd: dir,
        // Plain output even where the caller forces colours (Nx sets FORCE_COLOR).
        env: { ...process.env, FORCE_COLOR: '0', ...env },
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
        timeout: 60_000,
      }),
    write: (more) => {
      write(dir, more);
    },
    remove: () => {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function write(dir, files) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
}

/**
 * Starts the built server CLI (dist/apps/server) in `dir` on `port` (default a free one),
 * serving `dir/data` (with `files` written into it first) with the database `dir/fb.db` and the
 * admin password PASSWORD. Resolves with `{ url, port, root, stop(), crash() }` once it says
 * where it serves; `crash()` kills it with SIGKILL, as a crash would (nothing flushed, no
 * shutdown), so a test can start it again on the same folder, database and port.
 */
export function startServer(dir, { files = {}, args = [], port = 0 } = {}) {
  const root = join(dir, 'data');
  mkdirSync(root, { recursive: true });
  write(root, files);
  const cli = ['--root', root, '--database', join(dir, 'fb.db'), '--address', '127.0.0.1'];
  const server = spawn(
    process.execPath,
    [join(workspace, 'dist/apps/server/main.js'), ...cli, '--port', String(port), ...args],
    { cwd: dir, env: { ...process.env, FB_ADMIN_PASSWORD: PASSWORD }, stdio: 'pipe' },
  );
  let output = '';
  const end = async (signal) => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    const exited = once(server, 'exit');
    server.kill(signal);
    await exited;
  };
  return new Promise((resolvePromise, reject) => {
    // A server that never says where it serves fails the test instead of hanging it.
    const timer = setTimeout(() => {
      reject(new Error(`the server did not start within 90 s:\n${output}`));
      server.kill('SIGKILL');
    }, 90_000);
    // The CLI says where it serves on stderr (lines for people; JSON logs go to stdout). Both
    // are read to the end, so the server never writes into a full or closed pipe.
    let started = false;
    const read = (chunk) => {
      if (started) return;
      output += chunk;
      const url = / at (http:\/\/[^\s"]+?)\/?\s*$/m.exec(output)?.[1];
      if (!url) return;
      started = true;
      clearTimeout(timer);
      resolvePromise({
        url,
        port: Number(new URL(url).port),
        root,
        stop: () => end('SIGTERM'),
        crash: () => end('SIGKILL'),
      });
    };
    for (const stream of [server.stdout, server.stderr]) {
      stream.setEncoding('utf8');
      stream.on('data', read);
    }
    server.once('exit', () => {
      clearTimeout(timer);
      reject(new Error(`the server stopped before serving:\n${output}`));
    });
  });
}

/** The fenced code blocks of a README in the given languages, in order: `{ lang, code }`. */
export function codeBlocks(readmePath, langs = ['ts', 'js']) {
  const text = readFileSync(readmePath, 'utf8');
  return [...text.matchAll(/^```(\w+)\n([\s\S]*?)^```$/gm)]
    .filter((match) => langs.includes(match[1]))
    .map((match) => ({ lang: match[1], code: match[2] }));
}

/** Plain JavaScript for a README's TypeScript block (types stripped by the workspace's tsc). */
export async function stripTypes(code) {
  const ts = (await import('typescript')).default;
  return ts.transpileModule(code, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  }).outputText;
}
