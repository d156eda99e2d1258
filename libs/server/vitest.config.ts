import { libVitestConfig } from '../../tools/vitest/lib-config.ts';

const embedded = libVitestConfig(import.meta.dirname, { environment: 'node' });

/**
 * `FB_TEST_ENGINES=1` (the `test-engines` target, issue 33): the API suite once more with every
 * test server on a private PostgreSQL (store and search index) and Redis (coordination),
 * started once for the run (src/testing/engines/global-setup.ts, src/testing/engine-servers.ts).
 * Left out, as they are about the embedded configuration's database file itself:
 * own-files and two-servers (the SQLite file inside the served root, hidden from every route),
 * tus-client (servers restarted on the SQLite file mid-upload; on the engines the cluster suite
 * kills a node instead) and search-index (a second server on the same SQLite file as a twin).
 */
const onEngines = {
  ...embedded,
  test: {
    ...embedded.test,
    globalSetup: ['./src/testing/engines/global-setup.ts'],
    include: ['src/lib/routes/**/*.test.ts'],
    exclude: [
      'src/lib/routes/own-files.test.ts',
      'src/lib/routes/two-servers.test.ts',
      'src/lib/routes/tus-client.test.ts',
      'src/lib/routes/search-index.test.ts',
    ],
  },
};

export default process.env['FB_TEST_ENGINES'] ? onEngines : embedded;
