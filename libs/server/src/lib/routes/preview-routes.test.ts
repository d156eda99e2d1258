import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing/test-server';
import { startTestServer } from '../../testing/test-server';
import { addTestUser, denyRule } from '../../testing/resources';

/** A solid image of the given size; `orientation` is stored as EXIF. */
function image(width: number, height: number, format: 'jpeg' | 'png', orientation?: number) {
  const base = sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } },
  });
  const withExif = orientation ? base.withMetadata({ orientation }) : base;
  return format === 'jpeg' ? withExif.jpeg().toBuffer() : withExif.png().toBuffer();
}

async function sizeOf(response: Response) {
  const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
  return { width: metadata.width, height: metadata.height, format: metadata.format };
}

describe('GET /api/preview/{size}{path} (api-contract §3.3)', () => {
  let test: TestServer;
  let admin: string;

  beforeAll(async () => {
    test = await startTestServer({ 'data/notes.txt': 'text', 'data/anim.gif': 'GIF89a' });
    mkdirSync(join(test.root, 'photos'));
    writeFileSync(join(test.root, 'photos', 'wide.jpg'), await image(2000, 1000, 'jpeg'));
    writeFileSync(join(test.root, 'photos', 'turned.jpg'), await image(400, 200, 'jpeg', 6));
    writeFileSync(join(test.root, 'photos', 'small.png'), await image(300, 200, 'png'));
    writeFileSync(join(test.root, 'photos', 'huge.png'), await image(10_001, 10, 'png'));
    writeFileSync(join(test.root, 'photos', 'broken.jpg'), 'not really a jpeg');
    admin = await test.login();
  });
  afterAll(async () => {
    await test.close();
  });

  const preview = (path: string, token = admin) => test.request(`/api/preview${path}`, { token });

  it('makes 256×256 JPEG thumbnails, typed as what they are when inline', async () => {
    const response = await preview('/thumb/photos/small.png?inline=true&key=1');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('content-disposition')).toContain('small.jpg');
    expect(response.headers.get('cache-control')).toBe('private');
    expect(response.headers.get('last-modified')).toMatch(/GMT$/);
    expect(await sizeOf(response)).toEqual({ width: 256, height: 256, format: 'jpeg' });
  });

  it('fits big previews into 1080×1080 without enlarging, in the source format', async () => {
    expect(await sizeOf(await preview('/big/photos/wide.jpg'))).toEqual({
      width: 1080,
      height: 540,
      format: 'jpeg',
    });
    expect(await sizeOf(await preview('/big/photos/small.png'))).toEqual({
      width: 300,
      height: 200,
      format: 'png',
    });
  });

  it('applies the EXIF orientation', async () => {
    expect(await sizeOf(await preview('/big/photos/turned.jpg'))).toMatchObject({
      width: 200,
      height: 400,
    });
  });

  it('caches on disk outside the served folder and answers conditional requests', async () => {
    const first = await preview('/thumb/photos/wide.jpg');
    await first.arrayBuffer();
    const etag = first.headers.get('etag') ?? '';
    const again = await test.request('/api/preview/thumb/photos/wide.jpg', {
      token: admin,
      headers: { 'If-None-Match': etag },
    });
    expect(again.status).toBe(304);
    expect(readdirSync(join(test.base, 'previews')).length).toBeGreaterThan(0);
    expect(readdirSync(test.root)).not.toContain('previews');
  });

  it('answers clear statuses: 400 size, 501 non-images, 413 huge, 415 undecodable (K84)', async () => {
    expect((await preview('/medium/photos/wide.jpg')).status).toBe(400);
    expect((await preview('/thumb/notes.txt')).status).toBe(501);
    expect((await preview('/thumb/photos')).status).toBe(501);
    expect((await preview('/thumb/photos/huge.png')).status).toBe(413);
    expect((await preview('/thumb/photos/broken.jpg')).status).toBe(415);
    expect((await preview('/thumb/missing.jpg')).status).toBe(404);
  });

  it('serves GIFs unchanged and checks download and rules', async () => {
    expect(await (await preview('/thumb/anim.gif')).text()).toBe('GIF89a');
    const noDownload = await addTestUser(test, 'nodl', { perm: { download: false } });
    expect((await preview('/thumb/photos/wide.jpg', noDownload)).status).toBe(403);
    const ruled = await addTestUser(test, 'ruled', { rules: [denyRule('/photos')] });
    expect((await preview('/thumb/photos/wide.jpg', ruled)).status).toBe(403);
  });
});

describe('preview settings', () => {
  it('serves the image unchanged when thumbnails and resizing are off', async () => {
    const test = await startTestServer(
      {},
      { previews: { thumbnails: false, resizePreview: false } },
    );
    try {
      const bytes = await image(600, 300, 'jpeg');
      writeFileSync(join(test.root, 'a.jpg'), bytes);
      const token = await test.login();
      const thumb = await test.request('/api/preview/thumb/a.jpg', { token });
      expect(Buffer.from(await thumb.arrayBuffer()).equals(bytes)).toBe(true);
      const big = await test.request('/api/preview/big/a.jpg', { token });
      expect(Buffer.from(await big.arrayBuffer()).equals(bytes)).toBe(true);
    } finally {
      await test.close();
    }
  });
});
