// Consumer test of the built package (`nx e2e api-client`): packs dist/libs/api-client, installs
// the tarball into a temp folder outside the workspace (zod comes from the registry), starts the
// built server CLI on a temp root and runs list-folder.mjs there against it (upload, list, share).
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { deepStrictEqual } from 'node:assert/strict';

const workspace = resolve(import.meta.dirname, '../../..');
const temp = mkdtempSync(join(tmpdir(), 'fb-client-consumer-'));
const password = 'consumer-test-password';
const npm = (args) =>
  execFileSync('npm', [...args, '--loglevel=error'], { cwd: temp, encoding: 'utf8' }).trim();

/** Starts the built CLI on a free port and resolves with its address once it says it serves. */
function startServer() {
  const args = ['--root', 'data', '--database', 'fb.db', '--address', '127.0.0.1', '--port', '0'];
  const server = spawn(process.execPath, [join(workspace, 'dist/apps/server/main.js'), ...args], {
    cwd: temp,
    env: { ...process.env, FB_ADMIN_PASSWORD: password },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolvePromise, reject) => {
    let output = '';
    server.stdout.setEncoding('utf8');
    // Keep reading after the address shows up, so the server never writes into a closed pipe.
    server.stdout.on('data', (chunk) => {
      output += chunk;
      const url = / at (http:\/\/\S+?)\/?\s*$/m.exec(output)?.[1];
      if (url) resolvePromise({ server, url });
    });
    server.once('exit', () => {
      reject(new Error(`the server stopped before serving:\n${output}`));
    });
  });
}

let running;
try {
  mkdirSync(join(temp, 'data/docs/sub'), { recursive: true });
  writeFileSync(join(temp, 'data/docs/hello.txt'), 'hello');
  writeFileSync(join(temp, 'package.json'), '{ "private": true, "type": "module" }\n');
  const tarball = npm(['pack', join(workspace, 'dist/libs/api-client'), '--pack-destination', temp])
    .split('\n')
    .at(-1);
  npm(['install', '--no-audit', '--no-fund', `./${tarball}`]);
  copyFileSync(join(import.meta.dirname, 'list-folder.mjs'), join(temp, 'list-folder.mjs'));

  running = await startServer();
  writeFileSync(join(temp, 'note.txt'), 'uploaded from a stream');
  const output = execFileSync(process.execPath, ['list-folder.mjs', '/docs', 'note.txt'], {
    cwd: temp,
    env: { ...process.env, FB_URL: running.url, FB_PASSWORD: password },
    encoding: 'utf8',
  });
  deepStrictEqual(JSON.parse(output), {
    entries: [
      { name: 'sub', isDir: true },
      { name: 'hello.txt', isDir: false },
      { name: 'uploaded.txt', isDir: false },
    ],
    shared: '/docs/uploaded.txt',
    hasPassword: false,
  });
  deepStrictEqual(
    readFileSync(join(temp, 'data/docs/uploaded.txt'), 'utf8'),
    'uploaded from a stream',
  );
  console.log(`consumer test passed: ${tarball} listed /docs on ${running.url}`);
} finally {
  if (running) {
    running.server.kill('SIGTERM');
    await once(running.server, 'exit');
  }
  rmSync(temp, { recursive: true, force: true });
}
