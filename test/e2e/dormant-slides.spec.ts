// Issue 33 (Total Blocking Time): home's carousels hydrate only their first six slides with the
// page; the rest stay the server's HTML (src/ui/components/dormant-card.tsx) until the shopper
// heads for their carousel. Asleep they work as without JavaScript; once the carousel wakes, a
// card that was dormant adds to the cart in place, as every card does with JavaScript.
import { expect, test } from '@playwright/test';
import { drawerSettled } from './support/cart-drawer';

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
});

test('a carousel wakes its dormant slides when the pointer comes over it; a woken card adds to the cart in place', async ({ page }) => {
  await page.goto('/');
  await page.waitForSelector('html[data-hydrated="true"]');
  const dormant = page.locator('.product-carousel li[data-dormant]');
  // Four carousels of twelve: slides 7 to 12 of each.
  await expect(dormant).toHaveCount(24);
  const carousel = page.locator('.product-carousel .carousel').first();
  await carousel.hover();
  await expect(carousel.locator('li[data-dormant]')).toHaveCount(0);
  await expect(dormant).toHaveCount(18);
  const slide = carousel.locator('li.carousel__slide').filter({ has: page.getByRole('button', { name: 'Add to Cart', disabled: false }) }).nth(6);
  await expect(slide).toHaveAttribute('aria-label', /^(7|8|9|10|11|12) of 12$/);
  await slide.getByRole('button', { name: 'Add to Cart' }).click();
  await drawerSettled(page);
  await expect(page).toHaveURL(/\/$/);
});

test('Shift+Tab from below a carousel into its last, dormant slide wakes it and keeps the focus on the same control', async ({ page }) => {
  await page.goto('/');
  await page.waitForSelector('html[data-hydrated="true"]');
  const carousel = page.locator('.product-carousel .carousel').first();
  const last = carousel.locator('li.carousel__slide').last();
  await expect(last).toHaveAttribute('data-dormant', '');
  // The carousel's Previous and Next buttons follow its track: focus the Previous one, then step back into the last slide.
  await carousel.getByRole('button', { name: 'Previous' }).focus();
  await page.keyboard.press('Shift+Tab');
  await expect(last).not.toHaveAttribute('data-dormant');
  await expect(last.getByRole('button', { name: /^Compare / })).toBeFocused();
});
