// A shopper with a keyboard only: opens and closes the menu, searches with the '/' shortcut, opens a
// product from the results, adds it to the cart, closes the drawer, opens the cart from the header
// and raises the quantity. No mouse event is sent; every step moves focus with Tab and acts with Enter or Escape.
import { expect, test, type Page } from '@playwright/test';

/** Presses Tab until the focused element matches, and says what it passed on the way when it never does. */
async function tabTo(page: Page, matches: (el: { name: string; tag: string; href: string }) => boolean, what: string, max = 150, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  const seen: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    const el = await page.evaluate(() => {
      const active = document.activeElement as HTMLElement | null;
      const labelled = active?.getAttribute('aria-labelledby');
      const name = active?.getAttribute('aria-label') ?? (labelled ? document.getElementById(labelled)?.textContent : null) ?? active?.textContent ?? '';
      return { name: name.trim().replace(/\s+/g, ' '), tag: active?.tagName.toLowerCase() ?? '', href: active?.getAttribute('href') ?? '' };
    });
    if (matches(el)) return;
    seen.push(`${el.tag}:${el.name.slice(0, 30)}`);
  }
  throw new Error(`no focusable ${what} within ${max} Tabs; focus went through ${seen.slice(-25).join(' → ')}`);
}

const hydrated = (page: Page) => page.locator('html[data-hydrated="true"]').waitFor();

test('keyboard only: menu, search, product, cart', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await hydrated(page);

  await tabTo(page, (el) => el.name === 'Open menu', 'menu button');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.locator('body').focus();
  await page.keyboard.press('/');
  // '/' opens the search popup and moves focus into its field (after the popup renders).
  await expect(page.getByRole('dialog', { name: 'Search' }).getByRole('searchbox')).toBeFocused();
  await page.keyboard.type('guitar');
  await page.keyboard.press('Enter');
  await expect(page.getByText(/\d+ results found/)).toBeVisible({ timeout: 15_000 });

  // Open results one by one until one is in stock (a sold-out product's button is disabled).
  const tried = new Set<string>();
  for (let attempt = 0; ; attempt++) {
    let href = '';
    await tabTo(page, (el) => el.tag === 'a' && /\/products\//.test(el.href) && !tried.has(el.href) && Boolean((href = el.href)), 'product link in the results', 300);
    tried.add(href);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/products\//);
    await hydrated(page);
    if (await page.locator('main button.add-to-cart:not([disabled])').count()) break;
    expect(attempt, 'an available product among the first results').toBeLessThan(8);
    await page.goBack();
    await hydrated(page);
    await page.locator('body').focus();
  }

  await tabTo(page, (el) => /^add to cart$/i.test(el.name), 'Add to Cart button', 300);
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog').filter({ has: page.getByRole('list', { name: 'Cart items' }) });
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // The header's cart link opens the drawer (the cart page is one link further for pointer users too).
  // Escape gave focus back to Add to Cart; Shift+Tab goes back up the page to the header's cart link
  // (forward, past the footer, the header's search field would open its modal popup on focus, spec section 4).
  await tabTo(page, (el) => /^Cart, 1 item$/.test(el.name), 'cart link', 300, 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(drawer).toBeVisible();
  await tabTo(page, (el) => /^Increase quantity of /.test(el.name), 'increase quantity button', 100);
  await page.keyboard.press('Enter');
  await expect(drawer.getByRole('group', { name: /^Quantity of / }).first()).toContainText('2');
  // The drawer is modal: Tab and Shift+Tab cycle inside it.
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < 40; i++) await page.keyboard.press(key);
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.cart-drawer__panel'))), `${key} keeps focus in the drawer`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
});
