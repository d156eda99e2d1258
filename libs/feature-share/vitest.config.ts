import { libVitestConfig } from '../../tools/vitest/lib-config.ts';

export default libVitestConfig(import.meta.dirname, {
  environment: 'jsdom',
  setupFiles: ['./src/test-setup.ts'],
});
