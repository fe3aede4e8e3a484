// The consent and captcha journeys need a shop with its third parties configured (a tag-manager
// container and a reCAPTCHA site key), which the main e2e server deliberately is not. This config
// starts a second server from the same build on its own port and data directory, and runs only
// the spec that needs it; the spec stubs every third-party script, so nothing leaves the machine.
// Run after `npm run build`: npx playwright test -c test/e2e-thirdparty/playwright.config.ts
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import base from '../../playwright.config';

const PORT = Number(process.env.E2E_THIRD_PARTY_PORT ?? 3110);
export const THIRD_PARTY_SETTINGS = { GTM_CONTAINER_ID: 'GTM-E2ETEST', RECAPTCHA_SITE_KEY: 'e2e-recaptcha-site-key', RECAPTCHA_SECRET_KEY: 'e2e-recaptcha-secret' };

export default defineConfig({
  ...base,
  testDir: '../e2e',
  testMatch: 'analytics-consent.spec.ts',
  outputDir: '../../test-results/e2e-thirdparty',
  // One at a time, as before the main journeys' `reads` ran two at a time.
  workers: 1,
  projects: [{ name: 'third-party' }],
  use: { ...base.use, baseURL: `http://127.0.0.1:${PORT}` },
  webServer: {
    command: 'node dist/server/main.js',
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'test', DATA_DIR: 'var/e2e-thirdparty', ...THIRD_PARTY_SETTINGS },
  },
});
