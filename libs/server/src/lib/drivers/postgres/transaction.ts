import type pg from 'pg';

/**
 * Runs `work` on one pooled connection inside BEGIN … COMMIT, rolling back when it throws.
 * A connection lost mid-transaction is dropped from the pool rather than handed out again.
 */
export async function inTransaction<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch((lost: unknown) => {
      broken = lost instanceof Error ? lost : new Error(String(lost));
    });
    throw error;
  } finally {
    client.release(broken);
  }
}
