import { COMMAND_FAILED_CLOSE_CODE } from '@file-browser/api-contract';
import { ApiError, NO_CONNECTION } from '../api-error';
import { encodePath } from '../encode-path';
import type { CallOptions, WebSocketConstructor, WebSocketLike } from '../options';
import type { Transport } from '../transport';

/** How a command session ended. */
export interface CommandResult {
  /** False when the command failed (close code 1011) or the connection never opened. */
  ok: boolean;
  code: number;
  reason: string;
}

/** A running command: iterate its output lines; `done` tells how it ended. */
export interface CommandSession extends AsyncIterable<string> {
  readonly done: Promise<CommandResult>;
  /** Closes the connection (the server stops forwarding output). */
  close(): void;
}

/** The `ws:`/`wss:` URL of an API path, relative to the page in a browser. */
function socketURL(httpURL: string): string {
  const location = (globalThis as { location?: { href: string } }).location;
  const url = new URL(httpURL, location?.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

function openSocket(transport: Transport, url: string): WebSocketLike {
  const injected: WebSocketConstructor | undefined = transport.options.WebSocket;
  const token = transport.storage.get();
  if (injected) {
    const headers: Record<string, string> = token
      ? { 'X-Auth': token, Cookie: `auth=${token}` }
      : {};
    return new injected(url, { headers });
  }
  const native = (globalThis as { WebSocket?: new (url: string) => WebSocketLike }).WebSocket;
  // A browser authenticates the upgrade with the `auth` cookie (api-contract §8.1).
  if (!native) throw new ApiError('No WebSocket available: pass the `WebSocket` option', 0);
  return new native(url);
}

/** Output lines queued until the iterator asks for them. */
function lineQueue(socket: WebSocketLike, done: Promise<CommandResult>, signal?: AbortSignal) {
  const queue: string[] = [];
  let wake: (() => void) | undefined;
  let finished: CommandResult | undefined;
  socket.addEventListener('message', (event) => {
    queue.push(typeof event.data === 'string' ? event.data : String(event.data));
    wake?.();
  });
  void done.then((result) => {
    finished = result;
    wake?.();
  });
  return async function* iterate(): AsyncGenerator<string> {
    for (;;) {
      const line = queue.shift();
      if (line !== undefined) {
        yield line;
        continue;
      }
      if (signal?.aborted) throw new ApiError('Request cancelled', 0, true);
      if (finished) {
        if (finished.ok) return;
        throw new ApiError(finished.reason || NO_CONNECTION, finished.code === 0 ? 0 : 500);
      }
      await new Promise<void>((resolve) => (wake = resolve));
    }
  };
}

/** The command runner over WebSocket (api-contract §8.1). */
export function commandCalls(transport: Transport) {
  return {
    /**
     * Runs `command` in the folder `path` over `WebSocket /api/command{path}`. Needs exec enabled
     * on the server and the command in the user's allow-list; a refusal arrives as the output line
     * `Command not allowed.`. Iterating throws an `ApiError` when the command fails.
     */
    openCommand(path: string, command: string, call: CallOptions = {}): CommandSession {
      const socket = openSocket(
        transport,
        socketURL(transport.url(`/api/command${encodePath(path)}`)),
      );
      let opened = false;
      const done = new Promise<CommandResult>((resolve) => {
        socket.addEventListener('close', ({ code, reason }) => {
          if (!opened) resolve({ ok: false, code: 0, reason: NO_CONNECTION });
          else resolve({ ok: code !== COMMAND_FAILED_CLOSE_CODE, code, reason });
        });
      });
      socket.addEventListener('error', () => undefined);
      socket.addEventListener('open', () => {
        opened = true;
        socket.send(command);
      });
      call.signal?.addEventListener(
        'abort',
        () => {
          socket.close();
        },
        { once: true },
      );
      const iterate = lineQueue(socket, done, call.signal);
      const close = () => {
        socket.close();
      };
      return { done, close, [Symbol.asyncIterator]: iterate };
    },
  };
}
