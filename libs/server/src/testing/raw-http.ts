import { request } from 'node:http';
import type { Socket } from 'node:net';
import { connect } from 'node:net';

/** What a raw request got back. */
export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * Sends a request with the path exactly as given (fetch would clean `//`, `.` and `..` on the
 * client side, which is what these tests must not let happen).
 */
export function rawRequest(
  base: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(base);
  // Node's client frames no body for DELETE unless told its length.
  const length = init.body === undefined ? {} : { 'Content-Length': Buffer.byteLength(init.body) };
  const headers = { ...length, ...init.headers };
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { hostname, port, path, method: init.method ?? 'GET', headers },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => {
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body });
        });
      },
    );
    // The server may answer (413) before it has read the whole body and close the socket.
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    outgoing.end(init.body);
  });
}

/** Writes raw bytes on a fresh connection and returns everything read until the server closes. */
export function rawExchange(base: string, bytes: string): Promise<string> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(bytes));
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      resolve(received);
    });
    socket.setTimeout(3000, () => socket.destroy());
  });
}

/** Starts a GET, reads the first chunk of the body, then drops the connection (a client leaving). */
export function firstChunkThenHangUp(
  base: string,
  path: string,
  headers: Record<string, string>,
): Promise<string> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const outgoing = request({ hostname, port, path, headers }, (response) => {
      response.once('data', (chunk: Buffer) => {
        outgoing.destroy();
        resolve(chunk.toString('utf8'));
      });
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** A raw connection and what the server did with it. */
export interface RawConnection {
  socket: Socket;
  /** Everything received so far. */
  text(): string;
  /** When (`Date.now()`) the first bytes of an answer arrived. */
  answered: Promise<number>;
  /** When (`Date.now()`) the connection closed. */
  closed: Promise<number>;
}

/**
 * Opens a connection and writes `bytes` on it (a request head, perhaps part of its body). With
 * `holdOpen` this side does not close when the server closes its own: it goes on sending, as a
 * client bent on holding the socket would, so only the server destroying it ends it (and it
 * stays open for ever if this side stops sending: use it with {@link trickle}).
 */
export async function openRaw(
  base: string,
  bytes: string,
  holdOpen = false,
): Promise<RawConnection> {
  const { hostname, port } = new URL(base);
  const socket = connect({ port: Number(port), host: hostname, allowHalfOpen: holdOpen });
  await new Promise((resolve) => socket.once('connect', resolve));
  let received = '';
  const answered = new Promise<number>((resolve) => {
    socket.once('data', () => {
      resolve(Date.now());
    });
  });
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
  // The server may reset a connection it cut while this side still sends.
  socket.on('error', () => undefined);
  const closed = new Promise<number>((resolve) => {
    socket.once('close', () => {
      resolve(Date.now());
    });
  });
  socket.write(bytes);
  return { socket, text: () => received, answered, closed };
}

/** Writes `chunk` every `everyMs` until the connection closes (a client trickling a body). */
export function trickle(socket: Socket, chunk: string, everyMs: number): void {
  const timer = setInterval(() => {
    if (socket.writable) socket.write(chunk);
  }, everyMs);
  socket.once('close', () => {
    clearInterval(timer);
  });
}
