import { libVitestConfig } from '../../tools/vitest/lib-config.ts';

// Integration tests move tens of MiB through a real server; a tus resume waits out a restart.
export default libVitestConfig(import.meta.dirname, { environment: 'node', testTimeout: 60_000 });
