import { libVitestConfig } from '../../tools/vitest/lib-config.ts';

export default libVitestConfig(import.meta.dirname, { environment: 'node' });
