import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { firstScreenPreload } from './first-screen-preload';
import { iconModules } from './icon-modules';
import { precompress } from './precompress';

// `npm run dev` proxies the API to a running server (`npm start` in another terminal).
const apiTarget = process.env['FB_DEV_API'] ?? 'http://127.0.0.1:8080';

export default defineConfig({
  root: import.meta.dirname,
  // Relative asset URLs: the server rewrites index.html to its static URL, so one build works
  // under any base URL (api-contract §6.3).
  base: './',
  // Brotli and gzip copies of scripts and styles beside them, sent by the server by
  // Accept-Encoding (issue 28). Each icon a module of its own, loaded with what draws it. The
  // files screen's code is linked from the page, loading with the entry (issue 26).
  plugins: [
    iconModules(),
    react(),
    firstScreenPreload('/src/app/routes/files-route.tsx'),
    precompress(),
  ],
  resolve: { tsconfigPaths: true },
  server: {
    host: '127.0.0.1',
    port: 4200,
    proxy: { '/api': apiTarget, '/health': apiTarget },
  },
  preview: { host: '127.0.0.1', port: 4300, strictPort: true },
  build: {
    outDir: '../../dist/apps/web',
    emptyOutDir: true,
    sourcemap: true,
  },
  test: {
    watch: false,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', '*.test.ts'],
    setupFiles: ['./src/test-setup.ts'],
  },
});
