// Outage journeys (issue 30, observation 7): a second server from the same build, on its own port
// and data directory, whose search cluster, middleware (shipping rates, inventory, related
// products) and rental service all point at a loopback port nothing listens on, so every call to
// them is refused as in a network outage. The shopper must meet each outage as the spec's error
// catalogue says, with JavaScript on and off. Every other port stays embedded.
// Run after `npm run build`: npx playwright test -c test/e2e-outage/playwright.config.ts
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import base from '../../playwright.config';

const PORT = Number(process.env.E2E_OUTAGE_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 20);
/** A loopback port nothing listens on (the discard port): a connection is refused at once. */
export const DEAD_UPSTREAM = 'http://127.0.0.1:9';
export const OUTAGE_SETTINGS = {
  TYPESENSE_NODES: DEAD_UPSTREAM,
  TYPESENSE_SEARCH_ONLY_KEY: 'e2e-outage-search-key',
  TYPESENSE_COLLECTION: 'products',
  MIDDLEWARE_BASE_URL: DEAD_UPSTREAM,
  RENTAL_SERVICE_URL: DEAD_UPSTREAM,
};

export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../../test-results/e2e-outage',
  projects: [{ name: 'outage' }],
  use: { ...base.use, baseURL: `http://127.0.0.1:${PORT}` },
  webServer: {
    command: 'node dist/server/main.js',
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'error', NODE_ENV: 'test', DATA_DIR: 'var/e2e-outage', ...OUTAGE_SETTINGS },
  },
});
