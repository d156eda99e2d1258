import {
  existsSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer } from '../../testing/test-server';
import { addTestUser } from '../../testing/resources';
import { tusClient } from '../../testing/tus-uploads';
import { expandArgument, hookArgv } from './event-hooks';

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

  describe('hostile names reach every hook event exactly, and run nothing (issue 27)', () => {
    // Each name tries to leave a quoted string or run a command in a shell that splices it.
    const HOSTILE = [
      'x"; touch pwned-dq; echo "',
      "x'; touch pwned-sq; echo '",
      '$(touch pwned-sub) and `touch pwned-bt`',
      'new\nline\ntouch pwned-nl\n',
      '-rf --version  two  spaces',
    ];
    /** One hook record: the label, then the values, NUL-separated, ended by RS (\036). */
    const RECORD = (values: string) =>
      `printf "%s\\000" ${values} >> "$HOOK_LOG"; printf "\\036" >> "$HOOK_LOG"`;
    const ALL = '"$FILE" "$DESTINATION" "$TRIGGER" "$USERNAME" "$SCOPE"';
    const echoLog = () => join(setup.test.base, 'echo.log');
    const forms = {
      // No shell setting: argv form (values as whole arguments), and `sh -c '…'` reading
      // them from its environment, including the exact form of the issue.
      argv: () => ({
        shell: [],
        lines: [
          `sh -c '${RECORD('"$0" "$@"')}' argv $FILE "\${DESTINATION}" $TRIGGER \${USERNAME} $SCOPE --file=$FILE`,
          `sh -c '${RECORD(`env ${ALL}`)}'`,
          `sh -c 'echo "$FILE" >> ${echoLog()}'`,
        ],
      }),
      // `settings.shell` set, as upstream documents hooks: the line goes to the shell as is.
      shell: () => ({
        shell: ['sh', '-c'],
        lines: [RECORD(`shell ${ALL}`), `echo "$FILE" >> ${echoLog()}`],
      }),
    };
    const records = (): string[][] => {
      const path = join(setup.test.base, 'hooks.log');
      if (!existsSync(path)) return [];
      return readFileSync(path, 'utf8')
        .split('\x1e')
        .filter((record) => record !== '')
        .map((record) => record.split('\0').slice(0, -1));
    };
    const markers = (folder: string): string[] =>
      readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((path) =>
        path.split('/').some((part) => part.startsWith('pwned')),
      );

    it.each(Object.keys(forms) as (keyof typeof forms)[])(
      'in %s form: upload, save, copy, rename, delete and tus completion',
      async (form) => {
        const { shell, lines } = forms[form]();
        const hooks = Object.fromEntries(
          ['upload', 'save', 'copy', 'rename', 'delete'].flatMap((event) => [
            [`before_${event}`, lines],
            [`after_${event}`, lines],
          ]),
        );
        const current = (await (
          await setup.test.request('/api/settings', { token: setup.admin })
        ).json()) as object;
        const body = JSON.stringify({ ...current, shell, commands: hooks });
        const put = await setup.test.request('/api/settings', {
          method: 'PUT',
          token: setup.admin,
          body,
        });
        expect(put.status).toBe(200);
        rmSync(real('h'), { recursive: true, force: true });
        expect((await send('/h/', 'POST')).status).toBe(200);
        rmSync(join(setup.test.base, 'hooks.log'), { force: true });
        rmSync(echoLog(), { force: true });

        const root = realpathSync(setup.test.root);
        const expected: [string, string, string][] = [];
        const fire = (event: string, file: string, destination = root) => {
          for (const phase of ['before', 'after'])
            expected.push([`${phase}_${event}`, real(file), destination]);
        };
        const at = (name: string) => `/h/${encodeURIComponent(name)}`;
        const tus = tusClient(setup.test, setup.admin);
        for (const name of HOSTILE) {
          expect((await send(at(name), 'POST', 'one')).status).toBe(200);
          fire('upload', `h/${name}`);
          expect((await send(at(name), 'PUT', 'two')).status).toBe(200);
          fire('save', `h/${name}`);
          const copy = `${name} copy`;
          const copyTo = encodeURIComponent(`/h/${copy}`);
          expect(
            (await send(`${at(name)}?action=copy&destination=${copyTo}`, 'PATCH')).status,
          ).toBe(200);
          fire('copy', `h/${name}`, real(`h/${copy}`));
          const moved = `${name} moved`;
          const moveTo = encodeURIComponent(`/h/${moved}`);
          expect(
            (await send(`${at(copy)}?action=rename&destination=${moveTo}`, 'PATCH')).status,
          ).toBe(200);
          fire('rename', `h/${copy}`, real(`h/${moved}`));
          expect((await send(at(moved), 'DELETE')).status).toBe(204);
          fire('delete', `h/${moved}`);
          await tus.create(at(`${name} tus`), 3);
          expect((await tus.patch(at(`${name} tus`), 0, 'tus')).status).toBe(204);
          fire('upload', `h/${name} tus`);
        }

        const seen = records();
        const labels = form === 'argv' ? ['argv', 'env'] : ['shell'];
        expect(seen).toHaveLength(expected.length * labels.length);
        seen.forEach((record, index) => {
          const [trigger, file, destination] = expected[Math.floor(index / labels.length)] ?? [];
          const label = labels[index % labels.length];
          const values = [file, destination, trigger, 'admin', '.'];
          expect(record).toEqual(
            label === 'argv' ? ['argv', ...values, '--file=$FILE'] : [label, ...values],
          );
        });
        expect(readFileSync(echoLog(), 'utf8')).toBe(
          expected.map(([, file]) => `${file}\n`).join(''),
        );
        expect(markers(setup.test.base)).toEqual([]);
        expect(readdirSync(real('h')).sort()).toEqual(
          HOSTILE.flatMap((name) => [name, `${name} tus`]).sort(),
        );
      },
    );
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

describe('hook argv (issue 27)', () => {
  const vars = { FILE: '/a/$(x);`y` "q"', EMPTY: '' };

  it('replaces only a whole-argument $NAME or ${NAME}, as one argument', () => {
    expect(expandArgument('$FILE', vars)).toBe(vars.FILE);
    expect(expandArgument('${FILE}', vars)).toBe(vars.FILE);
    expect(expandArgument('$MISSING', vars)).toBe('');
    expect(expandArgument('$EMPTY', vars)).toBe('');
  });

  it('never splices a value into longer text, which may be code', () => {
    for (const arg of [
      'pre-${FILE}-post',
      '--file=$FILE',
      'echo "$FILE" >> log',
      '$FILE$FILE',
      '$',
    ])
      expect(expandArgument(arg, vars)).toBe(arg);
    expect(hookArgv(`sh -c 'echo "$FILE" >> log'`, vars, [])).toEqual([
      'sh',
      '-c',
      'echo "$FILE" >> log',
    ]);
    expect(hookArgv('prog $FILE "${FILE}" x$FILE', vars, [])).toEqual([
      'prog',
      vars.FILE,
      vars.FILE,
      'x$FILE',
    ]);
  });

  it('hands the line to settings.shell exactly as written', () => {
    expect(hookArgv(' echo "$FILE" >> log ', vars, ['sh', '-c'])).toEqual([
      'sh',
      '-c',
      'echo "$FILE" >> log',
    ]);
    expect(hookArgv('echo $FILE', vars, [''])).toEqual(['echo', vars.FILE]);
  });
});
