import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { createClient } from '../index';
import type { StubServer } from '../testing/stub-server';
import { sendText, startStubServer } from '../testing/stub-server';

// tus and the command runner are built by another team right now; until the real server has
// them, the client is checked against the contract (api-contract §8.1, §9) on stubs.
describe('api-client tus calls (stub server)', () => {
  let stub: StubServer;
  const uploaded: string[] = [];

  beforeAll(async () => {
    stub = await startStubServer((seen, response) => {
      if (seen.method === 'POST') {
        response.setHeader('Location', seen.url.split('?')[0] ?? '');
        sendText(response, 201, '201 Created');
      } else if (seen.method === 'HEAD') {
        response.writeHead(200, { 'Upload-Offset': '3', 'Upload-Length': '6' }).end();
      } else if (seen.method === 'PATCH') {
        uploaded.push(seen.body);
        const offset = Number(seen.headers['upload-offset']) + seen.body.length;
        response.writeHead(204, { 'Upload-Offset': String(offset) }).end();
      } else response.writeHead(204).end();
    });
  });
  afterAll(async () => {
    await stub.close();
  });

  it('creates, resumes, appends and terminates uploads with tus headers', async () => {
    const client = createClient({ baseURL: stub.url, token: 'x.y.z' });
    await client.tusCreate('/up/a b.bin', 6, { override: true });
    expect(stub.seen.at(-1)).toMatchObject({ url: '/api/tus/up/a%20b.bin?override=true' });
    expect(stub.seen.at(-1)?.headers['upload-length']).toBe('6');
    await expect(client.tusOffset('/up/a b.bin')).resolves.toEqual({ offset: 3, length: 6 });
    await expect(client.tusAppend('/up/a b.bin', 3, new Blob(['def']))).resolves.toBe(6);
    expect(stub.seen.at(-1)?.headers['content-type']).toBe('application/offset+octet-stream');
    expect(uploaded).toEqual(['def']);
    await client.tusTerminate('/up/a b.bin');
    expect(stub.seen.at(-1)?.method).toBe('DELETE');
    expect(client.tusEndpoint('/up/x')).toBe(`${stub.url}/api/tus/up/x?override=false`);
  });
});

describe('api-client openCommand (stub WebSocket server)', () => {
  let server: WebSocketServer;
  let baseURL: string;
  const headers: (string | undefined)[] = [];

  beforeAll(async () => {
    server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    baseURL = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
    server.on('connection', (socket, request) => {
      headers.push(String(request.headers['x-auth']));
      socket.once('message', (data: Buffer) => {
        const command = data.toString();
        if (command === 'fail') {
          socket.close(1011, 'Internal Server Error');
          return;
        }
        socket.send(`ran ${command} in ${request.url ?? ''}`);
        socket.send('second line');
        socket.close();
      });
    });
  });
  afterAll(async () => {
    await new Promise((resolve) => {
      server.close(resolve);
    });
  });

  const client = () =>
    createClient({
      baseURL,
      token: 'x.y.z',
      WebSocket,
    });

  it('sends the command, yields output lines and ends cleanly', async () => {
    const session = client().openCommand('/my dir', 'ls -l');
    const lines: string[] = [];
    for await (const line of session) lines.push(line);
    expect(lines).toEqual(['ran ls -l in /api/command/my%20dir', 'second line']);
    expect((await session.done).ok).toBe(true);
    expect(headers.at(-1)).toBe('x.y.z');
  });

  it('throws when the command fails (close 1011)', async () => {
    const session = client().openCommand('/', 'fail');
    await expect(session[Symbol.asyncIterator]().next()).rejects.toMatchObject({
      status: 500,
      message: 'Internal Server Error',
    });
    await expect(session.done).resolves.toMatchObject({ ok: false, code: 1011 });
  });

  it('reports no connection when the upgrade is refused', async () => {
    const refusing = createClient({
      baseURL: 'http://127.0.0.1:9',
      WebSocket,
    });
    await expect(refusing.openCommand('/', 'ls').done).resolves.toMatchObject({
      ok: false,
      code: 0,
    });
  });
});
