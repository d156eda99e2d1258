// Shared by the benchmarks: start the built server (as users run it, through `file-browser`) or
// another Node script and wait until it is ready, log in, and sample a process's resident memory.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const BIN = fileURLToPath(new URL('../../apps/server/bin/file-browser.cjs', import.meta.url));
export const PASSWORD = 'bench-admin-password';

/** A free TCP port on the loopback interface. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Runs a Node script with `args` and resolves once its standard output or error matches `ready`
 * (file-browser says where it serves on stderr), with the child and the match; rejects with what
 * it printed if it exits first.
 */
export async function spawnUntil(args, ready, env = process.env) {
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const match = await new Promise((resolve, reject) => {
    let output = '';
    const look = (chunk) => {
      output += chunk;
      const found = ready.exec(output);
      if (found) resolve(found);
    };
    child.stdout.on('data', look);
    child.stderr.on('data', look);
    child.on('exit', (code) => reject(new Error(`exited early (${code}): ${output}`)));
  });
  return { child, match };
}

/**
 * Starts the built server (`file-browser` with `args`, Node run with `nodeFlags`) and resolves
 * with its child process once it serves.
 */
export async function startFileBrowser(args, nodeFlags = []) {
  const env = { ...process.env, FB_ADMIN_PASSWORD: PASSWORD };
  return (await spawnUntil([...nodeFlags, BIN, ...args], /File Browser is serving/, env)).child;
}

/** Starts the built server on `<base>/data` and returns `{ child, url, token }`. */
export async function startBenchServer(base) {
  const port = await freePort();
  const args = [
    ...['--root', join(base, 'data'), '--database', join(base, 'fb.db')],
    ...['--address', '127.0.0.1', '--port', String(port)],
  ];
  const child = await startFileBrowser(args);
  const url = `http://127.0.0.1:${port}`;
  const login = await fetch(`${url}/api/login`, {
    method: 'POST',
    body: JSON.stringify({ username: 'admin', password: PASSWORD }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status}`);
  return { child, url, token: await login.text() };
}

/** Resident memory of a process in MiB (Linux), or NaN. */
export function rssMiB(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return kib / 1024;
  } catch {
    return Number.NaN;
  }
}

/** Reads a web response body to the end; returns its length in bytes. */
export async function drain(response) {
  let bytes = 0;
  for await (const chunk of response.body) bytes += chunk.length;
  return bytes;
}

/** Median of numbers. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Readies the admin's listing for a browser benchmark: the list view (the virtualised one; a
 * new admin starts in the mosaic) and the server's caches of `folder` warm, as for everyone but
 * a folder's very first visitor. Returns a token renewed after the change, as the app keeps one:
 * its claims carry the user's view mode, which the page's first rows follow (index.html).
 */
export async function listViewOf(url, token, folder) {
  const headers = { 'X-Auth': token.trim() };
  const viewMode = await fetch(`${url}/api/users/1`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({
      what: 'user',
      which: ['viewMode'],
      current_password: '',
      data: { id: 1, viewMode: 'list' },
    }),
  });
  if (!viewMode.ok) throw new Error(`setting the list view failed: ${String(viewMode.status)}`);
  const warm = await fetch(`${url}/api/resources/${folder}/`, { headers });
  if (!warm.ok) throw new Error(`warming listing failed: ${String(warm.status)}`);
  await warm.arrayBuffer();
  const renewed = await fetch(`${url}/api/renew`, { method: 'POST', headers });
  if (!renewed.ok) throw new Error(`renewing the token failed: ${String(renewed.status)}`);
  return (await renewed.text()).trim();
}

/**
 * Leaves `page`'s browser signed in as the web app's token store does after a login: the token
 * in local storage and in the `auth` cookie, which the server reads on a page load too (a folder's
 * page then comes with its first page).
 */
export async function signIn(page, token) {
  await page.evaluate((jwt) => {
    localStorage.setItem('jwt', jwt);
    document.cookie = `auth=${jwt}; Path=/; SameSite=Strict`;
  }, token.trim());
}
