import type { Rule } from '@file-browser/api-contract';
import { existsSync, readFileSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing/test-server';
import { startTestServer } from '../../testing/test-server';
import {
  openCommandSocket,
  runCommand,
  setCommands,
  setGlobalRules,
} from '../../testing/command-runs';
import { COMMAND_PATH } from '../command/environment';
import { FOLDER_HIDDEN, RULES_BY_PATTERN, RULES_UNCONFINED } from '../command/rule-masks';
import { eventually } from '../../testing/tus-uploads';
import { addTestUser, denyRule } from '../../testing/resources';

const NODE = process.execPath;

describe('/api/command with exec disabled (the default)', () => {
  it('refuses before upgrading, even for an admin with the command allowed', async () => {
    const test = await startTestServer({ 'data/docs/a.txt': 'a' });
    try {
      const admin = await test.login();
      await setCommands(test, 'admin', ['echo']);
      expect(await runCommand(test, admin, '/docs', 'echo hi')).toEqual({
        status: 403,
        messages: [],
      });
    } finally {
      await test.close();
    }
  });
});

describe('/api/command with exec enabled (api-contract §8.1)', () => {
  let test: TestServer;
  let admin: string;
  const onDisk = (path: string) => join(test.root, path);

  beforeAll(async () => {
    test = await startTestServer(
      { 'data/docs/a.txt': 'a' },
      { enableExec: true, commandLimits: { maxOutputBytes: 64 * 1024 } },
    );
    admin = await test.login();
    await setCommands(test, 'admin', ['echo', 'pwd', 'false', NODE]);
  });
  afterAll(async () => {
    await test.close();
  });

  it('checks the token, the execute permission and the origin before the upgrade (K83)', async () => {
    const noExec = await addTestUser(test, 'noexec', { perm: { execute: false } });
    await setCommands(test, 'noexec', ['echo']);
    expect((await runCommand(test, undefined, '/docs', 'echo hi')).status).toBe(401);
    expect((await runCommand(test, noExec, '/docs', 'echo hi')).status).toBe(403);
    const foreign = { Origin: 'https://evil.example' };
    expect((await runCommand(test, admin, '/docs', 'echo hi', foreign)).status).toBe(403);
    expect((await runCommand(test, admin, '/missing', 'echo hi')).status).toBe(404);
  });

  it('closes the socket on a message above the size limit, running nothing (K83)', async () => {
    const huge = await runCommand(test, admin, '/docs', `echo ${'x'.repeat(70 * 1024)}`);
    expect(huge.code).toBe(1009);
    expect(huge.messages).toEqual([]);
    // The server survived it (an unheard socket 'error' would have been an uncaught exception).
    expect((await runCommand(test, admin, '/docs', 'echo still')).messages).toEqual(['still']);
  });

  it('never takes the session token from the WebSocket URL (K55, K91)', async () => {
    const inUrl = await runCommand(test, undefined, `/docs?auth=${admin}`, 'echo hi');
    expect(inUrl).toEqual({ status: 401, messages: [] });
  });

  it('runs an allowed command in the folder and streams its lines', async () => {
    expect(await runCommand(test, admin, '/docs', 'echo hello "big world"')).toEqual({
      messages: ['hello big world'],
      code: 1000,
    });
    // Inside the sandbox the scope is /files: no server path shows (K25, K87).
    const pwd = await runCommand(test, admin, '/docs', 'pwd');
    expect(pwd.messages).toEqual(['/files/docs']);
  });

  it('confines commands to the scope: nothing else of the server is there (K87)', async () => {
    writeFileSync(join(test.base, 'outside.txt'), 'not in any scope');
    const outside = realpathSync(join(test.base, 'outside.txt'));
    const look = `${NODE} -e "console.log(String(require('fs').existsSync('${outside}')))"`;
    expect((await runCommand(test, admin, '/docs', look)).messages).toEqual(['false']);
    const write = `${NODE} -e "require('fs').writeFileSync('/usr/pwned', 'x')"`;
    expect((await runCommand(test, admin, '/docs', write)).code).toBe(1011);
    expect(existsSync('/usr/pwned')).toBe(false);
    const inScope = `${NODE} -e "require('fs').writeFileSync('made.txt', 'x')"`;
    expect((await runCommand(test, admin, '/docs', inScope)).code).toBe(1000);
    expect(readFileSync(onDisk('docs/made.txt'), 'utf8')).toBe('x');
  });

  it('refuses commands outside the allow-list by exact name (K88)', async () => {
    for (const line of ['ls', 'echox hi', '/bin/echo hi', 'echo;touch pwned']) {
      expect(await runCommand(test, admin, '/docs', line)).toEqual({
        messages: ['Command not allowed.'],
        code: 1000,
      });
    }
    expect((await runCommand(test, admin, '/docs', 'echo "open')).messages[0]).toMatch(
      /^error parsing command/,
    );
  });

  it('never lets a shell see the line: ; $() backticks and newlines are plain text (K89)', async () => {
    const cases: [string, string][] = [
      ['echo a; touch pwned1', 'a; touch pwned1'],
      ['echo $(touch pwned2)', '$(touch pwned2)'],
      ['echo `touch pwned3`', '`touch pwned3`'],
      ['echo a\ntouch pwned4', 'a touch pwned4'],
      ['echo a && touch pwned5 | cat > pwned6', 'a && touch pwned5 | cat > pwned6'],
    ];
    for (const [line, printed] of cases) {
      expect((await runCommand(test, admin, '/docs', line)).messages).toEqual([printed]);
    }
    for (const name of ['pwned1', 'pwned2', 'pwned3', 'pwned4', 'pwned5', 'pwned6']) {
      expect(existsSync(onDisk(`docs/${name}`)) || existsSync(onDisk(name))).toBe(false);
    }
  });

  it('closes with 1011 on a non-zero exit or too much output', async () => {
    expect(await runCommand(test, admin, '/docs', 'false')).toEqual({ messages: [], code: 1011 });
    const flood = await runCommand(
      test,
      admin,
      '/docs',
      `${NODE} -e "process.stdout.write('x'.repeat(1e6))"`,
    );
    expect(flood.code).toBe(1011);
  });

  it('streams output while running and kills the command when the socket closes', async () => {
    // It writes a tick every 20 ms: once killed, the file stops growing.
    const script =
      "console.log('started'); setInterval(() => require('fs').appendFileSync('ticks', '.'), 20)";
    const socket = openCommandSocket(test, '/docs', { 'X-Auth': admin });
    const first = new Promise<string>((resolve) => {
      socket.once('message', (data: Buffer) => {
        resolve(data.toString('utf8'));
      });
    });
    socket.on('open', () => {
      socket.send(`${NODE} -e "${script}"`);
    });
    expect(await first).toBe('started');
    await eventually(() => existsSync(onDisk('docs/ticks')));
    socket.close();
    const size = () => readFileSync(onDisk('docs/ticks'), 'utf8').length;
    let last = -1;
    await eventually(async () => {
      const now = size();
      await new Promise((resolve) => setTimeout(resolve, 200));
      const stopped = now === size() && now === last;
      last = now;
      return stopped;
    });
  });
});

const allowRule = (path: string): Rule => ({ regex: false, allow: true, path, regexp: null });
const regexRule = (raw: string, allow: boolean): Rule => ({
  regex: true,
  allow,
  path: '',
  regexp: { raw },
});
/** Marks every secret's content, so one check finds any of them in a command's output. */
const SECRET = 'TOP-SECRET';
const leaks = (messages: string[]) => messages.some((line) => line.includes(SECRET));
const TOOLS = ['cat', 'ls', 'find', 'grep', 'env', NODE];

describe('/api/command and the access rules (issue 27 item 3)', () => {
  let test: TestServer;
  let admin: string;
  let ruled: string;
  const onDisk = (path: string) => join(test.root, path);

  beforeAll(async () => {
    test = await startTestServer(
      {
        'data/docs/a.txt': 'a',
        'data/docs/secret.txt': `${SECRET} file`,
        'data/private/plan.txt': `${SECRET} plan`,
        'data/private/deep/more.txt': `${SECRET} deep`,
        'data/private/shared/s.txt': 'shared',
        'data/private/shared/keys/k.txt': `${SECRET} key`,
        'data/private/ok/x.txt': `${SECRET} pattern-allowed`,
        'data/global/g.txt': `${SECRET} global`,
      },
      { enableExec: true },
    );
    // A relative link inside the scope to the denied folder: it leads to the mask.
    symlinkSync('../private', onDisk('docs/lnk'));
    admin = await test.login();
    await setGlobalRules(test, admin, [denyRule('/global')]);
    ruled = await addTestUser(test, 'ruled', {
      perm: { execute: true },
      rules: [
        denyRule('/docs/secret.txt'),
        denyRule('/private'),
        allowRule('/private/shared'),
        denyRule('/private/shared/keys'),
      ],
    });
    for (const name of ['admin', 'ruled']) await setCommands(test, name, TOOLS);
  });
  afterAll(async () => {
    await test.close();
  });

  it('cat of a denied file or of anything in a denied folder prints none of it', async () => {
    for (const path of [
      'docs/secret.txt',
      'private/plan.txt',
      'private/deep/more.txt',
      'private/shared/keys/k.txt',
      'docs/lnk/plan.txt',
      'global/g.txt',
    ]) {
      const cat = await runCommand(test, ruled, '/', `cat ${path}`);
      expect(leaks(cat.messages), path).toBe(false);
      expect(cat.code, path).toBe(1011);
    }
  });

  it('ls, find and grep -r show no denied content and no name inside a denied folder', async () => {
    // The denied folder is empty but for the path bound back into it.
    expect((await runCommand(test, ruled, '/', 'ls private')).messages).toEqual(['shared']);
    expect((await runCommand(test, ruled, '/', 'ls global')).messages).toEqual([]);
    expect((await runCommand(test, ruled, '/', 'ls private/shared/keys')).messages).toEqual([]);
    const names = await runCommand(test, ruled, '/', 'find .');
    for (const hidden of ['plan.txt', 'deep', 'more.txt', 'k.txt', 'ok', 'g.txt']) {
      expect(
        names.messages.some((line) => line.endsWith(`/${hidden}`)),
        hidden,
      ).toBe(false);
    }
    const grep = await runCommand(test, ruled, '/', `grep -r ${SECRET.slice(0, 6)} .`);
    expect(leaks(grep.messages)).toBe(false);
    expect(grep.messages.some((line) => line.includes('-SECRET'))).toBe(false);
    // The name of a denied file stays (its mask needs it), but it is no regular file.
    const listed = await runCommand(test, ruled, '/', 'ls -l docs');
    expect(listed.messages.find((line) => line.endsWith(' secret.txt'))).toMatch(/^c/);
  });

  it('bound-back paths read and write through; denied ones take no write', async () => {
    expect((await runCommand(test, ruled, '/', 'cat private/shared/s.txt')).messages).toEqual([
      'shared',
    ]);
    const write = (path: string) => `${NODE} -e "require('fs').writeFileSync('${path}', 'x')"`;
    expect((await runCommand(test, ruled, '/', write('private/shared/n.txt'))).code).toBe(1000);
    expect(readFileSync(onDisk('private/shared/n.txt'), 'utf8')).toBe('x');
    for (const path of ['private/new.txt', 'docs/secret.txt', 'global/new.txt']) {
      expect((await runCommand(test, ruled, '/', write(path))).code, path).toBe(1011);
    }
    expect(existsSync(onDisk('private/new.txt'))).toBe(false);
    expect(existsSync(onDisk('global/new.txt'))).toBe(false);
    expect(readFileSync(onDisk('docs/secret.txt'), 'utf8')).toBe(`${SECRET} file`);
  });

  it('global deny rules hide for every user; a user allow rule re-opens them', async () => {
    const cat = await runCommand(test, admin, '/', 'cat global/g.txt');
    expect([leaks(cat.messages), cat.code]).toEqual([false, 1011]);
    // Masks are made when the command runs, so a file created since the upgrade is hidden too.
    const opened = await addTestUser(test, 'opened', {
      perm: { execute: true },
      rules: [allowRule('/global')],
    });
    await setCommands(test, 'opened', TOOLS);
    expect((await runCommand(test, opened, '/', 'cat global/g.txt')).messages).toEqual([
      `${SECRET} global`,
    ]);
  });

  it('a denied scope root shows only the paths allowed under it', async () => {
    const narrow = await addTestUser(test, 'narrow', {
      perm: { execute: true },
      rules: [denyRule('/'), allowRule('/docs')],
    });
    await setCommands(test, 'narrow', TOOLS);
    expect((await runCommand(test, narrow, '/docs', 'ls /files')).messages).toEqual(['docs']);
    expect((await runCommand(test, narrow, '/docs', 'cat a.txt')).messages).toEqual(['a']);
    const secret = await runCommand(test, narrow, '/docs', 'cat secret.txt');
    expect(secret.messages).toEqual([`${SECRET} file`]);
  });

  it('a user with a regex deny rule runs nothing and is told why', async () => {
    const patterned = await addTestUser(test, 'patterned', {
      perm: { execute: true },
      rules: [regexRule('\\.key$', false)],
    });
    await setCommands(test, 'patterned', TOOLS);
    const ran = `${NODE} -e "require('fs').writeFileSync('ran.txt', 'x')"`;
    for (const line of [ran, 'cat a.txt', 'rm -rf /']) {
      expect(await runCommand(test, patterned, '/docs', line)).toEqual({
        messages: [RULES_BY_PATTERN],
        code: 1000,
      });
    }
    expect(existsSync(onDisk('docs/ran.txt'))).toBe(false);
    // A global one stops everyone it applies to.
    await setGlobalRules(test, admin, [denyRule('/global'), regexRule('^/nothing$', false)]);
    try {
      expect((await runCommand(test, admin, '/docs', 'cat a.txt')).messages).toEqual([
        RULES_BY_PATTERN,
      ]);
    } finally {
      await setGlobalRules(test, admin, [denyRule('/global')]);
    }
  });

  it('refuses to start in a folder only a regex allow rule opens (masks hide it)', async () => {
    const reopened = await addTestUser(test, 'reopened', {
      perm: { execute: true },
      rules: [denyRule('/private'), regexRule('^/private/ok', true)],
    });
    await setCommands(test, 'reopened', TOOLS);
    expect(await runCommand(test, reopened, '/private/ok', 'cat x.txt')).toEqual({
      messages: [FOLDER_HIDDEN],
      code: 1000,
    });
  });

  it('commands get PATH, HOME and LANG, never the server environment', async () => {
    process.env['SERVER_ONLY_SECRET'] = `${SECRET} env`;
    try {
      const env = await runCommand(test, ruled, '/docs', 'env');
      expect(env.code).toBe(1000);
      expect(env.messages.sort()).toEqual([
        'HOME=/files',
        'LANG=C.UTF-8',
        `PATH=${COMMAND_PATH}`,
        'PWD=/files/docs',
      ]);
    } finally {
      delete process.env['SERVER_ONLY_SECRET'];
    }
  });

  it('commands hold no capability, even with the server as root, so no mask comes off', async () => {
    const status = await runCommand(test, ruled, '/', 'cat /proc/self/status');
    expect(status.messages.filter((line) => /^Cap(Eff|Prm|Amb):/.test(line))).toEqual([
      'CapPrm:\t0000000000000000',
      'CapEff:\t0000000000000000',
      'CapAmb:\t0000000000000000',
    ]);
  });
});

describe('/api/command unconfined (commandSandbox none) and the access rules (issue 27 item 3)', () => {
  it('refuses users whose rules deny anything; the others get the minimal environment', async () => {
    const test = await startTestServer(
      { 'data/docs/a.txt': 'a', 'data/private/p.txt': `${SECRET} p` },
      { enableExec: true, commandSandbox: 'none' },
    );
    try {
      const admin = await test.login();
      const ruled = await addTestUser(test, 'ruled', {
        perm: { execute: true },
        rules: [denyRule('/private')],
      });
      for (const name of ['admin', 'ruled']) await setCommands(test, name, TOOLS);
      expect(await runCommand(test, ruled, '/docs', 'cat ../private/p.txt')).toEqual({
        messages: [RULES_UNCONFINED],
        code: 1000,
      });
      process.env['SERVER_ONLY_SECRET'] = `${SECRET} env`;
      try {
        const env = await runCommand(test, admin, '/docs', 'env');
        expect(env.messages.sort()).toEqual([
          `HOME=${realpathSync(test.root)}`,
          'LANG=C.UTF-8',
          `PATH=${COMMAND_PATH}`,
        ]);
      } finally {
        delete process.env['SERVER_ONLY_SECRET'];
      }
    } finally {
      await test.close();
    }
  });
});

// On the test engines (`test-engines`) the store is PostgreSQL: there is no database file to
// lie in the scope, which is what this case is about.
describe.skipIf(process.env['FB_TEST_POSTGRES'])(
  "/api/command and the server's own files inside the scope (issue 27 item 2)",
  () => {
    it('hides the database and its companions from every command, the admin too', async () => {
      // Served with the database inside the root, as `--root .` beside the default database.
      const test = await startTestServer({ 'a.txt': 'hello' }, { root: '.', enableExec: true });
      try {
        const admin = await test.login();
        await setCommands(test, 'admin', [...TOOLS, NODE]);
        // The admin has no rules at all; nothing may re-open the server's own files.
        const dump = await runCommand(test, admin, '/', 'cat fb.db');
        expect(dump.code).toBe(1011);
        expect(dump.messages.join('\n')).not.toContain('SQLite format 3');
        const read = `${NODE} -e "process.stdout.write(String(require('fs').readFileSync('fb.db').length))"`;
        expect((await runCommand(test, admin, '/', read)).code).toBe(1011);
        // grep finds nothing: every own file is a device it may not open.
        const grep = await runCommand(test, admin, '/', 'grep -rl SQLite .');
        expect(grep.messages.length).toBeGreaterThan(0);
        for (const line of grep.messages) expect(line).toMatch(/^grep: .*: Permission denied$/);
        // The user's own files are untouched by the masks.
        expect((await runCommand(test, admin, '/', 'cat a.txt')).messages).toEqual(['hello']);
        expect(readFileSync(join(test.base, 'fb.db')).subarray(0, 15).toString()).toBe(
          'SQLite format 3',
        );
      } finally {
        await test.close();
      }
    });
  },
);
