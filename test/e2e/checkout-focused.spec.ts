// The focused checkout (issue 33, observation 6), with JavaScript and without: the store's header,
// newsletter and footer stay away; on a 390 px phone the order summary folds into 'Show order
// summary' (a disclosure that opens without JavaScript) and shows each line's picture; Ship or Pick
// up is one switch that shows the chosen side's fields; ONE 'Place order' places a pick-up order.
// At 1280 px the form and the summary sit side by side. Each run sells one unit of Forestville's
// stock of a product it holds many of (a store's stock has no demo:change; online stock is untouched).
import { expect, test, type Page } from '@playwright/test';
import { generateCatalogue } from '../../src/adapters/embedded/demo-data/generate-catalogue';
import { chooseDelivery, fillPickUp, showOrderSummary } from './support/checkout-page';
import { hosted } from './support/mode';

// The server's defaults (config.ts): same seed and size, so these products exist there.
const catalogue = generateCatalogue({ seed: 20261121, productCount: 2500 });
const at = (variant: { inventory: { locationId: string; quantity: number }[] }, location: string) => variant.inventory.find((i) => i.locationId === location)?.quantity ?? 0;
/** Light, in stock online, and many at Forestville (location 51), the first store the checkout offers. */
const product = catalogue.products.filter(
  (p) => p.status === 'active' && p.openBoxParent === null && p.variants.length === 1 && p.metafields.is_heavy === 'false' && at(p.variants[0]!, 'ONLINE') >= 3 && at(p.variants[0]!, '51') >= 20,
)[3]!;

test.skip(hosted, "hosted, the checkout is Shopify's own page: the embedded checkout exists only in embedded mode");

async function buyNow(page: Page, javaScriptEnabled: boolean) {
  // Headless Chromium reads as a bot, so Buy now confirms first (a plain form).
  await page.goto(`/en-au/cart/${product.variants[0]!.id}:1`);
  await page.getByRole('button', { name: 'Continue to checkout' }).click();
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  if (javaScriptEnabled) await page.waitForSelector('html[data-hydrated="true"]');
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled });

    test.describe('on a 390 px phone', () => {
      test.use({ viewport: { width: 390, height: 844 } });

      test('the summary folds above the form, Pick up shows the stores, and the one Place order places a pick-up order', async ({ page }) => {
        await buyNow(page, javaScriptEnabled);
        await expect(page.getByText('Secure checkout')).toBeVisible();
        await expect(page.getByRole('region', { name: 'Newsletter' })).toHaveCount(0);
        await expect(page.getByRole('navigation', { name: 'Policies' }).getByRole('link', { name: 'Returns Policy' })).toBeVisible();

        const items = page.getByRole('list', { name: 'Order items' });
        await expect(items).toBeHidden();
        await showOrderSummary(page);
        await expect(items).toContainText(`1 × ${product.title.slice(0, 65).trimEnd()}`);
        await expect(items.locator('img')).toBeVisible();
        await expect(page.getByText('Hide order summary')).toBeVisible();

        // Ship, at first: the address; no stores.
        await expect(page.getByLabel('Street address')).toBeVisible();
        await expect(page.getByRole('group', { name: 'Choose a store' })).toBeHidden();
        await chooseDelivery(page, 'Pick up');
        await expect(page.getByLabel('Street address')).toBeHidden();
        await expect(page.getByRole('group', { name: 'Choose a store' })).toBeVisible();
        await expect(page.getByRole('radio', { name: /^Forestville/ })).toBeChecked();
        await expect(page.getByTestId('checkout-pickup-shipping')).toHaveText('Free (pick up in store)');
        await expect(page.getByTestId('checkout-shipping')).toBeHidden();
        await expect(page.getByRole('button', { name: /^Place/ })).toHaveCount(1);

        await fillPickUp(page, { email: `focused-${javaScriptEnabled ? 'js' : 'nojs'}@example.com` });
        await page.getByRole('button', { name: 'Place order' }).click();
        await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
        await expect(page.getByTestId('order-pickup')).toContainText('Pick up at Forestville, 120 Leader Street, Forestville SA 5035');
        await expect(page.getByTestId('order-shipping')).toHaveText('Free');
      });
    });

    test('at 1280 px the form is on the left and the order summary, pictures and all, on the right', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await buyNow(page, javaScriptEnabled);
      const summary = page.getByRole('region', { name: 'Order summary' });
      await expect(summary.getByRole('list', { name: 'Order items' }).locator('img')).toBeVisible();
      await expect(page.getByText('Show order summary')).toBeHidden();
      const form = (await page.locator('.checkout-main').boundingBox())!;
      const aside = (await summary.boundingBox())!;
      expect(aside.x).toBeGreaterThanOrEqual(form.x + form.width);
      expect(aside.y).toBeLessThan(form.y + 100);
    });
  });
}
