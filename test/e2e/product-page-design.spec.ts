// Issue 33, the designer's second pass on the product, open-box and compare pages, as a browser
// measures it: the brand's wordmark is big enough to read; in-store availability is one row per
// store with its state in the stock colours; on an open-box page the new-stock price is a small
// reference beside the unit's price, not a second headline price; compare with 3 products has no
// scroll box inside the page on a desktop.
import { expect, test } from '@playwright/test';
import { generateCatalogue } from '../../src/adapters/embedded/demo-data/generate-catalogue';
import { loadConfig } from '../../src/server/config';

const config = loadConfig({});
const catalogue = generateCatalogue({ seed: config.demo.seed, productCount: config.demo.productCount });
const active = catalogue.products.filter((p) => p.status === 'active' && p.openBoxParent === null);
const online = (p: (typeof active)[number]) => p.variants[0]!.inventory.find((e) => e.locationId === 'ONLINE')?.quantity ?? 0;
const stores = (p: (typeof active)[number]) => p.variants[0]!.inventory.filter((e) => e.locationId !== 'ONLINE' && e.quantity > 0).length;
// A guitar in stock online and in at least two stores, with a brand page (so its mark is a picture).
const guitar = active.filter((p) => online(p) > 3 && p.variants.length === 1 && stores(p) >= 2 && p.specifications.some((s) => s.name === 'Neck')).at(-1)!;
const openBoxParent = active.filter((p) => p.openBoxItems.length > 0).at(-1)!;
const guitars = active.filter((p) => p.variants.length === 1 && p.specifications.some((s) => s.name === 'Neck'));

// [width, height, the brand mark's least height in px]
for (const [width, height, markHeight] of [
  [390, 844, 40],
  [1440, 900, 56],
] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('the brand mark reads and each store is a row with its state coloured', async ({ page }) => {
      await page.goto(`/en-au/products/${guitar.handle}`);
      const mark = page.locator('.product-page__brand img');
      await expect(mark).toBeVisible();
      expect((await mark.boundingBox())!.height).toBeGreaterThanOrEqual(markHeight);

      const rows = page.locator('.store-availability li');
      await expect(rows.first()).toBeVisible();
      const look = await rows.evaluateAll((items) =>
        items.map((li) => ({
          bullet: getComputedStyle(li).listStyleType,
          state: li.querySelector('[data-stock]')?.getAttribute('data-stock') ?? null,
          inStock: /: In stock/.test(li.textContent ?? ''),
          oneLine: li.getBoundingClientRect().height < 48,
        })),
      );
      for (const row of look) {
        expect(row.bullet).toBe('none');
        expect(row.state).toBe(row.inStock ? 'in-stock' : 'unknown');
        expect(row.oneLine).toBe(true);
      }
    });

    test('on an open-box page the unit’s price leads and the new-stock price is a small reference', async ({ page }) => {
      await page.goto(`/en-au/products/${openBoxParent.handle}?obx=1`);
      const unitPrice = page.getByTestId('open-box-unit-price').first();
      await expect(unitPrice).toBeVisible();
      const size = (locator: typeof unitPrice) => locator.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
      const unit = await size(unitPrice);
      const newStock = await size(page.getByTestId('product-price'));
      expect(newStock).toBeLessThanOrEqual(unit / 1.5);
      expect(await page.getByTestId('product-price').evaluate((el) => getComputedStyle(el).fontWeight)).not.toBe('900');
    });

    test('compare with 3 products: no sideways scroll of the page', async ({ page }) => {
      await page.goto(`/en-au/compare?products=${guitars.slice(0, 3).map((p) => p.handle).join(',')}`);
      await expect(page.locator('.compare-table thead th[scope="col"]')).toHaveCount(3);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  });
}

test('compare on a desktop: the table is part of the page, with no scroll box of its own', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/en-au/compare?products=${guitars.slice(0, 3).map((p) => p.handle).join(',')}`);
  const region = page.getByRole('region', { name: /Comparison/ });
  const box = await region.evaluate((el) => ({ overflowY: getComputedStyle(el).overflowY, scrolls: el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1 }));
  expect(box).toEqual({ overflowY: 'visible', scrolls: false });
  // The product headers stay in view as the page scrolls.
  await page.evaluate(() => window.scrollBy(0, 900));
  const header = await page.locator('.compare-table thead th[scope="col"]').first().boundingBox();
  expect(header!.y).toBeGreaterThanOrEqual(-1);
  expect(header!.y).toBeLessThan(200);
});
