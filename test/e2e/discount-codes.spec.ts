// Issue 29, observation 7: codes applied only through a /discount/CODE link; the cart page, the
// drawer and the checkout had no field for one. A shopper on a 390 px phone types a code in the
// drawer (it updates in place, the drawer stays open), is told when a code is not valid, removes
// it, and types one at checkout, which comes back with the new totals; without JavaScript the same
// forms post and come back to the page with the message.
import { expect, test, type Page } from '@playwright/test';
import { hosted } from './support/mode';

/**
 * Light products of the demo seed (20261121, 2,500 products), one variant each, sold online, $200
 * to $300: free shipping with or without 10% off. SHOWTIME10 takes 10% off, to the nearest cent;
 * whole dollars show without cents (spec section 9).
 */
const products = [
  { handle: 'novation-special-pe-510-midi-keyboard-controller', price: '$269.99', discount: '−$27', discounted: '$242.99' },
  { handle: 'gretsch-limited-za-490-hardware-stand', price: '$230.99', discount: '−$23.10', discounted: '$207.89' },
  { handle: 'chauvet-dj-limited-na-330-strobe-light', price: '$296.99', discount: '−$29.70', discounted: '$267.29' },
  { handle: 'adj-nova-ht-800-dmx-lighting-controller', price: '$223.99', discount: '−$22.40', discounted: '$201.59' },
  { handle: 'rode-custom-ka-810-recording-software', price: '$277.99', discount: '−$27.80', discounted: '$250.19' },
] as const;
type Product = (typeof products)[number];

test.use({ viewport: { width: 390, height: 844 } });
test.skip(hosted, "hosted, Shopify reports a code only as applicable or not, and its own checkout takes codes (docs/discount-codes.md): these journeys check the shop's own words and checkout");

async function hydrated(page: Page) {
  await page.waitForSelector('html[data-hydrated="true"]');
}

async function addToCart(page: Page, product: Product) {
  await page.goto(`/products/${product.handle}`);
  await hydrated(page);
  await page.locator('.product-page__buy').getByRole('button', { name: 'Add to Cart' }).click();
  const drawer = page.getByRole('dialog', { name: 'Cart' });
  await expect(drawer.locator('.cart-line')).toHaveCount(1);
  await expect(drawer.locator('.cart-contents')).toHaveAttribute('aria-busy', 'false');
  return drawer;
}

test.describe('with JavaScript', () => {
  test('a code typed in the drawer applies in place, an unknown one says so, and Remove takes it off', async ({ page }) => {
    const product = products[0]!;
    const drawer = await addToCart(page, product);
    const url = page.url();
    const total = drawer.getByTestId('cart-total');
    await expect(total).toHaveText(product.price);

    await drawer.getByLabel('Discount code', { exact: true }).fill('SAVE10');
    await drawer.getByRole('button', { name: 'Apply' }).click();
    await expect(drawer.getByRole('alert').filter({ hasText: 'SAVE10' })).toHaveText('Sorry, SAVE10 is not a valid discount code.');
    await expect(total).toHaveText(product.price);

    await drawer.getByLabel('Discount code', { exact: true }).fill('showtime10');
    await drawer.getByRole('button', { name: 'Apply' }).click();
    await expect(drawer.getByTestId('discount-code').filter({ hasText: 'showtime10' })).toContainText('Applied');
    await expect(drawer.getByTestId('cart-discount')).toHaveText(product.discount);
    await expect(total).toHaveText(product.discounted);
    await expect(drawer).toBeVisible();
    expect(page.url()).toBe(url);

    await drawer.getByRole('button', { name: 'Remove discount code SAVE10' }).click();
    await expect(drawer.getByTestId('discount-code')).toHaveCount(1);
    await drawer.getByRole('button', { name: 'Remove discount code showtime10' }).click();
    await expect(drawer.getByTestId('discount-code')).toHaveCount(0);
    await expect(drawer.getByTestId('cart-discount')).toHaveCount(0);
    await expect(total).toHaveText(product.price);
    await expect(drawer).toBeVisible();
  });

  test('an expired and a wrong-market code say why on the cart page, in place', async ({ page }) => {
    const product = products[1]!;
    await addToCart(page, product);
    await page.goto('/cart');
    await hydrated(page);
    const summary = page.locator('.cart-page');
    await summary.getByLabel('Discount code', { exact: true }).fill('SPRING15');
    await summary.getByRole('button', { name: 'Apply' }).click();
    await expect(summary.getByRole('alert').first()).toHaveText('This discount code has expired.');
    await summary.getByLabel('Discount code', { exact: true }).fill('AUSSIE10');
    await summary.getByRole('button', { name: 'Apply' }).click();
    await expect(summary.getByTestId('discount-code').filter({ hasText: 'AUSSIE10' }).getByRole('alert')).toHaveText('This discount code is not valid in this market.');
    await expect(page).toHaveURL(/\/cart$/);
  });

  test('a code typed at checkout comes back with the new totals, and stays when the shopper returns to the checkout', async ({ page }) => {
    const product = products[2]!;
    const drawer = await addToCart(page, product);
    await drawer.getByRole('link', { name: 'Checkout' }).click();
    await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
    const checkout = page.url();
    const form = page.locator('.checkout-page');
    await expect(page.getByTestId('checkout-total')).toHaveText(product.price);

    await form.getByLabel('Discount code', { exact: true }).fill('SHOWTIME10');
    await form.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByTestId('checkout-discount')).toHaveText(product.discount);
    await expect(page.getByTestId('checkout-total')).toHaveText(product.discounted);
    expect(page.url()).toBe(checkout);

    await page.goto('/cart');
    await expect(page.getByTestId('cart-total')).toHaveText(product.discounted);
    await page.goto(checkout);
    await expect(page.getByTestId('checkout-total')).toHaveText(product.discounted);

    await page.locator('.checkout-page').getByRole('button', { name: 'Remove discount code SHOWTIME10' }).click();
    await expect(page.getByTestId('checkout-discount')).toHaveCount(0);
    await expect(page.getByTestId('checkout-total')).toHaveText(product.price);
  });
});

test('a code typed in the first response’s drawer, before its chunk arrives, is sent with the typed code and applies in place', async ({ page }) => {
  const product = products[4]!;
  await addToCart(page, product);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/chunks\/cart-drawer-body-[A-Z0-9]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  const path = `/products/${product.handle}`;
  await page.goto(path);
  await hydrated(page);
  await page.getByRole('link', { name: 'Cart, 1 item' }).click();
  const drawer = page.getByRole('dialog', { name: 'Cart' });
  const posted = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/cart');
  await drawer.getByLabel('Discount code', { exact: true }).fill('SHOWTIME10');
  await drawer.getByRole('button', { name: 'Apply' }).click();
  const answer = (await (await posted).json()) as { cart: { discountCodes: { code: string; applicable: boolean }[] } };
  expect(answer.cart.discountCodes).toEqual([{ code: 'SHOWTIME10', applicable: true, message: null }]);
  expect(new URL(page.url()).pathname).toBe(path);
  release();
  await expect(drawer.getByTestId('cart-total')).toHaveText(product.discounted);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the cart page and the checkout post the code and come back with the message or the new totals', async ({ page }) => {
    const product = products[3]!;
    await page.goto(`/products/${product.handle}`);
    await page.locator('.product-page__buy').getByRole('button', { name: 'Add to Cart' }).click();
    await page.goto('/cart');
    const cart = page.locator('.cart-page');
    await cart.getByLabel('Discount code', { exact: true }).fill('SAVE10');
    await cart.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(cart.getByTestId('discount-code')).toContainText('Sorry, SAVE10 is not a valid discount code.');
    await cart.getByRole('button', { name: 'Remove discount code SAVE10' }).click();
    await expect(cart.getByTestId('discount-code')).toHaveCount(0);

    await cart.getByRole('link', { name: 'Checkout' }).click();
    const checkout = page.url();
    const form = page.locator('.checkout-page');
    await form.getByLabel('Discount code', { exact: true }).fill('SHOWTIME10');
    await form.getByRole('button', { name: 'Apply' }).click();
    expect(page.url()).toBe(checkout);
    await expect(page.getByTestId('checkout-discount')).toHaveText(product.discount);
    await expect(page.getByTestId('checkout-total')).toHaveText(product.discounted);
  });
});
