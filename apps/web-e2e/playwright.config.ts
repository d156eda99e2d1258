import { defineConfig, devices } from '@playwright/test';
import { ADMIN_PASSWORD } from './src/fixtures';

/**
 * Port of the server the tests start: 4310, or `E2E_PORT` for a second checkout running its own
 * suite at the same time. Never reused, so a clash fails loudly instead of testing another app.
 */
export const E2E_PORT = Number(process.env['E2E_PORT'] ?? 4310);

// Debian's Chromium, never a downloaded browser. The flags keep it off the network (this
// machine has none) and let it run as root in a container.
const chromium = {
  executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: './src',
  outputDir: '../../dist/.playwright/web-e2e/test-output',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: 'retain-on-failure',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromium } }],
  webServer: {
    // The real server (built bundle) serving the built web app, on a fresh temp folder and database.
    command: `node scripts/start-server.mjs ${E2E_PORT}`,
    url: `http://127.0.0.1:${E2E_PORT}/health`,
    cwd: import.meta.dirname,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    env: { FB_ADMIN_PASSWORD: ADMIN_PASSWORD },
    // SIGTERM, not Playwright's default SIGKILL: the script then removes its temp folder (with
    // 100,000 files), which a killed script leaves behind.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
  },
});
