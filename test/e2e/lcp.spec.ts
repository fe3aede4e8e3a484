// Issue 16, observation 10: on a phone the Largest Contentful Paint element of the home page and of
// listings, when it is an image, is fetched eagerly with fetchpriority="high"; on the product page
// the main image is eager and high, and the analytics consent banner is never the LCP element.
import { expect, test, type Browser, type Page } from '@playwright/test';

/** A phone as Lighthouse's mobile run emulates it, with a shopper's user agent (bots see no consent banner). */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
};

interface Candidate {
  tag: string;
  inConsentBanner: boolean;
  loading: string | null;
  fetchPriority: string | null;
}

async function phonePage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ ...PHONE, baseURL });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const entries: PerformanceEntry[] = [];
    (window as unknown as { lcpEntries: PerformanceEntry[] }).lcpEntries = entries;
    new PerformanceObserver((list) => entries.push(...list.getEntries())).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  return page;
}

/** Every LCP candidate the page reported, once the page, its consent banner and images have settled. */
async function lcpCandidates(page: Page, path: string): Promise<Candidate[]> {
  await page.goto(path);
  await page.waitForSelector('html[data-hydrated="true"]');
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
  await page.waitForLoadState('load');
  await page.waitForTimeout(1_500);
  const candidates = await page.evaluate(() =>
    (window as unknown as { lcpEntries: (PerformanceEntry & { element: Element | null })[] }).lcpEntries.map((entry) => ({
      tag: entry.element?.tagName ?? '',
      inConsentBanner: entry.element?.closest('.consent-banner') != null,
      loading: entry.element?.getAttribute('loading') ?? null,
      fetchPriority: entry.element?.getAttribute('fetchpriority') ?? null,
    })),
  );
  expect(candidates.length).toBeGreaterThan(0);
  return candidates;
}

for (const { name, path } of [
  { name: 'home page', path: '/' },
  { name: 'collection listing', path: '/collections/guitar-bass' },
  { name: 'search listing', path: '/search?search%5Bquery%5D=yamaha' },
]) {
  test(`on a phone the ${name}'s LCP image is eager with fetchpriority high, never the consent banner`, async ({ browser, baseURL }) => {
    const page = await phonePage(browser, baseURL);
    const candidates = await lcpCandidates(page, path);
    for (const candidate of candidates) {
      expect(candidate.inConsentBanner).toBe(false);
      if (candidate.tag !== 'IMG') continue;
      expect(candidate.loading).not.toBe('lazy');
      expect(candidate.fetchPriority).toBe('high');
    }
    await page.context().close();
  });
}

test('on a phone the product page shows its main image eager with fetchpriority high, and the consent banner is never the LCP', async ({ browser, baseURL }) => {
  const page = await phonePage(browser, baseURL);
  const listing = await page.request.get('/collections/guitar-bass');
  const handle = /href="\/products\/([^"?#]+)"/.exec(await listing.text())![1]!;
  const candidates = await lcpCandidates(page, `/products/${handle}`);
  expect(candidates.filter((candidate) => candidate.inConsentBanner)).toEqual([]);
  const main = page.locator('.product-gallery__main img');
  await expect(main).toHaveAttribute('fetchpriority', 'high');
  expect(await main.getAttribute('loading')).not.toBe('lazy');
  await page.context().close();
});
