import { PassThrough } from 'node:stream';
import type { Readable } from 'node:stream';
import { serialiseJson } from '../http/envelope';

/** Options of {@link ndjsonStream}. */
export interface NdjsonOptions {
  /** After this many ms with the source still running, one blank line is sent (once). */
  heartbeatMs: number;
  /** Called when the stream ends early (the reader went away), to stop the source's work. */
  onAbort: () => void;
}

function writable(output: PassThrough): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      output.off('drain', done);
      output.off('close', done);
      resolve();
    };
    output.on('drain', done);
    output.on('close', done);
  });
}

/**
 * Streams values as newline-delimited JSON while they are produced, honouring back-pressure.
 * A single blank line goes out if the source is still busy after `heartbeatMs`, as upstream
 * does, so proxies see the response is alive. Destroying the stream stops reading the source.
 */
export function ndjsonStream(
  source: AsyncIterable<unknown> | Iterable<unknown>,
  options: NdjsonOptions,
): Readable {
  const output = new PassThrough();
  output.on('close', () => {
    if (!output.writableEnded) options.onAbort();
  });
  const heartbeat = setTimeout(() => output.write('\n'), options.heartbeatMs);
  const pump = async () => {
    for await (const value of source) {
      if (output.destroyed) return;
      if (!output.write(`${serialiseJson(value)}\n`)) await writable(output);
    }
    output.end();
  };
  pump()
    .catch((error: unknown) => output.destroy(error as Error))
    .finally(() => {
      clearTimeout(heartbeat);
    });
  return output;
}
