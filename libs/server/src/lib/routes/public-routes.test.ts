import { listingPageSchema, listingSchema, shareSchema } from '@file-browser/api-contract';
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing/test-server';
import { startTestServer } from '../../testing/test-server';
import { extractArchive } from '../../testing/extract-archive';
import type { UserRecord } from '../ports/store';
import { addTestUser, denyRule, uploadFiles } from '../../testing/resources';

describe('public shares (api-contract §4.6)', () => {
  let test: TestServer;
  let owner: string;

  beforeAll(async () => {
    test = await startTestServer(
      {
        'data/projects/readme.txt': 'hello',
        'data/projects/sub/deep.txt': 'deep',
        'data/projects/private/plan.txt': 'plan',
        'data/projects/to-sibling': { link: 'data/sibling.txt' },
        'data/sibling.txt': 'sibling',
        'data/single.txt': 'single',
        'data/doomed.txt': 'doomed',
        'data/moving.txt': 'moving',
        'data/replaced/a.txt': 'a',
      },
      { rateLimit: { maxAttempts: 3, windowSeconds: 60, lockoutSeconds: 60 } },
    );
    owner = await addTestUser(test, 'owner', {
      perm: { share: true, download: true, delete: true, rename: true },
      rules: [denyRule('/projects/private')],
    });
  });
  afterAll(async () => {
    await test.close();
  });

  const share = async (path: string, body: object = {}) => {
    const response = await test.request(`/api/share${path}`, {
      method: 'POST',
      token: owner,
      body: JSON.stringify(body),
    });
    return shareSchema.parse(await response.json()).hash;
  };
  const updateOwner = async (change: (user: UserRecord) => UserRecord) => {
    await test.withStore(async (store) => {
      const user = await store.users.getByUsername('owner');
      if (user) await store.users.update(change(user));
    });
  };

  it('describes a file share without content and downloads it by any name', async () => {
    const hash = await share('/single.txt');
    const info = (await (await test.request(`/api/public/share/${hash}`)).json()) as object;
    expect(info).toMatchObject({ path: '', name: 'single.txt', isDir: false });
    expect((info as { type: string }).type).toMatch(/^text/);
    expect(info).not.toHaveProperty('content');
    expect(info).not.toHaveProperty('token');
    const file = await test.request(`/api/public/dl/${hash}/nicer-name.txt?inline=true`);
    expect(await file.text()).toBe('single');
    expect(file.headers.get('content-disposition')).toBe("inline; filename*=utf-8''single.txt");
    expect(file.headers.has('x-renew-token')).toBe(false);
  });

  it('lists a folder share relative to its root, keeping the owner’s rules below it (K06, K07)', async () => {
    const hash = await share('/projects/');
    const listing = listingSchema.parse(
      await (await test.request(`/api/public/share/${hash}`)).json(),
    );
    expect(listing).toMatchObject({ path: '/', name: 'projects', type: '' });
    expect(listing.sorting).toEqual({ by: 'name', asc: false });
    expect(listing.items.map((item) => item.path)).toEqual(['/sub', '/readme.txt']);
    const sub = listingSchema.parse(
      await (await test.request(`/api/public/share/${hash}/sub`)).json(),
    );
    expect(sub).toMatchObject({ path: '/sub', name: 'projects' });
    expect(sub.items.map((item) => item.path)).toEqual(['/sub/deep.txt']);
    expect((await test.request(`/api/public/dl/${hash}/private/plan.txt`)).status).toBe(403);
    expect((await test.request(`/api/public/dl/${hash}/to-sibling`)).status).toBe(403);
    const climbed = await test.request(`/api/public/dl/${hash}/..%2Fsibling.txt`);
    expect(climbed.status).toBe(404);
    expect(await (await test.request(`/api/public/dl/${hash}/sub/deep.txt`)).text()).toBe('deep');
  });

  it('pages a folder share as the resources route pages a folder, token included (ours)', async () => {
    mkdirSync(join(test.root, 'paged', 'sub'), { recursive: true });
    for (let index = 1; index <= 12; index++) {
      writeFileSync(join(test.root, 'paged', `page-${String(index)}.txt`), 'p');
    }
    symlinkSync(join(test.root, 'sibling.txt'), join(test.root, 'paged', 'out'));
    const password = 'secret';
    const hash = await share('/paged/', { password });
    const headers = { 'X-SHARE-PASSWORD': password };
    const ask = async (query: string) => {
      const response = await test.request(`/api/public/share/${hash}?${query}`, { headers });
      const text = await response.text();
      return { status: response.status, body: (response.ok ? JSON.parse(text) : text) as unknown };
    };
    const first = listingPageSchema.parse((await ask('limit=5')).body);
    // Whole-folder counts: the link leaving the share is not an entry.
    expect(first).toMatchObject({ path: '/', name: 'paged', type: '', offset: 0, limit: 5 });
    expect(first).toMatchObject({ total: 13, numDirs: 1, numFiles: 12 });
    expect(first.items.map((item) => item.path)).toEqual([
      '/sub',
      '/page-1.txt',
      '/page-2.txt',
      '/page-3.txt',
      '/page-4.txt',
    ]);
    expect((first as { token?: string }).token).toMatch(/^[A-Za-z0-9_-]{128}$/);
    const last = listingPageSchema.parse((await ask('limit=5&offset=10&order=desc')).body);
    // Folders stay first either way (upstream's order).
    expect(last.items.map((item) => item.name)).toEqual(['page-3.txt', 'page-2.txt', 'page-1.txt']);
    const whole = listingSchema.parse((await ask('')).body);
    expect(whole.items).toHaveLength(13);
    expect(whole.items.slice(0, 5)).toEqual(first.items);
    const refused = await ask('limit=0');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatch(/limit/);
    expect((await ask('offset=3')).status).toBe(400);
  });

  it('archives a folder share and a selection inside it, never the denied parts', async () => {
    const hash = await share('/projects');
    const whole = await test.request(`/api/public/dl/${hash}?algo=tar`);
    expect(whole.headers.get('content-disposition')).toBe(
      "attachment; filename*=utf-8''projects.tar",
    );
    const entries = extractArchive('tar', Buffer.from(await whole.arrayBuffer()));
    expect(entries).toEqual({ 'readme.txt': 'hello', 'sub/': null, 'sub/deep.txt': 'deep' });
    const files = encodeURIComponent('/readme.txt,/sub/deep.txt,/private');
    const picked = await test.request(`/api/public/dl/${hash}/?files=${files}&algo=targz`);
    expect(extractArchive('targz', Buffer.from(await picked.arrayBuffer()))).toEqual({
      'readme.txt': 'hello',
      'sub/': null,
      'sub/deep.txt': 'deep',
    });
  });

  it('asks for the password first, accepts it URL-encoded, then the token (K46, K49)', async () => {
    const password = 'pässwörd 1+';
    const hash = await share('/single.txt', { password });
    const bare = await test.request(`/api/public/share/${hash}`);
    expect(bare.status).toBe(401);
    expect(await bare.text()).toBe('401 Unauthorized\n');
    const good = await test.request(`/api/public/share/${hash}`, {
      headers: { 'X-SHARE-PASSWORD': encodeURIComponent(password) },
    });
    const token = ((await good.json()) as { token: string }).token;
    expect(token).toMatch(/^[A-Za-z0-9_-]{128}$/);
    expect((await test.request(`/api/public/dl/${hash}?token=${token}`)).status).toBe(200);
    expect((await test.request(`/api/public/dl/${hash}?token=${'x'.repeat(128)}`)).status).toBe(
      401,
    );
  });

  it('throttles wrong passwords with 429 and Retry-After (K44)', async () => {
    const hash = await share('/single.txt', { password: 'right' });
    const wrong = () =>
      test.request(`/api/public/share/${hash}`, { headers: { 'X-SHARE-PASSWORD': 'wrong' } });
    for (let attempt = 0; attempt < 3; attempt++) expect((await wrong()).status).toBe(401);
    const refused = await wrong();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('answers a malformed escape in X-SHARE-PASSWORD with 401, counted as a wrong password (issue 27)', async () => {
    const hash = await share('/single.txt', { password: 'right 100%' });
    const ask = (route: string, password: string) =>
      test.request(`/api/public/${route}/${hash}`, { headers: { 'X-SHARE-PASSWORD': password } });
    // The password sent unencoded (a cut-off escape), a bad hex digit, a cut-off UTF-8 sequence.
    for (const [route, password] of [
      ['share', 'right 100%'],
      ['dl', '%zz'],
      ['share', '%E0%A4'],
    ]) {
      const refused = await ask(route ?? '', password ?? '');
      expect([password, refused.status, await refused.text()]).toEqual([
        password,
        401,
        '401 Unauthorized\n',
      ]);
    }
    // Three wrong attempts: the next one waits, like any wrong password (K44).
    expect((await ask('share', encodeURIComponent('right 100%'))).status).toBe(429);
    // A share without a password never reads the header.
    const open = await share('/single.txt');
    const ignored = await test.request(`/api/public/dl/${open}`, {
      headers: { 'X-SHARE-PASSWORD': '%' },
    });
    expect(ignored.status).toBe(200);
  });

  it('follows the owner’s current permissions and rules on every request (K24)', async () => {
    const hash = await share('/single.txt');
    await updateOwner((user) => ({ ...user, perm: { ...user.perm, download: false } }));
    expect((await test.request(`/api/public/dl/${hash}`)).status).toBe(403);
    await updateOwner((user) => ({ ...user, perm: { ...user.perm, download: true } }));
    expect((await test.request(`/api/public/dl/${hash}`)).status).toBe(200);
    await updateOwner((user) => ({ ...user, rules: [...user.rules, denyRule('/single.txt')] }));
    expect((await test.request(`/api/public/share/${hash}`)).status).toBe(403);
  });

  it('ends with expiry, deletion, a move or a replaced folder, even if the path returns (K36–K39, K45)', async () => {
    const expired = await share('/doomed.txt', { expires: '-1', unit: 'seconds' });
    expect((await test.request(`/api/public/share/${expired}`)).status).toBe(404);
    const deleted = await share('/doomed.txt');
    const removal = await test.request('/api/resources/doomed.txt', {
      method: 'DELETE',
      token: owner,
    });
    expect(removal.status).toBe(204);
    writeFileSync(join(test.root, 'doomed.txt'), 'new content');
    expect((await test.request(`/api/public/dl/${deleted}`)).status).toBe(404);
    const moved = await share('/moving.txt');
    const rename = await test.request(
      `/api/resources/moving.txt?action=rename&destination=${encodeURIComponent('/moved.txt')}`,
      { method: 'PATCH', token: owner },
    );
    expect(rename.status).toBe(200);
    writeFileSync(join(test.root, 'moving.txt'), 'impostor');
    expect((await test.request(`/api/public/dl/${moved}`)).status).toBe(404);
    const folder = await share('/replaced');
    rmSync(join(test.root, 'replaced'), { recursive: true });
    mkdirSync(join(test.root, 'replaced'));
    expect((await test.request(`/api/public/share/${folder}`)).status).toBe(404);
    expect((await test.request('/api/public/share/unknown1')).status).toBe(404);
  });

  it('sends shared scripts and markup inline as text/plain, SVG sandboxed (issue 27 item 5)', async () => {
    const admin = await test.login();
    const uploads: Record<string, string> = {
      'x.js': 'navigator.serviceWorker.register("x.js")',
      'x.mjs': 'export default 1',
      'x.html': '<script>alert(1)</script>',
      'x.xhtml': '<html xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></html>',
      'x.svg': '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    };
    await uploadFiles(test, admin, '/active', uploads);
    const sandboxed = "default-src 'none'; script-src 'none'; style-src 'unsafe-inline'; sandbox";
    const folder = await share('/active');
    const single = await share('/active/x.html');
    const links = [
      ...Object.keys(uploads).map((name) => ({ name, path: `/api/public/dl/${folder}/${name}` })),
      { name: 'x.html', path: `/api/public/dl/${single}` },
    ];
    for (const { name, path } of links) {
      const inline = await test.request(`${path}?inline=true`);
      expect(inline.status, path).toBe(200);
      const type = name === 'x.svg' ? 'image/svg+xml' : 'text/plain; charset=utf-8';
      expect(inline.headers.get('content-type'), path).toBe(type);
      expect(inline.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(inline.headers.get('content-security-policy'), path).toBe(sandboxed);
      expect(await inline.text(), path).toBe(uploads[name]);
      const attachment = await test.request(path);
      expect(attachment.headers.get('content-type'), path).toBe('application/octet-stream');
      expect(attachment.headers.get('content-disposition'), path).toBe(
        `attachment; filename*=utf-8''${name}`,
      );
    }
  });

  it('is read-only: other methods are not routed (K47)', async () => {
    const hash = await share('/projects');
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const response = await test.request(`/api/public/dl/${hash}/readme.txt`, { method });
      expect(response.status).toBeGreaterThanOrEqual(404);
      expect(response.status).toBeLessThanOrEqual(405);
    }
  });
});
