// @vitest-environment node
import { FIRST_PAGE_LIMIT } from '@file-browser/api-contract';
import { formatSize } from '@file-browser/ui-kit';
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

// The page's boot script runs before any module, so it cannot import what the app uses: these
// check its own copies against the app's.
const page = readFileSync(new URL('./index.html', import.meta.url), 'utf8');

describe("index.html's boot script", () => {
  // The server answers a page load with exactly the request the script writes, and the app
  // adopts it only if it asks the same.
  it('asks for the first page the app and the server ask for (FIRST_PAGE_LIMIT)', () => {
    const limits = [...page.matchAll(/limit=(\d+)/g)].map((found) => Number(found[1]));
    expect(limits).toEqual([FIRST_PAGE_LIMIT]);
  });

  // Its rows stand where the app then draws its own: the sizes must read the same.
  it('writes sizes as the app does', () => {
    const source = /\n( *)function formatSize\(bytes\) \{[\s\S]*?\n\1\}/.exec(page)?.[0];
    expect(source).toBeDefined();
    // Run apart, as the page's own code, and called as the app's function is.
    const pageFormat = runInNewContext(`${source ?? ''}; formatSize`) as (bytes: number) => string;
    const sizes = [
      0,
      1,
      512,
      1023,
      1024,
      1536,
      1023487,
      1048064,
      5e6,
      999.5 * 1024,
      2 ** 40,
      2 ** 62,
    ];
    for (const bytes of sizes) expect(pageFormat(bytes), String(bytes)).toBe(formatSize(bytes));
  });
});
