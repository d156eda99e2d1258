import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Running } from './testing/cli-process';
import { runCli, startCli } from './testing/cli-process';

/** A self-signed certificate for 127.0.0.1, made by openssl as an operator would. */
function makeCertificate(dir: string, name: string): { cert: string; key: string } {
  const cert = join(dir, `${name}.crt`);
  const key = join(dir, `${name}.key`);
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  return { cert, key };
}

/** GET over HTTPS trusting only `ca`: the certificate is really checked, not waved through. */
function httpsGet(url: string, ca: Buffer): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    get(url, { ca }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, body });
      });
    }).on('error', reject);
  });
}

describe('file-browser --cert/--key (HTTPS)', () => {
  let dir: string;
  let server: Running | undefined;
  const store = () => ['--root', join(dir, 'data'), '--database', join(dir, 'fb.db')];
  const env = { FB_ADMIN_PASSWORD: 'https-admin-password' };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'fb-https-'));
  });
  // Stopping waits for a graceful exit, which a busy machine can take a while to reach.
  afterEach(async () => {
    await server?.stop();
    server = undefined;
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('serves the API over HTTPS with the given certificate', async () => {
    const { cert, key } = makeCertificate(dir, 'server');
    server = await startCli([...store(), '--port', '0', '--cert', cert, '--key', key], env);
    expect(server.base).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const health = await httpsGet(`${server.base}/health`, readFileSync(cert));
    expect(health).toEqual({ status: 200, body: '{"status":"OK"}' });
    const settings = await httpsGet(`${server.base}/api/settings`, readFileSync(cert));
    expect(settings.status).toBe(401);
    // A client trusting another certificate refuses this one: it is what the server presents.
    const other = makeCertificate(dir, 'other');
    await expect(httpsGet(`${server.base}/health`, readFileSync(other.cert))).rejects.toThrow(
      /self[- ]signed|unable to verify/i,
    );
  });

  it('refuses to start without a readable, matching pair, saying which file', async () => {
    const { cert, key } = makeCertificate(dir, 'server');
    const missing = await runCli([...store(), '--cert', join(dir, 'nope.crt'), '--key', key], env);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain(`--cert ${join(dir, 'nope.crt')} cannot be read`);
    expect(missing.stderr).toContain('ENOENT');

    const other = makeCertificate(dir, 'other');
    const mismatched = await runCli([...store(), '--cert', cert, '--key', other.key], env);
    expect(mismatched.code).toBe(1);
    expect(mismatched.stderr).toContain('cannot serve HTTPS');

    writeFileSync(join(dir, 'junk.crt'), 'not a certificate');
    const junk = await runCli([...store(), '--cert', join(dir, 'junk.crt'), '--key', key], env);
    expect(junk.code).toBe(1);
    expect(junk.stderr).toContain(`--cert ${join(dir, 'junk.crt')}`);

    const half = await runCli([...store(), '--cert', cert], env);
    expect(half.code).toBe(2);
    expect(half.stderr).toContain('HTTPS needs both --cert FILE and --key FILE');
    // Four processes on a shared machine: each loads the whole bundle.
  }, 90_000);
});
