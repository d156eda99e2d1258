import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Running } from './testing/cli-process';
import { runCli, startCli } from './testing/cli-process';

interface LogLine {
  level: number;
  msg: string;
}

/** stdout as the JSON lines a log shipper reads; any other line fails the parse. */
function logLines(stdout: string): LogLine[] {
  return stdout
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as LogLine);
}

describe('file-browser --log-level: JSON on stdout, lines for people on stderr (issue 34)', () => {
  let dir: string;
  let server: Running | undefined;
  const store = () => ['--root', join(dir, 'data'), '--database', join(dir, 'fb.db')];

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'fb-log-'));
    mkdirSync(join(dir, 'data'));
    // A real fault: a folder holding a symbolic link to itself, which a copy cannot follow
    // (ELOOP); the copy takes the rest and answers 500 naming what it could not copy.
    mkdirSync(join(dir, 'data', 'stuck'));
    symlinkSync('loop', join(dir, 'data', 'stuck', 'loop'));
  });
  // Stopping waits for a graceful exit, which a busy machine can take a while to reach.
  afterEach(async () => {
    await server?.stop();
    server = undefined;
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  /** The copy of the folder with the looping link (see beforeEach). */
  const failingCopy = (base: string, token: string) =>
    fetch(`${base}/api/resources/stuck?action=copy&destination=${encodeURIComponent('/copy')}`, {
      method: 'PATCH',
      headers: { 'X-Auth': token },
    });

  async function adminToken(base: string, password: string): Promise<string> {
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      body: JSON.stringify({ username: 'admin', password }),
    });
    return (await login.text()).trim();
  }

  it('logs errors by default and nothing else; the banner, password and shutdown go to stderr', async () => {
    // Signup open into the whole root: the server refuses it and says why at level warn.
    expect((await runCli(['config', 'set', '--signup', 'true', ...store()])).code).toBe(0);
    server = await startCli([...store(), '--port', '0']);
    const password = /with password: (\S+)/.exec(server.stderr())?.[1] ?? '';
    expect(password).not.toBe('');
    const token = await adminToken(server.base, password);
    const signup = await fetch(`${server.base}/api/signup`, {
      method: 'POST',
      body: JSON.stringify({ username: 'eve', password: 'a-long-enough-password' }),
    });
    expect(signup.status).toBe(403);
    // Requests that go well log nothing: whole listings and pages (streamed), a file's info.
    for (const path of ['/api/resources/', '/api/resources/?limit=200&offset=0']) {
      const answer = await fetch(`${server.base}${path}`, { headers: { 'X-Auth': token } });
      expect(answer.status).toBe(200);
      await answer.text();
    }
    const broken = await failingCopy(server.base, token);
    expect(broken.status).toBe(500);
    await expect.poll(() => logLines(server?.stdout() ?? '').length).toBe(1);
    const { stdout, stderr } = await server.stop();
    const [error] = logLines(stdout);
    expect(error?.level).toBe(50);
    expect(error?.msg).toContain('could not copy');
    expect(stdout).not.toContain(password);
    expect(stderr).toContain(`File Browser is serving ${join(dir, 'data')} at http://127.0.0.1:`);
    expect(stderr).toContain('Created user "admin" with password: ');
    expect(stderr).toContain('Received SIGTERM: finishing requests, then stopping.');
  }, 60_000);

  it('a client leaving a whole listing part-way logs no error', async () => {
    // Enough entries that the listing is still streaming when the client goes.
    const big = join(dir, 'data', 'big');
    mkdirSync(big);
    for (let index = 0; index < 10_000; index++) writeFileSync(join(big, `f${index}.txt`), '');
    server = await startCli([...store(), '--port', '0'], {
      FB_ADMIN_PASSWORD: 'log-admin-password',
    });
    const token = await adminToken(server.base, 'log-admin-password');
    for (let round = 0; round < 3; round++) {
      const leaving = new AbortController();
      const answer = await fetch(`${server.base}/api/resources/big/`, {
        headers: { 'X-Auth': token, 'Accept-Encoding': 'identity' },
        signal: leaving.signal,
      });
      expect(answer.status).toBe(200);
      const reader = answer.body?.getReader();
      expect((await reader?.read())?.done).toBe(false);
      leaving.abort();
      await reader?.cancel().catch(() => undefined);
    }
    // A failing request after them: its error is the only line once it is logged.
    const broken = await failingCopy(server.base, token);
    expect(broken.status).toBe(500);
    await expect.poll(() => logLines(server?.stdout() ?? '').length).toBeGreaterThan(0);
    const lines = logLines(server.stdout());
    expect(lines.map((line) => line.msg)).toEqual([expect.stringContaining('could not copy')]);
  }, 60_000);

  it('adds warnings at warn, and a line per request at info', async () => {
    expect((await runCli(['config', 'set', '--signup', 'true', ...store()])).code).toBe(0);
    const env = { FB_ADMIN_PASSWORD: 'log-admin-password' };
    server = await startCli([...store(), '--port', '0', '--log-level', 'warn'], env);
    const signup = () =>
      fetch(`${server?.base ?? ''}/api/signup`, {
        method: 'POST',
        body: JSON.stringify({ username: 'eve', password: 'a-long-enough-password' }),
      });
    expect((await signup()).status).toBe(403);
    await expect.poll(() => logLines(server?.stdout() ?? '').length).toBe(1);
    const [warning] = logLines((await server.stop()).stdout);
    expect(warning?.level).toBe(40);
    expect(warning?.msg).toContain('signup is on, createUserDir is off');

    server = await startCli([...store(), '--port', '0'], { ...env, FB_LOG_LEVEL: 'info' });
    expect((await fetch(`${server.base}/health`)).status).toBe(200);
    await expect
      .poll(() => logLines(server?.stdout() ?? '').map((line) => line.msg))
      .toEqual(expect.arrayContaining(['incoming request', 'request completed']));
    expect(server.stdout()).not.toContain('File Browser is serving');
  }, 60_000);
});
