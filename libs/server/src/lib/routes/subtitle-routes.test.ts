import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing/test-server';
import { startTestServer } from '../../testing/test-server';
import { addTestUser } from '../../testing/resources';

const SRT =
  '1\r\n00:00:01,500 --> 00:00:03,000\r\nHello<br>world\r\n\r\n2\r\n00:00:04,000 --> 00:00:05,250\r\nBye\r\n';
const VTT = 'WEBVTT\n\n00:01.000 --> 00:02.000\nAlready vtt\n';
const ASS = [
  '[Script Info]',
  'Title: x',
  '[Events]',
  'Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text',
  'Dialogue: 0,0:00:01.50,0:00:02.00,Default,,0,0,0,,{\\i1}Hi{\\i0}, there\\Nfriend',
].join('\n');

describe('GET /api/subtitle{path} (api-contract §3.4)', () => {
  let test: TestServer;
  let admin: string;

  beforeAll(async () => {
    test = await startTestServer({
      'data/movie.srt': SRT,
      'data/movie.vtt': VTT,
      'data/movie.ass': ASS,
      'data/movie.mp4': 'video',
      'data/subs/': null,
    });
    writeFileSync(
      join(test.root, 'latin.srt'),
      Buffer.from('1\n00:00:01,000 --> 00:00:02,000\ncaf\xe9\n', 'latin1'),
    );
    writeFileSync(
      join(test.root, 'wide.srt'),
      Buffer.concat([
        Buffer.from([0xff, 0xfe]),
        Buffer.from('1\n00:00:01,000 --> 00:00:02,000\nñ\n', 'utf16le'),
      ]),
    );
    writeFileSync(join(test.root, 'huge.srt'), Buffer.alloc(9 * 1024 * 1024, 0x41));
    admin = await test.login();
  });
  afterAll(async () => {
    await test.close();
  });

  const subtitle = (path: string, token = admin) => test.request(`/api/subtitle${path}`, { token });

  it('converts SRT to WebVTT, line breaks included', async () => {
    const response = await subtitle('/movie.srt?inline=true');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'none'");
    expect(response.headers.get('content-disposition')).toBe("inline; filename*=utf-8''movie.srt");
    expect(await response.text()).toBe(
      'WEBVTT\n\n1\n00:00:01.500 --> 00:00:03.000\nHello\nworld\n\n2\n00:00:04.000 --> 00:00:05.250\nBye\n',
    );
  });

  it('passes WebVTT through and converts SubStation Alpha', async () => {
    expect(await (await subtitle('/movie.vtt')).text()).toBe(VTT);
    expect(await (await subtitle('/movie.ass')).text()).toBe(
      'WEBVTT\n\n00:00:01.500 --> 00:00:02.000\nHi, there\nfriend\n',
    );
  });

  it('detects Latin-1 and UTF-16 and answers UTF-8', async () => {
    expect(await (await subtitle('/latin.srt')).text()).toContain('café');
    expect(await (await subtitle('/wide.srt')).text()).toContain('ñ');
  });

  it('refuses folders and non-subtitles (400), huge files (413), and needs download (K17, K82)', async () => {
    expect((await subtitle('/subs')).status).toBe(400);
    expect((await subtitle('/movie.mp4')).status).toBe(400);
    expect((await subtitle('/huge.srt')).status).toBe(413);
    expect((await subtitle('/missing.srt')).status).toBe(404);
    const noDownload = await addTestUser(test, 'nodl', { perm: { download: false } });
    expect((await subtitle('/movie.srt', noDownload)).status).toBe(403);
  });
});
