// Issue 15 (observation 11): a shopper chooses a guitar's left-handed variant on its page, the URL,
// SKU and price follow, and Add to Cart puts that variant in the cart. Without JavaScript the picker's
// links still choose the variant.
import { expect, test, type Page } from '@playwright/test';
import { generateCatalogue } from '../../src/adapters/embedded/demo-data/generate-catalogue';
import type { DemoProduct, DemoVariant } from '../../src/adapters/embedded/demo-data/catalogue-types';
import { localeByKey } from '../../src/domain/locale';
import { formatMoney, moneyFromMinorUnits } from '../../src/domain/money';

// The server's defaults (config.ts): same seed and size, so this product exists there.
const catalogue = generateCatalogue({ seed: 20261121, productCount: 2500 });
const US = localeByKey('en-us');
const option = (v: DemoVariant, name: string) => v.selectedOptions.find((o) => o.name === name)?.value;
const inStock = (v: DemoVariant) => v.inventory.some((e) => e.quantity > 0);
const guitar = catalogue.products.find(
  (p) =>
    p.status === 'active' && p.openBoxParent === null && p.variants.length >= 2 && p.variants.every(inStock) &&
    option(p.variants[0]!, 'Orientation') === 'Right Handed' && p.variants.some((v) => option(v, 'Orientation') === 'Left Handed'),
) as DemoProduct;
const left = guitar.variants.find((v) => option(v, 'Orientation') === 'Left Handed')!;
const usd = (v: DemoVariant) => formatMoney(moneyFromMinorUnits(v.prices.USD.price, 'USD'), US);

async function hydrated(page: Page) {
  await page.waitForSelector('html[data-hydrated="true"]');
}

test('choosing the left-handed variant changes the URL, SKU and price, and Add to Cart adds that variant', async ({ page }) => {
  await page.goto(`/products/${guitar.handle}`);
  await hydrated(page);
  await expect(page.getByTestId('product-sku')).toHaveText(guitar.variants[0]!.sku.toUpperCase());

  const picker = page.getByRole('navigation', { name: 'Choose a variant' });
  await picker.getByRole('link', { name: /^Left Handed/ }).click();
  await expect(page).toHaveURL(/[?&]Orientation=Left\+Handed/);
  await expect(page.getByTestId('product-sku')).toHaveText(left.sku.toUpperCase());
  await expect(page.getByTestId('product-price')).toHaveText(usd(left));
  await expect(picker.getByRole('link', { name: /^Left Handed/ })).toHaveAttribute('aria-current', 'true');

  await page.locator('.product-page__buy').getByRole('button', { name: 'Add to Cart' }).click();
  const drawer = page.getByRole('dialog', { name: 'Cart' });
  await expect(drawer).toBeVisible();
  const line = drawer.locator('.cart-line').filter({ hasText: guitar.title.slice(0, 40) });
  await expect(line).toHaveCount(1);
  await expect(line.locator('.cart-line__options')).toContainText('Orientation: Left Handed');
  await expect(line.locator('.cart-line__options')).toContainText(`Colour: ${option(left, 'Colour')}`);
  await expect(line).toHaveAttribute('data-line-id', /.+/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the picker’s links choose the variant', async ({ page }) => {
    await page.goto(`/products/${guitar.handle}`);
    await page.getByRole('navigation', { name: 'Choose a variant' }).getByRole('link', { name: /^Left Handed/ }).click();
    await expect(page).toHaveURL(/[?&]Orientation=Left\+Handed/);
    await expect(page.getByTestId('product-sku')).toHaveText(left.sku.toUpperCase());
    await expect(page.getByTestId('product-price')).toHaveText(usd(left));
  });
});
