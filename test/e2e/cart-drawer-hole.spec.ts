// Issue 18: the cart drawer's contents come with the header's personal hole (issue 31: one ESI
// include per page). The first response of a carted shopper's page carries their lines and summary
// (in an inert <template> the drawer takes them from) with their data,
// so the drawer opens at once with them, before its own chunk has arrived and without asking the
// server for the cart; the pick-up line is asked for once the drawer shows it. Without JavaScript
// the drawer stays hidden and the cart link is the cart page. Holds in both modes: the hole is
// filled from whichever cart provider answers.
import { expect, test, type Page } from '@playwright/test';
import type { DemoProduct } from '../../src/adapters/embedded/demo-data/catalogue-types';
import { generateCatalogue } from '../../src/adapters/embedded/demo-data/generate-catalogue';

// The server's defaults (config.ts): same seed and size, so these products exist there.
const catalogue = generateCatalogue({ seed: 20261121, productCount: 2500 });
const buyable = catalogue.products.filter(
  (p) => p.status === 'active' && p.openBoxParent === null && p.variants.length === 1 && p.metafields.is_heavy === 'false' && p.variants[0]!.inventory.some((i) => i.quantity > 0),
);
const [inCart, onPage] = buyable as [DemoProduct, DemoProduct];
const gid = (p: DemoProduct) => `gid://shopify/ProductVariant/${p.variants[0]!.id}`;

async function addToCart(page: Page, product: DemoProduct, quantity: number) {
  const form = { cartFormInput: JSON.stringify({ action: 'LinesAdd', inputs: { lines: [{ merchandiseId: gid(product), quantity }] } }) };
  expect((await page.request.post('/cart', { form, headers: { accept: 'application/json' } })).ok()).toBe(true);
}

test('the drawer opens at once with the lines of the first response, without fetching the cart; the pick-up line follows', async ({ page }) => {
  await addToCart(page, inCart, 2);
  const cartLoads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/api/cart')) cartLoads.push(request.url());
  });
  // The drawer's own chunk is held: what shows comes from the first response alone.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/chunks\/cart-drawer-body-[A-Z0-9]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(`/products/${onPage.handle}`);
  await page.waitForSelector('html[data-hydrated="true"]');
  const drawer = page.getByRole('dialog', { name: 'Cart' });
  await expect(drawer).toBeHidden();

  await page.getByRole('link', { name: 'Cart, 2 items' }).click();
  await expect(drawer).toBeVisible();
  await expect(drawer.locator('.cart-line')).toHaveCount(1);
  await expect(drawer.locator('.cart-line__title')).toHaveAttribute('title', inCart.title);
  await expect(drawer.locator('.cart-line__quantity-value')).toHaveText('2');
  await expect(drawer.getByRole('link', { name: 'Checkout', exact: true })).toHaveAttribute('href', /./);
  await expect(drawer.getByText('Loading your cart…')).toHaveCount(0);
  expect(cartLoads).toEqual([]);

  // The interactive contents take over; the pick-up line is the one thing asked for, once.
  const pickupLoad = page.waitForRequest((request) => new URL(request.url()).pathname.endsWith('/api/cart') && new URL(request.url()).searchParams.get('with') === 'pickup');
  release();
  await pickupLoad;
  await expect(drawer.getByTestId('drawer-pickup-headline')).toBeVisible();
  await expect(drawer.locator('.cart-line__quantity-value')).toHaveText('2');
  await drawer.getByRole('button', { name: 'Close cart' }).click();
  await expect(drawer).toBeHidden();
  await page.getByRole('link', { name: 'Cart, 2 items' }).click();
  await expect(drawer.locator('.cart-line')).toHaveCount(1);
  expect(cartLoads).toHaveLength(1);
});

test("a '+' pressed in the first response's drawer before its chunk arrives changes the cart in place, no page load", async ({ page }) => {
  await addToCart(page, inCart, 2);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/chunks\/cart-drawer-body-[A-Z0-9]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  const path = `/products/${onPage.handle}`;
  await page.goto(path);
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.getByRole('link', { name: 'Cart, 2 items' }).click();
  const drawer = page.getByRole('dialog', { name: 'Cart' });
  const posted = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/cart');
  await drawer.getByRole('button', { name: `Increase quantity of ${inCart.title}` }).click();
  expect((await posted).ok()).toBe(true);
  await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(path);
  release();
  await expect(drawer.locator('.cart-line__quantity-value')).toHaveText('3');
  await expect(drawer.locator('.cart-contents')).toHaveAttribute('aria-busy', 'false');
});

test('without JavaScript the drawer stays hidden and the cart link leads to the cart page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await addToCart(page, inCart, 1);
  const response = await page.goto(`/products/${onPage.handle}`);
  await expect(page.locator('.cart-drawer')).toBeHidden();
  // The first response carries the lines for the drawer in the header part's inert <template>: nothing shows them without JavaScript.
  expect(/<template id="__cart-drawer">(.*?)<\/template>/s.exec((await response?.text()) ?? '')?.[1]?.match(/class="cart-line"/g)).toHaveLength(1);
  await expect(page.locator('.cart-drawer .cart-line')).toHaveCount(0);
  await page.getByRole('link', { name: 'Cart, 1 item' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.locator('.cart-page .cart-line')).toHaveCount(1);
  await context.close();
});
