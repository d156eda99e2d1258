import type { IncomingHttpHeaders } from 'node:http';
import { request } from 'node:http';

/** What a plain `node:http` request got: no client-side decoding, the body as bytes. */
export interface PlainAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * One request to `base` + `path` with `node:http`, which neither asks for a content coding
 * nor undoes one (`fetch` does both), so a test sees the bytes as they crossed the wire.
 */
export function plainRequest(
  base: string,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<PlainAnswer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const outgoing = request({ hostname, port, path, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        });
      });
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}
