import { defineConfig } from 'vitest/config';
import { buildVersion } from './build-version';

// The CLI and the server library bundle into one Node ESM file; npm packages (better-sqlite3,
// fastify, ...) stay external and load from node_modules.
export default defineConfig({
  root: import.meta.dirname,
  resolve: { tsconfigPaths: true },
  ssr: { noExternal: [/^@file-browser\//] },
  // Stamped at build time: `npx file-browser` runs without npm's environment (issue 28).
  define: { __FB_VERSION__: JSON.stringify(buildVersion()) },
  build: {
    ssr: 'src/main.ts',
    target: 'node20',
    outDir: '../../dist/apps/server',
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: { output: { entryFileNames: 'main.js' } },
  },
  test: {
    watch: false,
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 20_000,
  },
});
