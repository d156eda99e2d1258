import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresForSuite } from '../../../testing/engines/postgres-suite';
import type { TestServer } from '../../../testing/test-server';
import { startTestServer } from '../../../testing/test-server';
import type { Coordination } from '../../ports/coordination';
import type { Store } from '../../ports/store';
import { eventually } from '../../../testing/search-index';
import { inProcessCoordination } from '../in-process/in-process-coordination';
import { openPostgresStore } from '../postgres/postgres-store';
import { postgresSearchIndex } from './postgres-search-index';

// Two real servers on one folder, one PostgreSQL database (the store's tables and the index's
// side by side) and one change bus (as Redis gives every node every write): a file written
// through one is found by a search through the other.
describe('the PostgreSQL search index behind two servers (real servers, private PostgreSQL)', () => {
  const engine = postgresForSuite();
  let stores: Store[];
  let coordination: Coordination;
  let first: TestServer;
  let second: TestServer;

  const node = async (name: string, root?: string) => {
    const store = await openPostgresStore(engine.url, { node: name });
    stores.push(store);
    const driver = postgresSearchIndex(engine.url, { node: name, electionMs: 100 });
    // Not watching: only the bus and the shared queue tell the index of the servers' writes.
    const searchIndex = { watch: false, driver };
    return startTestServer(root ? {} : { 'data/docs/report.txt': 'x' }, {
      store,
      coordination,
      searchIndex,
      ...(root && { root }),
    });
  };

  beforeAll(async () => {
    stores = [];
    coordination = inProcessCoordination();
    first = await node('first');
    second = await node('second', first.root);
  }, 60_000);
  afterAll(async () => {
    await first.close();
    await second.close();
    for (const store of stores) await store.close();
    await coordination.close();
  }, 60_000);

  it('finds a file written through one server by a search through the other', async () => {
    const token = await first.login();
    const search = async (through: TestServer) => {
      const response = await through.request('/api/search/?query=report', { token });
      return { source: response.headers.get('x-search-source'), body: await response.text() };
    };
    const before = await eventually(
      () => search(first),
      (answer) => answer.source === 'index',
    );
    expect(before).toEqual({ source: 'index', body: '{"dir":false,"path":"docs/report.txt"}\n' });

    const post = await second.request('/api/resources/docs/fresh-report.md', {
      method: 'POST',
      token,
      body: 'x',
    });
    expect(post.status).toBe(200);
    const both =
      '{"dir":false,"path":"docs/fresh-report.md"}\n{"dir":false,"path":"docs/report.txt"}\n';
    // The bus hears of a write from the response hook, after the answer has gone out: the
    // index answers with the file once the indexer has applied it (well within 2 s).
    const after = await eventually(
      () => search(first),
      (answer) => answer.source === 'index' && answer.body === both,
    );
    expect(after).toEqual({ source: 'index', body: both });
    expect((await search(second)).body).toBe(both);
  });
});
