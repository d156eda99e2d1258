import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrivatePostgres } from './postgres';
import { startPostgres } from './postgres';

async function select(url: string, sql: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Record<string, unknown>>(sql)).rows;
  } finally {
    await client.end();
  }
}

describe('startPostgres', () => {
  let engine: PrivatePostgres;
  beforeAll(async () => {
    engine = await startPostgres();
  }, 60_000);
  afterAll(async () => {
    await engine.stop();
  });

  it('answers on loopback, keeps data across a restart and gives fresh databases', async () => {
    expect(engine.url).toMatch(/^postgres:\/\/postgres@127\.0\.0\.1:\d+\/filebrowser$/);
    await select(engine.url, 'CREATE TABLE kept (n integer); INSERT INTO kept VALUES (7)');
    expect(await select(engine.url, 'SHOW fsync')).toEqual([{ fsync: 'on' }]);
    await engine.restart();
    expect(await select(engine.url, 'SELECT n FROM kept')).toEqual([{ n: 7 }]);
    const other = await engine.newDatabase();
    expect(other).not.toBe(engine.url);
    expect(await select(other, "SELECT to_regclass('kept') AS kept")).toEqual([{ kept: null }]);
  }, 60_000);

  it('refuses connections once stopped', async () => {
    const second = await startPostgres();
    await select(second.url, 'SELECT 1');
    await second.stop();
    await expect(select(second.url, 'SELECT 1')).rejects.toThrow(/ECONNREFUSED/);
  }, 60_000);
});
