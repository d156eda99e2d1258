import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing/test-server';
import { startTestServer } from '../../testing/test-server';

interface Info {
  type: string;
  resolution?: { width: number; height: number };
  items?: Info[];
}

/** A solid image of the given size; `orientation` is stored as EXIF. */
function image(width: number, height: number, format: 'jpeg' | 'png', orientation?: number) {
  const base = sharp({
    create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } },
  });
  const withExif = orientation ? base.withMetadata({ orientation }) : base;
  return format === 'jpeg' ? withExif.jpeg().toBuffer() : withExif.png().toBuffer();
}

describe("an image's resolution in GET /api/resources (issue 28 item 14)", () => {
  let test: TestServer;
  let admin: string;

  beforeAll(async () => {
    test = await startTestServer({
      'data/photos/drawing.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="5"/>',
      'data/photos/broken.jpg': 'not really a jpeg',
    });
    mkdirSync(join(test.root, 'photos'), { recursive: true });
    writeFileSync(join(test.root, 'photos', 'camera.jpg'), await image(400, 300, 'jpeg'));
    writeFileSync(join(test.root, 'photos', 'turned.jpg'), await image(400, 300, 'jpeg', 6));
    writeFileSync(join(test.root, 'photos', 'small.png'), await image(30, 20, 'png'));
    admin = await test.login();
  });
  afterAll(async () => {
    await test.close();
  });

  const info = async (path: string) => {
    const response = await test.request(`/api/resources${path}`, { token: admin });
    expect(response.status).toBe(200);
    return (await response.json()) as Info;
  };

  it('is width × height as the picture is shown, EXIF orientation applied', async () => {
    expect(await info('/photos/camera.jpg')).toMatchObject({
      type: 'image',
      resolution: { width: 400, height: 300 },
    });
    expect((await info('/photos/turned.jpg')).resolution).toEqual({ width: 300, height: 400 });
    expect((await info('/photos/small.png')).resolution).toEqual({ width: 30, height: 20 });
  });

  it('is left out for what has no pixel size or cannot be read, and from listings', async () => {
    expect(await info('/photos/broken.jpg')).not.toHaveProperty('resolution');
    expect(await info('/photos/drawing.svg')).not.toHaveProperty('resolution');
    const listing = await info('/photos/');
    expect(listing.items).toHaveLength(5);
    expect(listing.items?.map((item) => item.resolution)).toEqual(
      listing.items?.map(() => undefined),
    );
  });
});
