// Issue 15, observation 1, in a real browser: an open-box unit is one of a kind. The shopper adds a
// unit from its product page; the cart line has no '+'; adding the same unit again is refused with
// the shop's message and the line stays at quantity 1.
import { expect, test } from '@playwright/test';

/**
 * The last product of the demo seed (20261121, 2,500 products) with open-box units, so no other
 * journey's order can have sold the unit; its first unit, written out.
 */
const product = { handle: 'yamaha-signature-mf-790-grand-piano' };
const unit = { number: 'OB0024821', condition: 'Excellent - Customer return, used once and as new.' };

test('an open-box unit goes into the cart once: no + on its line, and a second add is refused with a message', async ({ page }) => {
  await page.goto(`/products/${product.handle}?obx=1`);
  await page.waitForSelector('html[data-hydrated="true"]');
  const card = page.getByTestId('open-box-unit').filter({ hasText: unit.number }).first();
  const add = card.getByRole('button', { name: `Add open-box unit ${unit.number} to cart` });
  await add.click();

  const drawer = page.getByRole('dialog', { name: 'Cart' });
  await expect(drawer).toBeVisible();
  const line = drawer.locator('.cart-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(unit.condition);
  await expect(line.locator('.cart-line__quantity-value')).toHaveText('1');
  await expect(line.getByRole('button', { name: /^Increase quantity/ })).toHaveCount(0);

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await add.click();
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('alert')).toHaveText('This open-box unit is already in your cart.');
  await expect(line).toHaveCount(1);
  await expect(line.locator('.cart-line__quantity-value')).toHaveText('1');

  const body = (await page.evaluate(() => fetch('/api/cart').then((r) => r.json()))) as { cart: { lines: { quantity: number; openBox: boolean }[] } };
  expect(body.cart.lines).toEqual([expect.objectContaining({ quantity: 1, openBox: true })]);
});
