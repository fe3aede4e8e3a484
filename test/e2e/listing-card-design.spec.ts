// Issue 33, second design pass on the listing card, the listing's Sort and home's category tiles
// (docs/product-card.md): measured in the browser, since they are layout.
import { expect, test, type Page } from '@playwright/test';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

async function tops(page: Page, selector: string, count: number): Promise<number[]> {
  const boxes = await page.locator(selector).evaluateAll((nodes, n) => nodes.slice(0, n).map((node) => Math.round(node.getBoundingClientRect().top)), count);
  return boxes;
}

test.describe('the listing card', () => {
  test('at 390 px Compare is an icon button under the heart, on the picture, and the card is at most 380 px tall', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/en-au/collections/guitar-bass');
    const card = page.locator('.product-card').first();
    const compare = card.getByRole('button', { name: /^Compare / });
    const heart = card.getByTestId('save-heart');
    const picture = await card.locator('.product-card__images').boundingBox();
    const compareBox = await compare.boundingBox();
    const heartBox = await heart.boundingBox();
    expect(compareBox).not.toBeNull();
    // A 44 px tap target, in the heart's column, under it, on the picture.
    expect(compareBox!.width).toBeGreaterThanOrEqual(44);
    expect(compareBox!.height).toBeGreaterThanOrEqual(44);
    expect(Math.round(compareBox!.x)).toBe(Math.round(heartBox!.x));
    expect(compareBox!.y).toBeGreaterThanOrEqual(heartBox!.y + heartBox!.height);
    expect(compareBox!.y + compareBox!.height).toBeLessThanOrEqual(picture!.y + picture!.height);
    expect((await card.boundingBox())!.height).toBeLessThanOrEqual(380);
  });

  for (const [name, viewport, perRow] of [['390 px', PHONE, 2], ['1440 px', DESKTOP, 4]] as const) {
    test(`at ${name} the prices of a row line up, titles held to two lines`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/en-au/collections/guitar-bass');
      const rows = await tops(page, '.shop-grid .product-card__price', perRow * 2);
      expect(rows).toHaveLength(perRow * 2);
      expect(new Set(rows.slice(0, perRow)).size).toBe(1);
      expect(new Set(rows.slice(perRow)).size).toBe(1);
      const clamp = await page.locator('.shop-grid .product-card__title').first().evaluate((node) => getComputedStyle(node).webkitLineClamp);
      expect(clamp).toBe('2');
    });
  }
});

test('the Sort is a native select drawn with the design tokens: no browser arrow, a chevron of its own', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/en-au/collections/guitar-bass');
  const select = page.locator('.shop-sort select');
  const look = await select.evaluate((node) => ({ tag: node.tagName, appearance: getComputedStyle(node).appearance, image: getComputedStyle(node).backgroundImage }));
  expect(look.tag).toBe('SELECT');
  expect(look.appearance).toBe('none');
  expect(look.image).toContain('url("data:image/svg+xml');
});

test('at 390 px home shows its category tiles two to a row, each at most 64 px tall', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/en-au/');
  const tiles = page.locator('.category-tile');
  const boxes = await tiles.evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect()).map((box) => ({ x: Math.round(box.x), height: box.height })));
  expect(boxes.length).toBeGreaterThanOrEqual(4);
  expect(new Set(boxes.map((box) => box.x)).size).toBe(2);
  for (const box of boxes) expect(box.height).toBeLessThanOrEqual(64);
});

test('at 390 px a home carousel shows two cards and a peek of the third', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/en-au/');
  const slides = page.locator('.home .product-carousel').first().locator('.carousel__slide');
  const lefts = await slides.evaluateAll((nodes) => nodes.slice(0, 3).map((node) => Math.round(node.getBoundingClientRect().left)));
  expect(lefts).toHaveLength(3);
  // The third card starts inside the 390 px screen, the second wholly on it.
  expect(lefts[2]).toBeLessThan(390);
  expect(lefts[2]).toBeGreaterThan(390 / 2);
});
