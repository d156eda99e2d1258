import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { crc32c, snappyFramer, unframeSnappy } from './snappy-frame';

async function frameAll(chunks: Buffer[]): Promise<Buffer> {
  return buffer(Readable.from(chunks).pipe(snappyFramer()));
}

describe('snappy framing format', () => {
  it('computes CRC-32C (Castagnoli)', () => {
    expect(crc32c(Buffer.from('123456789'))).toBe(0xe3069283);
  });

  it('round-trips compressible and random data across 64 KiB chunk boundaries', async () => {
    const text = Buffer.from('file browser '.repeat(20_000));
    const noise = randomBytes(100_000);
    const framed = await frameAll([text.subarray(0, 1000), text.subarray(1000), noise]);
    expect(framed.subarray(0, 10).toString('latin1')).toBe('\xff\x06\x00\x00sNaPpY');
    expect(unframeSnappy(framed).equals(Buffer.concat([text, noise]))).toBe(true);
    expect(framed.length).toBeLessThan(text.length + noise.length);
  });

  it('writes just the stream identifier for empty input and rejects corrupt checksums', async () => {
    const empty = await frameAll([]);
    expect(unframeSnappy(empty).length).toBe(0);
    const framed = await frameAll([Buffer.from('hello hello hello')]);
    const broken = Buffer.from(framed);
    broken[14] = (broken[14] ?? 0) ^ 0xff;
    expect(() => unframeSnappy(broken)).toThrow(/checksum/);
  });
});
