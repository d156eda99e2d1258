import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing/test-server';
import { startTestServer } from '../../testing/test-server';
import { openCommandSocket, runCommand, setCommands } from '../command/command-test-support';
import { eventually } from '../tus/tus-test-support';
import { addTestUser } from './resource-test-support';

const NODE = process.execPath;

describe('/api/command with exec disabled (the default)', () => {
  it('refuses before upgrading, even for an admin with the command allowed', async () => {
    const test = await startTestServer({ 'data/docs/a.txt': 'a' });
    try {
      const admin = await test.login();
      setCommands(test, 'admin', ['echo']);
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
    setCommands(test, 'admin', ['echo', 'pwd', 'false', NODE]);
  });
  afterAll(async () => {
    await test.close();
  });

  it('checks the token, the execute permission and the origin before the upgrade (K83)', async () => {
    const noExec = await addTestUser(test, 'noexec', { perm: { execute: false } });
    setCommands(test, 'noexec', ['echo']);
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
    const outside = realpathSync(join(test.base, 'fb.db'));
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
