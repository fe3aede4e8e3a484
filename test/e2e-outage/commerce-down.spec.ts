// Issue 30, observation 7: the commerce platform down, as a shopper meets it with JavaScript on and
// off, on a phone and a desktop. The server under test (the 'commerce-down' project of
// playwright.config.ts beside this file) has its Storefront API on a port nothing listens on. A
// category or a product page is the branded 503 'The shop is unavailable right now…' (never the
// 500 page's 'hit a wrong note'), the header is still there, and the cart page still answers.
import { expect, test } from '@playwright/test';

const SHOP_UNAVAILABLE = 'The shop is unavailable right now. Please try again in a few minutes.';
const PRODUCT = '/en-au/products/fender-premier-bn-500-dreadnought-acoustic-guitar';

for (const javaScript of [true, false]) {
  for (const width of [1280, 390]) {
    test.describe(`JavaScript ${javaScript ? 'on' : 'off'}, ${width} px`, () => {
      test.use({ javaScriptEnabled: javaScript, viewport: { width, height: 900 } });

      test('a category and a product page say the shop is unavailable (503); the cart still answers', async ({ page }) => {
        for (const path of ['/collections/guitar-bass', PRODUCT]) {
          const res = await page.goto(path);
          expect(res?.status(), path).toBe(503);
          await expect(page.locator('main')).toContainText(SHOP_UNAVAILABLE);
          await expect(page.locator('main')).not.toContainText('wrong note');
          await expect(page.locator('header.site-header')).toBeVisible();
        }
        const cart = await page.goto('/en-au/cart');
        expect(cart?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cart');
      });
    });
  }
}
