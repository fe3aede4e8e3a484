// Issue 18, "a lighter client": the search popup's instant results, the cart drawer's contents, the
// mega menu's panel, the lightbox and the browser router are chunks of their own, fetched when
// needed. On a slow network the shopper may open one before its chunk has arrived: it must respond
// at once (no dead click) and become whole when the chunk lands. Each journey holds the part's
// chunk at the network (Playwright routing) until the step that needs it missing is done, so none
// depends on timing. Holds in both modes: nothing here depends on which provider answers.
import { expect, test, type Page } from '@playwright/test';
import { generateCatalogue } from '../../src/adapters/embedded/demo-data/generate-catalogue';

// The server's defaults (config.ts): same seed and size, so this product exists there; heavy, so its page has the postcode estimator.
const heavy = generateCatalogue({ seed: 20261121, productCount: 2500 }).products.find(
  (p) => p.status === 'active' && p.openBoxParent === null && p.metafields.is_heavy === 'true' && p.variants.length === 1 && p.variants[0]!.inventory.some((i) => i.quantity > 0),
)!;

async function hydrated(page: Page) {
  await page.waitForSelector('html[data-hydrated="true"]');
}

/** Holds every request for one lazy chunk ('search-popup-form-ABCD1234.js') until release(). */
async function holdChunk(page: Page, name: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route(new RegExp(`/assets/chunks/${name}-[A-Z0-9]+\\.js$`), async (route) => {
    requested = true;
    await released;
    await route.continue();
  });
  return { release, requested: () => requested };
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
});

test('the search popup opened before its instant results arrive takes the typing and checks it; the results follow once they land', async ({ page }) => {
  const chunk = await holdChunk(page, 'instant-results');
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('combobox', { name: 'Search for a Product' }).click();
  const popup = page.getByRole('dialog', { name: 'Search' }).first();
  await expect(popup).toBeVisible();
  const field = popup.getByRole('searchbox', { name: 'Search for...' });
  await expect(field).toBeFocused();
  await field.press('Enter');
  await expect(popup.getByRole('alert')).toHaveText('Please enter a search term.');
  await page.keyboard.type('bass');
  await expect(field).toHaveValue('bass');
  expect(chunk.requested()).toBe(true);

  chunk.release();
  await expect(popup.getByRole('list', { name: 'Instant results' })).toBeVisible();
  await expect(field).toBeFocused();
});

test('the cart drawer opened before its contents arrive says it is loading and closes; the lines show once they land', async ({ page }) => {
  const chunk = await holdChunk(page, 'cart-drawer-body');
  await page.goto('/collections/guitar-bass');
  await hydrated(page);
  const card = page.locator('.product-card').filter({ has: page.getByRole('button', { name: 'Add to Cart', disabled: false }) }).first();
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  const drawer = page.getByRole('dialog', { name: 'Cart' });
  await expect(drawer.getByRole('status')).toHaveText('Loading your cart…');
  await drawer.getByRole('button', { name: 'Close cart' }).click();
  await expect(drawer).toBeHidden();

  await page.getByRole('link', { name: /^Cart, 1 item/ }).click();
  await expect(drawer.getByRole('status')).toHaveText('Loading your cart…');
  chunk.release();
  await expect(drawer.locator('.cart-line')).toHaveCount(1);
});

test('the mega menu opened before its panel chunk arrives shows the server-rendered categories; hover picks one once it lands', async ({ page }) => {
  const chunk = await holdChunk(page, 'mega-menu-panel');
  await page.goto('/pages/about-us');
  await hydrated(page);
  const toggle = page.getByRole('button', { name: 'Shop by Category' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const categories = page.getByRole('list', { name: 'Categories' });
  await expect(categories.getByRole('link', { name: 'Keyboards' })).toBeVisible();
  expect(chunk.requested()).toBe(true);

  chunk.release();
  // The panel's own code lands in its own time; the shopper's next move over a category (here from
  // Guitar & Bass to Keyboards) is what picks one once it has: a hover before it lands is not replayed.
  await expect(async () => {
    await categories.getByRole('link', { name: 'Guitar & Bass' }).hover();
    await categories.getByRole('link', { name: 'Keyboards' }).hover();
    await expect(page.getByRole('link', { name: 'Digital Pianos', exact: true })).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 10_000 });
});

test('the lightbox opened before its chunk arrives shows the image and closes; its controls come once it lands', async ({ page }) => {
  const chunk = await holdChunk(page, 'lightbox-stage');
  await page.goto('/collections/guitar-bass');
  await page.locator('.product-card__link').first().click();
  await hydrated(page);
  const enlarge = page.getByRole('button', { name: /^Enlarge image 1 of/ });
  await enlarge.click();
  const lightbox = page.locator('dialog.lightbox');
  await expect(lightbox).toBeVisible();
  await expect(lightbox.locator('img')).toBeVisible();
  await lightbox.getByRole('button', { name: 'Close' }).click();
  await expect(lightbox).toBeHidden();

  await enlarge.click();
  chunk.release();
  await expect(lightbox.locator('.lightbox__count')).toHaveText(/^1 \/ \d+$/);
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
});

test('a link followed before the browser router has arrived navigates client-side once it lands', async ({ page }) => {
  const chunk = await holdChunk(page, 'browser-router');
  await page.goto('/pages/about-us');
  await hydrated(page);
  // Set on this document: still there after the navigation only if the document was not replaced.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).first().click();
  await expect.poll(() => chunk.requested()).toBe(true);
  chunk.release();
  await expect(page).toHaveURL(/\/pages\/contact$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Contact');
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('the newsletter form typed into before its chunk arrives keeps the address; its button comes alive once it lands', async ({ page }) => {
  const chunk = await holdChunk(page, 'newsletter-form');
  await page.goto('/pages/about-us');
  await hydrated(page);
  const form = page.getByRole('form', { name: 'Subscribe to our newsletter' });
  const email = form.getByLabel('Email address');
  await email.fill('early@example.com');
  await expect.poll(() => chunk.requested()).toBe(true);
  await expect(form.getByRole('button', { name: 'Subscribe' })).toBeDisabled();

  chunk.release();
  await expect(form.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  await expect(email).toHaveValue('early@example.com');
  await expect(email).toBeFocused();
});

test('the shipping estimator used before its chunk arrives answers as a form of the page; it answers in place once it lands', async ({ page }) => {
  const chunk = await holdChunk(page, 'shipping-estimator');
  await page.goto(`/products/${heavy.handle}`);
  await hydrated(page);
  await page.locator('summary', { hasText: 'Shipping & Returns' }).click();
  // The default site ships to the United States: a ZIP code.
  await page.getByLabel('Estimate shipping to your postcode').fill('10001');
  await page.getByRole('button', { name: 'Calculate' }).click();
  // The page itself with ?postcode=10001: the server rendered the rates.
  await expect(page).toHaveURL(/postcode=10001/);
  await expect(page.locator('.shipping-estimator__result li').first()).toContainText(/Standard Delivery: (Free|\$[\d,]+\.\d{2})/);
  expect(chunk.requested()).toBe(true);

  chunk.release();
  await hydrated(page);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const postcode = page.getByLabel('Estimate shipping to your postcode');
  await postcode.fill('30a0');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.locator('.shipping-estimator__result')).toHaveText('Please enter a valid ZIP code: 5 digits, or ZIP+4 such as 10001-1234.');
  // Alaska: no carrier in the demo rate table.
  await postcode.fill('99501');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.locator('.shipping-estimator__result')).toHaveText('No shipping options available. Please try a different postal code.');
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('a product alert opened and typed into before its chunk arrives stays open with the address; its button comes alive once it lands', async ({ page }) => {
  const chunk = await holdChunk(page, 'product-alerts');
  await page.goto(`/products/${heavy.handle}`);
  await hydrated(page);
  const alert = page.locator('[data-alert="price-drop"]');
  await alert.getByText('Tell me if the price drops').click();
  await alert.getByLabel('Email address').fill('drop@example.com');
  await expect.poll(() => chunk.requested()).toBe(true);
  await expect(alert.getByRole('button', { name: 'Notify me' })).toBeDisabled();

  chunk.release();
  await expect(alert.getByRole('button', { name: 'Notify me' })).toBeEnabled();
  await expect(alert.getByLabel('Email address')).toHaveValue('drop@example.com');
  await expect(alert.getByLabel('Email address')).toBeFocused();
});

test('the mobile menu opened before its contents arrive shows them; a category toggled meanwhile opens once they land', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const chunk = await holdChunk(page, 'mobile-menu-contents');
  await page.goto('/pages/about-us');
  await hydrated(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  const toggle = menu.locator('.mobile-menu__category summary').first();
  await expect(toggle).toBeVisible();
  await expect(menu.getByRole('link', { name: 'New Arrivals' })).toBeVisible();
  await toggle.click();
  expect(chunk.requested()).toBe(true);

  chunk.release();
  await expect(menu.locator('details.mobile-menu__category').first()).toHaveAttribute('open', '');
  await expect(menu.getByRole('link', { name: /^Shop all / }).first()).toBeVisible();
});
