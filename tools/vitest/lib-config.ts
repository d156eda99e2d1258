import { defineConfig } from 'vitest/config';

/** What differs between projects' Vitest set-ups. */
export interface LibVitestOptions {
  /** `node` for headless code and the server, `jsdom` for React components. */
  environment: 'node' | 'jsdom';
  /** Extra setup files, relative to the project root (e.g. `./src/test-setup.ts`). */
  setupFiles?: string[];
  /** Per-test timeout in ms; servers and browsers get more than the default. */
  testTimeout?: number;
}

/**
 * The one Vitest configuration every library shares, so test settings cannot drift between
 * projects. `root` is the project folder (pass `import.meta.dirname`).
 */
export function libVitestConfig(root: string, options: LibVitestOptions) {
  return defineConfig({
    root,
    resolve: { tsconfigPaths: true },
    test: {
      watch: false,
      environment: options.environment,
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: options.setupFiles ?? [],
      testTimeout: options.testTimeout ?? 10_000,
      reporters: ['default'],
    },
  });
}
