import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing/test-server';
import { startTestServer } from '../../testing/test-server';
import { tusClient } from '../../testing/tus-uploads';
import { addTestUser } from '../../testing/resources';

// Issue #25: a tus upload is keyed by its target, so two users who may both create files in a
// shared folder reach the same upload. It belongs to the user who started it: to anyone else it
// does not exist (HEAD, PATCH, DELETE: 404) and cannot be restarted (POST: 403 with the cause).

describe('tus uploads belong to their creator (K19)', () => {
  let test: TestServer;
  let alice: ReturnType<typeof tusClient>;
  let bob: ReturnType<typeof tusClient>;
  const staged = () => readdirSync(`${join(test.base, 'fb.db')}.uploads`);
  const offsetOf = async (response: Promise<Response>) =>
    (await response).headers.get('upload-offset');

  beforeAll(async () => {
    test = await startTestServer({ 'data/shared/.keep': '' });
    alice = tusClient(test, await addTestUser(test, 'alice'));
    bob = tusClient(test, await addTestUser(test, 'bob', { perm: { delete: true } }));
  });
  afterAll(async () => {
    await test.close();
  });

  it("answers every method of another user's upload with 403 or 404, changing nothing", async () => {
    expect((await alice.create('/shared/report.txt', 10)).status).toBe(201);
    expect((await alice.patch('/shared/report.txt', 0, 'alice')).status).toBe(204);
    const before = staged();

    expect((await bob.head('/shared/report.txt')).status).toBe(404);
    expect((await bob.patch('/shared/report.txt', 5, 'bob!!')).status).toBe(404);
    expect((await bob.patch('/shared/report.txt', 0, 'bobbobbob!')).status).toBe(404);
    expect((await bob.remove('/shared/report.txt')).status).toBe(404);
    const restart = await bob.create('/shared/report.txt', 3);
    expect([restart.status, await restart.text()]).toEqual([
      403,
      "403 Forbidden (another user's upload to this file is in progress)\n",
    ]);

    expect(staged()).toEqual(before);
    expect(await offsetOf(alice.head('/shared/report.txt'))).toBe('5');
    expect((await alice.patch('/shared/report.txt', 5, ' done')).status).toBe(204);
    expect(readFileSync(join(test.root, 'shared/report.txt'), 'utf8')).toBe('alice done');
    expect(staged()).toEqual([]);
  });

  it('lets the creator restart and terminate her own upload', async () => {
    await alice.create('/shared/again.txt', 6);
    await alice.patch('/shared/again.txt', 0, 'abc');
    // tus-js-client posts again when it cannot resume: the upload starts over from zero.
    expect((await alice.create('/shared/again.txt', 6)).status).toBe(201);
    expect(await offsetOf(alice.head('/shared/again.txt'))).toBe('0');
    expect((await bob.remove('/shared/again.txt')).status).toBe(404);
    expect((await alice.remove('/shared/again.txt')).status).toBe(204);
    expect((await alice.head('/shared/again.txt')).status).toBe(404);
    expect(existsSync(join(test.root, 'shared/again.txt'))).toBe(false);
    // Once it is gone, the name is anyone's again.
    expect((await bob.create('/shared/again.txt', 2)).status).toBe(201);
    expect((await bob.patch('/shared/again.txt', 0, 'ok')).status).toBe(204);
    expect(readFileSync(join(test.root, 'shared/again.txt'), 'utf8')).toBe('ok');
  });
});
