// The browser side of consent and captcha. With a tag manager and a reCAPTCHA site key configured
// (the 'third-party' project, test/e2e-thirdparty/playwright.config.ts): nothing of the tag manager
// loads and nothing is pushed to its data layer before the shopper accepts; after Accept the tag
// manager loads and a GA4 page_view is pushed once per route change; the newsletter form asks
// reCAPTCHA for a token with the action opt_in_cta_form as soon as it loads, and sends it. Both
// third-party scripts are stubbed, so nothing leaves the machine. On any server: a page view of a
// page that answered 404 carries that status.
import { expect, test, type Page } from '@playwright/test';
import { THIRD_PARTY_SETTINGS } from '../e2e-thirdparty/playwright.config';
import { watchNetwork } from './support/network-quiet';

const BROWSER_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
test.use({ userAgent: BROWSER_UA });

interface Stubs {
  tagManagerRequests: string[];
}

declare global {
  interface Window {
    captchaCalls?: { siteKey: string; action: string }[];
  }
}

const TAG_MANAGER_STUB = 'window.tagManagerStubLoaded = true;';
const RECAPTCHA_STUB = `window.captchaCalls = [];
window.grecaptcha = {
  ready(callback) { callback(); },
  execute(siteKey, options) { window.captchaCalls.push({ siteKey, action: options.action }); return Promise.resolve('stub-captcha-token'); },
};`;

async function stubThirdParties(page: Page): Promise<Stubs> {
  const stubs: Stubs = { tagManagerRequests: [] };
  await page.route('https://www.googletagmanager.com/**', (route) => {
    stubs.tagManagerRequests.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: TAG_MANAGER_STUB });
  });
  await page.route('https://www.google.com/recaptcha/**', (route) => route.fulfill({ contentType: 'text/javascript', body: RECAPTCHA_STUB }));
  return stubs;
}

async function hydrated(page: Page) {
  await page.waitForSelector('html[data-hydrated="true"]');
}

async function navigate(page: Page, to: string) {
  await page.evaluate((path) => (window as unknown as { __router: { navigate(to: string): Promise<void> } }).__router.navigate(path), to);
  await page.waitForURL((url) => url.pathname === to);
}

const dataLayer = (page: Page) => page.evaluate(() => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? null);
const pageViewsPushed = async (page: Page) => ((await dataLayer(page)) ?? []).filter((item) => item.event === 'page_view').map((item) => item.page_path);

test.describe('with the tag manager and reCAPTCHA configured', () => {
  test.beforeEach(({}, testInfo) => {
    testInfo.skip(testInfo.project.name !== 'third-party', 'needs the third-party server: npx playwright test -c test/e2e-thirdparty/playwright.config.ts');
  });

  test('no tag manager and no data layer push before Accept; after it, the tag manager loads and one GA4 page_view per route change', async ({ page }) => {
    const network = watchNetwork(page);
    const stubs = await stubThirdParties(page);
    await page.goto('/');
    await hydrated(page);
    const banner = page.getByRole('dialog', { name: 'Cookie consent' });
    await expect(banner).toBeVisible();
    await navigate(page, '/pages/about-us');
    await expect(page.locator('h1')).toHaveText('About Us');
    await network.quiet();
    expect(stubs.tagManagerRequests).toEqual([]);
    expect(await dataLayer(page)).toBeNull();

    await banner.getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => stubs.tagManagerRequests).toEqual([`https://www.googletagmanager.com/gtm.js?id=${THIRD_PARTY_SETTINGS.GTM_CONTAINER_ID}`]);
    await expect.poll(() => page.evaluate(() => (window as unknown as { tagManagerStubLoaded?: boolean }).tagManagerStubLoaded)).toBe(true);
    await expect.poll(() => pageViewsPushed(page)).toEqual(['/pages/about-us']);
    const [pushed] = ((await dataLayer(page)) ?? []).filter((item) => item.event === 'page_view');
    expect(pushed).toEqual({ event: 'page_view', site_domain: '127.0.0.1', page_location: expect.stringMatching(/\/pages\/about-us$/), page_path: '/pages/about-us', page_title: expect.any(String) });

    await navigate(page, '/');
    await expect.poll(async () => (await pageViewsPushed(page)).at(-1)).toBe('/');
    await navigate(page, '/pages/contact');
    await expect.poll(() => pageViewsPushed(page)).toEqual(['/pages/about-us', '/', '/pages/contact']);
    await network.quiet();
    expect(await pageViewsPushed(page)).toHaveLength(3);
    expect(stubs.tagManagerRequests).toHaveLength(1);
  });

  test('on /search each new search (term, refinement) pushes a GA4 page_view; paging does not', async ({ page }) => {
    const network = watchNetwork(page);
    await stubThirdParties(page);
    await page.goto('/search?search[query]=guitar');
    await hydrated(page);
    await page.getByRole('dialog', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => pageViewsPushed(page)).toEqual(['/search']);
    const go = (to: string) => page.evaluate((path) => (window as unknown as { __router: { navigate(to: string): Promise<void> } }).__router.navigate(path), to);
    await go('/search?search[query]=drum');
    await expect.poll(() => pageViewsPushed(page)).toEqual(['/search', '/search']);
    await go('/search?search[query]=drum&search[refinementList][brand][0]=Yamaha');
    await expect.poll(() => pageViewsPushed(page)).toEqual(['/search', '/search', '/search']);
    await go('/search?search[query]=drum&search[refinementList][brand][0]=Yamaha&search[page]=2&maxPage=2');
    await network.quiet();
    expect(await pageViewsPushed(page)).toHaveLength(3);
  });

  test('Decline keeps the tag manager out for good', async ({ page }) => {
    const network = watchNetwork(page);
    const stubs = await stubThirdParties(page);
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('dialog', { name: 'Cookie consent' }).getByRole('button', { name: 'Decline' }).click();
    await navigate(page, '/pages/about-us');
    await page.reload();
    await hydrated(page);
    await network.quiet();
    expect(stubs.tagManagerRequests).toEqual([]);
    expect(await dataLayer(page)).toBeNull();
  });

  test('the newsletter form asks reCAPTCHA for an opt_in_cta_form token on load, before any consent, and sends it', async ({ page }) => {
    await stubThirdParties(page);
    const signUps: unknown[] = [];
    await page.route('**/api/submit-opt-in-cta-v2', (route) => {
      signUps.push(route.request().postDataJSON());
      return route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true}' });
    });
    await page.goto('/');
    await hydrated(page);
    await expect.poll(() => page.evaluate(() => window.captchaCalls ?? [])).toEqual([{ siteKey: THIRD_PARTY_SETTINGS.RECAPTCHA_SITE_KEY, action: 'opt_in_cta_form' }]);

    const form = page.getByRole('form', { name: 'Subscribe to our newsletter' });
    await form.getByLabel('Email address').fill('captcha@example.com');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect.poll(() => signUps).toEqual([{ email: 'captcha@example.com', captchaToken: 'stub-captcha-token', errors: {} }]);
  });
});

test('a page view of a page that answered 404 carries the status, on first load and after a client navigation', async ({ page }) => {
  const views: { path: string; status?: number }[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/api/analytics')) return;
    const body = request.postDataJSON() as { reports: { name: string; path: string; status?: number }[] };
    views.push(...body.reports.filter((r) => r.name === 'PAGE_VIEW').map(({ path, status }) => ({ path, ...(status ? { status } : {}) })));
  });
  await page.addInitScript(() => window.localStorage.setItem('analytics-consent', 'accepted'));
  await page.goto('/products/no-such-guitar-e2e');
  await hydrated(page);
  await expect.poll(() => views).toEqual([{ path: '/products/no-such-guitar-e2e', status: 404 }]);

  // Each page is on screen before the next navigation (one overtaken before React commits it is never shown).
  await navigate(page, '/pages/about-us');
  await expect.poll(() => views.at(-1)?.path).toBe('/pages/about-us');
  await navigate(page, '/collections/no-such-collection-e2e');
  await expect.poll(() => views).toEqual([
    { path: '/products/no-such-guitar-e2e', status: 404 },
    { path: '/pages/about-us' },
    { path: '/collections/no-such-collection-e2e', status: 404 },
  ]);
});
