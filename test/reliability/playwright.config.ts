// Accessibility checks for `npm run test:reliability` (step a11y): axe on every page type and a
// keyboard-only journey, in Debian's Chromium against the built server on its own port. The
// server is built first, so the step runs on a clean clone.
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.A11Y_PORT ?? 3107);

export default defineConfig({
  testDir: 'a11y',
  outputDir: '../../var/a11y-results',
  timeout: 60_000,
  workers: 1,
  // As in the journeys' config: no retries, in CI either (a step that passes only on a second try hides a race).
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // axe reads colours as they are at that instant: a control fading from its disabled look as its
    // part comes alive (the newsletter button) would be measured mid-fade. With reduced motion the
    // design's transitions take no time (styles/tokens.css), so axe sees what a shopper settles on.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: 'node esbuild.config.mjs && node dist/server/main.js',
    cwd: '../..',
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'test', DATA_DIR: 'var/a11y' },
  },
});
