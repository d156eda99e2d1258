import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing/test-server';
import { startTestServer } from '../../testing/test-server';

/** Reads a response body to its end: the bytes, or the error that cut it off. */
async function readAll(response: Response): Promise<{ bytes: number; error?: unknown }> {
  let bytes = 0;
  try {
    for await (const chunk of response.body ?? []) bytes += (chunk as Uint8Array).length;
    return { bytes };
  } catch (error) {
    return { bytes, error };
  }
}

describe('archive caps (K34)', () => {
  let test: TestServer;
  let admin: string;
  beforeAll(async () => {
    test = await startTestServer(
      {
        'data/few/a.txt': 'a',
        'data/few/b.txt': 'b',
        'data/many/1.txt': '1',
        'data/many/2.txt': '2',
        'data/many/3.txt': '3',
        'data/many/4.txt': '4',
        'data/big/blob.bin': 'x'.repeat(32 * 1024 * 1024),
      },
      { archiveLimits: { maxEntries: 3, maxMilliseconds: 500 } },
    );
    admin = await test.login();
  });
  afterAll(async () => {
    await test.close();
  });

  it('cuts off an archive with more entries than the cap, and keeps serving', async () => {
    const few = await test.request('/api/raw/few?algo=tar', { token: admin });
    expect((await readAll(few)).error).toBeUndefined();

    const many = await test.request('/api/raw/many?algo=tar', { token: admin });
    expect(many.status).toBe(200);
    expect((await readAll(many)).error).toBeDefined();
    expect((await test.request('/api/resources/', { token: admin })).status).toBe(200);
  });

  it('cuts off an archive still sending after the time cap (a client that does not read)', async () => {
    const big = await test.request('/api/raw/big?algo=tar', { token: admin });
    expect(big.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const { bytes, error } = await readAll(big);
    expect(error).toBeDefined();
    expect(bytes).toBeLessThan(32 * 1024 * 1024);
  });
});
