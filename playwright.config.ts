import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './test/e2e/support/chromium';
import { varnishdPath } from './scripts/edge.mjs';

const PORT = Number(process.env.E2E_PORT ?? 3100);
// The journeys run on the shop as `./shop start` serves it: behind Varnish (deploy/varnish/default.vcl,
// ESI on, one copy on PORT+1) when varnishd is installed, directly otherwise. The hosted pass
// (playwright.hosted.config.ts) goes to the shop directly, and the reliability copies step through
// Varnish to three copies. Read by the journeys: the test workers inherit the runner's environment.
// Only for this pass: other configs import this module too (the third-party one, which a journey file
// imports in the hosted pass's workers), and a hosted pass or one told otherwise keeps what it has.
if (process.env.E2E_BEHIND_EDGE === undefined && process.env.E2E_MODE !== 'hosted' && varnishdPath()) process.env.E2E_BEHIND_EDGE = '1';

/**
 * Journeys that change nothing another journey can see: they read the catalogue, stock and prices,
 * and keep what they do in their own browser context (a cart, a compare list, an account of their
 * own). They run two at a time. The rest sell stock, change prices or stock (`demo:change`), place
 * orders or subscribe alerts, and run one at a time after them: `npm run test:e2e` runs the project
 * `reads`, then `changes` (one project at a time, so no change lands while a reader looks).
 */
const READS = [
  'accessibility-pages', 'add-to-cart-double-click', 'analytics-consent', 'card-rental', 'cart-drawer-hole',
  'cart-related', 'cart-sync', 'compare', 'dormant-slides', 'consent-and-content', 'csp-hydration', 'design-system',
  'first-screen-styles', 'header-look', 'html-validity', 'hydration-work', 'keyboard-dialogs', 'layout',
  'layout-widths', 'lazy-parts', 'lcp', 'listing-card-design', 'no-javascript-listings', 'not-found',
  'open-box-unit', 'personal-shell', 'preview', 'product', 'product-page-design', 'product-variants', 'saved-items', 'search',
  'search-popup', 'shell', 'video-objects', 'visual',
].map((name) => `**/${name}.spec.ts`);

export default defineConfig({
  testDir: 'test/e2e',
  timeout: 30_000,
  // No retries, in CI either: a journey that passes only on a second try hides a race (find the race).
  retries: 0,
  workers: 2,
  // Baselines are named without the project (`home-390-linux.png`), as before the projects.
  snapshotPathTemplate: '{snapshotDir}/{testFileDir}/{testFileName}-snapshots/{arg}{-snapshotSuffix}{ext}',
  projects: [
    { name: 'reads', testMatch: READS },
    { name: 'changes', testIgnore: READS, workers: 1 },
  ],
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    command: 'node scripts/shop-start.mjs',
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 90_000,
    env: {
      PORT: String(PORT),
      SHOP_BACKEND_PORT: String(PORT + 1),
      PUBLIC_SITE_URL: `http://127.0.0.1:${PORT}`,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      DATA_DIR: 'var/e2e',
      PREVIEW_SECRET: 'e2e-preview-secret',
      ALERTS_DATABASE: 'var/e2e/alerts.sqlite',
    },
  },
});
