// Product cards in a real browser: a rentable product's card shows 'Or rent for ${rate} /wk' once the
// listing's deferred rental rates arrive, on the first load and after a client-side sort, and its add
// to cart posts the card's analytics product.
import { stubRecaptchaScript } from './support/mode';
import { expect, test, type Page } from '@playwright/test';

// The server's default demo catalogue: Fender Player RV-130 Hollow Body Electric Guitar, A$9,999,
// rents at $273.26 a week; it is listed in Hollow Body Electric Guitars.
const sku = 'FEN-0013640501';
const CATEGORY = '/collections/hollow-body-electric-guitars';

/** Console errors and page errors; hosted, Google's reCAPTCHA script (unreachable on loopback) is stubbed first. */
function watchErrors(page: Page): string[] {
  void stubRecaptchaScript(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
  return errors;
}

test('a rentable product’s card shows its weekly rate, and its add to cart describes it for analytics', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(`/en-au/search?${new URLSearchParams({ 'search[query]': sku })}`);
  await page.waitForSelector('html[data-hydrated="true"]');
  const card = page.locator(`.product-card[data-sku="${sku}"]`);
  await expect(card.locator('.product-card__rental')).toHaveText('Or rent for $273.26 /wk');

  const posted = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/cart'));
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  const form = new URLSearchParams((await posted).postData() ?? '');
  expect(JSON.parse(form.get('analytics')!)).toEqual({ products: [expect.objectContaining({ sku, name: 'Fender Player RV-130 Hollow Body Electric Guitar', price: '9999.00', quantity: 1 })] });
  expect(errors).toEqual([]);
});

test('after a client-side sort the cards of the new order get their rental lines too', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(`/en-au${CATEGORY}`);
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.getByRole('combobox', { name: /sort/i }).selectOption({ label: 'Price (High to Low)' });
  await expect(page).toHaveURL(/sortBy/);
  const lines = page.locator('.product-card__rental');
  await expect(lines.first()).not.toHaveAttribute('aria-busy', 'true');
  const texts = await lines.allTextContents();
  expect(texts.length).toBe(await page.getByTestId('card-rental').count());
  expect(texts.some((text) => text.startsWith('Or rent for '))).toBe(true);
  expect(errors).toEqual([]);
});
