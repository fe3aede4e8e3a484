// The journeys again, with every port hosted: the shop runs against `npm run sandbox` (the
// Storefront API, Typesense, Sanity, middleware, rental service, reCAPTCHA and analytics
// stand-ins on loopback). A journey that cannot hold in this mode says why (test/e2e/support/mode.ts).
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './test/e2e/support/chromium';

const PORT = Number(process.env.E2E_HOSTED_PORT ?? 3200);
/** A shop already running in hosted mode (the copies behind nginx): no server is started. */
const BASE_URL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${PORT}`;
// Read by the journeys: the test workers inherit the runner's environment.
process.env.E2E_MODE = 'hosted';

/**
 * Journeys about the browser side alone (layout, focus, lazy code, hydration, markup validity,
 * screenshots) ask the shop's ports for nothing the journeys kept here do not ask too: they run in
 * the embedded pass only, which keeps CI under its 30 minutes. Every journey that reaches the cart,
 * checkout, search, content, accounts, alerts or the rental service runs in both modes.
 */
const BROWSER_SIDE_ONLY = [
  'accessibility-pages.spec.ts',
  'design-system.spec.ts',
  'first-screen-styles.spec.ts',
  'header-look.spec.ts',
  'html-validity.spec.ts',
  'hydration-work.spec.ts',
  'keyboard-dialogs.spec.ts',
  'layout-widths.spec.ts',
  'layout.spec.ts',
  'lazy-parts.spec.ts',
  'lcp.spec.ts',
  'listing-card-design.spec.ts',
  'search-popup.spec.ts',
  'visual.spec.ts',
];

export default defineConfig({
  testDir: 'test/e2e',
  testIgnore: BROWSER_SIDE_ONLY.map((file) => `**/${file}`),
  timeout: 30_000,
  // No retries, in CI either: a journey that passes only on a second try hides a race (find the race).
  retries: 0,
  workers: 1,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: BASE_URL,
    launchOptions: chromiumLaunchOptions,
  },
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        // The variables file tells journeys where the sandbox's controls are (product-alerts.spec.ts).
        command: 'node --import tsx scripts/sandbox.ts --write-env var/e2e-hosted/sandbox.env -- node dist/server/main.js',
        url: `http://127.0.0.1:${PORT}/readyz`,
        reuseExistingServer: false,
        timeout: 120_000,
        env: { PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'test', DATA_DIR: 'var/e2e-hosted' },
      },
});
