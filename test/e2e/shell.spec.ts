import { expect, test, type Page } from '@playwright/test';

async function hydrated(page: Page) {
  await page.waitForSelector('html[data-hydrated="true"]');
}

/** Starts a client-side navigation and returns at once, so the loading state can be observed. */
async function navigateWithoutWaiting(page: Page, to: string) {
  await page.evaluate((path) => {
    void (window as unknown as { __router: { navigate(to: string): Promise<void> } }).__router.navigate(path);
  }, to);
}

async function delayData(page: Page, ms: number) {
  await page.route('**/_data/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

test('home opens, a link navigates client-side, the page scrolls to top and the title follows', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 400 });
  await page.goto('/');
  await hydrated(page);
  await expect(page.locator('body')).toHaveClass('body-home');
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

  const link = page.locator('footer a[href="/pages/about-us"]').first();
  await link.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await link.click();

  await expect(page).toHaveURL(/\/pages\/about-us$/);
  await expect(page.locator('h1')).toHaveText('About Us');
  await expect(page).toHaveTitle(/^About Us · /);
  await expect(page.locator('body')).toHaveClass('pages');
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('under a locale prefix, a menu link and a product card navigate client-side and keep the prefix once', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/en-au/pages/about-us');
  await hydrated(page);
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await page.locator('footer a[href^="/en-au/collections/"]').first().click();
  await expect(page).toHaveURL(/\/en-au\/collections\/[a-z-]+$/);
  const card = page.locator('.product-card__link').first();
  const href = await card.getAttribute('href');
  expect(href).toMatch(/^\/en-au\/products\//);
  await card.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.locator('body')).toHaveClass('products');
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});

test('the global spinner shows while a route loads, but not for ?tab= navigations', async ({ page }) => {
  await page.goto('/pages/about-us');
  await hydrated(page);
  await delayData(page, 800);

  await navigateWithoutWaiting(page, '/pages/contact');
  await expect(page.getByTestId('global-spinner')).toBeVisible();
  await expect(page.locator('h1')).toHaveText('Contact Us');
  await expect(page.getByTestId('global-spinner')).toHaveCount(0);

  // Every spinner that appears is noted; the router's navigation resolves once the page is there.
  await page.evaluate(async (path) => {
    const seen = window as unknown as { __spinnerSeen: boolean };
    seen.__spinnerSeen = false;
    const observer = new MutationObserver(() => {
      if (document.querySelector('[data-testid="global-spinner"]')) seen.__spinnerSeen = true;
    });
    observer.observe(document.body, { childList: true, subtree: true });
    await (window as unknown as { __router: { navigate(to: string): Promise<void> } }).__router.navigate(path);
    observer.disconnect();
  }, '/pages/delivery-info?tab=rates');
  expect(await page.evaluate(() => (window as unknown as { __spinnerSeen: boolean }).__spinnerSeen)).toBe(false);
  await expect(page.getByTestId('global-spinner')).toHaveCount(0);
  await expect(page).toHaveURL(/delivery-info\?tab=rates/);
});

test('an unknown path shows the 404 screen with a way home', async ({ page }) => {
  const response = await page.goto('/definitely/not/here');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Oops! This Page Missed a Beat!')).toBeVisible();
  await hydrated(page);
  await page.getByRole('link', { name: 'Back to Homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('body')).toHaveClass('body-home');
});

test('a loader redirect during client navigation keeps a single locale prefix', async ({ page }) => {
  await page.goto('/en-au/pages/about-us');
  await hydrated(page);
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await navigateWithoutWaiting(page, '/account');
  await expect.poll(() => new URL(page.url()).pathname).toBe('/en-au/account/login');
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});
