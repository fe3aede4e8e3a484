// axe on every page type in Chromium: zero serious or critical violations, on a phone-sized and a
// desktop viewport, with the cart drawer and the mobile menu open too.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { generateCatalogue } from '../../../src/adapters/embedded/demo-data/generate-catalogue';

const products = generateCatalogue({ seed: 20261121, productCount: 2500 }).products.filter((p) => p.status === 'active' && p.openBoxParent === null);
const product = products[0]!;
const openBox = generateCatalogue({ seed: 20261121, productCount: 2500 }).products.find((p) => p.openBoxParent !== null);

const PAGES: Array<[string, string]> = [
  ['home', '/'],
  ['home (en-au)', '/en-au'],
  ['collection', '/collections/guitar-bass'],
  ['search', '/collections/guitar-bass?search[query]=guitar'],
  ['product', `/products/${product.handle}`],
  ['product (open box mode)', `/products/${openBox?.openBoxParent?.handle ?? product.handle}?obx=1`],
  ['content page', '/pages/about-us'],
  ['stock enquiry', '/pages/stock-enquiry?sku=ABC&title=Guitar'],
  ['stores', '/pages/locations'],
  ['store', '/locations/melbourne-fitzroy'],
  ['cart (empty)', '/cart'],
  ['login', '/account/login'],
  ['not found', '/no-such-page'],
];

async function expectNoSeriousViolations(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.length}×: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')})`);
  if (results.violations.length) console.log(`axe ${what}: ${results.violations.map((v) => `${v.impact}:${v.id}`).join(', ')}`);
  expect(report, what).toEqual([]);
}

for (const [viewport, size] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1366, height: 900 }],
] as const) {
  test.describe(`axe on ${viewport}`, () => {
    test.use({ viewport: size });
    for (const [name, path] of PAGES) {
      test(name, async ({ page }) => {
        await page.goto(path);
        await page.locator('html[data-hydrated="true"]').waitFor();
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
