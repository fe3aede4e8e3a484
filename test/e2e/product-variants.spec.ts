// Issue 15 (observation 11): a shopper chooses a guitar's left-handed variant on its page, the URL,
// SKU and price follow, and Add to Cart puts that variant in the cart. Without JavaScript the picker's
// links still choose the variant.
import { expect, test, type Page } from '@playwright/test';

/**
 * A guitar of the demo seed (20261121, 2,500 products) whose first variant is right-handed and
 * which has a left-handed one, every variant in stock; its figures written out.
 */
const guitar = {
  handle: 'fender-premier-bn-500-dreadnought-acoustic-guitar',
  title: 'Fender Premier BN-500 Dreadnought Acoustic Guitar',
  firstSku: 'FEN-0014432401',
};
const left = { sku: 'FEN-0014432403', price: '$567.99', colour: 'Candy Apple Red' };

async function hydrated(page: Page) {
  await page.waitForSelector('html[data-hydrated="true"]');
}

test('choosing the left-handed variant changes the URL, SKU and price, and Add to Cart adds that variant', async ({ page }) => {
  await page.goto(`/products/${guitar.handle}`);
  await hydrated(page);
  await expect(page.getByTestId('product-sku')).toHaveText(guitar.firstSku);

  const picker = page.getByRole('navigation', { name: 'Choose a variant' });
  await picker.getByRole('link', { name: /^Left Handed/ }).click();
  await expect(page).toHaveURL(/[?&]Orientation=Left\+Handed/);
  await expect(page.getByTestId('product-sku')).toHaveText(left.sku);
  await expect(page.getByTestId('product-price')).toHaveText(left.price);
  await expect(picker.getByRole('link', { name: /^Left Handed/ })).toHaveAttribute('aria-current', 'true');

  await page.locator('.product-page__buy').getByRole('button', { name: 'Add to Cart' }).click();
  const drawer = page.getByRole('dialog', { name: 'Cart' });
  await expect(drawer).toBeVisible();
  const line = drawer.locator('.cart-line').filter({ hasText: guitar.title.slice(0, 40) });
  await expect(line).toHaveCount(1);
  await expect(line.locator('.cart-line__options')).toContainText('Orientation: Left Handed');
  await expect(line.locator('.cart-line__options')).toContainText(`Colour: ${left.colour}`);
  await expect(line).toHaveAttribute('data-line-id', /.+/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the picker’s links choose the variant', async ({ page }) => {
    await page.goto(`/products/${guitar.handle}`);
    await page.getByRole('navigation', { name: 'Choose a variant' }).getByRole('link', { name: /^Left Handed/ }).click();
    await expect(page).toHaveURL(/[?&]Orientation=Left\+Handed/);
    await expect(page.getByTestId('product-sku')).toHaveText(left.sku);
    await expect(page.getByTestId('product-price')).toHaveText(left.price);
  });
});
