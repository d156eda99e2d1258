import { ARCHIVE_EXTENSIONS, archiveAlgorithmSchema } from '@file-browser/api-contract';
import { execFileSync } from 'node:child_process';
import { get } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing/test-server';
import { startTestServer } from '../../testing/test-server';
import { extractArchive } from '../../testing/extract-archive';
import { addTestUser, denyRule } from '../../testing/resources';

const TREE = {
  'a.txt': 'alpha',
  'sub/': null,
  'sub/b.txt': 'bravo',
  'sub/deep/': null,
  'sub/deep/c.txt': 'charlie',
  'secret/': null,
  'secret/x.txt': 'x-ray',
  '.hidden': 'dot',
  'inside-link.txt': 'alpha',
  'weird_name.txt': 'back',
};

describe('GET /api/raw{folder} archives (api-contract §3.2)', () => {
  let test: TestServer;
  let admin: string;

  beforeAll(async () => {
    test = await startTestServer({
      'data/photos/a.txt': 'alpha',
      'data/photos/sub/b.txt': 'bravo',
      'data/photos/sub/deep/c.txt': 'charlie',
      'data/photos/secret/x.txt': 'x-ray',
      'data/photos/.hidden': 'dot',
      'data/photos/inside-link.txt': { link: 'data/photos/a.txt' },
      'data/photos/outside-link.txt': { link: 'outside/secret.txt' },
      'data/photos/weird\\name.txt': 'back',
      'outside/secret.txt': 'outside',
    });
    execFileSync('mkfifo', [join(test.root, 'photos', 'pipe')]);
    admin = await test.login();
  });
  afterAll(async () => {
    await test.close();
  });

  const download = async (path: string, token = admin) => {
    const response = await test.request(`/api/raw${path}`, { token });
    return { response, body: Buffer.from(await response.arrayBuffer()) };
  };

  for (const algo of archiveAlgorithmSchema.options) {
    it(`${algo}: unpacks with the standard tool to the folder, skipping links out, FIFOs, backslashes`, async () => {
      const { response, body } = await download(`/photos?algo=${algo}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename*=utf-8''photos${ARCHIVE_EXTENSIONS[algo]}`,
      );
      expect(extractArchive(algo, body)).toEqual(TREE);
    });
  }

  it('archives a files= selection relative to the common folder, named with `_`', async () => {
    const files = encodeURIComponent('/photos/a.txt,/photos/sub');
    const { response, body } = await download(`/?files=${files}&algo=tar`);
    expect(response.headers.get('content-disposition')).toBe(
      "attachment; filename*=utf-8''_photos.tar",
    );
    expect(extractArchive('tar', body)).toEqual({
      'a.txt': 'alpha',
      'sub/': null,
      'sub/b.txt': 'bravo',
      'sub/deep/': null,
      'sub/deep/c.txt': 'charlie',
    });
  });

  it('archives one file selected alone under its own name', async () => {
    const { response, body } = await download(`/photos/?files=a.txt&algo=tar`);
    expect(response.headers.get('content-disposition')).toBe(
      "attachment; filename*=utf-8''a.txt.tar",
    );
    expect(extractArchive('tar', body)).toEqual({ 'a.txt': 'alpha' });
  });

  it('never lets files= climb out or past the rules (K33)', async () => {
    const files = encodeURIComponent('/../../outside,/photos/secret,/photos/sub/deep');
    const ruled = await addTestUser(test, 'ruled', { rules: [denyRule('/photos/secret')] });
    const { response, body } = await download(`/?files=${files}&algo=tar`, ruled);
    expect(response.status).toBe(200);
    // Common folder `/`: the missing and the denied selections are simply left out.
    expect(extractArchive('tar', body)).toEqual({
      'photos/': null,
      'photos/sub/': null,
      'photos/sub/deep/': null,
      'photos/sub/deep/c.txt': 'charlie',
    });
  });

  it('leaves out denied folders and hidden files for the user who downloads', async () => {
    const user = await addTestUser(test, 'hider', {
      hideDotfiles: true,
      rules: [denyRule('/photos/secret')],
    });
    const { body } = await download('/photos?algo=zip', user);
    const entries = extractArchive('zip', body);
    expect(Object.keys(entries)).not.toContain('.hidden');
    expect(Object.keys(entries)).not.toContain('secret/x.txt');
    expect(entries['sub/deep/c.txt']).toBe('charlie');
  });

  it('names the scope root archive after the scope folder, and refuses unknown formats', async () => {
    const { response } = await download('/?algo=targz');
    expect(response.headers.get('content-disposition')).toBe(
      "attachment; filename*=utf-8''data.tar.gz",
    );
    expect((await download('/photos?algo=rar')).response.status).toBe(400);
    const noDownload = await addTestUser(test, 'nodl', { perm: { download: false } });
    expect((await download('/photos?algo=zip', noDownload)).response.status).toBe(403);
  });

  it('keeps serving after a client walks away mid-archive', async () => {
    // node:http without an agent, so the socket really closes when the client gives up.
    await new Promise<void>((resolve, reject) => {
      const request = get(
        `${test.url}/api/raw/photos?algo=tarxz`,
        { agent: false, headers: { 'X-Auth': admin } },
        (response) => {
          expect(response.statusCode).toBe(200);
          request.destroy();
          resolve();
        },
      );
      request.on('error', (error) => {
        if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(error);
      });
    });
    // Again without keep-alive: nothing may still be open when the server closes.
    const body = await new Promise<string>((resolve, reject) => {
      get(
        `${test.url}/api/raw/photos/a.txt`,
        { agent: false, headers: { 'X-Auth': admin } },
        (r) => {
          let text = '';
          r.on('data', (chunk: Buffer) => {
            text += chunk.toString();
          });
          r.on('end', () => {
            resolve(text);
          });
        },
      ).on('error', reject);
    });
    expect(body).toBe('alpha');
  });
});
