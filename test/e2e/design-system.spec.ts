// Issue 33 (the look), observations 5 and 6, as a shopper's browser measures them: on a phone the
// product page's first screen holds the title, price, stock and Add to Cart; Add to Cart is the
// primary action, at least as big as Buy Now; every button has the site's type, not the browser's
// 13.33px Arial; stock states have distinct colours.
import { expect, test } from '@playwright/test';
import { generateCatalogue } from '../../src/adapters/embedded/demo-data/generate-catalogue';
import { loadConfig } from '../../src/server/config';

const config = loadConfig({});
const catalogue = generateCatalogue({ seed: config.demo.seed, productCount: config.demo.productCount });
const active = catalogue.products.filter((p) => p.status === 'active' && p.openBoxParent === null);
const online = (p: (typeof active)[number]) => p.variants[0]!.inventory.find((e) => e.locationId === 'ONLINE')?.quantity ?? 0;
// A product that can be bought now and bought at once, with a long title (two lines on a phone).
const buyable = active.filter((p) => online(p) > 0 && p.variants.length === 1).sort((a, b) => b.title.length - a.title.length)[0]!;
const optionNames = (p: (typeof active)[number]) => new Set(p.variants.flatMap((v) => v.selectedOptions.map((o) => o.name))).size;
// The hardest first screen: two option groups (Colour and Orientation) and the longest such title.
const optioned = active.filter((p) => online(p) > 0 && optionNames(p) >= 2).sort((a, b) => b.title.length - a.title.length)[0]!;

const PHONE = { width: 390, height: 844 };

for (const [what, product] of [
  ['a product bought at once', buyable],
  ['a guitar with two option groups and a long title', optioned],
] as const) {
  test(`on a 390 x 844 phone the title, price, stock and Add to Cart are in the first screen: ${what}`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(`/en-au/products/${product.handle}`);
    const parts = [
      page.getByRole('heading', { level: 1, name: product.title }),
      page.getByTestId('product-price'),
      page.getByTestId('online-stock'),
      page.locator('.product-page__buy').getByRole('button', { name: 'Add to Cart' }),
    ];
    for (const part of parts) {
      const box = await part.boundingBox();
      expect(box, 'shown').not.toBeNull();
      expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
    }
  });
}

test.describe('buttons', () => {
  for (const width of [390, 1280]) {
    test(`at ${width} px Add to Cart is no smaller than Buy Now; buttons use the site's 16px type`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/en-au/products/${buyable.handle}`);
      const add = await page.locator('.product-page__buy').getByRole('button', { name: 'Add to Cart' }).boundingBox();
      const buyNow = await page.locator('.product-page__buy').getByRole('link', { name: 'Buy Now' }).boundingBox();
      expect(add!.height).toBeGreaterThanOrEqual(buyNow!.height);
      expect(add!.width).toBeGreaterThanOrEqual(buyNow!.width);
      expect(add!.height).toBeGreaterThanOrEqual(44);
      // Only buttons still in the document: a lazy part mounting as the list is read swaps buttons
      // out, and a detached button has no computed style at all (its font reads '').
      const fonts = await page.locator('button').evaluateAll((buttons) => [...new Set(buttons.filter((b) => b.isConnected).map((b) => getComputedStyle(b).fontFamily))]);
      const body = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
      expect(fonts).toEqual([body]);
    });
  }
});

test('stock states have four distinct colours', async ({ page }) => {
  await page.goto('/en-au/collections/guitar-bass');
  const colours = await page.evaluate(() => {
    const states = ['in-stock', 'low', 'backorder', 'sold-out'];
    return states.map((state) => {
      const probe = document.createElement('p');
      probe.dataset.stock = state;
      document.body.append(probe);
      const colour = getComputedStyle(probe).color;
      probe.remove();
      return colour;
    });
  });
  expect(new Set(colours).size).toBe(4);
  const shown = await page.locator('.product-card__stock').evaluateAll((els) => els.map((el) => [el.textContent, (el as HTMLElement).dataset.stock]));
  const stateOf = new Map(shown.map(([text, state]) => [text, state]));
  // Each status the listing shows keeps one state: the words and the colour never disagree.
  expect([...stateOf.entries()].filter(([text]) => text === 'In Stock').map(([, s]) => s)).toEqual(['in-stock']);
});
