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

/** Lines are gathered up to this size before a write; fewer, bigger chunks for fast sources. */
const MAX_BATCH = 64 * 1024;

/**
 * Streams values as newline-delimited JSON while they are produced, honouring back-pressure.
 * Lines produced in the same turn of the event loop go out as one write (a fast source, such
 * as the index, would otherwise cost one HTTP chunk per line); a source that waits for I/O
 * between values still gets every line out as soon as it is made, as upstream flushes per line.
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
  let pending = '';
  let scheduled: NodeJS.Immediate | null = null;
  const flush = () => {
    scheduled = null;
    if (pending !== '' && !output.destroyed) output.write(pending);
    pending = '';
  };
  const pump = async () => {
    for await (const value of source) {
      if (output.destroyed) return;
      pending += `${serialiseJson(value)}\n`;
      if (pending.length >= MAX_BATCH) flush();
      else scheduled ??= setImmediate(flush);
      if (output.writableNeedDrain) await writable(output);
    }
    if (scheduled) clearImmediate(scheduled);
    flush();
    output.end();
  };
  pump()
    .catch((error: unknown) => output.destroy(error as Error))
    .finally(() => {
      clearTimeout(heartbeat);
      if (scheduled) clearImmediate(scheduled);
    });
  return output;
}
