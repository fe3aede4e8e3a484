// Click and collect (issue 20) in a real browser, in both modes. The product page and the cart
// say where and when an item can be picked up, 'Change store' is a plain form, and the cart's
// delivery preference (pick up at a store holding every line, or delivery) is set on the server,
// which refuses a store missing a line. Hosted, checkout is Shopify's own page, which no journey on
// loopback can open: there the journeys stop at the cart, whose preference the Shopify stand-in
// keeps and gives back (cart page), and whose Checkout link names the cart's checkoutUrl; the
// embedded checkout's steps (choosing the store, the confirmation) run in embedded mode only.
import { expect, test, type Page } from '@playwright/test';
import type { DemoProduct } from '../../src/adapters/embedded/demo-data/catalogue-types';
import { generateCatalogue } from '../../src/adapters/embedded/demo-data/generate-catalogue';
import { hosted } from './support/mode';
import { chooseDelivery, fillPickUp } from './support/checkout-page';
import { fillTestCard } from './support/test-card';

// The server's defaults (config.ts): same seed and size, so these products exist there.
const catalogue = generateCatalogue({ seed: 20261121, productCount: 2500 });
const at = (p: DemoProduct, location: string) => p.variants[0]!.inventory.find((e) => e.locationId === location)?.quantity ?? 0;
const plain = (p: DemoProduct) => p.status === 'active' && p.openBoxParent === null && p.variants.length === 1 && at(p, 'ONLINE') > 0;
// Forestville is inventory location 51, the Adelaide City store 52 (the content's store documents).
const forestvilleOnly = catalogue.products.filter((p) => plain(p) && p.metafields.is_heavy === 'false' && at(p, '51') >= 2 && at(p, '52') === 0);
const both = catalogue.products.find((p) => plain(p) && p.metafields.is_heavy === 'false' && at(p, '51') >= 2 && at(p, '52') >= 2)!;
const heavy = catalogue.products.find((p) => plain(p) && p.metafields.is_heavy === 'true' && at(p, '51') >= 1)!;

async function hydrated(page: Page) {
  await page.waitForSelector('html[data-hydrated="true"]');
}

async function addFromProductPage(page: Page, product: DemoProduct, count: number) {
  await page.goto(`/en-au/products/${product.handle}`);
  await hydrated(page);
  // The header's count is optimistic: wait for the server's answer before leaving the page.
  const added = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname.endsWith('/cart'));
  await page.locator('.product-page__buy').getByRole('button', { name: 'Add to Cart' }).click();
  expect((await added).ok()).toBe(true);
  await expect(page.getByRole('link', { name: new RegExp(`^Cart, ${count} items?`) })).toBeVisible();
}

async function expectShopifyCheckout(page: Page) {
  await expect(page.locator('.cart-page').getByRole('link', { name: /^Checkout/ })).toHaveAttribute('href', /^https:\/\/[^/]+\/cart\/c\//);
}

test('pick up at a store with stock for every line', async ({ page }) => {
  const product = forestvilleOnly[0]!;
  await page.goto(`/en-au/products/${product.handle}`);
  await hydrated(page);
  // Change store lists every store with its stock of this item and its hours today.
  await page.locator('.store-pickup__change summary').click();
  const city = page.locator('.store-pickup__store[data-store="adelaide-city"]');
  await expect(city).toContainText('Not in stock');
  await expect(city).toContainText('Ready in 2-4 days at Adelaide City');
  await expect(page.locator('.store-pickup__store[data-store="forestville"]')).toContainText(/\d+ in stock.*Today: /);
  await page.getByRole('button', { name: 'Choose Forestville' }).click();
  await expect(page.getByTestId('pickup-headline')).toHaveText(/^Pick up (today|tomorrow|[A-Z][a-z]+day) at Forestville$/);

  await addFromProductPage(page, product, 1);
  // The drawer the add opened says what the cart page says.
  const drawerLine = page.getByTestId('cart-drawer').getByTestId('drawer-pickup-headline');
  await expect(drawerLine).toHaveText(/^Pick up (today|tomorrow|[A-Z][a-z]+day) at Forestville$/);
  const said = await drawerLine.textContent();
  await page.goto('/en-au/cart');
  await expect(page.getByTestId('pickup-headline')).toHaveText(said!);
  await page.getByRole('button', { name: 'Pick up at Forestville (free)' }).click();
  await expect(page.getByTestId('cart-collecting')).toContainText(/^Collecting from Forestville: Ready from \d/);
  if (hosted) return expectShopifyCheckout(page);

  await page.locator('.cart-page').getByRole('link', { name: /^Checkout/ }).click();
  await expect(page.locator('input[name="store"][value="forestville"]')).toBeChecked();
  await fillPickUp(page);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByTestId('order-pickup')).toContainText('Pick up at Forestville, 120 Leader Street, Forestville SA 5035');
  await expect(page.getByTestId('order-pickup')).toContainText(/Ready from \d{1,2}(:\d{2})?(am|pm) (today, |on )[A-Z][a-z]+day \d{1,2} [A-Z][a-z]+, store time/);
  await expect(page.getByTestId('order-shipping')).toHaveText('Free');
});

test('a store missing a line says which, and the server refuses it', async ({ page }) => {
  const missing = forestvilleOnly[1]!;
  await addFromProductPage(page, missing, 1);
  await addFromProductPage(page, both, 2);
  await page.goto('/en-au/cart');
  await page.locator('.cart-page .store-pickup__change summary').click();
  await page.getByRole('button', { name: 'Choose Adelaide City' }).click();
  await expect(page.getByTestId('pickup-headline')).toHaveText('Ready in 2-4 days at Adelaide City');
  await page.locator('.cart-page .store-pickup__change summary').click();
  await expect(page.locator('.store-pickup__store[data-store="adelaide-city"]')).toContainText(`Not in stock here: ${missing.title}`);
  // Only a store holding every line is offered; asked anyway, the server refuses and changes nothing.
  await expect(page.getByRole('button', { name: 'Pick up at Adelaide City (free)' })).toHaveCount(0);
  const refusal = `Adelaide City does not have ${missing.title} in stock to pick up. Choose another store or delivery.`;
  const answer = await page.request.post('/en-au/collect', { headers: { accept: 'application/json' }, form: { method: 'pickup', store: 'adelaide-city' } });
  expect(answer.status()).toBe(409);
  expect(await answer.json()).toEqual({ error: { code: 'conflict', message: refusal } });
  await page.reload();
  await expect(page.getByTestId('cart-collecting')).toHaveCount(0);
  if (hosted) return expectShopifyCheckout(page);

  // The embedded checkout: the store cannot be chosen, and a forced choice is refused.
  await page.locator('.cart-page').getByRole('link', { name: /^Checkout/ }).click();
  // The cart is set for delivery: the shopper switches to Pick up.
  await chooseDelivery(page, 'Pick up');
  const cityChoice = page.locator('.checkout-stores label[data-store="adelaide-city"]');
  await expect(cityChoice).toContainText(`Not in stock here: ${missing.title}`);
  await expect(cityChoice.locator('input')).toBeDisabled();
  await cityChoice.locator('input').evaluate((input: HTMLInputElement) => {
    input.disabled = false;
    input.checked = true;
  });
  await fillPickUp(page);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText(refusal)).toBeVisible();
  await page.getByRole('link', { name: 'Back to checkout' }).click();
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
});

test('delivery with a heavy item', async ({ page }) => {
  await addFromProductPage(page, heavy, 1);
  await page.goto('/en-au/cart');
  await page.getByRole('button', { name: /^Pick up at .+ \(free\)$/ }).click();
  await expect(page.getByTestId('cart-collecting')).toBeVisible();
  await page.getByRole('button', { name: 'Deliver instead' }).click();
  await expect(page.getByTestId('cart-collecting')).toHaveCount(0);
  if (hosted) return expectShopifyCheckout(page);

  await page.locator('.cart-page').getByRole('link', { name: /^Checkout/ }).click();
  await page.getByLabel('Delivery postcode').fill('3000');
  await page.getByRole('button', { name: 'Calculate shipping' }).click();
  await expect(page.getByTestId('checkout-shipping')).toHaveText(/^Standard Delivery: \$\d/);
  await page.getByLabel('Email', { exact: true }).fill('shopper@example.com');
  await page.getByLabel('Full name').fill('Sam Player');
  await page.getByLabel('Street address').fill('1 Collins Street');
  await page.getByLabel('City or suburb').fill('Melbourne');
  await page.getByRole('combobox', { name: 'State or territory' }).selectOption('VIC');
  await fillTestCard(page);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByText('Shipping to Sam Player, 1 Collins Street, Melbourne VIC 3000, Australia')).toBeVisible();
  await expect(page.getByTestId('order-pickup')).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Change store is a plain form: choosing a store sets it and the page says when to pick up there', async ({ page }) => {
    const product = forestvilleOnly[0]!;
    await page.goto(`/en-au/products/${product.handle}`);
    await page.locator('.store-pickup__change summary').click();
    await page.getByRole('button', { name: 'Choose Adelaide City' }).click();
    await expect(page).toHaveURL(new RegExp(`/en-au/products/${product.handle}$`));
    await expect(page.getByTestId('pickup-headline')).toHaveText('Ready in 2-4 days at Adelaide City');
    await page.locator('.store-pickup__change summary').click();
    await page.getByRole('button', { name: 'Choose Forestville' }).click();
    await expect(page.getByTestId('pickup-headline')).toHaveText(/^Pick up (today|tomorrow|[A-Z][a-z]+day) at Forestville$/);
  });
});
