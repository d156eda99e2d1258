import type { Share, User } from '@file-browser/api-contract';
import { describe, expect, it } from 'vitest';
import { shareRows } from './share-rows';

const share = (hash: string, userID: number): Share => ({
  hash,
  path: `/${hash}`,
  userID,
  expire: 0,
  hasPassword: false,
});

describe('shareRows', () => {
  it("names each share's owner from the users list, in the server's order", () => {
    const users = [
      { id: 1, username: 'admin' },
      { id: 2, username: 'alice' },
    ] as User[];
    const rows = shareRows([share('b', 2), share('a', 1), share('c', 9)], users);
    expect(rows.map((row) => [row.share.hash, row.username])).toEqual([
      ['b', 'alice'],
      ['a', 'admin'],
      ['c', ''],
    ]);
  });

  it('leaves names empty without a users list', () => {
    expect(shareRows([share('a', 1)])[0]?.username).toBe('');
  });
});
