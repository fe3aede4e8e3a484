// Issue 17, observations 8 and 9 in a real browser: the footer's 'Cookie settings' reopens the
// consent choice; the consent banner never covers the preview bar's Exit button on a phone; each
// new search on /search (term, refinement) is a PAGE_VIEW; the Roland banner on a store page shows.
import { previewSecret } from './support/mode';
import { expect, test, type Page } from '@playwright/test';

const BROWSER_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
test.use({ userAgent: BROWSER_UA });

const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated="true"]');
const banner = (page: Page) => page.getByRole('dialog', { name: 'Cookie consent' });

/** The PAGE_VIEW paths the page reports to /api/analytics, in order. */
function pageViews(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/api/analytics') || request.method() !== 'POST') return;
    const body = JSON.parse(request.postData() ?? '{}') as { reports?: { name: string; url: string }[] };
    for (const report of body.reports ?? []) if (report.name === 'PAGE_VIEW') seen.push(new URL(report.url).pathname + new URL(report.url).search);
  });
  return seen;
}

test("the footer's Cookie settings reopens the consent choice", async ({ page }) => {
  await page.goto('/pages/about-us');
  await hydrated(page);
  await banner(page).getByRole('button', { name: 'Accept' }).click();
  await expect(banner(page)).toHaveCount(0);
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
  await expect(banner(page)).toBeVisible();
  await banner(page).getByRole('button', { name: 'Decline' }).click();
  await expect(banner(page)).toHaveCount(0);
  expect(await page.evaluate(() => window.localStorage.getItem('analytics-consent'))).toBe('declined');
});

test("on a phone, the consent banner sits above the preview bar and its Exit button stays clickable", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto(`/api/preview?secret=${previewSecret}&slug=${encodeURIComponent('/pages/about-us')}`);
  await hydrated(page);
  const exit = page.getByRole('button', { name: 'Exit Preview Mode' });
  await expect(exit).toBeVisible();
  await expect(banner(page)).toBeVisible();
  const bar = (await page.getByRole('region', { name: 'Preview mode' }).boundingBox())!;
  const consent = (await banner(page).boundingBox())!;
  expect(consent.y + consent.height).toBeLessThanOrEqual(bar.y);
  const box = (await exit.boundingBox())!;
  const onTop = await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest('button')?.textContent ?? null, [box.x + box.width / 2, box.y + box.height / 2]);
  expect(onTop).toBe('Exit Preview Mode');
});

test('every new search on /search is a page view: a new term and a refinement (paging is not, see the pageViewKey table test)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const views = pageViews(page);
  await page.goto('/search?search[query]=guitar');
  await hydrated(page);
  await banner(page).getByRole('button', { name: 'Accept' }).click();
  await expect.poll(() => views.length).toBe(1);

  await page.getByPlaceholder('Search for a Product').click();
  await page.getByPlaceholder('Search for...').fill('drum');
  await page.getByPlaceholder('Search for...').press('Enter');
  await expect(page).toHaveURL(/query(%5D|\])=drum$/);
  await expect.poll(() => views.length).toBe(2);
  expect(views[1]).toContain('drum');

  const brand = page.getByRole('region', { name: 'Brand' }).getByRole('checkbox').first();
  await brand.check();
  await expect(page).toHaveURL(/brand/);
  await expect.poll(() => views.length).toBe(3);
  expect(views[2]).toMatch(/refinementList/);
});

test('the Roland banner on the Melbourne Fitzroy store page shows, with height', async ({ page }) => {
  await page.goto('/locations/melbourne-fitzroy');
  const roland = page.locator('.banner--brand');
  await expect(roland).toContainText('Roland Authorised Showroom');
  const box = (await roland.boundingBox())!;
  expect(box.height).toBeGreaterThan(40);
});
