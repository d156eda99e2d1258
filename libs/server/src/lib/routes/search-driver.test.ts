import { existsSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startTestServer } from '../../testing/test-server';
import { inProcessCoordination } from '../drivers/in-process/in-process-coordination';
import { sqliteSearchIndex } from '../drivers/sqlite-search/sqlite-search-index';
import type { SearchIndex, SearchIndexSetup } from '../ports/search-index';
import { eventually } from '../../testing/search-index';

describe('createServer({ searchIndex: { driver } }) (real server, real folder)', () => {
  it('searches from the driver it is given, which hears writes on the coordination bus', async () => {
    const coordination = inProcessCoordination();
    const opened: { setup: SearchIndexSetup; index: SearchIndex }[] = [];
    // An embedder's driver: here the SQLite one, keeping its file where the embedder chose.
    const test = await startTestServer(
      { 'data/a/report.txt': 'x', 'data/skip/report.txt': 'x' },
      {
        coordination,
        searchIndex: {
          exclude: ['/skip'],
          watch: false,
          driver: (setup) => {
            const index = sqliteSearchIndex(join(setup.root, '..', 'elsewhere.idx'))(setup);
            opened.push({ setup, index });
            return index;
          },
        },
      },
    );
    let closed = false;
    try {
      expect(opened).toHaveLength(1);
      const { setup, index } = opened[0] ?? { setup: undefined, index: undefined };
      expect(setup).toMatchObject({ root: realpathSync(test.root), exclude: ['/skip'] });
      expect(setup?.changes).toBe(coordination.events);
      const token = await test.login();
      const search = async (query: string) => {
        const response = await test.request(`/api/search/?query=${query}`, { token });
        return { source: response.headers.get('x-search-source'), body: await response.text() };
      };
      const first = await eventually(
        () => search('report'),
        (answer) => answer.source === 'index',
      );
      expect(first).toEqual({ source: 'index', body: '{"dir":false,"path":"a/report.txt"}\n' });
      expect(existsSync(join(test.base, 'elsewhere.idx'))).toBe(true);
      expect(existsSync(join(test.base, 'fb.db-search'))).toBe(false);

      // Not watching: only the bus tells the index of the server's own write.
      const post = await test.request('/api/resources/a/second-report.md', {
        method: 'POST',
        token,
        body: 'x',
      });
      expect(post.status).toBe(200);
      const after = await eventually(
        () => search('report'),
        (answer) => answer.source === 'index' && answer.body.includes('second'),
      );
      expect(after.body).toBe(
        '{"dir":false,"path":"a/report.txt"}\n{"dir":false,"path":"a/second-report.md"}\n',
      );
      // The server closes the index it opened.
      await test.close();
      closed = true;
      expect(index?.covers('')).toBe(false);
    } finally {
      if (!closed) await test.close();
      await coordination.close();
    }
  });
});
