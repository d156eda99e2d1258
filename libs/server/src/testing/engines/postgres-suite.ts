import { afterAll, beforeAll } from 'vitest';
import type { PrivatePostgres } from './postgres';
import { startPostgres } from './postgres';

/** initdb takes seconds on a loaded machine: longer than a hook's default timeout. */
const ENGINE_HOOK_TIMEOUT_MS = 60_000;

/**
 * One private PostgreSQL for the calling test file or `describe` block: started before its
 * first test and stopped after its last, after the suite's own `afterAll` hooks (Vitest runs
 * those last-registered first), so they may still close stores on it. The answer stands for
 * the engine once started: use it in hooks and tests, not while the suite is being collected.
 */
export function postgresForSuite(): PrivatePostgres {
  let engine: PrivatePostgres | undefined;
  beforeAll(async () => {
    engine = await startPostgres();
  }, ENGINE_HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await engine?.stop();
  }, ENGINE_HOOK_TIMEOUT_MS);
  const started = (): PrivatePostgres => {
    if (!engine)
      throw new Error('the suite’s PostgreSQL starts in beforeAll: use it from there on');
    return engine;
  };
  return {
    get url() {
      return started().url;
    },
    newDatabase: () => started().newDatabase(),
    restart: () => started().restart(),
    stop: () => started().stop(),
  };
}
