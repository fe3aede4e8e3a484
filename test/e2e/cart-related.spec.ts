// The cart drawer's related-product carousel in a real browser (spec sections 2 and 4): with one
// line the drawer shows the product's related products, and the lookup is skipped once the cart
// has more than two lines.
import { expect, test, type Page } from '@playwright/test';

// Three products of the server's default demo catalogue, sold online, each with related products; the
// first's first related product is Boss Apex FC-290 MkII Guitar Picks (under 65 characters: shown whole).
const [first, second, third] = ['fender-deluxe-ef-490-guitar-picks', 'yamaha-classic-cz-540-grand-piano', 'esp-origin-ab-400-solid-body-electric-guitar'] as const;

async function addFromProductPage(page: Page, handle: string) {
  await page.goto(`/products/${handle}`);
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
  await expect(carousel.locator('a', { hasText: 'Boss Apex FC-290 MkII Guitar Picks' })).toBeAttached();

  await addFromProductPage(page, second);
  await expect(drawer.locator('.cart-line')).toHaveCount(2);
  await expect(carousel).toBeVisible();

  await addFromProductPage(page, third);
  await expect(drawer.locator('.cart-line')).toHaveCount(3);
  await expect(carousel).toHaveCount(0);
});
