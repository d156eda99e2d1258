import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing/test-server';
import { startTestServer } from '../../testing/test-server';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 200 } } });

/** An IFD entry: a tag and its LONG value, or bytes placed after the IFDs (the value their offset). */
type Entry = readonly [tag: number, value: number | Buffer];

const SUB_IFDS = 0x014a;
const JPEG_OFFSET = 0x0201;
const JPEG_LENGTH = 0x0202;
const COMPRESSION = 0x0103;
const ORIENTATION = 0x0112;
const STRIP_OFFSETS = 0x0111;
const STRIP_BYTE_COUNTS = 0x0117;

/**
 * A minimal little-endian TIFF container as cameras write raw files: IFD0 with `ifd0`'s
 * entries and, when `sub` is given, one SubIFD holding those; byte blobs follow the IFDs.
 */
function tiffContainer(ifd0: readonly Entry[], sub: readonly Entry[] = []): Buffer {
  const size = (count: number) => 2 + count * 12 + 4;
  const first: Entry[] = sub.length > 0 ? [...ifd0, [SUB_IFDS, -1]] : [...ifd0];
  const subAt = 8 + size(first.length);
  let dataAt = subAt + (sub.length > 0 ? size(sub.length) : 0);
  const blobs: Buffer[] = [];
  const ifd = (entries: readonly Entry[]) => {
    const bytes = Buffer.alloc(size(entries.length));
    bytes.writeUInt16LE(entries.length, 0);
    entries.forEach(([tag, value], index) => {
      let long = value === -1 ? subAt : value;
      if (Buffer.isBuffer(value)) {
        long = dataAt;
        dataAt += value.length;
        blobs.push(value);
      }
      const at = 2 + index * 12;
      bytes.writeUInt16LE(tag, at);
      bytes.writeUInt16LE(4, at + 2);
      bytes.writeUInt32LE(1, at + 4);
      bytes.writeUInt32LE(long as number, at + 8);
    });
    return bytes;
  };
  const header = Buffer.from([0x49, 0x49, 42, 0, 8, 0, 0, 0]);
  const ifds = [ifd(first), ...(sub.length > 0 ? [ifd(sub)] : [])];
  return Buffer.concat([header, ...ifds, ...blobs]);
}

async function sizeOf(response: Response) {
  const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
  return { width: metadata.width, height: metadata.height, format: metadata.format };
}

describe('previews of TIFF and camera raw files (issue 29 item 9)', () => {
  let test: TestServer;
  let admin: string;

  beforeAll(async () => {
    test = await startTestServer({});
    const dir = join(test.root, 'shots');
    mkdirSync(dir);
    const tiff = await solid(2000, 1000).tiff().toBuffer();
    writeFileSync(join(dir, 'scan.tif'), tiff);
    writeFileSync(join(dir, 'cut.tiff'), tiff.subarray(0, 300));
    const small = await solid(160, 120).jpeg().toBuffer();
    const large = await solid(640, 480).jpeg().toBuffer();
    // DNG and NEF: a small JPEG in IFD0, the large one in a SubIFD; the largest is shown.
    const nested = tiffContainer(
      [
        [JPEG_OFFSET, small],
        [JPEG_LENGTH, small.length],
      ],
      [
        [JPEG_OFFSET, large],
        [JPEG_LENGTH, large.length],
      ],
    );
    writeFileSync(join(dir, 'shot.dng'), nested);
    writeFileSync(join(dir, 'shot.NEF'), nested);
    // CR2: IFD0's one strip is the JPEG (old-style JPEG compression 6).
    writeFileSync(
      join(dir, 'shot.cr2'),
      tiffContainer([
        [COMPRESSION, 6],
        [STRIP_OFFSETS, large],
        [STRIP_BYTE_COUNTS, large.length],
      ]),
    );
    // A DNG whose biggest JPEG is the sensor's lossless JPEG (SOF3), which no browser decodes.
    const lossless = Buffer.alloc(200_000);
    Buffer.from([0xff, 0xd8, 0xff, 0xc3, 0x00, 0x0b]).copy(lossless);
    writeFileSync(
      join(dir, 'sensor.dng'),
      tiffContainer(
        [
          [JPEG_OFFSET, small],
          [JPEG_LENGTH, small.length],
        ],
        [
          [COMPRESSION, 7],
          [STRIP_OFFSETS, lossless],
          [STRIP_BYTE_COUNTS, lossless.length],
        ],
      ),
    );
    // A portrait shot: the camera's orientation (6, turn 90° clockwise) in IFD0, not in the JPEG.
    writeFileSync(
      join(dir, 'portrait.nef'),
      tiffContainer([
        [ORIENTATION, 6],
        [JPEG_OFFSET, large],
        [JPEG_LENGTH, large.length],
      ]),
    );
    writeFileSync(join(dir, 'bare.arw'), tiffContainer([[COMPRESSION, 1]]));
    writeFileSync(join(dir, 'noise.arw'), Buffer.from('not a raw file at all'));
    // An offset pointing past the end of the file.
    writeFileSync(
      join(dir, 'cut.dng'),
      tiffContainer([
        [JPEG_OFFSET, 9_999_999],
        [JPEG_LENGTH, 5000],
      ]),
    );
    admin = await test.login();
  });
  afterAll(async () => {
    await test.close();
  });

  const preview = (path: string) => test.request(`/api/preview${path}`, { token: admin });

  it('answers TIFF previews as JPEG, thumbnails and big ones', async () => {
    const big = await preview('/big/shots/scan.tif?inline=true');
    expect(big.status).toBe(200);
    expect(big.headers.get('content-type')).toBe('image/jpeg');
    expect(await sizeOf(big)).toEqual({ width: 1080, height: 540, format: 'jpeg' });
    const thumb = await preview('/thumb/shots/scan.tif?inline=true');
    expect(thumb.headers.get('content-type')).toBe('image/jpeg');
    expect(await sizeOf(thumb)).toEqual({ width: 256, height: 256, format: 'jpeg' });
  });

  it('shows the largest JPEG a raw file embeds, in IFD0, a SubIFD or a JPEG strip', async () => {
    for (const name of ['shot.dng', 'shot.NEF', 'shot.cr2']) {
      const big = await preview(`/big/shots/${name}?inline=true`);
      expect(big.headers.get('content-type')).toBe('image/jpeg');
      expect(await sizeOf(big)).toEqual({ width: 640, height: 480, format: 'jpeg' });
    }
    expect(await sizeOf(await preview('/thumb/shots/shot.dng'))).toEqual({
      width: 256,
      height: 256,
      format: 'jpeg',
    });
  });

  it("turns the preview by the raw file's orientation", async () => {
    expect(await sizeOf(await preview('/big/shots/portrait.nef'))).toEqual({
      width: 480,
      height: 640,
      format: 'jpeg',
    });
  });

  it('skips the lossless JPEG of the sensor data for the viewable preview', async () => {
    expect(await sizeOf(await preview('/big/shots/sensor.dng'))).toEqual({
      width: 160,
      height: 120,
      format: 'jpeg',
    });
  });

  it('answers 415 for raw files without a preview and for cut or bad files, never 500', async () => {
    for (const name of ['bare.arw', 'noise.arw', 'cut.dng', 'cut.tiff']) {
      expect((await preview(`/big/shots/${name}`)).status, name).toBe(415);
      expect((await preview(`/thumb/shots/${name}`)).status, name).toBe(415);
    }
  });

  it('lists camera raw files as images, so the listing asks for their thumbnails', async () => {
    const listing = await test.request('/api/resources/shots/', { token: admin });
    const body = (await listing.json()) as { items: { name: string; type: string }[] };
    const types = Object.fromEntries(body.items.map((item) => [item.name, item.type]));
    expect(types).toMatchObject({
      'shot.dng': 'image',
      'shot.NEF': 'image',
      'shot.cr2': 'image',
      'bare.arw': 'image',
      'scan.tif': 'image',
    });
  });
});

describe('TIFF previews with resizing off', () => {
  it('are still converted to JPEG: a browser cannot show TIFF', async () => {
    const test = await startTestServer(
      {},
      { previews: { thumbnails: false, resizePreview: false } },
    );
    try {
      writeFileSync(join(test.root, 'scan.tiff'), await solid(600, 300).tiff().toBuffer());
      const token = await test.login();
      const big = await test.request('/api/preview/big/scan.tiff?inline=true', { token });
      expect(big.headers.get('content-type')).toBe('image/jpeg');
      expect(await sizeOf(big)).toEqual({ width: 600, height: 300, format: 'jpeg' });
    } finally {
      await test.close();
    }
  });
});
