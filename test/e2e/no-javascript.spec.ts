// Issue 16, observation 8: the shop's journeys with JavaScript off. Every state the browser code
// renders has a server-rendered equivalent: deferred parts (stock, in-store availability, open-box
// units, the rental offer, the View Options promo) are in the page itself, the header's cart count is
// right in the first byte, Read more is a <details>, the shipping estimator renders its rates on the
// server, and every form posts and redirects.
import { expect, test } from '@playwright/test';
import { generateCatalogue } from '../../src/adapters/embedded/demo-data/generate-catalogue';
import type { DemoProduct } from '../../src/adapters/embedded/demo-data/catalogue-types';
import { loadConfig } from '../../src/server/config';
import { hosted } from './support/mode';
import { fillAustralianDelivery } from './support/checkout-form';

const config = loadConfig({});
const catalogue = generateCatalogue({ seed: config.demo.seed, productCount: config.demo.productCount });
const active = catalogue.products.filter((p) => p.status === 'active');
const online = (p: DemoProduct) => p.variants[0]!.inventory.find((e) => e.locationId === 'ONLINE')?.quantity ?? 0;
const openBoxParent = active.find((p) => p.openBoxParent === null && p.openBoxItems.length > 0)!;
/** The first rentable product of the demo seed, the Fender Player RV-130 Hollow Body Electric Guitar: $273.26 a week. */
const rentable = { handle: 'fender-player-rv-130-hollow-body-electric-guitar', headline: 'Rent from $273.26/week' };
/** A heavy product: its shipping is calculated by postcode, so the page has the estimator. */
const heavy = active.find((p) => p.metafields.is_heavy === 'true' && p.openBoxParent === null && online(p) > 0)!;
const longCopy = active.find((p) => p.openBoxParent === null && p.descriptionHtml.replace(/<[^>]*>/g, '').length > 1100)!;
const buyable = active.filter((p) => p.openBoxParent === null && p.metafields.is_heavy === 'false' && online(p) > 1 && p.variants.length === 1);
const first = buyable[0]!;
const second = buyable.find((p) => p.id !== first.id && p.title.slice(0, 20) !== first.title.slice(0, 20))!;

test.use({ javaScriptEnabled: false });

test('without JavaScript a shopper browses a category, shows more products and opens a product', async ({ page }) => {
  await page.goto('/collections/electric-guitars');
  const cards = page.locator('.shop-grid .product-card');
  const before = await cards.count();
  expect(before).toBeGreaterThan(0);
  await page.getByTestId('show-more').click();
  await expect(page).toHaveURL(/category%5Bpage%5D=2|category\[page\]=2/);
  await expect.poll(() => cards.count()).toBeGreaterThan(before);
  const title = (await cards.first().locator('.product-card__title').innerText()).trim();
  await cards.first().locator('a.product-card__link').click();
  await expect(page).toHaveURL(/\/products\//);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test('without JavaScript a shopper searches from the header and gets results', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('searchbox', { name: 'Search for a Product' }).or(page.getByRole('combobox', { name: 'Search for a Product' }));
  await box.first().fill('yamaha');
  await box.first().press('Enter');
  await expect(page).toHaveURL(/\/search\?search%5Bquery%5D=yamaha/);
  await expect(page.getByTestId('results-count')).toHaveText(/^[1-9][\d,]* results? found$/);
  await expect(page.locator('.shop-grid .product-card').first()).toBeVisible();
});

test('without JavaScript a shopper on a 390 px phone searches from the header too (the search button needs JavaScript; the field takes its row)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search for a Product' }).or(page.getByRole('searchbox', { name: 'Search for a Product' }));
  await expect(box.first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await box.first().fill('yamaha');
  await box.first().press('Enter');
  await expect(page).toHaveURL(/\/search\?search%5Bquery%5D=yamaha/);
  await expect(page.locator('.shop-grid .product-card').first()).toBeVisible();
});

test('without JavaScript the product page shows stock, in-store availability, the rental offer, the View Options promo, Read more and shipping rates', async ({ page }) => {
  await page.goto(`/en-au/products/${rentable.handle}`);
  await expect(page.locator('.store-availability')).toBeVisible();
  await expect(page.locator('.store-availability').getByRole('heading', { name: 'In-store availability' })).toBeVisible();
  await expect(page.getByTestId('online-stock')).toBeVisible();
  // Spec section 9: 'Rent from ${rate}/week'.
  await expect(page.getByTestId('rental-offer')).toContainText(rentable.headline);

  await page.goto(`/en-au/products/${heavy.handle}`);
  await page.locator('summary', { hasText: 'Shipping & Returns' }).click();
  const postcode = page.getByLabel('Estimate shipping to your postcode');
  await postcode.fill('3000');
  await page.getByRole('button', { name: 'Calculate' }).click();
  const result = page.locator('.shipping-estimator__result');
  await expect(result.locator('li').first()).toContainText(/Standard Delivery: (Free|\$[\d,]+\.\d{2})/);
  await expect(page).toHaveURL(new RegExp(`/en-au/products/${heavy.handle}\\?postcode=3000#shipping-estimate$`));
  await expect(postcode).toHaveValue('3000');
  await page.getByLabel('Estimate shipping to your postcode').fill('30a0');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.locator('.shipping-estimator__result')).toHaveText('Please enter a valid 4-digit postal code.');

  await page.goto(`/products/${longCopy.handle}`);
  const info = page.locator('.product-info');
  const more = page.locator('details.product-info__more summary');
  await expect(more).toHaveText('Read more', { useInnerText: true });
  const clipped = (await info.boundingBox())!.height;
  await more.click();
  await expect(more).toHaveText('Read less', { useInnerText: true });
  expect((await info.boundingBox())!.height).toBeGreaterThan(clipped);

  await page.goto(`/en-au/products/${openBoxParent.handle}`);
  await expect(page.getByRole('link', { name: 'View Options' })).toBeVisible();
});

test('without JavaScript a shopper adds an open-box unit, changes the cart (+, −, remove) and checks out; the header counts the items from the first byte', async ({ page }) => {
  await page.goto(`/en-au/products/${openBoxParent.handle}?obx=1`);
  await expect(page.getByText('Checking open-box units…')).toHaveCount(0);
  const unit = page.getByTestId('open-box-unit').first();
  await expect(unit).toBeVisible();
  await unit.getByRole('button', { name: /^Add open-box unit/ }).click();
  await expect(page).toHaveURL(new RegExp(`/en-au/products/${openBoxParent.handle}\\?obx=1$`));
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

  await page.goto(`/en-au/products/${first.handle}`);
  await page.locator('.product-page__buy').getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  await page.goto(`/en-au/products/${second.handle}`);
  await page.locator('.product-page__buy').getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();

  await page.getByRole('link', { name: 'Cart, 3 items' }).click();
  await expect(page).toHaveURL(/\/en-au\/cart$/);
  const cartPage = page.locator('.cart-page');
  await expect(cartPage.locator('.cart-line')).toHaveCount(3);
  const line = cartPage.locator('.cart-line', { hasText: first.variants[0]!.sku });
  await line.getByRole('button', { name: `Increase quantity of ${first.title}` }).click();
  await expect(page).toHaveURL(/\/en-au\/cart$/);
  await expect(line.locator('.cart-line__quantity-value')).toHaveText('2');
  await expect(page.getByRole('link', { name: 'Cart, 4 items' })).toBeVisible();
  await line.getByRole('button', { name: `Decrease quantity of ${first.title}` }).click();
  await expect(line.locator('.cart-line__quantity-value')).toHaveText('1');
  await cartPage.locator('.cart-line', { hasText: second.variants[0]!.sku }).getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(cartPage.locator('.cart-line')).toHaveCount(2);
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();

  // Hosted, checkout is Shopify's own page, which no journey on loopback can open: the cart's
  // Checkout link names the cart's checkoutUrl, and the journey stops there.
  if (hosted) {
    await expect(cartPage.getByRole('link', { name: /^Checkout/ })).toHaveAttribute('href', /^https:\/\/[^/]+\/cart\/c\//);
    return;
  }
  await cartPage.getByRole('link', { name: /^Checkout/ }).click();
  await expect(page).toHaveURL(/\/checkout\/[\w-]+$/);
  await fillAustralianDelivery(page);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByTestId('order-number')).toHaveText(/^#\d{4,}$/);
});

test.describe('with JavaScript', () => {
  test.use({ javaScriptEnabled: true });

  test('hydration takes over the server-rendered page without a flash: no deferred fallback, no empty cart count at any moment', async ({ page }) => {
    // A product whose units no journey buys: the unit ordered above has left its page (sold once).
    const unsold = active.filter((p) => p.openBoxParent === null && p.openBoxItems.length > 0)[2]!;
    const unit = unsold.openBoxItems[0]!;
    const add = await page.request.post('/en-au/cart', { form: { cartFormInput: JSON.stringify({ action: 'LinesAdd', inputs: { lines: [{ merchandiseId: `gid://shopify/ProductVariant/${first.variants[0]!.id}`, quantity: 2 }] } }) }, maxRedirects: 0 });
    expect(add.status()).toBe(303);
    // Everything the document shows, from the parser's first node to after hydration.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __seen: string[] }).__seen = seen;
      new MutationObserver((records) => {
        for (const record of records) {
          if (record.type === 'attributes' && record.target instanceof Element && record.target.matches('a.cart-link')) seen.push(record.target.getAttribute('aria-label') ?? '');
          for (const node of record.addedNodes) {
            if (node instanceof Element && node.matches('a.cart-link')) seen.push(node.getAttribute('aria-label') ?? '');
            if (/Checking open-box units/.test(node.textContent ?? '')) seen.push('Checking open-box units…');
          }
        }
      }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-label'] });
    });
    await page.goto(`/en-au/products/${unsold.handle}?obx=1`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await expect(page.getByTestId('open-box-unit').filter({ hasText: unit.condition }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
    const seen = await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((text) => text !== 'Cart, 2 items')).toEqual([]);
  });
});
