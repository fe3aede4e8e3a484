// Issue 31, "A CSP that shared caches cannot break": shared pages carry no nonce (their one inline
// script is allowed by its hash), private pages a nonce of their own for React's streamed scripts.
// With JavaScript on, every page still hydrates and works with no Content-Security-Policy violation:
// the anonymous home and product page (shared), Add to Cart there, then the product page again and
// the cart page (now private: the shopper has a cart).
import { expect, test, type Page } from '@playwright/test';
import { generateCatalogue } from '../../src/adapters/embedded/demo-data/generate-catalogue';
import { drawerSettled } from './support/cart-drawer';

// The server's defaults (config.ts): same seed and size, so this product exists there.
const catalogue = generateCatalogue({ seed: 20261121, productCount: 2500 });
const product = catalogue.products.find(
  (p) =>
    p.status === 'active' &&
    p.openBoxParent === null &&
    p.variants.length === 1 &&
    p.metafields.is_heavy === 'false' &&
    (p.variants[0]!.inventory.find((i) => i.locationId === 'ONLINE')?.quantity ?? 0) >= 5,
)!;

/** Every CSP violation the page reports: the DOM event, and the console line Chromium writes. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
  return violations;
}

async function visit(page: Page, path: string, cacheControl: RegExp): Promise<void> {
  const response = await page.goto(path);
  expect(response?.headers()['cache-control']).toMatch(cacheControl);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

test('pages hydrate with no CSP violation: shared home and product, Add to Cart, then the private product and cart pages', async ({ page }) => {
  const violations = await watchViolations(page);
  const shared = /^public/;
  const personal = /^private/;

  await visit(page, '/', shared);
  await visit(page, `/products/${product.handle}`, shared);
  await page.locator('.product-page__buy').getByRole('button', { name: 'Add to Cart' }).click();
  await drawerSettled(page);
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  await visit(page, `/products/${product.handle}`, personal);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await visit(page, '/cart', personal);
  await expect(page.locator('.cart-page .cart-line')).toHaveCount(1);

  expect(violations).toEqual([]);
});
