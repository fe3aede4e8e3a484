// Issue 29, observation 3, as a shopper meets it on a phone, with JavaScript and without: a price
// raised (npm run demo:change) while the line sits in the cart is shown on the cart and the
// checkout before anything is charged, and a checkout page opened before the change places no
// order: it comes back with the new figures and says why.
import { expect, test } from '@playwright/test';
import { DEFAULT_PRODUCT_COUNT, DEMO_SEED } from '../../src/adapters/embedded/demo-data/demo-defaults';
import { generateCatalogue } from '../../src/adapters/embedded/demo-data/generate-catalogue';
import { hosted } from './support/mode';
import { fillAustralianDelivery } from './support/checkout-form';
import { drawerSettled } from './support/cart-drawer';
import { demoChange } from './support/demo-commands';

const catalogue = generateCatalogue({ seed: DEMO_SEED, productCount: DEFAULT_PRODUCT_COUNT });
// Light 'In Stock' items with plenty online; each journey below takes its own.
const items = catalogue.products
  .filter((p) => p.status === 'active' && p.openBoxParent === null && p.openBoxItems.length === 0 && p.variants.length === 1 && p.metafields.is_heavy === 'false' && p.metafields.stock_status === 'In Stock' && p.variants[0]!.inventory[0]!.quantity >= 8)
  .slice(10, 12);
test.use({ viewport: { width: 390, height: 844 } });
test.skip(hosted, "hosted, prices change in Shopify's admin and Shopify's checkout shows them before payment (docs/honest-cart.md)");

for (const [n, javaScriptEnabled] of [true, false].entries()) {
  test.describe(`a price raised while in the cart (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, () => {
    test.use({ javaScriptEnabled });
    const item = items[n]!;
    test.beforeAll(() => demoChange('--sku', item.variants[0]!.sku, '--price', 'AUD:409.00'));
    test.afterAll(() => demoChange('--sku', item.variants[0]!.sku, '--reset'));

    test('is shown before anything is charged; the checkout opened before it places nothing', async ({ page }) => {
      // The running shop applies the tester's change within a second: the page is read until it shows it.
      await expect(async () => {
        await page.goto(`/en-au/products/${item.handle}`);
        await expect(page.locator('main')).toContainText('$409', { timeout: 500 });
      }).toPass({ timeout: 10_000 });
      // With JavaScript the button opens the drawer once the page has hydrated.
      if (javaScriptEnabled) await page.waitForSelector('html[data-hydrated="true"]');
      await page.locator('main').getByRole('button', { name: 'Add to Cart' }).first().click();
      if (javaScriptEnabled) await drawerSettled(page);
      await page.goto('/en-au/cart');
      await expect(page.locator('.cart-line__total').first()).toHaveText('$409');
      await page.getByRole('link', { name: 'Checkout' }).first().click();
      await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
      await expect(page.getByTestId('checkout-total')).toHaveText('$409');
      await fillAustralianDelivery(page);

      // The world changes while the checkout page is open.
      demoChange('--sku', item.variants[0]!.sku, '--price', 'AUD:999.00');
      await expect(async () => {
        const cart = await page.request.get('/en-au/api/cart');
        expect(((await cart.json()) as { cart: { lines: { total: string }[] } }).cart.lines[0]!.total).toBe('$999');
      }).toPass({ timeout: 5_000 });

      await page.getByRole('button', { name: 'Place order' }).click();
      await expect(page.getByTestId('checkout-notice')).toHaveText(
        'Something in your order changed since you last looked (a price, or how many are left). Nothing has been charged: please check the figures below and place your order again.',
      );
      await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toHaveCount(0);
      await expect(page.locator('.checkout-lines')).toContainText('Price changed from $409 to $999');
      await expect(page.getByTestId('checkout-total')).toHaveText('$999');

      // The cart page says so too.
      await page.goto('/en-au/cart');
      await expect(page.locator('.cart-line__changes').first()).toHaveText('Price changed from $409 to $999');

      // Placed from the page that shows $999, the order is $999.
      await page.getByRole('link', { name: 'Checkout' }).first().click();
      await fillAustralianDelivery(page);
      await page.getByRole('button', { name: 'Place order' }).click();
      await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
      await expect(page.getByTestId('order-total')).toHaveText('$999');
    });
  });
}
