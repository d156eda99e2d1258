import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { detectType, looksBinary, needsHeader } from './file-type';

const bytes = (...values: number[]) => Uint8Array.from(values);
const utf8 = (text: string) => new TextEncoder().encode(text);

/**
 * 512 bytes of an MPEG transport stream: packets of `size` bytes whose sync byte 0x47 sits at
 * `offset` (188 and 0 for `.ts`; 192 and 4 for BDAV `.mts`), filled with stuffing and nulls.
 */
function transportStream(size: number, offset: number): Uint8Array {
  const data = new Uint8Array(512);
  for (let at = 0; at < data.length; at++) data[at] = at % 7 === 0 ? 0 : 0xff;
  for (let at = offset; at < data.length; at += size) data[at] = 0x47;
  return data;
}

describe('detectType', () => {
  it('trusts the extension for media, case-insensitively, with upstream overrides', () => {
    expect(detectType({ name: 'a.MP4', size: 1, canModify: true })).toBe('video');
    expect(detectType({ name: 'a.opus', size: 1, canModify: true })).toBe('video');
    expect(detectType({ name: 'a.flac', size: 1, canModify: true })).toBe('audio');
    expect(detectType({ name: 'a.svg', size: 1, canModify: true })).toBe('image');
    expect(detectType({ name: 'a.pdf', size: 1, canModify: true })).toBe('pdf');
  });

  it('knows media the standard table lacks, from the override table', () => {
    expect(detectType({ name: 'song.APE', size: 1, canModify: true })).toBe('audio');
    expect(detectType({ name: 'raw.cr2', size: 1, canModify: true })).toBe('image');
    expect(detectType({ name: 'clip.rmvb', size: 1, canModify: true })).toBe('video');
    expect(detectType({ name: 'app.ts', size: 1, canModify: true })).toBe('video');
  });

  it('reads .ts and .mts (TypeScript or video) by their bytes: text is code, packets are video', () => {
    const code = utf8('export const answer: number = 42;\n');
    expect(needsHeader('app.ts')).toBe(true);
    expect(needsHeader('clip.MTS')).toBe(true);
    expect(needsHeader('clip.m2ts')).toBe(false);
    expect(detectType({ name: 'app.ts', size: 35, header: code, canModify: true })).toBe('text');
    expect(detectType({ name: 'lib.mts', size: 35, header: code, canModify: false })).toBe(
      'textImmutable',
    );
    expect(detectType({ name: 'new.ts', size: 0, header: bytes(), canModify: true })).toBe('text');
    expect(
      detectType({ name: 'clip.ts', size: 512, header: transportStream(188, 0), canModify: true }),
    ).toBe('video');
    expect(
      detectType({ name: 'clip.MTS', size: 512, header: transportStream(192, 4), canModify: true }),
    ).toBe('video');
    expect(detectType({ name: 'odd.ts', size: 3, header: bytes(0, 1, 2), canModify: true })).toBe(
      'video',
    );
  });

  it('sniffs bytes when the name says nothing', () => {
    const png = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0);
    expect(detectType({ name: 'picture', size: 9, header: png, canModify: true })).toBe('image');
    expect(detectType({ name: 'notes', size: 5, header: utf8('hello'), canModify: true })).toBe(
      'text',
    );
    expect(detectType({ name: 'x.bin', size: 3, header: bytes(0, 1, 2), canModify: true })).toBe(
      'blob',
    );
  });

  it('offers text only up to 10 MiB and as immutable without modify', () => {
    const header = utf8('{"a":1}');
    expect(detectType({ name: 'a.json', size: 7, header, canModify: false })).toBe('textImmutable');
    expect(
      detectType({ name: 'a.json', size: 10 * 1024 * 1024 + 1, header, canModify: true }),
    ).toBe('blob');
    expect(detectType({ name: 'empty', size: 0, header: bytes(), canModify: true })).toBe('text');
  });
});

describe('looksBinary', () => {
  it('tolerates a multi-byte character cut at the end of the sample', () => {
    const cut = utf8('héllo wörld ✓').slice(0, -1);
    expect(looksBinary(cut)).toBe(false);
    expect(looksBinary(bytes(0x61, 0xff, 0x61, 0x61, 0x61, 0x61, 0x61))).toBe(true);
    expect(looksBinary(utf8('tab\tnew\nline\r'))).toBe(false);
    expect(looksBinary(bytes(0x61, 0x08))).toBe(true);
  });

  it('reads valid multi-byte text as text and a replacement character mid-sample as binary', () => {
    expect(looksBinary(utf8('naïve café, 東京, emoji 🎉 and more'))).toBe(false);
    expect(looksBinary(utf8('before \uFFFD after'))).toBe(true);
    expect(looksBinary(bytes(0xe6, 0x9d, 0xb1, 0x61, 0xff))).toBe(false);
    expect(looksBinary(bytes(0x00))).toBe(true);
  });
});

describe('.ts and .mts files in listings and resources, over HTTP', () => {
  let test: TestServer;
  let token: string;

  beforeAll(async () => {
    test = await startTestServer({ 'data/src/app.ts': 'export const answer = 42;\n' });
    writeFileSync(join(test.root, 'src', 'clip.ts'), transportStream(188, 0));
    writeFileSync(join(test.root, 'src', 'camera.mts'), transportStream(192, 4));
    token = await test.login();
  });
  afterAll(async () => {
    await test.close();
  });

  it('lists TypeScript as text and transport streams as video', async () => {
    const response = await test.request('/api/resources/src/', { token });
    expect(response.status).toBe(200);
    const { items } = (await response.json()) as { items: { name: string; type: string }[] };
    const types = Object.fromEntries(items.map((item) => [item.name, item.type]));
    expect(types).toEqual({ 'app.ts': 'text', 'camera.mts': 'video', 'clip.ts': 'video' });
  });

  it('opens a TypeScript file with its content, for the editor', async () => {
    const response = await test.request('/api/resources/src/app.ts', { token });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      name: 'app.ts',
      type: 'text',
      content: 'export const answer = 42;\n',
    });
  });
});
