import { request } from 'node:http';
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
