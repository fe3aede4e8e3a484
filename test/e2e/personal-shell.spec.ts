// Issue 18: one shell for every shopper. Two shoppers open the same product page (its HTML is the
// shell every shopper shares; the page cache fills the personal holes per response): each sees
// their own cart count and account link, from the first byte without JavaScript and after hydration
// with it (no hydration error), and the cart behind the link is their own.
// The journey runs against the configured server, whose page cache is off outside production: every
// page is still rendered as the shared shell and filled the same way; that the filled shell comes
// from memory for carted and signed-in shoppers is shown in test/server/personal-shell.test.ts.
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { generateCatalogue } from '../../src/adapters/embedded/demo-data/generate-catalogue';
import type { DemoProduct } from '../../src/adapters/embedded/demo-data/catalogue-types';

// The server's defaults (config.ts): same seed and size, so these products exist there.
const catalogue = generateCatalogue({ seed: 20261121, productCount: 2500 });
const buyable = catalogue.products.filter(
  (p) => p.status === 'active' && p.openBoxParent === null && p.metafields.is_heavy === 'false' && p.variants[0]!.inventory.some((i) => i.quantity > 0),
);
const [first, second, shown] = buyable as [DemoProduct, DemoProduct, DemoProduct];
const gid = (p: DemoProduct) => `gid://shopify/ProductVariant/${p.variants[0]!.id}`;

interface Shopper {
  context: BrowserContext;
  product: DemoProduct;
  quantity: number;
  signedIn: boolean;
}

/** A shopper with `quantity` of `product` in the cart, signed in (a new account) or not. */
async function shopper(browser: Browser, javaScriptEnabled: boolean, product: DemoProduct, quantity: number, signedIn: boolean): Promise<Shopper> {
  const context = await browser.newContext({ javaScriptEnabled });
  const headers = { accept: 'application/json' };
  if (signedIn) {
    const email = `shell-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
    const form = { firstName: 'Shell', lastName: 'Shopper', email, password: 'correct horse battery' };
    expect((await context.request.post('/account/register', { form, headers })).ok()).toBe(true);
  }
  const form = { cartFormInput: JSON.stringify({ action: 'LinesAdd', inputs: { lines: [{ merchandiseId: gid(product), quantity }] } }) };
  expect((await context.request.post('/cart', { form, headers })).ok()).toBe(true);
  return { context, product, quantity, signedIn };
}

const cartLink = (page: Page) => page.locator('.site-header').getByRole('link', { name: /^Cart, / });
const accountLink = (page: Page) => page.locator('.site-header__account-text');

async function expectOwnHeader(page: Page, who: Shopper) {
  await expect(cartLink(page)).toHaveAccessibleName(`Cart, ${who.quantity} ${who.quantity === 1 ? 'item' : 'items'}`);
  await expect(page.getByTestId('cart-count')).toHaveText(String(who.quantity));
  await expect(accountLink(page)).toHaveText(who.signedIn ? 'My Account' : 'Login');
}

for (const javaScriptEnabled of [true, false]) {
  test(`two shoppers on one page each see their own cart and account, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, async ({ browser }) => {
    const shoppers = [await shopper(browser, javaScriptEnabled, first, 2, false), await shopper(browser, javaScriptEnabled, second, 1, true)];
    const pages: Page[] = [];
    const problems: string[] = [];
    for (const who of shoppers) {
      const page = await who.context.newPage();
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error' && /hydrat|#418|#419|#423|#425/i.test(message.text())) problems.push(message.text());
      });
      await page.goto(`/products/${shown.handle}`);
      pages.push(page);
    }
    for (const [i, who] of shoppers.entries()) {
      const page = pages[i]!;
      await expectOwnHeader(page, who);
      if (javaScriptEnabled) {
        await page.waitForSelector('html[data-hydrated="true"]');
        await expectOwnHeader(page, who);
        // The router hydrated from the shared shell's anonymous root data with this response's own parts.
        const personal = await page.evaluate(() => (window.__router?.state.loaderData.root as { personal?: unknown } | undefined)?.personal);
        expect(personal).toMatchObject({ cart: { count: who.quantity }, account: { signedIn: who.signedIn }, saved: { count: 0 }, store: { chosen: null }, drawer: { known: true, cart: { totalQuantity: who.quantity } } });
        expect((personal as { drawer: { cart: { lines: { merchandiseId: string }[] } } }).drawer.cart.lines.map((line) => line.merchandiseId)).toEqual([gid(who.product)]);
        await cartLink(page).click();
        const drawer = page.getByRole('dialog', { name: 'Cart' });
        await expect(drawer.locator('.cart-line')).toHaveCount(1);
        await expect(drawer.locator('.cart-line__sku')).toHaveText(`SKU: ${who.product.variants[0]!.sku}`);
        await expect(drawer.locator('.cart-line__quantity-value')).toHaveText(String(who.quantity));
      } else {
        await cartLink(page).click();
        await expect(page).toHaveURL(/\/cart$/);
        await expect(page.locator('.cart-page .cart-line')).toHaveCount(1);
        await expect(page.locator('.cart-page .cart-line__sku')).toHaveText(`SKU: ${who.product.variants[0]!.sku}`);
        await expectOwnHeader(page, who);
      }
    }
    expect(problems).toEqual([]);
    for (const who of shoppers) await who.context.close();
  });
}

// The chosen pick-up store is a hole too: the product page is the shared shell, and the shopper who
// chose the City store (which lacks this item) sees that store's line, first in the list, hydrated
// without a mismatch; a shopper who chose none sees the first store holding it.
const at = (p: DemoProduct, location: string) => p.variants[0]!.inventory.find((e) => e.locationId === location)?.quantity ?? 0;
const forestvilleOnly = buyable.find((p) => p.variants.length === 1 && at(p, 'ONLINE') > 0 && at(p, '51') >= 2 && at(p, '52') === 0)!;

test("a chosen pick-up store shows on the shared product page, the shopper's own, with and without JavaScript", async ({ browser }) => {
  const problems: string[] = [];
  for (const javaScriptEnabled of [true, false]) {
    for (const store of ['adelaide-city', null]) {
      const context = await browser.newContext({ javaScriptEnabled });
      if (store) await context.addCookies([{ name: 'preferredStore', value: store, url: test.info().project.use.baseURL! }]);
      const page = await context.newPage();
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error' && /hydrat|#418|#419|#423|#425/i.test(message.text())) problems.push(message.text());
      });
      await page.goto(`/en-au/products/${forestvilleOnly.handle}`);
      if (javaScriptEnabled) await page.waitForSelector('html[data-hydrated="true"]');
      const headline = page.getByTestId('pickup-headline');
      if (store) {
        await expect(headline).toHaveText('Ready in 2-4 days at Adelaide City');
        await expect(page.locator('.store-pickup__store').first()).toHaveAttribute('data-store', 'adelaide-city');
        await expect(page.locator('.store-pickup__chosen')).toHaveText('Your store');
      } else {
        await expect(headline).toHaveText(/^Pick up (today|tomorrow|[A-Z][a-z]+day) at Forestville$/);
        await expect(page.locator('.store-pickup__chosen')).toHaveCount(0);
      }
      await context.close();
    }
  }
  expect(problems).toEqual([]);
});
