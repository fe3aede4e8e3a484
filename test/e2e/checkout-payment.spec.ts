// The embedded checkout's payment step (issue 29) as a shopper on a phone meets it, with and
// without JavaScript: a declined card keeps the cart and says why, the approving test card then
// places the order, and the receipt the confirmation promises is in the shop's outbox. Hosted,
// Shopify's own checkout takes payment, which no journey on loopback can open.
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { generateCatalogue } from '../../src/adapters/embedded/demo-data/generate-catalogue';
import { readOutbox } from '../support/eml';
import { hosted } from './support/mode';
import { fillTestCard, TEST_CARDS } from './support/test-card';
import { showOrderSummary } from './support/checkout-page';

// The server's defaults (config.ts): same seed and size, so these products exist there.
const catalogue = generateCatalogue({ seed: 20261121, productCount: 2500 });
const online = (p: (typeof catalogue.products)[number]) => p.variants[0]!.inventory.find((e) => e.locationId === 'ONLINE')?.quantity ?? 0;
const buyable = catalogue.products.filter((p) => p.status === 'active' && p.openBoxParent === null && p.variants.length === 1 && p.metafields.is_heavy === 'false' && online(p) >= 5);
// playwright.config.ts runs the server with DATA_DIR=var/e2e.
const OUTBOX = path.join('var', 'e2e', 'outbox');

test.skip(hosted, "Shopify's checkout takes payment in hosted mode (docs/payment.md)");
test.use({ viewport: { width: 390, height: 844 } });

async function checkoutWith(page: Page, n: number) {
  const product = buyable[n]!;
  // Buy now: headless Chromium reads as a bot, so it confirms first.
  await page.goto(`/en-au/cart/${product.variants[0]!.id}:1`);
  await page.getByRole('button', { name: 'Continue to checkout' }).click();
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  return product;
}

async function fillDelivery(page: Page, email: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Full name').fill('Sam Player');
  await page.getByLabel('Street address').fill('88 Grenfell Street');
  await page.getByLabel('City or suburb').fill('Adelaide');
  await page.getByRole('combobox', { name: 'State or territory' }).selectOption('SA');
  await page.getByLabel('Postcode').fill('5000');
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled });

    test('a declined card keeps the cart and says why; the approving card then places one order and its receipt is sent', async ({ page }) => {
      const product = await checkoutWith(page, javaScriptEnabled ? 0 : 1);
      const email = `payment-${javaScriptEnabled ? 'js' : 'nojs'}-${Date.now()}@example.com`;
      await fillDelivery(page, email);
      await fillTestCard(page, { card: TEST_CARDS.declines });
      await page.getByRole('button', { name: 'Place order' }).click();

      await expect(page).toHaveURL(/\/en-au\/checkout\/[\w-]+\?payment=declined$/);
      await expect(page.getByTestId('payment-message')).toHaveText('Your card was declined. Please try another card.');
      await showOrderSummary(page);
      await expect(page.getByRole('list', { name: 'Order items' })).toContainText(`1 × ${product.title.slice(0, 65).trimEnd()}`);

      await fillDelivery(page, email);
      await fillTestCard(page, { card: TEST_CARDS.approves });
      await page.getByRole('button', { name: 'Place order' }).click();
      await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
      await expect(page.getByText(`A receipt goes to ${email}.`)).toBeVisible();
      const number = (await page.getByTestId('order-number').textContent())!;
      expect(number).toMatch(/^#\d{4,}$/);

      await expect.poll(() => readOutbox(OUTBOX).filter((mail) => mail.headers.get('to') === email).map((mail) => mail.headers.get('subject'))).toEqual([`Your order ${number} is confirmed`]);
    });

    test('a gateway error says nothing was charged and places no order', async ({ page }) => {
      await checkoutWith(page, javaScriptEnabled ? 2 : 3);
      await fillDelivery(page, 'gateway@example.com');
      await fillTestCard(page, { card: TEST_CARDS.gatewayError });
      await page.getByRole('button', { name: 'Place order' }).click();
      await expect(page.getByTestId('payment-message')).toHaveText('We could not reach the payment provider. You have not been charged. Please try again.');
      await expect(page.getByRole('button', { name: 'Place order' })).toBeVisible();
    });
  });
}
