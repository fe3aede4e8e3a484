// The cart journey of issue 6, in a real browser against the production build on the embedded
// store: add from a search results card and from a product page (the drawer opens each time), change quantities (decrease from 1 removes),
// watch the free-shipping banner cross $100, empty the cart, then buy now through a buy-now link
// and place the order at the embedded checkout.
import { expect, test, type Page } from '@playwright/test';
import { generateCatalogue } from '../../src/adapters/embedded/demo-data/generate-catalogue';
import type { DemoProduct } from '../../src/adapters/embedded/demo-data/catalogue-types';

// The server's defaults (config.ts): same seed and size, so these products exist there.
const catalogue = generateCatalogue({ seed: 20261121, productCount: 2500 });
const buyable = catalogue.products.filter(
  (p) => p.status === 'active' && p.openBoxParent === null && p.metafields.is_heavy === 'false' && p.variants[0]!.inventory.some((i) => i.quantity > 0),
);
const usd = (p: DemoProduct) => p.variants[0]!.prices.USD.price;
const cheap = buyable.find((p) => usd(p) >= 20_00 && usd(p) <= 40_00)!;
const topUp = buyable.find((p) => p.id !== cheap.id && usd(p) + usd(cheap) >= 100_00 && usd(p) < 90_00)!;

async function hydrated(page: Page) {
  await page.waitForSelector('html[data-hydrated="true"]');
}

/** The card's own Add to Cart on a search results page, the product found by its title. */
async function addFromListing(page: Page, product: DemoProduct) {
  await page.goto(`/search?${new URLSearchParams({ 'search[query]': product.title })}`);
  await hydrated(page);
  const card = page.locator(`.product-card[data-sku="${product.variants[0]!.sku}"]`);
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('dialog', { name: 'Cart' })).toBeVisible();
}

async function addFromProductPage(page: Page, product: DemoProduct) {
  await page.goto(`/products/${product.handle}`);
  await hydrated(page);
  await page.locator('.product-page__buy').getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('dialog', { name: 'Cart' })).toBeVisible();
}

test('a shopper fills the cart, crosses free shipping, empties it and buys now', async ({ page }) => {
  const drawer = page.getByRole('dialog', { name: 'Cart' });

  await addFromListing(page, cheap);
  await expect(drawer.locator('.cart-line')).toHaveCount(1);
  await expect(drawer.getByRole('link', { name: cheap.title.slice(0, 65).trimEnd() })).toBeVisible();
  await expect(drawer.locator('.cart-summary__banner')).toHaveText(/^Add \$[\d.,]+ to get free shipping!$/);
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  await drawer.getByRole('button', { name: 'Close cart' }).click();
  await addFromProductPage(page, topUp);
  await expect(drawer.locator('.cart-line')).toHaveCount(2);
  await expect(drawer.locator('.cart-summary__banner')).toHaveCount(0);
  await expect(drawer.getByTestId('cart-shipping')).toHaveText('Free');

  // Decrease from 1 removes the line: back under $100, the banner returns.
  await drawer.getByRole('button', { name: `Remove ${topUp.title}` }).first().click();
  await expect(drawer.locator('.cart-line')).toHaveCount(1);
  await expect(drawer.locator('.cart-summary__banner')).toHaveText(/to get free shipping!$/);

  // Increase and decrease on the remaining line: the quantity follows at once, the total from the server.
  await drawer.getByRole('button', { name: `Increase quantity of ${cheap.title}` }).click();
  await expect(drawer.locator('.cart-line__quantity-value')).toHaveText('2');
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  await drawer.getByRole('button', { name: `Decrease quantity of ${cheap.title}` }).click();
  await expect(drawer.locator('.cart-line__quantity-value')).toHaveText('1');
  await expect(drawer.getByTestId('cart-total')).not.toHaveText('');

  // The cart page shows the same cart; removing everything reaches the empty state.
  await page.goto('/cart');
  await hydrated(page);
  await expect(page.locator('.cart-page .cart-line')).toHaveCount(1);
  await page.locator('.cart-page').getByRole('button', { name: `Remove ${cheap.title}` }).first().click();
  await expect(page.locator('.cart-page')).toContainText('Your cart is empty.');
  await expect(page.locator('.cart-page').getByRole('link', { name: 'Continue Shopping' })).toBeVisible();

  // Buy now: a link with variant and quantity goes straight to checkout with those lines.
  await page.goto(`/cart/${cheap.variants[0]!.id}:2`);
  await expect(page).toHaveURL(/\/checkout\/[\w-]+$/);
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Order items' })).toContainText(`2 × ${cheap.title.slice(0, 65).trimEnd()}`);
  await page.getByLabel('Email', { exact: true }).fill('shopper@example.com');
  await page.getByLabel('Full name').fill('Sam Player');
  await page.getByLabel('Street address').fill('88 Grenfell Street');
  await page.getByLabel('City or suburb').fill('Adelaide');
  await page.getByLabel('Postcode').fill('5000');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByTestId('order-number')).toHaveText(/^#\d{4,}$/);
});

test('without JavaScript the cart form still adds and the cart page still shows it', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/products/${cheap.handle}`);
  await page.locator('.product-page__buy').getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(new RegExp(`/products/${cheap.handle}$`));
  await page.goto('/cart');
  await expect(page.locator('.cart-page .cart-line')).toHaveCount(1);
  await expect(page.locator('.cart-page')).toContainText(cheap.variants[0]!.sku);
  await context.close();
});

test('a cart that cannot be loaded shows the cart error, never the empty cart', async ({ page }) => {
  const form = { cartFormInput: JSON.stringify({ action: 'LinesAdd', inputs: { lines: [{ merchandiseId: `gid://shopify/ProductVariant/${cheap.variants[0]!.id}`, quantity: 1 }] } }) };
  expect((await page.request.post('/cart', { form, headers: { accept: 'application/json' } })).ok()).toBe(true);
  await page.route('**/api/cart', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'Something went wrong' }) }));

  // The page rendered on the server keeps its cart after the browser's load fails.
  const failedLoad = page.waitForResponse((response) => response.url().endsWith('/api/cart') && response.status() === 503);
  await page.goto('/cart');
  await hydrated(page);
  await failedLoad;
  await expect(page.locator('.cart-page .cart-line')).toHaveCount(1);
  await expect(page.locator('.cart-page')).not.toContainText('Your cart is empty.');

  // The drawer says what went wrong instead of claiming the cart is empty.
  const drawer = page.getByRole('dialog', { name: 'Cart' });
  await page.getByRole('link', { name: /^Cart, / }).click();
  await expect(drawer.getByRole('alert')).toHaveText('Something went wrong');
  await expect(drawer).not.toContainText('Your cart is empty.');

  // Once the cart answers again, opening the drawer loads it.
  await page.unroute('**/api/cart');
  await drawer.getByRole('button', { name: 'Close cart' }).click();
  await page.getByRole('link', { name: /^Cart, / }).click();
  await expect(drawer.locator('.cart-line')).toHaveCount(1);
  await expect(drawer.getByRole('alert')).toHaveCount(0);
});
