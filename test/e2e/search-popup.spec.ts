// Issue 16, observations 4 to 7: the search popup on phones and desktops (opened from the URL, from
// its shortcuts while the header is hidden, dismissed on the dimmed page, closed when focus leaves it)
// and a URL hash landing below the sticky header.
import { expect, test, type Page } from '@playwright/test';
import { scrollSettled, scrollWindowTo } from './support/scroll';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const LISTING = '/collections/guitar-bass';

async function hydrated(page: Page) {
  await page.waitForSelector('html[data-hydrated="true"]');
}

const header = (page: Page) => page.locator('header.site-header');
const popupInput = (page: Page) => page.getByPlaceholder('Search for...');

/** Scrolls down in steps, as a shopper does, until the header has hidden itself. */
async function scrollDownUntilHeaderHides(page: Page, to: number) {
  for (const y of [to / 4, to / 2, to]) {
    await scrollWindowTo(page, y);
  }
  await expect(header(page)).toHaveAttribute('data-visible', 'false');
  await expect(header(page)).not.toBeInViewport();
}

test('search[query] on a 390 px phone opens the filled search full-screen, and the first tap types into it', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto(`${LISTING}?search%5Bquery%5D=yamaha`);
  await hydrated(page);
  const input = popupInput(page);
  await expect(input).toHaveValue('yamaha');
  await expect(input).toBeInViewport({ ratio: 1 });
  const popup = page.getByRole('dialog', { name: 'Search' }).filter({ visible: true });
  expect(await popup.boundingBox()).toEqual({ x: 0, y: 0, width: PHONE.width, height: PHONE.height });

  await input.click();
  await input.press('End');
  await page.keyboard.type(' piano');
  await expect(input).toHaveValue('yamaha piano');
  await expect(popup).toBeVisible();

  await popup.getByRole('button', { name: 'Cancel' }).click();
  await expect(input).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${LISTING}$`));
});

test('search[query] opens the filled search on screen at every width, phone to wide desktop', async ({ browser, baseURL }) => {
  for (const width of [320, 414, 768, 1024, 1920]) {
    const context = await browser.newContext({ baseURL, viewport: { width, height: 800 } });
    const page = await context.newPage();
    await page.goto('/pages/about-us?search%5Bquery%5D=yamaha');
    await hydrated(page);
    const input = popupInput(page);
    await expect(input, `${width} px`).toHaveValue('yamaha');
    await expect(input, `${width} px`).toBeInViewport({ ratio: 1 });
    await input.click();
    await expect(input, `${width} px`).toBeFocused();
    await expect(input, `${width} px`).toBeVisible();
    await context.close();
  }
});

for (const { device, viewport, key } of [
  { device: 'a desktop', viewport: DESKTOP, key: '/' },
  { device: 'a phone', viewport: PHONE, key: 's' },
]) {
  test(`on ${device}, '${key}' pressed with the header hidden shows the header and opens search on screen`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(LISTING);
    await hydrated(page);
    await scrollDownUntilHeaderHides(page, 2000);

    await page.keyboard.press(key);
    const input = popupInput(page);
    await expect(input).toBeFocused();
    await expect(header(page)).toHaveAttribute('data-visible', 'true');
    await expect(input).toBeInViewport({ ratio: 1 });
    await page.keyboard.type('drum');
    await expect(input).toHaveValue('drum');
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  });
}

test('a click on the dimmed page closes search and never follows the product link under the dimming', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto(LISTING);
  await hydrated(page);
  const card = page.locator('.shop-grid .product-card__link').first();
  await card.scrollIntoViewIfNeeded();
  await page.keyboard.press('/');
  await expect(popupInput(page)).toBeFocused();

  const box = (await card.boundingBox())!;
  // Whether the link itself gets the click: the browser dispatches it before mouse.click returns.
  await card.evaluate((link) => link.addEventListener('click', () => ((window as unknown as { __linkClicked: boolean }).__linkClicked = true), { capture: true }));
  // The card's lower half: below the popup hanging under the header, still under the dimming.
  await page.mouse.click(box.x + box.width / 2, box.y + box.height * 0.75);
  expect(await page.evaluate(() => (window as unknown as { __linkClicked?: boolean }).__linkClicked ?? false)).toBe(false);
  await expect(popupInput(page)).toBeHidden();
  await expect(page.locator('.search-overlay')).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${LISTING}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Guitar & Bass');
});

// Issue 30: the popups are modal dialogs. Tab and Shift+Tab stay inside (keyboard-dialogs.spec.ts
// presses each 30 times); Escape closes and gives focus back to what opened the popup.
test('Tab and Shift+Tab stay in the search popup and Escape gives focus back, on a desktop and on a phone', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/pages/about-us');
  await hydrated(page);
  const dialog = page.getByRole('dialog', { name: 'Search' }).first();

  // Opened from the header's field. Tab: the popup's Search button, then round to its field.
  await page.getByPlaceholder('Search for a Product').click();
  await expect(popupInput(page)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Search' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(popupInput(page)).toBeFocused();
  // Shift+Tab from the field: round to the Search button, not out to the header.
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Search' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(popupInput(page)).toBeHidden();
  await expect(page.getByPlaceholder('Search for a Product')).toBeFocused();

  // A phone's full-screen popup: Tab past its last control comes back to its first.
  await page.setViewportSize(PHONE);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(popupInput(page)).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(popupInput(page)).toBeVisible();
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.header-search__mobile-popup')))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(popupInput(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeFocused();
});

for (const { device, viewport } of [
  { device: 'a desktop', viewport: DESKTOP },
  { device: 'a phone', viewport: PHONE },
]) {
  test(`on ${device}, a URL hash lands its product card below the sticky header`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    const path = `${LISTING}?category%5Bpage%5D=2&maxPage=2`;
    const listing = (await (await request.get(`/_data${path}&_route=collection`)).json()) as { cards: { sku: string }[] };
    const id = `product-${listing.cards[30]!.sku}`;
    await page.goto(`${path}#${id}`);
    await hydrated(page);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
    await scrollSettled(page);
    const gap = await page.evaluate((target) => {
      const card = document.getElementById(target)!.getBoundingClientRect();
      const bar = document.querySelector('header.site-header')!.getBoundingClientRect();
      return card.top - Math.max(0, bar.bottom);
    }, id);
    expect(gap).toBeGreaterThanOrEqual(0);
    await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
  });
}
