import type { ListingPage } from '@file-browser/api-contract';
import { listingSchema } from '@file-browser/api-contract';
import { closeSync, mkdirSync, openSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestServer } from '../../testing/test-server';
import { startTestServer } from '../../testing/test-server';
import { serialiseJson } from '../http/envelope';
import { describeEntry } from '../files/resource';
import { naturalCompare } from '../files/sort';
import { PathResolver } from '../files/paths';
import { localDisk } from '../drivers/local-disk/local-disk';

// Counts the stats listings make, so "the first page stats only its own entries" is a count,
// not a timing.
const calls = vi.hoisted(() => ({ stats: 0 }));
vi.mock('node:fs/promises', async (original) => {
  const fs = await original<typeof import('node:fs/promises')>();
  return {
    ...fs,
    lstat: ((...args: Parameters<typeof fs.lstat>) => {
      calls.stats++;
      return fs.lstat(...args);
    }) as typeof fs.lstat,
    stat: ((...args: Parameters<typeof fs.stat>) => {
      calls.stats++;
      return fs.stat(...args);
    }) as typeof fs.stat,
  };
});

const BIG = 50_000;

function fill(folder: string, count: number): void {
  mkdirSync(folder, { recursive: true });
  // Empty files: an open and a close each, no write.
  for (let i = 0; i < count; i++) closeSync(openSync(join(folder, `entry-${i}.txt`), 'w'));
}

/** Reads a response to its end without parsing it (the client must not hold the loop). */
async function drain(response: Response): Promise<number> {
  let bytes = 0;
  const reader = response.body?.getReader();
  if (!reader) return bytes;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return bytes;
    bytes += value.length;
  }
}

describe('huge folders', () => {
  let test: TestServer;
  let token: string;

  beforeAll(async () => {
    test = await startTestServer({
      'data/odd/<script>&amp.txt': 'x',
      'data/odd/line\u2028sep.txt': 'y',
      'data/odd/dir>': null,
    });
    token = await test.login();
    fill(join(test.root, 'big'), BIG);
    // 50,000 files take ~15 s on a quiet machine and over a minute on a loaded one.
  }, 240_000);
  afterAll(async () => {
    await test.close();
  });

  it('streams the whole listing byte for byte as the whole-object serialiser wrote it', async () => {
    const response = await test.request('/api/resources/odd/', { token });
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const streamed = await response.text();
    // What the whole-object serialiser writes for the same listing, escapes and key order.
    expect(streamed).toBe(serialiseJson(JSON.parse(streamed)));
    // Each item as describeEntry (the single-entry path) sees it, folders first then A to Z.
    const resolver = await PathResolver.forRoot(localDisk(), test.root);
    const request = { resolver, policy: { rules: [], hideDotfiles: false } };
    const folder = join(test.root, 'odd');
    const described = await Promise.all(
      readdirSync(folder).map((name) => describeEntry(request, folder, '/odd', { name })),
    );
    const expected = described
      .filter((item) => item !== null)
      .sort((a, b) => Number(b.isDir) - Number(a.isDir) || naturalCompare(a.name, b.name));
    const listing = listingSchema.parse(JSON.parse(streamed));
    expect(listing.items).toEqual(expected);
    expect(listing.numDirs + listing.numFiles).toBe(expected.length);
    expect(streamed).toContain('\\u003cscript\\u003e\\u0026amp.txt');
    expect(streamed).toContain('line\\u2028sep');
  });

  it('lists the first page of a 50k-entry folder by name without a stat per entry', async () => {
    calls.stats = 0;
    const response = await test.request('/api/resources/big/?limit=100&sort=name&order=asc', {
      token,
    });
    const page = (await response.json()) as ListingPage;
    expect(page.total).toBe(BIG);
    expect(page.numFiles).toBe(BIG);
    expect(page.items.map((item) => item.name).slice(0, 3)).toEqual([
      'entry-0.txt',
      'entry-1.txt',
      'entry-2.txt',
    ]);
    const firstPage = calls.stats;
    expect(firstPage).toBeLessThan(1000);
    calls.stats = 0;
    const last = (await (
      await test.request(`/api/resources/big/?limit=100&offset=${BIG - 100}&sort=name&order=asc`, {
        token,
      })
    ).json()) as ListingPage;
    expect(last.items.at(-1)?.name).toBe(`entry-${BIG - 1}.txt`);
    // The next page: the folder's stat and the page's own entries.
    expect(calls.stats).toBeLessThan(1000);
    calls.stats = 0;
    const whole = await drain(await test.request('/api/resources/big/', { token }));
    expect(whole).toBeGreaterThan(BIG * 100);
    // Every entry but the 200 the two pages statted (the folder cache keeps their records).
    expect(calls.stats).toBeGreaterThanOrEqual(BIG - 200);
  }, 30_000);

  // Two whole 50k-entry listings (name and size orders) at once; the benchmarks take the issue's
  // four 200k-entry listings (tools/bench, docs/performance.md): at that size on 2 cores, beside
  // the rest of the suite, a test would take minutes.
  it('answers /health within 100 ms while two whole 50k-entry listings stream', async () => {
    const listings = ['name', 'size'].map((sort) =>
      test.request(`/api/resources/big/?sort=${sort}`, { token }).then(drain),
    );
    const state = { done: false };
    const settled = Promise.all(listings).finally(() => {
      state.done = true;
    });
    const latencies: number[] = [];
    while (!state.done) {
      const start = performance.now();
      expect((await test.request('/health')).status).toBe(200);
      latencies.push(performance.now() - start);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const sizes = await settled;
    for (const size of sizes) expect(size).toBeGreaterThan(BIG * 100);
    expect(latencies.length).toBeGreaterThan(5);
    expect(Math.max(...latencies)).toBeLessThan(100);
  }, 90_000);
});
