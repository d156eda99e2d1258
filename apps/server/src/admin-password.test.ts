import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openOfflineAdmin } from '@file-browser/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CliOptions } from './cli-options';
import { StartupError, serve } from './serve';
import { testServeOptions } from './testing/serve-options';

// The first admin's password (FB_ADMIN_PASSWORD) passes the same policy as every user's
// password, and a weak one stops start-up with a message naming the variable and the rule
// (issue 27). The real command is the built bundle (this project's tests depend on its build).
const BIN = fileURLToPath(new URL('../bin/file-browser.cjs', import.meta.url));

function run(dir: string, password: string | undefined) {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env['FB_ADMIN_PASSWORD'];
  if (password !== undefined) env['FB_ADMIN_PASSWORD'] = password;
  const child = spawn(
    process.execPath,
    [BIN, '--root', join(dir, 'data'), '--database', join(dir, 'fb.db'), '--port', '0'],
    { env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, exited, output: () => ({ stdout, stderr }) };
}

describe('the first admin password (issue 27)', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'fb-admin-password-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  const options = (adminPassword: string): CliOptions => testServeOptions(dir, { adminPassword });

  it.each([
    ['admin', 'password is too short, minimum length is 12'],
    ['password1234', 'password is too easy'],
  ])(
    'refuses FB_ADMIN_PASSWORD=%s, naming the variable and the rule',
    async (password, problem) => {
      const lines: string[] = [];
      const started = serve(options(password), {
        onSignal: () => undefined,
        out: (text) => lines.push(text),
        version: 'test',
      });
      await expect(started).rejects.toThrow(StartupError);
      await expect(started).rejects.toThrow(`FB_ADMIN_PASSWORD is refused: ${problem}.`);
      await expect(started).rejects.toThrow(
        /at least 12 bytes, at most 72, and not a common password/,
      );
      expect(lines).toEqual([]);
      const admin = openOfflineAdmin(join(dir, 'fb.db'), join(dir, 'data'));
      expect(await admin.listUsers()).toEqual([]);
      await admin.close();
    },
  );

  it('makes the real command exit with 1 and the message, before listening or creating a user', async () => {
    const weak = run(dir, 'admin');
    expect(await weak.exited).toBe(1);
    const { stdout, stderr } = weak.output();
    expect(stderr).not.toContain('is serving');
    expect(stdout).toBe('');
    expect(stderr).toContain(
      'file-browser: FB_ADMIN_PASSWORD is refused: password is too short, minimum length is 12.',
    );
    expect(stderr).toContain('Set FB_ADMIN_PASSWORD to a stronger password');
    expect(existsSync(join(dir, 'fb.db'))).toBe(true);
    const admin = openOfflineAdmin(join(dir, 'fb.db'), join(dir, 'data'));
    expect(await admin.listUsers()).toEqual([]);
    await admin.close();

    // A strong one starts the server, and admin logs in with it.
    const strong = run(dir, 'a-strong-first-password');
    try {
      await expect.poll(() => strong.output().stderr, { timeout: 20_000 }).toContain('is serving');
      const base = /at (http:\/\/[^/]+)\//.exec(strong.output().stderr)?.[1] ?? '';
      const login = await fetch(`${base}/api/login`, {
        method: 'POST',
        body: JSON.stringify({ username: 'admin', password: 'a-strong-first-password' }),
      });
      expect(login.status).toBe(200);
    } finally {
      strong.child.kill('SIGTERM');
      await strong.exited;
    }
  });
});
