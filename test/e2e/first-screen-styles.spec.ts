// Issue 33, critical CSS: each page inlines only its first screen's cut of the stylesheet and links
// the whole sheet (content-hashed, cached for a year) after its content. The first screen must look
// the same before the whole sheet has arrived as after: here the sheet is held back, every element of
// the first screen is measured, the sheet is let through, and nothing has moved (CLS 0).
import { expect, test, type Page } from '@playwright/test';
import { generateCatalogue } from '../../src/adapters/embedded/demo-data/generate-catalogue';
import { loadConfig } from '../../src/server/config';

const config = loadConfig({});
const catalogue = generateCatalogue({ seed: config.demo.seed, productCount: config.demo.productCount });
const product = catalogue.products.filter((p) => p.status === 'active' && p.openBoxParent === null && p.variants.length === 1).at(-1)!;

const PAGES = [
  ['home', '/'],
  ['a collection', '/collections/guitar-bass'],
  ['a product', `/products/${product.handle}`],
  ['the cart', '/cart'],
] as const;

/**
 * Every element in the first screen: its tag, classes and the part of its box in the first screen, in
 * document order. A box reaching below the fold is cut at it: a page whose cards below the fold get
 * their rules from the whole sheet (the product page's) grows or shrinks there, and nothing on screen moves.
 */
const firstScreen = (page: Page) =>
  page.evaluate(() =>
    [...document.body.querySelectorAll('*')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && box.top < innerHeight && box.bottom > 0;
      })
      .map((el) => {
        const box = el.getBoundingClientRect();
        return `${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''} ${Math.round(box.left)},${Math.round(box.top)} ${Math.round(box.width)}x${Math.round(Math.min(box.bottom, innerHeight) - box.top)}`;
      }),
  );

for (const [width, height] of [
  [390, 844],
  [1280, 900],
] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height }, javaScriptEnabled: false });

    for (const [name, path] of PAGES) {
      test(`${name}: the first screen is drawn by its inlined cut alone and does not move when the whole sheet arrives`, async ({ page }) => {
        let release!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route(/\/assets\/styles-[A-Z0-9]+\.css$/, async (route) => {
          await held;
          await route.continue();
        });
        const response = await page.goto(path, { waitUntil: 'commit' });
        const html = await response!.text();
        expect(html).toMatch(/<style id="__styles">\/\*first-screen:(home|listing|product|cart)\*\//);
        expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/styles-[A-Z0-9]+\.css"\/>(?:(?!<\/head>)[\s\S])*$/);
        await page.waitForFunction(() => document.readyState !== 'loading' || document.querySelector('footer'));
        const before = await firstScreen(page);
        release();
        await page.waitForLoadState('load');
        expect(await page.evaluate(() => [...document.styleSheets].some((sheet) => sheet.href?.includes('/assets/styles-')))).toBe(true);
        const after = await firstScreen(page);
        expect(before.length).toBeGreaterThan(20);
        expect(after).toEqual(before);
      });
    }
  });
}
