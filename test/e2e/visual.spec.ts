// Visual checks (issue 33): the first screen of home, a collection, a product, an open-box product,
// the cart with a line, the empty cart, the checkout (ship and pick up), a store page and the 404, at 390 and 1280 px, and the header's menus open
// (a department's mega menu at 1280 px, the mobile menu at 390 px), compared with committed
// pictures, so a layout regression fails a test.
//
// Fixed: the demo catalogue's default seed (the server under test runs it), the viewport, the
// browser's clock, the fonts (Debian's Chromium with the system's fonts, as CI runs it), reduced
// motion (carousels do not autoplay) and animations disabled. Masked: what depends on the server's
// clock (a store's 'open now' and today's hours) and third-party frames (the store's map).
//
// Regenerate every baseline after a deliberate change of the look (one command, from the repo root):
//
//   npm run build && E2E_PORT=3100 npx playwright test test/e2e/visual.spec.ts --update-snapshots
//
// The pictures are in test/e2e/visual.spec.ts-snapshots/.
import { expect, test, type Page } from '@playwright/test';
import { generateCatalogue } from '../../src/adapters/embedded/demo-data/generate-catalogue';
import { loadConfig } from '../../src/server/config';

const config = loadConfig({});
const catalogue = generateCatalogue({ seed: config.demo.seed, productCount: config.demo.productCount });
const active = catalogue.products.filter((p) => p.status === 'active' && p.openBoxParent === null);
const online = (p: (typeof active)[number]) => p.variants[0]!.inventory.find((e) => e.locationId === 'ONLINE')?.quantity ?? 0;
// Never sold by any journey (a journey buys the first products with stock): the last such product.
const product = active.filter((p) => online(p) > 3 && p.variants.length === 1 && p.images.length > 1).at(-1)!;
// Its units are not sold by a journey either: the last parent with open-box units.
const openBoxParent = active.filter((p) => p.openBoxItems.length > 0).at(-1)!;

const WIDTHS = [390, 1280] as const;
const HEIGHT = { 390: 844, 1280: 900 } as const;
const CLOCK = new Date('2026-03-04T10:30:00+11:00');

async function ready(page: Page) {
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.evaluate(() => document.fonts.ready);
  // Lazy images in the first screen have landed.
  const pending = () =>
    page.evaluate(() =>
      [...document.images]
        .filter((img) => {
          const box = img.getBoundingClientRect();
          return box.width > 0 && box.top < innerHeight && box.bottom > 0 && box.left < innerWidth && box.right > 0;
        })
        .filter((img) => !img.complete).length,
    );
  await expect.poll(pending, { timeout: 15_000 }).toBe(0);
}

const masks = (page: Page) => [
  page.locator('.open-now'),
  page.locator('.store-page__today'),
  page.locator('iframe'),
  page.locator('.store-page__location-today'),
  // The server's clock: when a pick-up is ready, and today's hours.
  page.locator('.checkout-stores__when'),
  page.locator('.checkout-stores .store-pickup__hours'),
];

async function shoot(page: Page, name: string) {
  await ready(page);
  await expect(page).toHaveScreenshot(`${name}.png`, { animations: 'disabled', caret: 'hide', mask: masks(page), maxDiffPixelRatio: 0.01 });
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: HEIGHT[width] }, reducedMotion: 'reduce', deviceScaleFactor: 1 });
    test.beforeEach(async ({ page }) => {
      await page.clock.setFixedTime(CLOCK);
    });

    test('home', async ({ page }) => {
      await page.goto('/en-au/');
      await shoot(page, `home-${width}`);
    });

    test('a collection', async ({ page }) => {
      await page.goto('/en-au/collections/guitar-bass');
      await shoot(page, `collection-${width}`);
    });

    test('a product', async ({ page }) => {
      await page.goto(`/en-au/products/${product.handle}`);
      await shoot(page, `product-${width}`);
    });

    test('an open-box product', async ({ page }) => {
      await page.goto(`/en-au/products/${openBoxParent.handle}?obx=1`);
      await expect(page.getByTestId('open-box-unit').first()).toBeVisible();
      await shoot(page, `open-box-${width}`);
    });

    test('the cart with a line', async ({ page }) => {
      await page.goto(`/en-au/products/${product.handle}`);
      await ready(page);
      // The cart is the server's once the add's post has answered (the drawer shows the line before that).
      const added = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname.endsWith('/cart') && response.ok());
      await page.locator('.product-page__buy').getByRole('button', { name: 'Add to Cart' }).click();
      await added;
      await expect(page.getByTestId('cart-drawer')).toBeVisible();
      await page.goto('/en-au/cart');
      await expect(page.locator('.cart-line')).toHaveCount(1);
      await shoot(page, `cart-${width}`);
    });

    test('the checkout', async ({ page }) => {
      // Buy now: headless Chromium reads as a bot, so it confirms first.
      await page.goto(`/en-au/cart/${product.variants[0]!.id}:1`);
      await page.getByRole('button', { name: 'Continue to checkout' }).click();
      await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
      await shoot(page, `checkout-${width}`);
    });

    // At 1280 px only: at 390 px when a store's order is ready ('today' or a weekday, the server's
    // clock) can take one line or two, which moves what follows.
    if (width === 1280) {
      test('the checkout with pick up chosen', async ({ page }) => {
        await page.goto(`/en-au/cart/${product.variants[0]!.id}:1`);
        await page.getByRole('button', { name: 'Continue to checkout' }).click();
        await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
        await ready(page);
        await page.locator('.checkout-switch__option', { hasText: 'Pick up' }).click();
        await expect(page.getByRole('group', { name: 'Choose a store' })).toBeVisible();
        await shoot(page, `checkout-pickup-${width}`);
      });
    }

    test('the empty cart', async ({ page }) => {
      await page.goto('/en-au/cart');
      await expect(page.getByRole('heading', { name: 'Shop by department' })).toBeVisible();
      await shoot(page, `empty-cart-${width}`);
    });

    test('a store page', async ({ page }) => {
      await page.goto('/en-au/locations/melbourne-fitzroy');
      await shoot(page, `store-${width}`);
    });

    test('the 404 page', async ({ page }) => {
      await page.goto('/en-au/no-such-page-here');
      await shoot(page, `not-found-${width}`);
    });
  });
}

test.describe('the header menus open', () => {
  test.use({ reducedMotion: 'reduce', deviceScaleFactor: 1 });
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(CLOCK);
  });

  test('at 1280 px a department opens its mega menu', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/en-au/pages/about-us');
    await ready(page);
    const keyboards = page.locator('.mega-menu__departments').getByRole('button', { name: 'Keyboards' });
    await keyboards.click();
    await expect(page.getByRole('link', { name: 'Shop all Keyboards' })).toBeVisible();
    // The panel's own code has taken over (the server's HTML shows the first department until it does).
    await expect(page.locator('.mega-menu .lazy-island[data-live]')).toBeAttached();
    await keyboards.hover();
    await shoot(page, 'header-department-open-1280');
  });

  test('at 390 px the mobile menu', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/en-au/');
    await ready(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await shoot(page, 'mobile-menu-open-390');
  });
});
