import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './test/e2e/support/chromium';

const PORT = Number(process.env.E2E_PORT ?? 3100);

export default defineConfig({
  testDir: 'test/e2e',
  timeout: 30_000,
  // No retries, in CI either: a journey that passes only on a second try hides a race (find the race).
  retries: 0,
  workers: 1,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    command: `node dist/server/main.js`,
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'test', DATA_DIR: 'var/e2e', PREVIEW_SECRET: 'e2e-preview-secret', ALERTS_DATABASE: 'var/e2e/alerts.sqlite' },
  },
});
