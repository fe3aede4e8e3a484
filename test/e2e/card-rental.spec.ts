// Product cards in a real browser: a rentable product's card shows 'Or rent for ${rate} /wk' once the
// listing's deferred rental rates arrive, on the first load and after a client-side sort, and its add
// to cart posts the card's analytics product.
import { stubRecaptchaScript } from './support/mode';
import { expect, test, type Page } from '@playwright/test';
import { generateCatalogue } from '../../src/adapters/embedded/demo-data/generate-catalogue';
import type { DemoCategoryNode } from '../../src/adapters/embedded/demo-data/catalogue-types';
import { localeByKey } from '../../src/domain/locale';
import { formatMoney, moneyFromNumber } from '../../src/domain/money';
import { compactRentalText } from '../../src/domain/payment-options';

// The server's defaults (config.ts): same seed and size, so these products exist there.
const catalogue = generateCatalogue({ seed: 20261121, productCount: 2500 });
const AU = localeByKey('en-au');
const rentable = catalogue.products.find((p) => p.rentalRate && p.status === 'active' && !p.disablePayment && !p.openBoxParent && p.showInCategories && p.showInSearch)!;
const sku = rentable.variants[0]!.sku;
const nodes = new Map<string, DemoCategoryNode>();
const walk = (list: readonly DemoCategoryNode[]) => list.forEach((n) => (nodes.set(n.catCode, n), walk(n.children)));
walk(catalogue.categories);
const category = nodes.get(rentable.categoryCodes.at(-1)!)!;

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
  await expect(card.locator('.product-card__rental')).toHaveText(compactRentalText(Number(rentable.rentalRate!.rate), AU));
  expect(compactRentalText(Number(rentable.rentalRate!.rate), AU)).toBe(`Or rent for ${formatMoney(moneyFromNumber(Number(rentable.rentalRate!.rate), 'AUD'), AU)} /wk`);

  const posted = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/cart'));
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  const form = new URLSearchParams((await posted).postData() ?? '');
  const price = rentable.variants[0]!.prices.AUD.price / 100;
  expect(JSON.parse(form.get('analytics')!)).toEqual({ products: [expect.objectContaining({ sku, name: rentable.title, price: price.toFixed(2), quantity: 1 })] });
  expect(errors).toEqual([]);
});

test('after a client-side sort the cards of the new order get their rental lines too', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(`/en-au${category.linkURL}`);
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.getByRole('combobox', { name: /sort/i }).selectOption({ label: 'Price (High to Low)' });
  await expect(page).toHaveURL(/sortBy/);
  const lines = page.locator('.product-card__rental');
  await expect(lines.first()).not.toHaveAttribute('aria-busy', 'true');
  const texts = await lines.allTextContents();
  expect(texts.length).toBe(await page.locator('.product-card__payment:not(.product-card__rental)').count());
  expect(texts.some((text) => text.startsWith('Or rent for '))).toBe(true);
  expect(errors).toEqual([]);
});
