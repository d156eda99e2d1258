import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseCliOptions } from './cli-options';
import type { Running } from './testing/cli-process';
import { runCli, startCli } from './testing/cli-process';

const PASSWORD = 'config-file-password';

describe('file-browser -c FILE / FB_CONFIG (issue 34)', () => {
  let dir: string;
  let server: Running | undefined;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'fb-config-'));
  });
  // Stopping waits for a graceful exit, which a busy machine can take a while to reach.
  afterEach(async () => {
    await server?.stop();
    server = undefined;
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  async function listing(base: string): Promise<string[]> {
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      body: JSON.stringify({ username: 'admin', password: PASSWORD }),
    });
    const token = (await login.text()).trim();
    const answer = await fetch(`${base}/api/resources/`, { headers: { 'X-Auth': token } });
    const folder = (await answer.json()) as { items: { name: string }[] };
    return folder.items.map((item) => item.name);
  }

  it('keeps a database URL as it is and takes the state folder relative to the file', () => {
    const file = join(dir, 'node.yaml');
    writeFileSync(
      file,
      [
        'database: postgres://fb@db:5432/files',
        'redis: redis://cache:6379',
        'state-dir: state',
      ].join('\n'),
    );
    expect(parseCliOptions(['-c', file], {})).toMatchObject({
      kind: 'run',
      options: {
        database: 'postgres://fb@db:5432/files',
        redis: 'redis://cache:6379',
        stateDir: join(dir, 'state'),
      },
    });
  });

  it('serves what a YAML file names, paths relative to the file; flags and FB_* win over it', async () => {
    mkdirSync(join(dir, 'etc'));
    mkdirSync(join(dir, 'srv'));
    writeFileSync(join(dir, 'srv', 'from-the-file.txt'), 'x');
    const file = join(dir, 'etc', 'file-browser.yaml');
    writeFileSync(
      file,
      [
        '# the service settings',
        'root: ../srv',
        'database: ../state/fb.db',
        'port: 0',
        'baseurl: /from-file',
        'log-level: info',
        'index-exclude: [backups]',
      ].join('\n'),
    );
    server = await startCli(['-c', file], { FB_ADMIN_PASSWORD: PASSWORD });
    expect(server.base).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(server.stderr()).toContain(`File Browser is serving ${join(dir, 'srv')} at`);
    expect(server.stderr()).toMatch(/at http:\/\/127\.0\.0\.1:\d+\/from-file\//);
    expect(await listing(`${server.base}/from-file`)).toEqual(['from-the-file.txt']);
    // log-level info from the file: the request lines are JSON on stdout.
    await expect.poll(() => server?.stdout() ?? '').toContain('"url":"/from-file/api/resources/"');
    await server.stop();

    server = await startCli(['--baseurl', '/from-flag'], {
      FB_CONFIG: file,
      FB_BASEURL: '/from-env',
      FB_ADMIN_PASSWORD: PASSWORD,
    });
    expect(server.stderr()).toMatch(/at http:\/\/127\.0\.0\.1:\d+\/from-flag\//);
    await server.stop();
    server = await startCli([], { FB_CONFIG: file, FB_BASEURL: '/from-env' });
    expect(server.stderr()).toMatch(/at http:\/\/127\.0\.0\.1:\d+\/from-env\//);
  }, 90_000);

  it('reads JSON, and refuses an unknown key or a wrong type, naming it, before starting', async () => {
    const json = join(dir, 'config.json');
    writeFileSync(json, JSON.stringify({ root: 'data', port: 0, 'no-index': true }));
    expect(parseCliOptions(['-c', json], {})).toMatchObject({
      kind: 'run',
      options: { root: join(dir, 'data'), port: 0, index: false },
    });

    writeFileSync(json, JSON.stringify({ 'log-level': 'warn', log: true }));
    expect(parseCliOptions(['-c', json], {})).toMatchObject({ options: { logLevel: 'warn' } });
    expect(parseCliOptions(['-c', json, '--log'], {})).toMatchObject({
      options: { logLevel: 'info' },
    });
    expect(parseCliOptions(['-c', json], { FB_LOG_LEVEL: 'debug' })).toMatchObject({
      options: { logLevel: 'debug' },
    });

    writeFileSync(json, JSON.stringify({ root: 'data', prot: 8080 }));
    const unknown = await runCli(['-c', json]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain(`config file ${json}: unknown key "prot"`);
    expect(unknown.stderr).toContain('the keys are the long flag names: root, database');
    expect(unknown.stdout).toBe('');

    const yaml = join(dir, 'config.yaml');
    writeFileSync(yaml, 'root: data\nenable-exec: "yes"\n');
    const wrong = await runCli([], { FB_CONFIG: yaml });
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain(`config file ${yaml}: "enable-exec" must be true or false`);

    writeFileSync(yaml, 'index-exclude: backups\n');
    expect(parseCliOptions(['-c', yaml], {})).toMatchObject({
      kind: 'error',
      message: `config file ${yaml}: "index-exclude" must be a list of strings`,
    });
    writeFileSync(yaml, 'root: [unclosed\n');
    expect(parseCliOptions(['-c', yaml], {})).toMatchObject({
      kind: 'error',
      message: expect.stringContaining(`config file ${yaml} cannot be read`) as unknown,
    });
    const missing = await runCli(['-c', join(dir, 'nope.yaml')]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain(`config file ${join(dir, 'nope.yaml')} cannot be read`);
  }, 60_000);
});
