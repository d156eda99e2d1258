import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing/test-server';
import { startTestServer } from '../../testing/test-server';
import { openSqliteStore } from '../drivers/sqlite/sqlite-store';
import { inProcessCoordination } from '../drivers/in-process/in-process-coordination';
import type { Store } from '../ports/store';
import { eventually, openPatch, tusClient } from '../../testing/tus-uploads';

// Issue 31: a tus upload's record is in the store and its lock on the Coordination port, so
// two servers given the same store, coordination and folders (two nodes behind one address)
// share an upload: one resumes what the other staged, and a PATCH to an upload that the other
// is writing gets 409 (K27), as it would from the same server.
describe('tus across two servers sharing a store and a coordination', () => {
  let dir: string;
  let store: Store;
  let first: TestServer;
  let second: TestServer;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'fb-tus-nodes-'));
    const database = join(dir, 'fb.db');
    store = openSqliteStore(database);
    const shared = { store, coordination: inProcessCoordination(), database };
    // One search index per database file: the nodes here need none.
    const searchIndex = { enabled: false };
    first = await startTestServer({}, { ...shared, searchIndex });
    second = await startTestServer({}, { ...shared, searchIndex, root: first.root });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a PATCH on one server while the other writes the upload, then resumes there', async () => {
    const token = await first.login();
    const viaFirst = tusClient(first, token);
    const viaSecond = tusClient(second, token);
    expect((await viaFirst.create('/shared.bin', 12)).status).toBe(201);
    const slow = openPatch(first, token, '/shared.bin', 0, 4);
    await slow.write(new Uint8Array(2).fill(1));
    await eventually(
      async () => (await viaSecond.head('/shared.bin')).headers.get('upload-offset') === '2',
    );
    expect((await viaSecond.patch('/shared.bin', 2, new Uint8Array(2).fill(2))).status).toBe(409);
    await slow.write(new Uint8Array(2).fill(1));
    expect(await slow.end()).toEqual({ status: 204, offset: '4' });

    expect((await viaSecond.patch('/shared.bin', 4, new Uint8Array(8).fill(3))).status).toBe(204);
    expect([...readFileSync(join(first.root, 'shared.bin'))]).toEqual([
      ...new Array<number>(4).fill(1),
      ...new Array<number>(8).fill(3),
    ]);
    expect((await viaFirst.head('/shared.bin')).status).toBe(404);
  });
});
