import type { Rule } from '@file-browser/api-contract';
import { WebSocket } from 'ws';
import type { TestServer } from './test-server';

/** Sets a user's command allow-list straight in the running server's database. */
export async function setCommands(
  test: TestServer,
  username: string,
  commands: string[],
): Promise<void> {
  await test.withStore(async (store) => {
    const user = await store.users.getByUsername(username);
    if (!user) throw new Error(`no user ${username}`);
    await store.users.update({ ...user, commands });
  });
}

/** How a command socket went: refused before the upgrade (status), or messages and close code. */
export interface SocketOutcome {
  status?: number;
  messages: string[];
  code?: number;
}

/** Opens `/api/command{path}` as a WebSocket, with `X-Auth` and any extra headers. */
export function openCommandSocket(
  test: TestServer,
  path: string,
  headers: Record<string, string>,
): WebSocket {
  return new WebSocket(`${test.url.replace(/^http/, 'ws')}/api/command${path}`, { headers });
}

/** Sends one command line and collects everything until the socket closes. */
export function runCommand(
  test: TestServer,
  token: string | undefined,
  path: string,
  line: string,
  headers: Record<string, string> = {},
): Promise<SocketOutcome> {
  const socket = openCommandSocket(test, path, { ...(token && { 'X-Auth': token }), ...headers });
  const messages: string[] = [];
  return new Promise((resolve) => {
    socket.on('unexpected-response', (_request, response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, messages });
    });
    socket.on('open', () => {
      socket.send(line);
    });
    socket.on('message', (data: Buffer) => messages.push(data.toString('utf8')));
    socket.on('close', (code) => {
      resolve({ messages, code });
    });
    socket.on('error', () => undefined);
  });
}

/** Sets the global rules (`settings.rules`) through the settings API, as an admin would. */
export async function setGlobalRules(
  test: TestServer,
  admin: string,
  rules: Rule[],
): Promise<void> {
  const current = (await (await test.request('/api/settings', { token: admin })).json()) as object;
  const response = await test.request('/api/settings', {
    method: 'PUT',
    token: admin,
    body: JSON.stringify({ ...current, rules }),
  });
  if (response.status !== 200) throw new Error(`settings: ${String(response.status)}`);
}
