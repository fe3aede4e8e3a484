// Which shop the journeys drive: every port embedded (playwright.config.ts) or every port hosted
// against `npm run sandbox` (playwright.hosted.config.ts, E2E_MODE=hosted). A step that cannot hold
// in one mode says why where it branches.
import type { Page } from '@playwright/test';
import { SANDBOX_KEYS } from '../../support/sandbox-keys';

export const hosted = process.env.E2E_MODE === 'hosted';

/**
 * The journeys go through a Varnish edge (the copies step): it drops tracking parameters (utm_*,
 * gclid, …) from the address the shop sees, so one cached page serves every campaign (deploy/varnish).
 */
export const behindEdge = process.env.E2E_BEHIND_EDGE === '1';

/** The preview secret of the server under test (the e2e config's, or the sandbox's). */
export const previewSecret = hosted ? SANDBOX_KEYS.previewSecret : 'e2e-preview-secret';

/**
 * Hosted, the newsletter verifies its token with reCAPTCHA (the sandbox's siteverify). Google's
 * browser script cannot load on loopback, so the page gets a stand-in that hands out the tokens
 * the sandbox's siteverify accepts, for the action asked.
 */
export async function stubRecaptchaScript(page: Page): Promise<void> {
  if (!hosted) return;
  await page.route('https://www.google.com/recaptcha/api.js*', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: 'window.grecaptcha={ready:(f)=>f(),execute:(_k,o)=>Promise.resolve("sandbox:"+o.action+":0.9")};',
    }),
  );
}
