import { isListing } from '@file-browser/api-contract';
import { describe, expect, it } from 'vitest';
import { createClient } from './api-client';
import { isCancelled } from './api-error';

const file = {
  path: '/docs/a.txt',
  name: 'a.txt',
  size: 12,
  extension: '.txt',
  modified: '2025-01-02T03:04:05.5Z',
  mode: 420,
  isDir: false,
  isSymlink: false,
  type: 'text',
};

function folder(items: unknown[]) {
  return {
    ...file,
    path: '/docs/',
    name: 'docs',
    extension: '',
    isDir: true,
    type: '',
    items,
    numDirs: 0,
    numFiles: items.length,
    sorting: { by: 'name', asc: true },
  };
}

/** A client whose every answer is `value` itself, not a copy, so identity can be checked. */
function clientAnswering(value: unknown, json = () => Promise.resolve(value)) {
  const fetch = () => Promise.resolve(Object.assign(new Response('{}'), { json }));
  return createClient({ baseURL: '', token: 't', fetch });
}

describe('getResource and getPublicShare on listings', () => {
  it('return the items the server sent, unknown keys included, without copying them', async () => {
    const items: object[] = Array.from({ length: 100_000 }, (_, i) => ({ ...file, name: `${i}` }));
    items[7] = { ...file, name: '7', owner: 'ana' };
    const answer = { ...folder(items), token: 'share-token', owner: 'root' };
    const resource = await clientAnswering(answer).getResource('/docs/');
    expect(isListing(resource) && resource.items).toBe(items);
    expect(isListing(resource) && resource.items[7]).toHaveProperty('owner', 'ana');
    expect(resource).toMatchObject({ numFiles: 100_000, sorting: { by: 'name', asc: true } });
    // Zod checked the rest, and stripped its unknown keys as it always has.
    expect(resource).not.toHaveProperty('owner');
    const share = await clientAnswering(answer).getPublicShare('abcdefgh');
    expect(share).toMatchObject({ token: 'share-token' });
    expect(isListing(share) && share.items).toBe(items);
  });

  it('name the bad item in the error', async () => {
    const answer = folder([file, file, file, { ...file, size: -1 }]);
    const message = /^Invalid response at "items.3.size": /;
    const error = await clientAnswering(answer)
      .getResource('/docs/')
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 200 });
    expect(error).toHaveProperty('message', expect.stringMatching(message));
    await expect(clientAnswering(answer).getPublicShare('abcdefgh')).rejects.toThrow(message);
  });

  it('name a bad field of the listing itself', async () => {
    const answer = { ...folder([file]), numDirs: -1 };
    await expect(clientAnswering(answer).getResource('/docs/')).rejects.toThrow(
      /^Invalid response at "numDirs": /,
    );
  });

  it('still read a file, which has no items', async () => {
    const resource = await clientAnswering({ ...file, owner: 'ana' }).getResource('/docs/a.txt');
    expect(isListing(resource)).toBe(false);
    expect(resource).toEqual(file);
  });

  it('report a body read that the caller aborted as cancelled', async () => {
    const controller = new AbortController();
    const client = clientAnswering(undefined, () => {
      controller.abort();
      return Promise.reject(new DOMException('aborted', 'AbortError'));
    });
    const error = await client
      .getResource('/docs/', { signal: controller.signal })
      .catch((caught: unknown) => caught);
    expect(isCancelled(error)).toBe(true);
  });
});
