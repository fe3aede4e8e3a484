// axe on every page type in Chromium: zero serious or critical violations, on a phone-sized and a
// desktop viewport, with the cart drawer and the mobile menu open too; the signed-in account page
// and the embedded checkout page after registering and filling a cart.
// Tagged @in-journeys: page types the journey pass checks more strictly in the same CI run
// (test/e2e/accessibility-pages.spec.ts: pa11y and axe, 0 violations of any impact, at 390 and 1280 px).
// The short form (`npm run test:reliability:short`) leaves those out; the full form runs all.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { generateCatalogue } from '../../../src/adapters/embedded/demo-data/generate-catalogue';

const products = generateCatalogue({ seed: 20261121, productCount: 2500 }).products.filter((p) => p.status === 'active' && p.openBoxParent === null);
const product = products[0]!;
const openBox = generateCatalogue({ seed: 20261121, productCount: 2500 }).products.find((p) => p.openBoxParent !== null);

const IN_JOURNEYS = new Set(['home', 'collection', 'search', 'product', 'product (open box mode)', 'content page', 'store', 'login', 'not found', 'compare', 'checkout (embedded)']);
const tagged = (name: string) => (IN_JOURNEYS.has(name) ? { tag: '@in-journeys' } : {});

const PAGES: Array<[string, string]> = [
  ['home', '/'],
  ['home (en-au)', '/en-au'],
  ['collection', '/collections/guitar-bass'],
  ['collection with a search query', '/collections/guitar-bass?search[query]=guitar'],
  ['search', '/search?search[query]=guitar'],
  ['search (no results)', '/search?search[query]=zzqxv'],
  ['showtime sale', '/showtime-sale'],
  ['product', `/products/${product.handle}`],
  ['product (open box mode)', `/products/${openBox?.openBoxParent?.handle ?? product.handle}?obx=1`],
  ['content page', '/pages/about-us'],
  ['stock enquiry', '/pages/stock-enquiry?sku=ABC&title=Guitar'],
  ['stores', '/pages/locations'],
  ['store', '/locations/melbourne-fitzroy'],
  ['cart (empty)', '/cart'],
  ['login', '/account/login'],
  ['register', '/account/register'],
  ['not found', '/no-such-page'],
  ['compare', `/compare?products=${products.slice(0, 3).map((p) => p.handle).join(',')}`],
];

async function expectNoSeriousViolations(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.length}×: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')})`);
  if (results.violations.length) console.log(`axe ${what}: ${results.violations.map((v) => `${v.impact}:${v.id}`).join(', ')}`);
  expect(report, what).toEqual([]);
}

let shopperSerial = 0;

/** Registers a new shopper in this browser context: its session cookie signs the page in. */
async function signIn(page: Page) {
  const res = await page.request.post('/account/register', {
    headers: { accept: 'application/json' },
    form: { firstName: 'Ann', lastName: 'Lee', email: `a11y-${Date.now()}-${++shopperSerial}@example.com`, password: 'correct horse battery' },
  });
  expect(res.status()).toBe(200);
}

/** Puts a product in this browser context's cart and answers the cart's checkout path (the embedded checkout). */
async function checkoutPath(page: Page): Promise<string> {
  const res = await page.request.post('/cart?index', {
    headers: { accept: 'application/json' },
    data: { cartFormInput: JSON.stringify({ action: 'LinesAdd', inputs: { lines: [{ merchandiseId: `gid://shopify/ProductVariant/${product.variants[0]!.id}`, quantity: 1 }] } }) },
  });
  expect(res.status()).toBe(200);
  const { cart } = (await res.json()) as { cart: { checkoutUrl: string } };
  const path = new URL(cart.checkoutUrl, 'http://shop.local').pathname;
  expect(path).toMatch(/^\/checkout\/[^/]+$/);
  return path;
}

const PERSONAL_PAGES: Array<[string, (page: Page) => Promise<string>]> = [
  ['account (signed in)', async (page) => (await signIn(page), '/account')],
  ['checkout (embedded)', checkoutPath],
];

for (const [viewport, size] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1366, height: 900 }],
] as const) {
  test.describe(`axe on ${viewport}`, () => {
    test.use({ viewport: size });
    for (const [name, path] of PAGES) {
      test(name, tagged(name), async ({ page }) => {
        await page.goto(path);
        await page.locator('html[data-hydrated="true"]').waitFor();
        await expectNoSeriousViolations(page, `${name} ${path} (${viewport})`);
      });
    }
    for (const [name, prepare] of PERSONAL_PAGES) {
      test(name, tagged(name), async ({ page }) => {
        const path = await prepare(page);
        await page.goto(path);
        await page.locator('html[data-hydrated="true"]').waitFor();
        // The page itself, not a redirect to the log-in page or a 404.
        expect(new URL(page.url()).pathname).toBe(path);
        await expect(page.locator('main h1').first()).toBeVisible();
        await expectNoSeriousViolations(page, `${name} ${path} (${viewport})`);
      });
    }
  });
}

test('cart page with a line, and the open cart drawer', async ({ page }) => {
  await page.goto(`/products/${product.handle}`);
  await page.locator('html[data-hydrated="true"]').waitFor();
  await page.getByRole('button', { name: /add to cart/i }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoSeriousViolations(page, 'cart drawer');
  await page.goto('/cart');
  await page.locator('html[data-hydrated="true"]').waitFor();
  await expectNoSeriousViolations(page, 'cart with a line');
});

test('the open mobile menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.locator('html[data-hydrated="true"]').waitFor();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await expectNoSeriousViolations(page, 'mobile menu');
});
