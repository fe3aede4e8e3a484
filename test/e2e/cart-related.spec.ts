// The cart drawer's related-product carousel in a real browser (spec sections 2 and 4): with one
// line the drawer shows the product's related products, and the lookup is skipped once the cart
// has more than two lines.
import { variantAvailability } from '../../src/domain/availability';
import { expect, test, type Page } from '@playwright/test';
import { generateCatalogue } from '../../src/adapters/embedded/demo-data/generate-catalogue';
import type { DemoProduct } from '../../src/adapters/embedded/demo-data/catalogue-types';
import { cartCardTitle } from '../../src/domain/cart';

/** Sold online by the availability rule (online stock, or a backorder status). */
const sellable = (p: DemoProduct) => variantAvailability({ onlineQuantity: p.variants[0]!.inventory.find((i) => i.locationId === 'ONLINE')?.quantity ?? 0, stockStatus: p.metafields.stock_status }).buyable;

// The server's defaults (config.ts): same seed and size, so these products exist there.
const catalogue = generateCatalogue({ seed: 20261121, productCount: 2500 });
const active = catalogue.products.filter((p) => p.status === 'active');
const relatedOf = (p: DemoProduct) => p.relatedProductIds.flatMap((id) => active.filter((q) => q.id === id));
const buyable = active.filter((p) => p.openBoxParent === null && sellable(p));
const [first, second, third] = buyable.filter((p) => relatedOf(p).length >= 2) as [DemoProduct, DemoProduct, DemoProduct];

async function addFromProductPage(page: Page, product: DemoProduct) {
  await page.goto(`/products/${product.handle}`);
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.locator('.product-page__buy').getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('dialog', { name: 'Cart' }).locator('.cart-line')).not.toHaveCount(0);
}

test('the drawer suggests related products for one line and none for three', async ({ page }) => {
  const drawer = page.getByRole('dialog', { name: 'Cart' });
  const carousel = drawer.getByRole('region', { name: 'You may also like' });

  await addFromProductPage(page, first);
  await expect(carousel).toBeVisible();
  // Only the current slide is exposed to assistive technology, and autoplay moves on: match by text.
  await expect(carousel.locator('a', { hasText: cartCardTitle(relatedOf(first)[0]!.title) })).toBeAttached();

  await addFromProductPage(page, second);
  await expect(drawer.locator('.cart-line')).toHaveCount(2);
  await expect(carousel).toBeVisible();

  await addFromProductPage(page, third);
  await expect(drawer.locator('.cart-line')).toHaveCount(3);
  await expect(carousel).toHaveCount(0);
});
