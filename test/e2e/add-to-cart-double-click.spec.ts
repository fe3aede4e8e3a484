// Issue 29, observation 9: a double-click on Add to Cart added one unit (right) but the drawer never
// opened (its second click landed on the drawer's overlay, which closed it). A double-click must
// behave like one click: one unit, one post, the drawer open; on a desktop and on a 390 px phone,
// from a product page and from a card. Without JavaScript a plain form posts; the cart page shows
// the line.
import { expect, test, type Page } from '@playwright/test';
import { generateCatalogue } from '../../src/adapters/embedded/demo-data/generate-catalogue';
import type { DemoProduct } from '../../src/adapters/embedded/demo-data/catalogue-types';
import { variantAvailability } from '../../src/domain/availability';

const catalogue = generateCatalogue({ seed: 20261121, productCount: 2500 });
const sellable = (p: DemoProduct) => variantAvailability({ onlineQuantity: p.variants[0]!.inventory.find((i) => i.locationId === 'ONLINE')?.quantity ?? 0, stockStatus: p.metafields.stock_status }).buyable;
const buyable = catalogue.products.filter((p) => p.status === 'active' && p.openBoxParent === null && p.openBoxItems.length === 0 && p.variants.length === 1 && p.metafields.is_heavy === 'false' && sellable(p));
const onPage = buyable[3]!;
const onCard = buyable[4]!;

async function hydrated(page: Page) {
  await page.waitForSelector('html[data-hydrated="true"]');
}

/** Counts the cart form posts the page sends. */
function countCartPosts(page: Page): { readonly count: number } {
  const counter = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/cart(\?index)?$/.test(new URL(request.url()).pathname + new URL(request.url()).search)) counter.count += 1;
  });
  return counter;
}

async function expectOneUnitInOpenDrawer(page: Page, product: DemoProduct, posts: { readonly count: number }) {
  const drawer = page.getByRole('dialog', { name: 'Cart' });
  await expect(drawer).toBeVisible();
  await expect(drawer.locator('.cart-contents')).toHaveAttribute('aria-busy', 'false');
  await expect(drawer.locator('.cart-line')).toHaveCount(1);
  await expect(drawer.locator('.cart-line__quantity-value')).toHaveText('1');
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  expect(posts.count).toBe(1);
  // Still open once everything has settled: nothing closed it behind the shopper's back.
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link', { name: product.title.slice(0, 65).trimEnd() })).toBeVisible();
}

for (const viewport of [{ name: 'desktop', width: 1280, height: 900 }, { name: '390 px phone', width: 390, height: 844 }]) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('a double-click on the product page’s Add to Cart adds one unit and leaves the drawer open', async ({ page }) => {
      const posts = countCartPosts(page);
      await page.goto(`/products/${onPage.handle}`);
      await hydrated(page);
      await page.locator('.product-page__buy').getByRole('button', { name: 'Add to Cart' }).dblclick();
      await expectOneUnitInOpenDrawer(page, onPage, posts);
    });

    test('a double-click on a search card’s Add to Cart adds one unit and leaves the drawer open', async ({ page }) => {
      const posts = countCartPosts(page);
      await page.goto(`/search?${new URLSearchParams({ 'search[query]': onCard.title })}`);
      await hydrated(page);
      await page.locator(`.product-card[data-sku="${onCard.variants[0]!.sku}"]`).getByRole('button', { name: 'Add to Cart' }).dblclick();
      await expectOneUnitInOpenDrawer(page, onCard, posts);
    });

    test('a single click on the drawer’s overlay still closes it', async ({ page }) => {
      test.skip(viewport.width < 768, 'on a phone the drawer covers the page: there is no overlay to click');
      await page.goto(`/products/${onPage.handle}`);
      await hydrated(page);
      await page.locator('.product-page__buy').getByRole('button', { name: 'Add to Cart' }).click();
      const drawer = page.getByRole('dialog', { name: 'Cart' });
      await expect(drawer).toBeVisible();
      await page.mouse.click(10, viewport.height / 2);
      await expect(drawer).toBeHidden();
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('Add to Cart posts the plain form and the cart page holds the line', async ({ page }) => {
    await page.goto(`/products/${onPage.handle}`);
    await page.locator('.product-page__buy').getByRole('button', { name: 'Add to Cart' }).click();
    await page.waitForURL(`**/products/${onPage.handle}`);
    await page.goto('/cart');
    await expect(page.locator('.cart-page .cart-line')).toHaveCount(1);
    await expect(page.locator('.cart-page .cart-line__quantity-value')).toHaveText('1');
  });
});
