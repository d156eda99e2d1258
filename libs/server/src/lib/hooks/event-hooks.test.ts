import { existsSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer } from '../../testing/test-server';
import { addTestUser } from '../routes/resource-test-support';
import { tusClient } from '../tus/tus-test-support';
import { expandVariables } from './event-hooks';

/** A hook program that appends its argv and hook environment to `hooks.log` as JSON lines. */
const RECORDER = `
const fs = require('fs');
const keys = ['FILE', 'DESTINATION', 'SCOPE', 'TRIGGER', 'USERNAME'];
const env = Object.fromEntries(keys.map((key) => [key, process.env[key]]));
fs.appendFileSync(process.env.HOOK_LOG, JSON.stringify({ args: process.argv.slice(2), env }) + '\\n');
`;

interface Logged {
  args: string[];
  env: Record<string, string>;
}

async function serverWithHooks(enableExec: boolean) {
  const test = await startTestServer(
    { 'data/docs/a.txt': 'a', 'recorder.cjs': RECORDER },
    { enableExec },
  );
  process.env['HOOK_LOG'] = join(test.base, 'hooks.log');
  const admin = await test.login();
  const configure = async (commands: Record<string, string[]>) => {
    const current = (await (
      await test.request('/api/settings', { token: admin })
    ).json()) as object;
    const body = JSON.stringify({ ...current, commands });
    const response = await test.request('/api/settings', { method: 'PUT', token: admin, body });
    expect(response.status).toBe(200);
  };
  const log = (): Logged[] => {
    const path = join(test.base, 'hooks.log');
    if (!existsSync(path)) return [];
    return readFileSync(path, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Logged);
  };
  const record = `${process.execPath} ${join(test.base, 'recorder.cjs')}`;
  const everyEvent = Object.fromEntries(
    ['upload', 'save', 'copy', 'rename', 'delete'].flatMap((event) => [
      [`before_${event}`, [`${record} $FILE "\${TRIGGER}"`]],
      [`after_${event}`, [`${record} $FILE "\${TRIGGER}"`]],
    ]),
  );
  return { test, admin, configure, log, everyEvent };
}

describe('event hooks (api-contract §8.2)', () => {
  let setup: Awaited<ReturnType<typeof serverWithHooks>>;
  let real: (path: string) => string;

  beforeAll(async () => {
    setup = await serverWithHooks(true);
    real = (path) => join(realpathSync(setup.test.root), path);
  });
  afterAll(async () => {
    await setup.test.close();
  });
  beforeEach(async () => {
    rmSync(join(setup.test.base, 'hooks.log'), { force: true });
    await setup.configure(setup.everyEvent);
  });

  const send = (path: string, method: string, body?: string) =>
    setup.test.request(`/api/resources${path}`, {
      method,
      token: setup.admin,
      ...(body !== undefined && { body }),
    });

  it('runs before and after an upload with the documented environment, names inert (K90)', async () => {
    const name = 'x;$(touch pwned)`touch pwned2`.txt';
    expect((await send(`/docs/${encodeURIComponent(name)}`, 'POST', 'data')).status).toBe(200);
    const env = {
      FILE: real(`docs/${name}`),
      DESTINATION: realpathSync(setup.test.root),
      SCOPE: '.',
      USERNAME: 'admin',
    };
    expect(setup.log()).toEqual([
      { args: [env.FILE, 'before_upload'], env: { ...env, TRIGGER: 'before_upload' } },
      { args: [env.FILE, 'after_upload'], env: { ...env, TRIGGER: 'after_upload' } },
    ]);
    expect(existsSync(real('docs/pwned')) || existsSync(real('pwned2'))).toBe(false);
  });

  it('passes source and destination for copy and rename, and fires on save and delete', async () => {
    expect(
      (await send('/docs/a.txt?action=copy&destination=%2Fdocs%2Fb.txt', 'PATCH')).status,
    ).toBe(200);
    expect((await send('/docs/b.txt?action=rename&destination=%2Fc.txt', 'PATCH')).status).toBe(
      200,
    );
    expect((await send('/c.txt', 'PUT', 'saved')).status).toBe(200);
    expect((await send('/c.txt', 'DELETE')).status).toBe(204);
    const seen = setup.log().map(({ env }) => [env.TRIGGER, env.FILE, env.DESTINATION]);
    expect(seen).toEqual([
      ['before_copy', real('docs/a.txt'), real('docs/b.txt')],
      ['after_copy', real('docs/a.txt'), real('docs/b.txt')],
      ['before_rename', real('docs/b.txt'), real('c.txt')],
      ['after_rename', real('docs/b.txt'), real('c.txt')],
      ['before_save', real('c.txt'), realpathSync(setup.test.root)],
      ['after_save', real('c.txt'), realpathSync(setup.test.root)],
      ['before_delete', real('c.txt'), realpathSync(setup.test.root)],
      ['after_delete', real('c.txt'), realpathSync(setup.test.root)],
    ]);
  });

  it('refuses the operation when a before hook fails; an after failure is 500 after the fact', async () => {
    writeFileSync(real('keep.txt'), 'keep');
    await setup.configure({ before_delete: ['false'], before_upload: ['false'] });
    expect((await send('/keep.txt', 'DELETE')).status).toBe(500);
    expect(existsSync(real('keep.txt'))).toBe(true);
    expect((await send('/refused.txt', 'POST', 'x')).status).toBe(500);
    expect(existsSync(real('refused.txt'))).toBe(false);
    await setup.configure({ after_upload: ['false'] });
    expect((await send('/created/', 'POST')).status).toBe(500);
    expect(existsSync(real('created'))).toBe(true);
  });

  it('runs no hooks for a caller the operation refuses', async () => {
    const noDelete = await addTestUser(setup.test, 'nodelete', { perm: { delete: false } });
    const response = await setup.test.request('/api/resources/docs/a.txt', {
      method: 'DELETE',
      token: noDelete,
    });
    expect(response.status).toBe(403);
    expect(setup.log()).toEqual([]);
  });

  it('runs both upload hooks after a tus upload completes, ignoring failures', async () => {
    await setup.configure({ ...setup.everyEvent, after_upload: ['false'] });
    const tus = tusClient(setup.test, setup.admin);
    await tus.create('/tus.txt', 2);
    expect((await tus.patch('/tus.txt', 0, 'ok')).status).toBe(204);
    expect(setup.log().map(({ env }) => [env.TRIGGER, env.FILE])).toEqual([
      ['before_upload', real('tus.txt')],
    ]);
    await tus.create('/zero.txt', 0);
    expect(setup.log()).toHaveLength(1);
  });
});

describe('event hooks with exec disabled', () => {
  it('never run', async () => {
    const setup = await serverWithHooks(false);
    try {
      await setup.configure({ ...setup.everyEvent, before_upload: ['false'] });
      const response = await setup.test.request('/api/resources/x.txt', {
        method: 'POST',
        token: setup.admin,
        body: 'x',
      });
      expect(response.status).toBe(200);
      expect(setup.log()).toEqual([]);
    } finally {
      await setup.test.close();
    }
  });
});

describe('expandVariables', () => {
  it('replaces $NAME and ${NAME}, unknown names with nothing, and never re-reads the result', () => {
    const vars = { FILE: '/a/$(x);`y`', EMPTY: '' };
    expect(expandVariables('$FILE', vars)).toBe('/a/$(x);`y`');
    expect(expandVariables('pre-${FILE}-post', vars)).toBe('pre-/a/$(x);`y`-post');
    expect(expandVariables('$MISSING|$EMPTY|$', vars)).toBe('||$');
  });
});
