// After the order (issue 29, observation 8), on a phone, with and without JavaScript: the
// browser's Back button after placing an order shows the confirmation, never 'Oops! This Page
// Missed a Beat!'; the confirmation URL opened in another browser shows the order number and asks
// to sign in or confirm the email, never the buyer's name, email or street address, until the
// right email is given.
import { expect, test, type Page } from '@playwright/test';
import { generateCatalogue } from '../../src/adapters/embedded/demo-data/generate-catalogue';
import { hosted } from './support/mode';
import { fillAustralianDelivery } from './support/checkout-form';

// The server's defaults (config.ts): same seed and size, so this product exists there.
const catalogue = generateCatalogue({ seed: 20261121, productCount: 2500 });
const online = (p: (typeof catalogue.products)[number]) => p.variants[0]!.inventory.find((i) => i.locationId === 'ONLINE')?.quantity ?? 0;
// The light item with the most online stock, so journeys run again and again (orders may consume it).
const product = catalogue.products
  .filter((p) => p.status === 'active' && p.openBoxParent === null && p.metafields.is_heavy === 'false' && p.variants.length === 1)
  .reduce((best, p) => (online(p) > online(best) ? p : best));
const PHONE = { width: 390, height: 844 };
const NOT_FOUND = 'Oops! This Page Missed a Beat!';

let serial = 0;
/** A buyer whose details no page shows unless it is theirs. */
function buyer() {
  serial += 1;
  const id = `${Date.now()}${serial}`;
  return { email: `after-order-${id}@example.com`, name: `Robin Quietly ${id}`, address: `${serial} Hidden Lane ${id}` };
}

/**
 * One unit through buy now (headless Chromium reads as a bot, so it confirms first) and the
 * checkout form, filled in this one place, to the confirmation. Returns the confirmation's URL.
 */
async function placeOrder(page: Page, details: ReturnType<typeof buyer>): Promise<string> {
  await page.goto(`/en-au/cart/${product.variants[0]!.id}:1`);
  await page.getByRole('button', { name: 'Continue to checkout' }).click();
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await fillAustralianDelivery(page, { email: details.email, name: details.name, address: details.address });
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  return page.url();
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled, viewport: PHONE });
    test.skip(hosted, "hosted, Shopify's own checkout places the order and shows its own order status page: the embedded confirmation exists only in embedded mode");

    test('Back after ordering shows the confirmation, not a 404', async ({ page }) => {
      const details = buyer();
      const confirmation = await placeOrder(page, details);
      const number = await page.getByTestId('order-number').textContent();
      await page.goBack();
      await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
      await expect(page.getByText(NOT_FOUND)).toHaveCount(0);
      await expect(page.getByTestId('order-number')).toHaveText(number!);
      await expect(page.getByText(details.address)).toBeVisible();
      expect(page.url()).toBe(confirmation);
    });

    test('the confirmation URL in another browser shows the order number only, and the details after the right email', async ({ page, browser }) => {
      const details = buyer();
      const confirmation = await placeOrder(page, details);
      const number = (await page.getByTestId('order-number').textContent())!;

      const other = await browser.newContext({ javaScriptEnabled, viewport: PHONE });
      const stranger = await other.newPage();
      await stranger.goto(confirmation);
      await expect(stranger.getByTestId('order-number')).toHaveText(number);
      await expect(stranger.getByText("Sign in or confirm your email to see this order's details")).toBeVisible();
      const html = await stranger.content();
      for (const personal of [details.email, details.name, details.address]) expect(html).not.toContain(personal);

      await stranger.getByLabel('Email used for this order').fill('someone-else@example.com');
      await stranger.getByRole('button', { name: 'Show order details' }).click();
      await expect(stranger.getByRole('alert')).toHaveText('We could not confirm that email for this order.');
      expect(await stranger.content()).not.toContain(details.address);

      await stranger.getByLabel('Email used for this order').fill(details.email.toUpperCase());
      await stranger.getByRole('button', { name: 'Show order details' }).click();
      await expect(stranger.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
      await expect(stranger.getByText(details.address)).toBeVisible();
      await other.close();
    });
  });
}
