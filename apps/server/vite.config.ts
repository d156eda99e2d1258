import { defineConfig } from 'vitest/config';

// The CLI and the server library bundle into one Node ESM file; npm packages (better-sqlite3,
// fastify, ...) stay external and load from node_modules.
export default defineConfig({
  root: import.meta.dirname,
  resolve: { tsconfigPaths: true },
  ssr: { noExternal: [/^@file-browser\//] },
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
