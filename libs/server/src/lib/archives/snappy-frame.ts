import { compress, uncompress } from 'snappyjs';
import { Transform } from 'node:stream';
import type { TransformCallback } from 'node:stream';

// Snappy framing format: https://github.com/google/snappy/blob/main/framing_format.txt
const STREAM_IDENTIFIER = Buffer.from([0xff, 0x06, 0x00, 0x00, 0x73, 0x4e, 0x61, 0x50, 0x70, 0x59]);
const COMPRESSED = 0x00;
const UNCOMPRESSED = 0x01;
/** Uncompressed data per chunk is at most 64 KiB. */
const CHUNK = 65536;

const CRC32C_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0x82f63b78 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32C (Castagnoli) of `data`. */
export function crc32c(data: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = (CRC32C_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** The masked checksum the framing format stores: rotate right by 15, add a constant. */
export function maskedCrc(data: Uint8Array): number {
  const crc = crc32c(data);
  return (((crc >>> 15) | (crc << 17)) + 0xa282ead8) >>> 0;
}

function frame(data: Buffer): Buffer {
  const packed = Buffer.from(compress(data));
  const useCompressed = packed.length < data.length;
  const payload = useCompressed ? packed : data;
  const header = Buffer.alloc(8);
  header[0] = useCompressed ? COMPRESSED : UNCOMPRESSED;
  header.writeUIntLE(payload.length + 4, 1, 3);
  header.writeUInt32LE(maskedCrc(data), 4);
  return Buffer.concat([header, payload]);
}

/**
 * Compresses a byte stream into the Snappy framing format (`.sz`): the stream identifier, then
 * one chunk per 64 KiB of input, compressed unless that would not save space, each with the
 * masked CRC-32C of its uncompressed bytes. Holds at most one chunk.
 */
export function snappyFramer(): Transform {
  let pending: Buffer = Buffer.alloc(0);
  let started = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      if (!started) {
        this.push(STREAM_IDENTIFIER);
        started = true;
      }
      pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
      while (pending.length >= CHUNK) {
        this.push(frame(pending.subarray(0, CHUNK)));
        pending = pending.subarray(CHUNK);
      }
      callback();
    },
    flush(callback: TransformCallback) {
      if (!started) this.push(STREAM_IDENTIFIER);
      if (pending.length > 0) this.push(frame(pending));
      callback();
    },
  });
}

/**
 * Decodes a whole Snappy-framed buffer, checking every checksum; throws on anything malformed.
 * Skippable chunks (0x80–0xfe) and padding are ignored.
 */
export function unframeSnappy(input: Buffer): Buffer {
  if (!input.subarray(0, STREAM_IDENTIFIER.length).equals(STREAM_IDENTIFIER)) {
    throw new Error('missing snappy stream identifier');
  }
  const parts: Buffer[] = [];
  let offset = STREAM_IDENTIFIER.length;
  while (offset < input.length) {
    const type = input[offset] ?? 0;
    const length = input.readUIntLE(offset + 1, 3);
    const body = input.subarray(offset + 4, offset + 4 + length);
    offset += 4 + length;
    if (type >= 0x80) continue;
    if (type !== COMPRESSED && type !== UNCOMPRESSED) throw new Error(`bad chunk type ${type}`);
    const data = type === COMPRESSED ? Buffer.from(uncompress(body.subarray(4))) : body.subarray(4);
    if (maskedCrc(data) !== body.readUInt32LE(0)) throw new Error('snappy checksum mismatch');
    parts.push(data);
  }
  return Buffer.concat(parts);
}
