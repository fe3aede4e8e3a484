// Issue 19 in a real browser: the heart on cards and product pages, the header count, the saved
// page with Add to Cart and Remove, the browser's list joining the account at registration (with
// JavaScript and without), and the recently viewed row (JavaScript only: it lives in local storage).
// Both modes: embedded (SQLite lists) and hosted (the Admin API's customer metafield in the sandbox).
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { generateCatalogue } from '../../src/adapters/embedded/demo-data/generate-catalogue';
import { loadConfig } from '../../src/server/config';

const config = loadConfig({});
const catalogue = generateCatalogue({ seed: config.demo.seed, productCount: config.demo.productCount });
const plain = catalogue.products.filter((p) => p.status === 'active' && p.openBoxParent === null && p.openBoxItems.length === 0);
const [first, second, third] = plain;

const BROWSER_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
test.use({ userAgent: BROWSER_UA });

const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated="true"]');
const savedCount = (page: Page) => page.getByTestId('saved-count');
const pageHeart = (page: Page, title: string) => page.locator('.product-page__summary').getByRole('button', { name: `Save ${title}` });
/** The product page's heart once it toggles in place (its chunk and the list have arrived). */
async function readyHeart(page: Page, title: string) {
  const heart = pageHeart(page, title);
  await expect(heart).toHaveAttribute('data-ready', 'true');
  return heart;
}
let serial = 0;
const newShopper = () => ({ firstName: 'Sam', lastName: 'Saver', email: `saver-${Date.now()}-${++serial}@example.com`, password: 'correct horse battery' });

/**
 * axe on the page, header count included. The consent banner fades in over 0.3 s (its colours are
 * mid-animation when axe may look): it is the reliability suite's axe run's, not this journey's.
 */
async function expectNoSeriousViolations(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).exclude('.consent-banner').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
  expect(serious, what).toEqual([]);
}

test.describe('with JavaScript', () => {
  test('hearts save in place, the header counts them, the saved page lists them with Add to Cart and Remove, and registering keeps them on the account', async ({ page }) => {
    await page.goto(`/products/${first!.handle}`);
    await hydrated(page);
    const heart = await readyHeart(page, first!.title);
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(savedCount(page)).toHaveText('1');

    // A card's heart (the related products carousel or any listing) knows the list too.
    await page.goto(`/products/${second!.handle}`);
    await hydrated(page);
    await (await readyHeart(page, second!.title)).click();
    await expect(savedCount(page)).toHaveText('2');
    await expect(pageHeart(page, second!.title)).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/account/saved');
    await hydrated(page);
    const items = page.getByTestId('saved-item');
    await expect(items).toHaveCount(2);
    // Newest first.
    await expect(items.nth(0)).toHaveAttribute('data-handle', second!.handle);
    await expect(items.nth(0).getByRole('button', { name: 'Add to Cart' })).toBeVisible();
    await expect(items.nth(0).getByRole('button', { name: `Save ${second!.title}` })).toHaveAttribute('aria-pressed', 'true');
    await expectNoSeriousViolations(page, 'saved page with two products');

    await items.nth(1).getByRole('button', { name: `Remove ${first!.title}` }).click();
    await expect(page.getByText('Removed from your saved items.')).toBeVisible();
    await expect(page.getByTestId('saved-item')).toHaveCount(1);
    await expect(savedCount(page)).toHaveText('1');

    // Registering takes the browser's list to the new account.
    const shopper = newShopper();
    await page.goto('/account/register');
    await hydrated(page);
    await page.getByLabel('First name').fill(shopper.firstName);
    await page.getByLabel('Last name').fill(shopper.lastName);
    await page.getByLabel('Email', { exact: true }).fill(shopper.email);
    await page.getByLabel('Password').fill(shopper.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await page.goto('/account/saved');
    await expect(page.getByText('Your account keeps up to 50 products.')).toBeVisible();
    await expect(page.getByTestId('saved-item')).toHaveCount(1);
    await expect(page.getByTestId('saved-item').first()).toHaveAttribute('data-handle', second!.handle);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'customer_saved')).toBeUndefined();

    // Signed in, the hearts read the account's list.
    await page.goto(`/products/${second!.handle}`);
    await hydrated(page);
    await expect(await readyHeart(page, second!.title)).toHaveAttribute('aria-pressed', 'true');
    // The heart turns at once; the list changes when the server answers: a page asked for before
    // that answer may still list it (the heart's request survives leaving the page: keepalive).
    const removed = page.waitForResponse((r) => new URL(r.url()).pathname === '/account/saved' && r.request().method() === 'POST');
    await pageHeart(page, second!.title).click();
    await expect(pageHeart(page, second!.title)).toHaveAttribute('aria-pressed', 'false');
    expect((await removed).ok()).toBe(true);
    await page.goto('/account/saved');
    await expect(page.getByText('You have not saved any products yet. Press the heart on a product to keep it here.')).toBeVisible();
  });

  test('recently viewed: the last products this browser viewed, newest first, the one on screen left out, on product pages and home; Clear forgets them', async ({ page }) => {
    for (const product of [first!, second!, third!]) {
      await page.goto(`/products/${product.handle}`);
      await hydrated(page);
    }
    const row = page.getByTestId('recently-viewed');
    await expect(row).toBeVisible();
    const titles = row.locator('.product-card__title');
    await expect(titles).toHaveText([second!.title, first!.title]);
    await expectNoSeriousViolations(page, 'product page with the recently viewed row');

    await page.goto('/');
    await hydrated(page);
    await expect(page.getByTestId('recently-viewed').locator('.product-card__title')).toHaveText([third!.title, second!.title, first!.title]);
    // Prices are today's, in the page's currency.
    await page.goto('/en-gb');
    await hydrated(page);
    await expect(page.getByTestId('recently-viewed').getByTestId('card-price').first()).toHaveText(/^£/);

    await page.getByTestId('recently-viewed').getByRole('button', { name: 'Clear' }).click();
    await expect(page.getByTestId('recently-viewed')).toHaveCount(0);
    await page.reload();
    await hydrated(page);
    await expect(page.getByTestId('recently-viewed')).toHaveCount(0);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the heart is a form: it saves and shows the saved page; Remove takes the product off again', async ({ page }) => {
    await page.goto(`/products/${third!.handle}`);
    await page.locator('.product-page__summary').getByRole('button', { name: `Save ${third!.title}` }).click();
    await expect(page).toHaveURL(/\/account\/saved\?notice=saved$/);
    await expect(page.getByText('Saved to your list.')).toBeVisible();
    await expect(page.getByTestId('saved-item')).toHaveCount(1);
    await expect(savedCount(page)).toHaveText('1');
    await page.getByRole('button', { name: `Remove ${third!.title}` }).click();
    await expect(page.getByText('Removed from your saved items.')).toBeVisible();
    await expect(page.getByText('You have not saved any products yet. Press the heart on a product to keep it here.')).toBeVisible();
  });
});
