// Issue 29, observation 1, as two shoppers on phones meet it, with JavaScript and without: both
// hold the last unit of an 'In Stock' guitar in their carts and both open the checkout; the first
// to pay gets it, the second is charged nothing, comes back to the checkout told why, sees the
// line as no longer available and is offered no Place order; the product page then says Out of
// Stock.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEFAULT_PRODUCT_COUNT, DEMO_SEED } from '../../src/adapters/embedded/demo-data/demo-defaults';
import { generateCatalogue } from '../../src/adapters/embedded/demo-data/generate-catalogue';
import { hosted } from './support/mode';
import { fillAustralianDelivery } from './support/checkout-form';
import { drawerSettled } from './support/cart-drawer';
import { demoChange } from './support/demo-commands';

const catalogue = generateCatalogue({ seed: DEMO_SEED, productCount: DEFAULT_PRODUCT_COUNT });
const online = (quantity: number) => (p: (typeof catalogue.products)[number]) => p.variants[0]!.inventory.find((e) => e.locationId === 'ONLINE')!.quantity === quantity;
// Light, new, 'In Stock' items with exactly one left online in the seed, far down the list. Each
// journey first sets its item's online stock to one itself (npm run demo:change), so it never
// depends on what other journeys bought before it, and it can run again on the same server.
const lastUnits = catalogue.products
  .filter((p) => p.status === 'active' && p.openBoxParent === null && p.openBoxItems.length === 0 && p.variants.length === 1 && p.metafields.is_heavy === 'false' && p.metafields.stock_status === 'In Stock' && online(1)(p))
  .slice(-2);

test.use({ viewport: { width: 390, height: 844 } });
test.skip(hosted, "hosted, Shopify keeps the stock and its checkout refuses what is sold out (docs/honest-cart.md)");

async function shopper(browser: Browser, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 390, height: 844 } });
  return context.newPage();
}

/** Adds the item from its product page and opens the checkout from the cart page, with the delivery form filled in. */
async function holdAndOpenCheckout(page: Page, handle: string, javaScriptEnabled: boolean) {
  // The running shop applies the tester's stock change within a second: the page is read until it shows it.
  await expect(async () => {
    await page.goto(`/en-au/products/${handle}`);
    await expect(page.locator('main')).toContainText('Only one left', { timeout: 500 });
  }).toPass({ timeout: 10_000 });
  // With JavaScript the button opens the drawer once the page has hydrated.
  if (javaScriptEnabled) await page.waitForSelector('html[data-hydrated="true"]');
  await page.locator('main').getByRole('button', { name: 'Add to Cart' }).first().click();
  if (javaScriptEnabled) await drawerSettled(page);
  await page.goto('/en-au/cart');
  await page.getByRole('link', { name: 'Checkout' }).first().click();
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await fillAustralianDelivery(page);
}

for (const [n, javaScriptEnabled] of [true, false].entries()) {
  test(`two shoppers hold the last unit; the second is charged nothing and told why (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({ browser }) => {
    const item = lastUnits[n]!;
    demoChange('--sku', item.variants[0]!.sku, '--stock', '1');
    const [first, second] = [await shopper(browser, javaScriptEnabled), await shopper(browser, javaScriptEnabled)];
    await holdAndOpenCheckout(first, item.handle, javaScriptEnabled);
    await holdAndOpenCheckout(second, item.handle, javaScriptEnabled);

    await first.getByRole('button', { name: 'Place order' }).click();
    await expect(first.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();

    await second.getByRole('button', { name: 'Place order' }).click();
    await expect(second.getByRole('heading', { name: 'Thank you for your order' })).toHaveCount(0);
    await expect(second.getByTestId('checkout-notice')).toHaveText(
      'Something in your order changed since you last looked (a price, or how many are left). Nothing has been charged: please check the figures below and place your order again.',
    );
    await expect(second.locator('.checkout-lines')).toContainText('Sorry, this item is no longer available. It will not be charged; please remove it.');
    await expect(second.getByRole('button', { name: 'Place order' })).toHaveCount(0);

    await second.goto(`/en-au/products/${item.handle}`);
    await expect(second.locator('main')).toContainText('Out of Stock');
    await Promise.all([first.context().close(), second.context().close()]);
  });
}
