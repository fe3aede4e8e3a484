// Issue 33's look of the header, menus, footer and carousels, in a real browser:
// - departments across the desktop header, each opening the mega menu on it (WAI-ARIA disclosure
//   navigation: Enter opens, Escape closes and gives focus back), as many as fit the row;
// - the mobile menu dims the page and its Close sits within thumb reach (the bottom of the screen);
// - the footer's newsletter, features, columns and legal line start where the page's content does;
// - a product carousel's arrows cover no card, and the first card's brand shows whole ('‹ LOP' was seen
//   for DUNLOP);
// - the top bar shows one promotion, more only where there is room.
import { expect, test, type Page } from '@playwright/test';

async function open(page: Page, path: string) {
  await page.goto(path);
  await page.locator('html[data-hydrated="true"]').waitFor();
}

const row = (page: Page) => page.locator('.mega-menu__departments');

test.describe('departments across the desktop header', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a department opens the mega menu on itself; Escape closes it and focus is back on the department', async ({ page }) => {
    await open(page, '/pages/about-us');
    const keyboards = row(page).getByRole('button', { name: 'Keyboards', exact: true });
    await expect(keyboards).toHaveAttribute('aria-expanded', 'false');
    await keyboards.focus();
    await page.keyboard.press('Enter');
    await expect(keyboards).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('button', { name: 'Shop by Category' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'Shop all Keyboards' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Digital Pianos', exact: true })).toBeVisible();

    // Another department: the same panel, on that department.
    const drums = row(page).getByRole('button', { name: 'Drums & Percussion', exact: true });
    await drums.click();
    await expect(drums).toHaveAttribute('aria-expanded', 'true');
    await expect(keyboards).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'Shop all Drums & Percussion' })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: 'Shop all Drums & Percussion' })).toBeHidden();
    await expect(drums).toHaveAttribute('aria-expanded', 'false');
    await expect(drums).toBeFocused();

    // A second press on the open department closes it.
    await drums.click();
    await expect(drums).toHaveAttribute('aria-expanded', 'true');
    await drums.click();
    await expect(drums).toHaveAttribute('aria-expanded', 'false');
  });

  // As many departments as fit the row, each whole inside it ('Shop by Category' lists every one).
  test('the row shows as many departments as fit, none past its edge', async ({ page }) => {
    await page.goto('/pages/about-us');
    const fits: { width: number; shown: number; past: (string | null)[] }[] = [];
    for (const width of [1024, 1279, 1280, 1920]) {
      await page.setViewportSize({ width, height: 800 });
      fits.push({
        width,
        ...(await page.evaluate(() => {
          const nav = document.querySelector<HTMLElement>('.site-header__categories')!;
          const right = nav.getBoundingClientRect().right - parseFloat(getComputedStyle(nav).paddingRight);
          const shown = [...document.querySelectorAll<HTMLElement>('.mega-menu__department')].filter((li) => li.getClientRects().length > 0);
          return { shown: shown.length, past: shown.filter((li) => li.getBoundingClientRect().right > right).map((li) => li.textContent) };
        })),
      });
    }
    expect(fits).toEqual([
      { width: 1024, shown: 6, past: [] },
      { width: 1279, shown: 6, past: [] },
      { width: 1280, shown: 8, past: [] },
      { width: 1920, shown: 8, past: [] },
    ]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });

  test('a department is a link to its collection', async ({ page }) => {
    await page.goto('/pages/about-us');
    await row(page).getByRole('link', { name: 'Keyboards', exact: true }).click();
    await expect(page).toHaveURL(/\/collections\/keyboards$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Keyboards');
  });
});

test.describe('the mobile menu at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('dims the page behind it and has its Close at the bottom of the screen, where a thumb reaches', async ({ page }) => {
    await open(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    const close = menu.getByRole('button', { name: 'Close', exact: true });
    const box = (await close.boundingBox())!;
    // Within the lowest 100 px of the 844 px screen, at least 44 px tall, and the first half of the screen across.
    expect(box.y + box.height).toBeGreaterThan(844 - 100);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.x).toBeLessThan(195);
    // Still there with the menu scrolled to its end.
    await menu.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await expect.poll(async () => (await close.boundingBox())!.y + (await close.boundingBox())!.height).toBeGreaterThan(844 - 100);
    // The page behind is dimmed by the backdrop, and a tap on it closes the menu.
    expect(await page.evaluate(() => document.elementFromPoint(380, 400)?.className)).toBe('mobile-menu__backdrop');
    await page.mouse.click(380, 400);
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await close.click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });
});

// The page's content starts at max(0, (width - 1280) / 2) + 16 px.
test("the footer's parts start at the page content's left edge at 390, 1280 and 1920 px", async ({ page }) => {
  await page.goto('/pages/about-us');
  const seen: Record<string, number | null>[] = [];
  for (const width of [390, 1280, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    seen.push(
      await page.evaluate((width) => {
        const contentLeft = (el: Element | null) => (el ? Math.round(el.getBoundingClientRect().left + parseFloat(getComputedStyle(el).paddingLeft)) : null);
        const textLeft = (el: Element | null) => {
          if (!el) return null;
          const range = document.createRange();
          range.selectNodeContents(el);
          return Math.round(range.getClientRects()[0]?.left ?? -1);
        };
        return {
          width,
          main: contentLeft(document.querySelector('main')),
          newsletter: Math.round(document.querySelector('.newsletter-form')?.getBoundingClientRect().left ?? -1),
          features: Math.round(document.querySelector('.site-footer__features li')?.getBoundingClientRect().left ?? -1),
          columns: contentLeft(document.querySelector('.site-footer__columns')),
          firstHeading: textLeft(document.querySelector('.site-footer__accordion .accordion__heading')),
          legalLine: textLeft(document.querySelector('.site-footer__copyright')),
        };
      }, width),
    );
  }
  expect(seen).toEqual(
    [
      [390, 16],
      [1280, 16],
      [1920, 336],
    ].map(([width, left]) => ({ width, main: left, newsletter: left, features: left, columns: left, firstHeading: left, legalLine: left })),
  );
});

test("a product carousel's arrows cover no card (none below 1024 px) and its first card's brand shows whole", async ({ page }) => {
  await open(page, '/');
  const carousel = page.locator('.product-carousel .carousel').first();
  const seen: { width: number; arrows: number; covered: number; brandInside: boolean; brandHits: boolean[] }[] = [];
  for (const width of [390, 1023, 1024, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.locator('.carousel__slide').first()).toBeVisible();
    seen.push({
      width,
      ...(await carousel.evaluate((root) => {
        const boxes = (selector: string) => [...root.querySelectorAll(selector)].map((el) => el.getBoundingClientRect()).filter((b) => b.width > 0);
        const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
        const arrows = boxes('.carousel__controls button');
        const track = root.querySelector('.carousel__track')!.getBoundingClientRect();
        // The part of each card the track shows (a card scrolled out of it is clipped).
        const cards = boxes('.carousel__slide').map((c) => new DOMRect(Math.max(c.left, track.left), c.top, Math.min(c.right, track.right) - Math.max(c.left, track.left), c.height)).filter((c) => c.width > 0);
        const brand = root.querySelector('.carousel__slide .product-card__brand')!;
        const b = brand.getBoundingClientRect();
        // Every point along the brand's line is the brand itself (no arrow on it) and inside the track.
        const hits = [b.left + 1, (b.left + b.right) / 2, b.right - 1].map((x) => brand.contains(document.elementFromPoint(x, (b.top + b.bottom) / 2)));
        return { arrows: arrows.length, covered: arrows.filter((a) => cards.some((c) => overlaps(a, c))).length, brandInside: b.left >= track.left && b.right <= track.right, brandHits: hits };
      })),
    });
  }
  expect(seen).toEqual(
    [
      [390, 0],
      [1023, 0],
      [1024, 2],
      [1280, 2],
    ].map(([width, arrows]) => ({ width, arrows, covered: 0, brandInside: true, brandHits: [true, true, true] })),
  );
});

// One promotion in the top bar; the price match beside it from 1280 px; all four from 1600 px.
test('the top bar shows one promotion, more only where there is room, on one line', async ({ page }) => {
  const FREE = 'Free shipping on orders over $100 and under 20kg';
  const MATCH = "Price Match Promise: found it cheaper in Australia? We'll beat it.";
  await page.goto('/pages/about-us');
  const bar = page.getByRole('list', { name: 'Promotions' });
  const seen: { width: number; shown: (string | null)[]; lines: number }[] = [];
  for (const width of [768, 1279, 1280, 1599, 1600]) {
    await page.setViewportSize({ width, height: 800 });
    seen.push({
      width,
      ...(await bar.evaluate((list) => {
        const shown = [...list.querySelectorAll('li')].filter((li) => li.getClientRects().length > 0);
        return { shown: shown.map((li) => li.textContent), lines: new Set(shown.map((li) => Math.round(li.getBoundingClientRect().top))).size };
      })),
    });
  }
  expect(seen).toEqual([
    { width: 768, shown: [FREE], lines: 1 },
    { width: 1279, shown: [FREE], lines: 1 },
    { width: 1280, shown: [FREE, MATCH], lines: 1 },
    { width: 1599, shown: [FREE, MATCH], lines: 1 },
    { width: 1600, shown: [FREE, MATCH, 'Text DEALS to 0491 570 156 for SMS-only specials', 'Need help? Call us on 1800 160 401'], lines: 1 },
  ]);
});
