// Issue 19, Compare: a shopper puts instruments side by side. With JavaScript the 'Compare' toggle on
// cards and product pages changes the browser's list in place and the tray shows it; without
// JavaScript the same toggle is a form and the compare page is links and forms. The same journeys
// hold embedded and hosted (the sandbox serves the same demo catalogue).
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { generateCatalogue } from '../../src/adapters/embedded/demo-data/generate-catalogue';
import { loadConfig } from '../../src/server/config';

const config = loadConfig({});
const catalogue = generateCatalogue({ seed: config.demo.seed, productCount: config.demo.productCount });
const guitars = catalogue.products.filter((p) => p.status === 'active' && p.openBoxParent === null && p.variants.length === 1 && p.specifications.some((s) => s.name === 'Neck'));
const [g1, g2, g3, g4, g5] = [0, 1, 2, 3, 4].map((i) => guitars[i]!) as [DemoGuitar, DemoGuitar, DemoGuitar, DemoGuitar, DemoGuitar];
type DemoGuitar = (typeof guitars)[number];
const comparePath = (...products: { handle: string }[]) => `/compare?products=${products.map((p) => p.handle).join(',')}`;
const columnHeaders = (page: Page) => page.locator('.compare-table thead th[scope="col"]');

async function hydrated(page: Page, path: string) {
  await page.goto(path);
  await page.locator('html[data-hydrated="true"]').waitFor();
}

/** A toggle works in place once its code has arrived (before that, a press posts the no-JS form). */
const enhancedToggle = async (scope: Page | Locator) => {
  await expect(scope.locator('form.compare-toggle[data-enhanced]').first()).toBeAttached();
  return scope.getByTestId('compare-toggle');
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function chooseInBrowser(page: Page, products: { handle: string }[]) {
  const url = new URL(page.url() === 'about:blank' ? 'http://127.0.0.1' : page.url());
  await page.context().addCookies([{ name: 'compare', value: encodeURIComponent(products.map((p) => p.handle).join(',')), domain: url.hostname, path: '/' }]);
}

test.describe('with JavaScript', () => {
  test('a shopper chooses products from cards and a product page, keeps them across a reload, and compares them side by side', async ({ page }) => {
    await hydrated(page, '/collections/guitar-bass');
    const cards = page.locator('.shop-grid .product-card');
    const titles: string[] = [];
    for (const i of [0, 1]) {
      const card = cards.nth(i);
      titles.push((await card.locator('.product-card__title').innerText()).trim());
      await (await enhancedToggle(card)).click();
      await expect(card.getByTestId('compare-toggle')).toHaveAttribute('aria-pressed', 'true');
    }
    const tray = page.getByTestId('compare-tray');
    await expect(tray.getByRole('link', { name: 'Compare (2)' })).toBeVisible();
    await expect(tray.getByRole('listitem')).toHaveText(titles.map((t) => new RegExp(t.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))));

    await hydrated(page, `/products/${g1.handle}`);
    const toggle = await enhancedToggle(page.locator('.product-page'));
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await page.locator('html[data-hydrated="true"]').waitFor();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(tray.getByRole('link', { name: 'Compare (3)' })).toBeVisible();

    // The tray collapses and opens again from the keyboard.
    const collapse = tray.getByRole('button', { name: /chosen products \(3 of 4\)/ });
    await collapse.focus();
    await page.keyboard.press('Enter');
    await expect(collapse).toHaveAttribute('aria-expanded', 'false');
    await expect(tray.getByRole('listitem').first()).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(tray.getByRole('listitem')).toHaveCount(3);

    await tray.getByRole('link', { name: 'Compare (3)' }).click();
    await expect(page).toHaveURL(new RegExp(`/compare\\?products=[a-z0-9-]+,[a-z0-9-]+,${g1.handle}$`));
    await expect(columnHeaders(page)).toHaveCount(3);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compare products');
    await expect(tray).toBeHidden();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,follow');

    await page.getByRole('link', { name: 'Show differences only' }).click();
    await expect(page).toHaveURL(/differences=only/);
    await expect(page.getByRole('link', { name: 'Show all rows' })).toBeVisible();
    const rows = page.locator('.compare-table__specifications tr:has(th[scope="row"])');
    await expect(rows.first()).toBeVisible();
    expect(await rows.evaluateAll((els) => els.every((e) => e.classList.contains('compare-table__row--differs')))).toBe(true);

    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });

  test('a 5th product asks which one to replace; a product the shop no longer has drops out with a note', async ({ page }) => {
    await page.goto('/');
    await chooseInBrowser(page, [g1, g2, g3, g4]);
    await hydrated(page, `/products/${g5.handle}`);
    const tray = page.getByTestId('compare-tray');
    await expect(tray.getByRole('link', { name: 'Compare (4)' })).toBeVisible();
    await (await enhancedToggle(page.locator('.product-page'))).click();
    const dialog = page.getByRole('dialog', { name: 'Compare holds up to 4 products' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^Replace / })).toHaveCount(4);
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    await dialog.getByRole('button', { name: `Replace ${g2.title}` }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('.product-page').getByTestId('compare-toggle')).toHaveAttribute('aria-pressed', 'true');
    await expect(tray.getByRole('link', { name: 'Compare (4)' })).toHaveAttribute('href', comparePath(g1, g5, g3, g4));

    await chooseInBrowser(page, [g1, { handle: 'a-guitar-no-longer-sold' }]);
    await hydrated(page, `/products/${g3.handle}`);
    await expect(page.getByRole('status').filter({ hasText: 'no longer available' })).toHaveText('A product you chose to compare is no longer available and was removed.');
    await expect(tray.getByRole('link', { name: 'Compare (1)' })).toBeVisible();
  });

  test('on a phone two products show side by side, the others a swipe away, with the product headers kept in view', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await hydrated(page, comparePath(g1, g2, g3));
    const scroller = page.locator('.compare-table__scroll');
    const box = (await scroller.boundingBox())!;
    const visible = async () =>
      (await columnHeaders(page).evaluateAll((els, [left, right]) => els.map((e) => { const r = e.getBoundingClientRect(); return r.left >= left! - 1 && r.right <= right! + 1; }), [box.x, box.x + box.width]));
    expect(await visible()).toEqual([true, true, false]);
    await scroller.evaluate((el) => el.scrollBy({ left: 40 }));
    await expect.poll(visible).toEqual([false, true, true]);
    await scroller.evaluate((el) => el.scrollBy({ top: 500 }));
    await expect.poll(async () => Math.abs((await columnHeaders(page).nth(1).boundingBox())!.y - box.y)).toBeLessThan(3);
  });

  test('on the narrowest phone the tray with 4 products fits the screen', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/');
    await chooseInBrowser(page, [g1, g2, g3, g4]);
    await hydrated(page, `/products/${g5.handle}`);
    const tray = page.getByTestId('compare-tray');
    // The cookie holds handles only: the tray shows them at once and rebuilds its list when their
    // titles arrive. Measure the settled list, not the one about to be replaced (measuring a
    // detached list read its overflow as '' once in CI).
    await expect(tray.getByRole('listitem')).toHaveText([g1, g2, g3, g4].map((g) => new RegExp(escapeRegExp(g.title))));
    // The bar's controls fit; the chosen products scroll sideways inside their own row.
    const outside = await tray.locator('.compare-tray__bar').locator('a, button').evaluateAll((els) => els.map((e) => e.getBoundingClientRect()).filter((r) => r.left < 0 || r.right > innerWidth).length);
    expect(outside).toBe(0);
    const row = await tray.getByRole('list').evaluate((el) => ({ left: el.getBoundingClientRect().left, right: el.getBoundingClientRect().right, scrolls: getComputedStyle(el).overflowX }));
    expect(row.left).toBeGreaterThanOrEqual(0);
    expect(row.right).toBeLessThanOrEqual(320);
    expect(row.scrolls).toBe('auto');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the Compare toggle is a form: products join, differences show, one is removed and a 5th replaces one', async ({ page }) => {
    await page.goto(`/products/${g1.handle}`);
    await page.getByRole('button', { name: `Compare ${g1.title}` }).click();
    await expect(page).toHaveURL(comparePath(g1));
    await page.goto(`/products/${g2.handle}`);
    await page.getByRole('button', { name: `Compare ${g2.title}` }).click();
    await expect(page).toHaveURL(comparePath(g1, g2));
    await expect(columnHeaders(page)).toHaveCount(2);
    await page.getByRole('link', { name: 'Show differences only' }).click();
    await expect(page).toHaveURL(`${comparePath(g1, g2)}&differences=only`);
    await page.getByRole('button', { name: `Remove ${g1.title}` }).click();
    await expect(page).toHaveURL(comparePath(g2));

    await chooseInBrowser(page, [g1, g2, g3, g4]);
    await page.goto(`/products/${g5.handle}`);
    await page.getByRole('button', { name: `Compare ${g5.title}` }).click();
    await expect(page.getByRole('heading', { name: 'Compare holds up to 4 products' })).toBeVisible();
    await page.getByRole('button', { name: `Replace ${g3.title}` }).click();
    await expect(page).toHaveURL(comparePath(g1, g2, g5, g4));
    await expect(columnHeaders(page)).toHaveCount(4);
    await page.goto('/compare');
    await expect(page).toHaveURL(comparePath(g1, g2, g5, g4));
  });
});
