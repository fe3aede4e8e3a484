// Issue 30, observation 3: every dialog follows the WAI-ARIA dialog pattern with a keyboard only.
// Opening it moves focus in; Tab and Shift+Tab cycle inside it (30 presses each, none reaching the page
// behind); Escape closes it and focus is back on the control that opened it. Then the skip link, the
// header search's submit button and the compare table's header associations.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { generateCatalogue } from '../../src/adapters/embedded/demo-data/generate-catalogue';
import { loadConfig } from '../../src/server/config';

const config = loadConfig({});
const catalogue = generateCatalogue({ seed: config.demo.seed, productCount: config.demo.productCount });
const active = catalogue.products.filter((p) => p.status === 'active' && p.openBoxParent === null && !p.disablePayment);
const online = (p: (typeof active)[number]) => p.variants[0]!.inventory.find((e) => e.locationId === 'ONLINE')?.quantity ?? 0;
// In stock online, more than one image, one variant and an AUD price in Afterpay's band ($30 to $3,000).
const product = active.find((p) => p.variants.length === 1 && p.images.length > 1 && online(p) > 5 && p.variants[0]!.prices.AUD.price >= 5_000 && p.variants[0]!.prices.AUD.price <= 300_000)!;
const compared = active.filter((p) => p.specifications.some((s) => s.name === 'Neck')).slice(0, 3);

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const PRESSES = 30;

async function open(page: Page, path: string) {
  await page.goto(path);
  await page.locator('html[data-hydrated="true"]').waitFor();
}

/** Presses the key `PRESSES` times and answers where focus went each time it was outside the dialog. */
async function escapes(page: Page, dialog: Locator, key: 'Tab' | 'Shift+Tab'): Promise<string[]> {
  const outside: string[] = [];
  const handle = await dialog.elementHandle();
  for (let i = 0; i < PRESSES; i++) {
    await page.keyboard.press(key);
    const where = await page.evaluate((el) => {
      const active = document.activeElement;
      if (el?.contains(active)) return null;
      return active ? `${active.tagName.toLowerCase()} "${(active.getAttribute('aria-label') ?? active.textContent ?? '').trim().slice(0, 30)}"` : 'nothing';
    }, handle);
    if (where) outside.push(where);
  }
  return outside;
}

/** Focus moved into the dialog, both Tab directions stay inside, and Escape gives focus back to the opener. */
async function expectModalKeyboard(page: Page, dialog: Locator, opener: Locator) {
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement)), { message: 'focus moves into the dialog' }).toBe(true);
  expect(await escapes(page, dialog, 'Tab'), `Tab presses (of ${PRESSES}) that left the dialog`).toEqual([]);
  expect(await escapes(page, dialog, 'Shift+Tab'), `Shift+Tab presses (of ${PRESSES}) that left the dialog`).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

// A shopper's browser (the shop asks bots nothing, and headless Chromium names itself as one).
const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

test.describe('at 390 px (phone)', () => {
  test.use({ viewport: PHONE });

  test('the mobile menu: focus moves in and stays, a backdrop dims the page, Escape returns to the burger', async ({ page }) => {
    await open(page, '/');
    const burger = page.getByRole('button', { name: 'Open menu' });
    await burger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu).toHaveAttribute('aria-modal', 'true');
    // Right of the 351 px panel the page is covered by the backdrop, which dims it.
    const backdrop = page.locator('.mobile-menu__backdrop');
    await expect(backdrop).toBeVisible();
    expect(await page.evaluate(() => document.elementFromPoint(380, 600)?.className)).toBe('mobile-menu__backdrop');
    expect(await backdrop.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    await expectModalKeyboard(page, menu, page.getByRole('button', { name: 'Open menu' }));
    await expect(backdrop).toBeHidden();
    // A click on the backdrop closes the menu too.
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await page.mouse.click(380, 600);
    await expect(menu).toBeHidden();
  });

  test('the search popup: focus in its field, Tab stays inside, Escape returns to the search button', async ({ page }) => {
    await open(page, '/');
    const button = page.getByRole('button', { name: 'Search', exact: true });
    await button.focus();
    await page.keyboard.press('Enter');
    const popup = page.getByRole('dialog', { name: 'Search' });
    await expect(popup.getByRole('searchbox')).toBeFocused();
    await page.keyboard.type('guitar');
    await expect(popup.locator('.instant-results a').first()).toBeVisible({ timeout: 15_000 });
    await expectModalKeyboard(page, popup, page.getByRole('button', { name: 'Search', exact: true }));
  });
});

for (const [width, viewport] of [
  ['390', PHONE],
  ['1280', DESKTOP],
] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport });

    test('the cart drawer: opened by Add to Cart, Escape returns to that button', async ({ page }) => {
      await open(page, `/products/${product.handle}`);
      const add = page.locator('main button.add-to-cart').first();
      await add.focus();
      await page.keyboard.press('Enter');
      const drawer = page.getByRole('dialog', { name: 'Cart' });
      await expect(drawer.getByRole('list', { name: 'Cart items' })).toBeVisible();
      await expectModalKeyboard(page, drawer, add);
    });

    test('the lightbox: opened on the main image, Escape returns to it', async ({ page }) => {
      await open(page, `/products/${product.handle}`);
      const image = page.getByRole('button', { name: /^Enlarge image 1 of/ });
      await image.focus();
      await page.keyboard.press('Enter');
      const lightbox = page.locator('dialog.lightbox');
      await expect(lightbox.getByRole('button', { name: 'Next image' })).toBeVisible();
      await expectModalKeyboard(page, lightbox, image);
    });

    test("the Afterpay popup: opened by 'Info', Escape returns to it", async ({ page }) => {
      await open(page, `/products/${product.handle}`);
      const info = page.locator('.payment-options').first().getByRole('button', { name: 'Info' });
      await info.focus();
      await page.keyboard.press('Enter');
      await expectModalKeyboard(page, page.getByRole('dialog', { name: /Shop now. Pay later/ }), info);
    });

    test("the consent banner reopened by 'Cookie settings': focus in, trapped, Escape keeps the choice and returns", async ({ browser }) => {
      const context = await browser.newContext({ viewport, userAgent: BROWSER_UA });
      const page = await context.newPage();
      await page.addInitScript(() => window.localStorage.setItem('analytics-consent', 'declined'));
      await open(page, '/');
      const consent = page.getByRole('dialog', { name: 'Cookie consent' });
      await expect(consent).toHaveCount(0);
      const settings = page.getByRole('button', { name: 'Cookie settings' });
      await settings.focus();
      await page.keyboard.press('Enter');
      await expectModalKeyboard(page, consent, settings);
      expect(await page.evaluate(() => window.localStorage.getItem('analytics-consent'))).toBe('declined');
      await context.close();
    });

    test("the skip link is the first Tab stop and moves focus to the page's content", async ({ page }) => {
      await open(page, '/collections/guitar-bass');
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to content' });
      await expect(skip).toBeFocused();
      await expect(skip).toBeVisible();
      await expect(skip).toHaveAttribute('href', '#main');
      await page.keyboard.press('Enter');
      await expect(page.locator('main#main')).toBeFocused();
      // The next Tab stop is inside the content, past the header.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
    });
  });
}

test.describe('at 1280 px', () => {
  test.use({ viewport: DESKTOP });

  test('the desktop search popup: focus in its field, Tab stays inside, Escape returns to the header field and leaves it closed', async ({ page }) => {
    await open(page, '/');
    const trigger = page.getByRole('combobox', { name: 'Search for a Product' });
    await trigger.focus();
    const popup = page.getByRole('dialog', { name: 'Search' });
    await expect(popup.getByRole('searchbox')).toBeFocused();
    await page.keyboard.type('guitar');
    await expect(popup.locator('.instant-results a').first()).toBeVisible({ timeout: 15_000 });
    await expectModalKeyboard(page, popup, trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  test("the header search form has a submit button, and without the popup it GETs the results page", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto('/');
    const form = page.locator('form.header-search__trigger-form');
    const submit = form.getByRole('button', { name: 'Search' });
    await expect(submit).toHaveAttribute('type', 'submit');
    await form.getByRole('combobox', { name: 'Search for a Product' }).fill('guitar');
    await submit.click();
    await expect(page).toHaveURL(/\/search\?search%5Bquery%5D=guitar$/);
    await expect(page.getByText(/\d+ results found/)).toBeVisible();
    await context.close();
  });
});

test("the compare table ties every cell to its product's column header and its row header", async ({ page }) => {
  await page.goto(`/compare?products=${compared.map((p) => p.handle).join(',')}`);
  const table = page.locator('table.compare-table');
  // Per body row: its header's text, and for each cell the texts of the headers it names.
  const rows = await table.locator('tbody tr:not(.compare-table__group)').evaluateAll((trs) =>
    trs.map((tr) => {
      const header = (id: string) => {
        const th = document.getElementById(id);
        return th?.tagName === 'TH' ? (th.querySelector('.compare-table__title') ?? th).textContent!.trim() : `no header #${id}`;
      };
      return {
        name: tr.querySelector('th[scope="row"]')?.textContent?.trim() ?? '',
        cells: [...tr.querySelectorAll('td')].map((td) => (td.getAttribute('headers') ?? '').split(/\s+/).filter(Boolean).map(header)),
      };
    }),
  );
  expect(rows.slice(0, 3).map((r) => r.name)).toEqual(['Brand', 'Price', 'Online stock']);
  expect(rows.map((r) => r.name)).toContain('Neck');
  const titles = compared.map((p) => p.title);
  for (const row of rows) expect(row.cells, row.name).toEqual(titles.map((title) => [title, row.name]));
});
