import { existsSync, lstatSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing/test-server';
import { startTestServer } from '../../testing/test-server';
import { addTestUser, denyRule } from '../../testing/resources';

describe('DELETE and PATCH /api/resources', () => {
  let test: TestServer;
  let admin: string;
  let limited: string;
  let ruled: string;

  beforeAll(async () => {
    test = await startTestServer({
      'data/src/public.txt': 'public',
      'data/src/secret/marker.txt': 'marker',
      'data/clean/file.txt': 'clean',
      'data/clean/sub/deep.txt': 'deep',
      'data/a.txt': 'a',
      'data/b.txt': 'b',
      'data/del/one.txt': '1',
      'data/del/two/three.txt': '3',
      'data/linked-dir/keep.txt': 'keep',
      'data/dir-link': { link: 'data/linked-dir' },
      'data/escape': { link: 'outside' },
      'data/srcdir/ok.txt': 'ok',
      'data/srcdir/link.txt': { link: 'outside/secret.txt' },
      'data/srcdir/alias.txt': { link: 'data/a.txt' },
      'data/loop/self': { link: 'data/loop' },
      'data/target.txt': 'target',
      'data/to-target': { link: 'data/target.txt' },
      'outside/secret.txt': 'outside secret',
      'outside/victim.txt': 'victim',
    });
    admin = await test.login();
    limited = await addTestUser(test, 'limited', {
      perm: { create: false, rename: false, modify: false, delete: false },
    });
    ruled = await addTestUser(test, 'ruled', { rules: [denyRule('/src/secret')] });
  });
  afterAll(async () => {
    await test.close();
  });

  const onDisk = (path: string) => join(test.root, path);
  const del = (path: string, token = admin) =>
    test.request(`/api/resources${path}`, { method: 'DELETE', token });
  const patch = (path: string, query: Record<string, string>, token = admin) => {
    const search = new URLSearchParams(query).toString();
    return test.request(`/api/resources${path}?${search}`, { method: 'PATCH', token });
  };
  /** The destination exactly as upstream's client builds it: names encoded twice. */
  const destination = (folder: string, name: string) => `${folder}/${encodeURIComponent(name)}`;

  it('refuses to delete a tree holding a denied descendant, deleting nothing (K05)', async () => {
    const response = await del('/src', ruled);
    expect(response.status).toBe(403);
    expect(existsSync(onDisk('src/secret/marker.txt'))).toBe(true);
    expect(existsSync(onDisk('src/public.txt'))).toBe(true);
  });

  it('refuses copies and moves of such a tree, creating and moving nothing (K05)', async () => {
    const copy = await patch('/src', { action: 'copy', destination: '/dst' }, ruled);
    expect(copy.status).toBe(403);
    expect(existsSync(onDisk('dst'))).toBe(false);
    const move = await patch('/src', { action: 'rename', destination: '/moved' }, ruled);
    expect(move.status).toBe(403);
    expect(existsSync(onDisk('src/secret/marker.txt'))).toBe(true);
    const clean = await patch('/clean', { action: 'copy', destination: '/clean-copy' }, ruled);
    expect(clean.status).toBe(200);
    expect(readFileSync(onDisk('clean-copy/sub/deep.txt'), 'utf8')).toBe('deep');
  });

  it('checks the destination after normalising it (K04)', async () => {
    const sneaky = await patch(
      '/a.txt',
      { action: 'copy', destination: '/x/../src/secret/a.txt' },
      ruled,
    );
    expect(sneaky.status).toBe(403);
    expect(existsSync(onDisk('src/secret/a.txt'))).toBe(false);
  });

  it('copies and moves with double-decoded destinations', async () => {
    const name = 'a b%2F+c.txt';
    const copy = await patch('/a.txt', {
      action: 'copy',
      destination: destination('/copies', name),
    });
    expect(copy.status).toBe(200);
    expect(readFileSync(onDisk(`copies/${name}`), 'utf8')).toBe('a');
    const move = await patch(`/copies/${encodeURIComponent(name)}`, {
      action: 'rename',
      destination: destination('/moved', 'renamed.txt'),
    });
    expect(move.status).toBe(200);
    expect(existsSync(onDisk(`copies/${name}`))).toBe(false);
    expect(readFileSync(onDisk('moved/renamed.txt'), 'utf8')).toBe('a');
  });

  it('answers conflicts with 409, keeps both with rename=true, replaces with override', async () => {
    expect((await patch('/a.txt', { action: 'copy', destination: '/b.txt' })).status).toBe(409);
    const kept = await patch('/a.txt', { action: 'copy', destination: '/a.txt', rename: 'true' });
    expect(kept.status).toBe(200);
    expect(readFileSync(onDisk('a(1).txt'), 'utf8')).toBe('a');
    await patch('/a.txt', { action: 'copy', destination: '/a.txt', rename: 'true' });
    expect(existsSync(onDisk('a(2).txt'))).toBe(true);
    const replaced = await patch('/a(1).txt', {
      action: 'rename',
      destination: '/b.txt',
      override: 'true',
    });
    expect(replaced.status).toBe(200);
    expect(readFileSync(onDisk('b.txt'), 'utf8')).toBe('a');
    expect(existsSync(onDisk('a(1).txt'))).toBe(false);
  });

  it('treats a link and its target as different entries: no silent replacement', async () => {
    const response = await patch('/to-target', { action: 'rename', destination: '/target.txt' });
    expect(response.status).toBe(409);
    expect(readFileSync(onDisk('target.txt'), 'utf8')).toBe('target');
    const self = await patch('/target.txt', {
      action: 'copy',
      destination: '/target.txt',
      override: 'true',
    });
    expect(self.status).toBe(409);
    expect(readFileSync(onDisk('target.txt'), 'utf8')).toBe('target');
  });

  it('checks permissions: copy needs create, move needs rename, override needs modify (K21, K22)', async () => {
    expect((await patch('/a.txt', { action: 'copy', destination: '/z.txt' }, limited)).status).toBe(
      403,
    );
    expect(
      (await patch('/a.txt', { action: 'rename', destination: '/z.txt' }, limited)).status,
    ).toBe(403);
    expect(
      (await patch('/a.txt', { action: 'copy', destination: '/b.txt', override: 'true' }, limited))
        .status,
    ).toBe(403);
    expect(existsSync(onDisk('z.txt'))).toBe(false);
    expect((await del('/a.txt', limited)).status).toBe(403);
    expect(existsSync(onDisk('a.txt'))).toBe(true);
  });

  it('refuses bad requests: / as source or target, into itself, unknown action, bad escapes', async () => {
    expect((await patch('/', { action: 'copy', destination: '/x' })).status).toBe(403);
    expect((await patch('/a.txt', { action: 'rename', destination: '/' })).status).toBe(403);
    const parent = await patch('/clean', { action: 'copy', destination: '/clean/inside' });
    expect(parent.status).toBe(400);
    expect(await parent.text()).toBe('400 Bad Request (source is parent)\n');
    const action = await patch('/a.txt', { action: 'explode', destination: '/q.txt' });
    expect(action.status).toBe(400);
    expect((await patch('/a.txt', { action: 'copy' })).status).toBe(400);
    const malformed = await patch('/a.txt', { action: 'copy', destination: '/%E0%A4%A' });
    expect(malformed.status).toBe(400);
    const nul = await patch('/a.txt', { action: 'copy', destination: '/x%00y' });
    expect(nul.status).toBe(400);
    expect((await patch('/missing.txt', { action: 'copy', destination: '/m.txt' })).status).toBe(
      404,
    );
  });

  it('never copies what an escaping link points to; in-scope links become files', async () => {
    const response = await patch('/srcdir', { action: 'copy', destination: '/dstdir' });
    expect(response.status).toBe(500);
    expect(existsSync(onDisk('dstdir/link.txt'))).toBe(false);
    expect(readFileSync(onDisk('dstdir/ok.txt'), 'utf8')).toBe('ok');
    expect(lstatSync(onDisk('dstdir/alias.txt')).isSymbolicLink()).toBe(false);
    expect(readFileSync(onDisk('dstdir/alias.txt'), 'utf8')).toBe('a');
  });

  it('stops at link loops instead of copying forever (K16)', async () => {
    const response = await patch('/loop', { action: 'copy', destination: '/loop-copy' });
    expect(response.status).toBe(500);
    expect(existsSync(onDisk('loop-copy'))).toBe(true);
    expect(existsSync(onDisk('loop-copy/self/self'))).toBe(false);
  });

  it('deletes files and trees (204), links themselves, never through escaping links', async () => {
    expect((await del('/del')).status).toBe(204);
    expect(existsSync(onDisk('del'))).toBe(false);
    expect((await del('/dir-link')).status).toBe(204);
    expect(existsSync(onDisk('dir-link'))).toBe(false);
    expect(readFileSync(onDisk('linked-dir/keep.txt'), 'utf8')).toBe('keep');
    expect((await del('/escape/victim.txt')).status).toBe(403);
    expect(readFileSync(join(test.base, 'outside/victim.txt'), 'utf8')).toBe('victim');
    expect((await del('/')).status).toBe(403);
    expect((await del('/nothing-here')).status).toBe(404);
    expect((await del('/a%00.txt')).status).toBe(400);
  });
});
