// @vitest-environment node
import { FIRST_PAGE_LIMIT } from '@file-browser/api-contract';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

describe("index.html's boot script", () => {
  // The script cannot import the constant (it runs before any module); the server answers a page
  // load with exactly the request the script writes, and the app adopts it only if it asks the same.
  it('asks for the first page the app and the server ask for (FIRST_PAGE_LIMIT)', () => {
    const page = readFileSync(new URL('./index.html', import.meta.url), 'utf8');
    const limits = [...page.matchAll(/limit=(\d+)/g)].map((found) => Number(found[1]));
    expect(limits).toEqual([FIRST_PAGE_LIMIT]);
  });
});
