// The cart drawer as a shopper with JavaScript meets it after Add to Cart: it opens at once with the
// line pending, and the shop's answer settles it. A shopper who leaves the page before that answer
// cancels the add (as closing the tab would), so journeys that move on wait for it, as people do.
import { expect, type Page } from '@playwright/test';

/** Waits until the drawer is open and its add has been answered (its Checkout can be followed). */
export async function drawerSettled(page: Page): Promise<void> {
  const drawer = page.getByRole('dialog', { name: 'Cart' });
  await expect(drawer).toBeVisible();
  await expect(drawer.locator('.cart-contents')).toHaveAttribute('aria-busy', 'false');
  await expect(drawer.getByRole('link', { name: 'Checkout' })).toBeVisible();
}
