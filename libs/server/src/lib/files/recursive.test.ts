import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inProcessCoordination } from '../drivers/in-process/in-process-coordination';
import { defaultUser } from '../users/default-user';
import { PathResolver } from './paths';
import { listRecursive } from './recursive';
import type { UserFiles } from './user-files';
import { localDisk } from '../drivers/local-disk/local-disk';

describe('listRecursive', () => {
  let base: string;
  let files: UserFiles;
  beforeAll(async () => {
    base = mkdtempSync(join(tmpdir(), 'fb-recursive-'));
    mkdirSync(join(base, 'target/nested'), { recursive: true });
    writeFileSync(join(base, 'target/nested/file.txt'), 'hi');
    const user = { ...defaultUser(), id: 1, username: 'u', passwordHash: '', sessionEpoch: 0 };
    files = {
      user: { ...user, updatedAt: 0 },
      resolver: await PathResolver.forRoot(localDisk(), base),
      policy: { rules: [], hideDotfiles: false },
      events: inProcessCoordination().events,
    };
  });
  afterAll(() => {
    rmSync(base, { recursive: true, force: true });
  });

  it('finds both entries of the upstream test tree', async () => {
    const entries = await listRecursive(files, '/target', new AbortController().signal);
    expect(entries.map((entry) => entry.path)).toEqual([
      '/target/nested',
      '/target/nested/file.txt',
    ]);
  });

  it('does no work once the client has gone (K85)', async () => {
    const controller = new AbortController();
    controller.abort();
    expect(await listRecursive(files, '/target', controller.signal)).toEqual([]);
  });
});
