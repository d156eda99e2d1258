import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresForSuite } from '../../../testing/engines/postgres-suite';
import type { TestServer } from '../../../testing/test-server';
import { startTestServer } from '../../../testing/test-server';
import type { Store } from '../../ports/store';
import { openPostgresStore } from './postgres-store';

/**
 * A real server on the PostgreSQL store while the engine restarts (a failover, an upgrade):
 * requests that need the store answer 503 with the cause, never a bare 500, and the same
 * server answers again once the engine is back, without being restarted itself.
 */
describe('a server on PostgreSQL while the engine restarts', () => {
  const engine = postgresForSuite();
  let store: Store;
  let test: TestServer;
  let admin: string;
  beforeAll(async () => {
    store = await openPostgresStore(engine.url, { node: 'outage' });
    test = await startTestServer({}, { store, searchIndex: { enabled: false } });
    admin = await test.login();
  }, 60_000);
  afterAll(async () => {
    await test.close();
    await store.close();
  }, 60_000);

  it('answers 503 (the database is unreachable) while it is down, then 200 again', async () => {
    const answers: { status: number; body: string }[] = [];
    const engineState = { restarting: true };
    const restarted = engine.restart().finally(() => {
      engineState.restarting = false;
    });
    while (engineState.restarting) {
      const response = await test.request('/api/users', { token: admin });
      answers.push({ status: response.status, body: await response.text() });
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await restarted;
    const statuses = new Set(answers.map((answer) => answer.status));
    expect(statuses.has(503)).toBe(true);
    expect([...statuses].every((status) => status === 200 || status === 503)).toBe(true);
    expect(answers.find((answer) => answer.status === 503)?.body).toBe(
      '503 Service Unavailable (the database is unreachable)\n',
    );
    let after = await test.request('/api/users', { token: admin });
    // The pool's broken connections are dropped on their first use; the next one is fresh.
    for (let attempt = 0; attempt < 20 && after.status !== 200; attempt++) {
      after = await test.request('/api/users', { token: admin });
    }
    expect(after.status).toBe(200);
  }, 60_000);
});
