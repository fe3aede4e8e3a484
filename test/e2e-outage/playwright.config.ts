// Outage journeys (issue 30, observation 7): a second server from the same build, on its own port
// and data directory, whose search cluster, middleware (shipping rates, inventory, related
// products) and rental service all point at a loopback port nothing listens on, so every call to
// them is refused as in a network outage; and a third whose commerce platform (the Storefront API)
// is refused. The shopper must meet each outage as the spec's error catalogue says, with
// JavaScript on and off. Every other port stays embedded.
// Run after `npm run build`: npx playwright test -c test/e2e-outage/playwright.config.ts
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import base from '../../playwright.config';

const PORT = Number(process.env.E2E_OUTAGE_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 20);
/** The commerce-down server's port: the next one. */
const COMMERCE_DOWN_PORT = PORT + 1;
/** A loopback port nothing listens on (the discard port): a connection is refused at once. */
export const DEAD_UPSTREAM = 'http://127.0.0.1:9';
export const OUTAGE_SETTINGS = {
  TYPESENSE_NODES: DEAD_UPSTREAM,
  TYPESENSE_SEARCH_ONLY_KEY: 'e2e-outage-search-key',
  TYPESENSE_COLLECTION: 'products',
  MIDDLEWARE_BASE_URL: DEAD_UPSTREAM,
  RENTAL_SERVICE_URL: DEAD_UPSTREAM,
};
/** The commerce platform (Storefront API) unreachable; everything else embedded. */
export const COMMERCE_DOWN_SETTINGS = { SHOPIFY_STORE_DOMAIN: DEAD_UPSTREAM, SHOPIFY_STOREFRONT_API_TOKEN: 'e2e-outage-token' };

const server = (port: number, dataDir: string, settings: Record<string, string>) => ({
  command: 'node dist/server/main.js',
  cwd: fileURLToPath(new URL('../..', import.meta.url)),
  url: `http://127.0.0.1:${port}/healthz`,
  reuseExistingServer: false,
  timeout: 60_000,
  env: { PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error', NODE_ENV: 'test', DATA_DIR: dataDir, ...settings },
});

export default defineConfig({
  ...base,
  testDir: '.',
  outputDir: '../../test-results/e2e-outage',
  // One at a time, as before the main journeys' `reads` ran two at a time.
  workers: 1,
  projects: [
    { name: 'outage', testMatch: 'outages.spec.ts', use: { ...base.use, baseURL: `http://127.0.0.1:${PORT}` } },
    { name: 'commerce-down', testMatch: 'commerce-down.spec.ts', use: { ...base.use, baseURL: `http://127.0.0.1:${COMMERCE_DOWN_PORT}` } },
  ],
  webServer: [server(PORT, 'var/e2e-outage', OUTAGE_SETTINGS), server(COMMERCE_DOWN_PORT, 'var/e2e-commerce-down', COMMERCE_DOWN_SETTINGS)],
});
