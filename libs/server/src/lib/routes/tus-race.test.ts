import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canMount, mountSupport, unmount } from '../../testing/small-fs';
import type { TestServer } from '../../testing/test-server';
import { startTestServer } from '../../testing/test-server';
import { pattern, tusClient } from '../../testing/tus-uploads';

// Issue #25: tus uploads racing to complete to one new name without override. An upload is
// keyed by its real target path, so two uploads to one name cannot be staged at once through
// one path; through bind mounts of the same folder they can (each mount is its own path, and
// also its own mount, so completion copies across "file systems" like a separate disk would).
// Exactly one upload takes the name, every other one gets 409 and is dropped, and the folder
// holds the winner's bytes and no temp entry.

const UPLOADS = 10;

const mountable = canMount();
if (!mountable) console.warn(`tus completion race skipped: ${mountSupport().reason}`);

describe.skipIf(!mountable)('tus uploads racing for one name (issue #25)', () => {
  let test: TestServer;
  let tus: ReturnType<typeof tusClient>;
  const views = Array.from({ length: UPLOADS }, (_unused, index) => `view${index}`);
  const staged = () => readdirSync(`${join(test.base, 'fb.db')}.uploads`);

  beforeAll(async () => {
    test = await startTestServer({ 'data/shared/.keep': '' });
    tus = tusClient(test, await test.login());
    for (const view of views) {
      mkdirSync(join(test.root, view));
      execFileSync('mount', ['--bind', join(test.root, 'shared'), join(test.root, view)]);
    }
  });
  afterAll(async () => {
    for (const view of views) unmount(join(test.root, view));
    await test.close();
  });

  it('lets exactly one complete; the others get 409 and leave nothing behind', async () => {
    const data = views.map((_view, index) => pattern(96 * 1024 + index, index));
    const path = (index: number) => `/${views[index] ?? ''}/same.bin`;
    for (const [index, bytes] of data.entries()) {
      expect((await tus.create(path(index), bytes.length, '?override=false')).status).toBe(201);
      const body = new Uint8Array(bytes.subarray(0, bytes.length - 1));
      expect((await tus.patch(path(index), 0, body)).status).toBe(204);
    }
    expect(staged()).toHaveLength(UPLOADS);

    const answers = await Promise.all(
      data.map(async (bytes, index) => {
        const last = new Uint8Array(bytes.subarray(bytes.length - 1));
        const response = await tus.patch(path(index), bytes.length - 1, last);
        return { index, status: response.status, body: await response.text() };
      }),
    );
    const winners = answers.filter((answer) => answer.status === 204);
    expect(winners).toHaveLength(1);
    for (const answer of answers.filter((each) => each.status !== 204)) {
      expect(answer).toEqual({
        index: answer.index,
        status: 409,
        body: '409 Conflict (same.bin already exists)\n',
      });
    }
    const winner = data[winners[0]?.index ?? -1];
    expect(readFileSync(join(test.root, 'shared/same.bin')).equals(winner ?? Buffer.alloc(0))).toBe(
      true,
    );
    expect(readdirSync(join(test.root, 'shared')).sort()).toEqual(['.keep', 'same.bin']);
    expect(staged()).toEqual([]);
    for (const index of data.keys()) expect((await tus.head(path(index))).status).toBe(404);
  });
});
