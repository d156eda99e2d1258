import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoadBalancer, PrivateEngine } from '@file-browser/server/testing';
import { freePort, startNginx, startPostgres, startRedis } from '@file-browser/server/testing';
import type { Running } from './testing/cli-process';
import { startCli } from './testing/cli-process';

/**
 * Three File Browser nodes as an operator runs them to scale out (issue 33, docs/scale-out.md):
 * real processes of the built CLI on one shared folder, one PostgreSQL, one Redis, behind nginx
 * in round robin without sticky sessions. Each case goes through nginx or straight to the node
 * it names, and checks what a client sees.
 */
const PASSWORD = 'cluster-admin-password';
const NAMES = ['a', 'b', 'c'] as const;
type Name = (typeof NAMES)[number];

describe('three nodes on PostgreSQL and Redis behind nginx', () => {
  let base: string;
  let postgres: PrivateEngine & { url: string };
  let redis: PrivateEngine & { url: string };
  let nginx: LoadBalancer;
  const ports = new Map<Name, number>();
  const nodes = new Map<Name, Running>();

  const startNode = async (name: Name) => {
    const running = await startCli(
      [
        ...['--root', join(base, 'shared', 'data')],
        ...['--database', postgres.url, '--redis', redis.url],
        ...['--state-dir', join(base, 'shared', 'state'), '--node-name', name],
        ...['--address', '127.0.0.1', '--port', String(ports.get(name))],
      ],
      { FB_ADMIN_PASSWORD: PASSWORD, FB_LOG_LEVEL: 'error' },
    );
    nodes.set(name, running);
  };
  const direct = (name: Name) => `http://127.0.0.1:${String(ports.get(name))}`;
  const call = (at: string, path: string, init: RequestInit & { token?: string } = {}) => {
    const { token, headers, ...rest } = init;
    const merged = new Headers(headers);
    if (token) merged.set('X-Auth', token);
    return fetch(`${at}${path}`, { ...rest, headers: merged });
  };
  const login = async (at: string, username = 'admin', password = PASSWORD) => {
    const response = await call(at, '/api/login', {
      method: 'POST',
      body: JSON.stringify({ username, password }),
    });
    expect(response.status).toBe(200);
    return response.text();
  };

  beforeAll(async () => {
    base = mkdtempSync(join(tmpdir(), 'fb-cluster-'));
    mkdirSync(join(base, 'shared', 'data'), { recursive: true });
    [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
    for (const name of NAMES) ports.set(name, await freePort());
    // The first node creates the schema and the admin; the others start on top of it at once.
    await startNode('a');
    await Promise.all([startNode('b'), startNode('c')]);
    nginx = await startNginx(NAMES.map((name) => `127.0.0.1:${String(ports.get(name))}`));
  }, 120_000);

  afterAll(async () => {
    await nginx.stop();
    await Promise.all([...nodes.values()].map((node) => node.stop()));
    await Promise.all([postgres.stop(), redis.stop()]);
    rmSync(base, { recursive: true, force: true });
  }, 60_000);

  const tusCreate = async (at: string, token: string, path: string, length: number) => {
    const response = await call(at, `/api/tus${path}?override=false`, {
      method: 'POST',
      token,
      headers: { 'Tus-Resumable': '1.0.0', 'Upload-Length': String(length) },
    });
    expect(response.status).toBe(201);
  };
  const tusPatch = (at: string, token: string, path: string, offset: number, bytes: Buffer) =>
    call(at, `/api/tus${path}`, {
      method: 'PATCH',
      token,
      headers: {
        'Tus-Resumable': '1.0.0',
        'Upload-Offset': String(offset),
        'Content-Type': 'application/offset+octet-stream',
      },
      body: Uint8Array.from(bytes),
    });
  const tusOffset = async (at: string, token: string, path: string) => {
    const response = await call(at, `/api/tus${path}`, {
      method: 'HEAD',
      token,
      headers: { 'Tus-Resumable': '1.0.0' },
    });
    return response.ok ? Number(response.headers.get('upload-offset')) : undefined;
  };
  const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

  it('a tus upload begun on node A and finished on node B has the right bytes', async () => {
    const token = await login(direct('a'));
    const bytes = randomBytes(3 * 1024 * 1024);
    const half = bytes.length / 2;
    await tusCreate(direct('a'), token, '/halves.bin', bytes.length);
    expect(
      (await tusPatch(direct('a'), token, '/halves.bin', 0, bytes.subarray(0, half))).status,
    ).toBe(204);
    expect(await tusOffset(direct('b'), token, '/halves.bin')).toBe(half);
    const second = await tusPatch(direct('b'), token, '/halves.bin', half, bytes.subarray(half));
    expect(second.status).toBe(204);
    const download = await call(direct('c'), '/api/raw/halves.bin', { token });
    expect(sha256(Buffer.from(await download.arrayBuffer()))).toBe(sha256(bytes));
    expect(sha256(readFileSync(join(base, 'shared', 'data', 'halves.bin')))).toBe(sha256(bytes));
  });

  it('a share made via A opens via C', async () => {
    const token = await login(direct('a'));
    await tusCreate(direct('a'), token, '/shared.txt', 5);
    await tusPatch(direct('a'), token, '/shared.txt', 0, Buffer.from('hello'));
    const made = await call(direct('a'), '/api/share/shared.txt', {
      method: 'POST',
      token,
      body: JSON.stringify({ password: '', expires: '', unit: '' }),
    });
    expect(made.status).toBe(200);
    const { hash } = (await made.json()) as { hash: string };
    const opened = await call(direct('c'), `/api/public/share/${hash}`);
    expect(opened.status).toBe(200);
    expect(await opened.json()).toMatchObject({ name: 'shared.txt', size: 5 });
    const bytes = await call(direct('c'), `/api/public/dl/${hash}`);
    expect(await bytes.text()).toBe('hello');
  });

  it('ten no-override creates of one name spread over the nodes: exactly one wins', async () => {
    const token = await login(nginx.url);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        call(direct(NAMES[index % 3] ?? 'a'), '/api/resources/race.txt?override=false', {
          method: 'POST',
          token,
          body: `writer ${String(index)}`,
        }).then((response) => response.status),
      ),
    );
    expect(answers.filter((status) => status === 200)).toHaveLength(1);
    expect(answers.filter((status) => status === 409)).toHaveLength(9);
    expect(readFileSync(join(base, 'shared', 'data', 'race.txt'), 'utf8')).toMatch(/^writer \d$/);
  });

  it('a file uploaded via B is found by a search via A within 2 s', async () => {
    const token = await login(nginx.url);
    const name = `needle-${randomBytes(4).toString('hex')}.txt`;
    const created = await call(direct('b'), `/api/resources/${name}`, {
      method: 'POST',
      token,
      body: 'found me',
    });
    expect(created.status).toBe(200);
    const started = Date.now();
    let found = false;
    while (!found && Date.now() - started < 2_000) {
      const answer = await call(direct('a'), `/api/search/?query=${name}`, { token });
      found = (await answer.text()).includes(name);
    }
    expect(found).toBe(true);
  });

  it('a password changed via B revokes the tokens on A and C at once', async () => {
    const admin = await login(direct('a'));
    const created = await call(direct('a'), '/api/users', {
      method: 'POST',
      token: admin,
      body: JSON.stringify({
        what: 'user',
        which: [],
        current_password: PASSWORD,
        data: { username: 'kim', password: 'kims-first-password', scope: '/kim' },
      }),
    });
    expect(created.status).toBe(201);
    const id = Number(created.headers.get('location')?.split('/').pop());
    const onA = await login(direct('a'), 'kim', 'kims-first-password');
    const onC = await login(direct('c'), 'kim', 'kims-first-password');
    expect((await call(direct('c'), '/api/resources/', { token: onA })).status).toBe(200);
    const changed = await call(direct('b'), `/api/users/${String(id)}`, {
      method: 'PUT',
      token: admin,
      body: JSON.stringify({
        what: 'user',
        which: ['password'],
        current_password: PASSWORD,
        data: { id, password: 'kims-second-password' },
      }),
    });
    expect(changed.status).toBe(200);
    for (const token of [onA, onC]) {
      expect((await call(direct('a'), '/api/resources/', { token })).status).toBe(401);
      expect((await call(direct('c'), '/api/resources/', { token })).status).toBe(401);
    }
    expect(await login(direct('c'), 'kim', 'kims-second-password')).toMatch(/\./);
  });

  it('failed logins spread over the three nodes trip the limit together', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 20; attempt++) {
      const response = await call(direct(NAMES[attempt % 3] ?? 'a'), '/api/login', {
        method: 'POST',
        body: JSON.stringify({ username: 'admin-typo', password: `wrong ${String(attempt)}` }),
      });
      statuses.push(response.status);
    }
    // Ten failures are allowed per client and name (DEFAULT_RATE_LIMIT); the rest are refused,
    // on whichever node they land.
    expect(statuses.slice(0, 10).every((status) => status === 403)).toBe(true);
    expect(statuses.slice(10).every((status) => status === 429)).toBe(true);
  });

  it('node A killed -9 mid-upload: the client resumes through nginx on a surviving node', async () => {
    const token = await login(nginx.url);
    const bytes = randomBytes(8 * 1024 * 1024);
    const path = '/interrupted.bin';
    await tusCreate(nginx.url, token, path, bytes.length);
    // The first megabyte reaches A, then two more are streamed to A and A dies mid-request.
    expect((await tusPatch(direct('a'), token, path, 0, bytes.subarray(0, 1 << 20))).status).toBe(
      204,
    );
    const stalled = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.subarray(1 << 20, 3 << 20));
      },
    });
    const cut = fetch(`${direct('a')}/api/tus${path}`, {
      method: 'PATCH',
      headers: {
        'X-Auth': token,
        'Tus-Resumable': '1.0.0',
        'Upload-Offset': String(1 << 20),
        'Content-Type': 'application/offset+octet-stream',
      },
      body: stalled,
      duplex: 'half',
    } as RequestInit).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 500));
    nodes.get('a')?.child.kill('SIGKILL');
    await cut;
    const killedAt = Date.now();
    // A tus client's loop: ask where the upload stands, send the rest, retry on 409 (A's lock on
    // the upload lasts until its lease runs out) or on a node that cannot be reached.
    let done = false;
    while (!done && Date.now() - killedAt < 60_000) {
      const offset = await tusOffset(nginx.url, token, path).catch(() => undefined);
      if (offset !== undefined) {
        const answer = await tusPatch(nginx.url, token, path, offset, bytes.subarray(offset)).catch(
          () => undefined,
        );
        done = answer?.status === 204;
      }
      if (!done) await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(done).toBe(true);
    // How long a surviving node took to take the upload over (docs/scale-out.md).
    console.log(`upload taken over ${String(Date.now() - killedAt)} ms after node A was killed`);
    const download = await call(nginx.url, `/api/raw${path}`, { token });
    expect(sha256(Buffer.from(await download.arrayBuffer()))).toBe(sha256(bytes));
    await startNode('a');
  }, 90_000);
});
