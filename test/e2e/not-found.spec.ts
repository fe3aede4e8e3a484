// The 404 screen in a real browser: an unknown path served by the server, a product that does not
// exist (its own loader's 404), and a client-side navigation to an unknown path all end on the
// configured not-found page with products of the configured not-found collection.
import { expect, test, type Page } from '@playwright/test';

async function hydrated(page: Page) {
  await page.waitForSelector('html[data-hydrated="true"]');
}

const notFoundCards = (page: Page) => page.locator('.error-screen--404 .product-card');

test('an unknown path answers 404 with the not-found page and four products of its collection', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Oops! This Page Missed a Beat!' })).toBeVisible();
  await expect(notFoundCards(page)).toHaveCount(4);
});

test('a missing product answers 404, and the browser fills in the not-found products', async ({ page }) => {
  const response = await page.goto('/products/no-such-guitar-anywhere');
  expect(response?.status()).toBe(404);
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Oops! This Page Missed a Beat!' })).toBeVisible();
  await expect(notFoundCards(page)).toHaveCount(4);
});

test('a client-side navigation to an unknown path shows the not-found page with its products', async ({ page }) => {
  await page.goto('/en-au');
  await hydrated(page);
  await page.evaluate(() => (window as unknown as { __router: { navigate(to: string): Promise<void> } }).__router.navigate('/missing-page'));
  await expect(page.getByRole('heading', { name: 'Oops! This Page Missed a Beat!' })).toBeVisible();
  await expect(notFoundCards(page)).toHaveCount(4);
  await expect(notFoundCards(page).first().locator('a').first()).toHaveAttribute('href', /^\/en-au\/products\//);
});
