import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { ndjsonStream } from './ndjson-stream';

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text;
}

describe('ndjsonStream', () => {
  it('writes one JSON line per value, escaping HTML characters', async () => {
    const values = [
      { dir: false, path: 'a<b>.txt' },
      { dir: true, path: 'c' },
    ];
    const text = await readAll(ndjsonStream(values, { heartbeatMs: 1000, onAbort: () => {} }));
    expect(text).toBe('{"dir":false,"path":"a\\u003cb\\u003e.txt"}\n{"dir":true,"path":"c"}\n');
  });

  it('sends one blank line while a slow source is still working', async () => {
    async function* slow() {
      await sleep(80);
      yield { n: 1 };
    }
    const text = await readAll(ndjsonStream(slow(), { heartbeatMs: 20, onAbort: () => {} }));
    expect(text).toBe('\n{"n":1}\n');
  });

  it('stops reading the source and reports the abort when the reader goes away', async () => {
    let produced = 0;
    let finished = false;
    let aborted = false;
    async function* endless() {
      try {
        for (;;) {
          produced++;
          yield { n: produced };
          await sleep(1);
        }
      } finally {
        finished = true;
      }
    }
    const stream = ndjsonStream(endless(), {
      heartbeatMs: 1000,
      onAbort: () => {
        aborted = true;
      },
    });
    stream.once('data', () => stream.destroy());
    await once(stream, 'close');
    await sleep(20);
    const count = produced;
    await sleep(20);
    expect(aborted).toBe(true);
    expect(finished).toBe(true);
    expect(produced).toBe(count);
  });
});
