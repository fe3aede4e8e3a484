import { expect, test } from '@playwright/test';
import { previewSecret as SECRET } from './support/mode';

const PAGE = '/en-au/pages/about-us';
/** A sentence only the about-us draft has (the demo content's one draft). */
const DRAFT_TEXT = 'turns 32 this year';

test('an editor enters preview with the secret, sees the draft under the bar, and Exit Preview Mode returns to the same page published', async ({ page }) => {
  await page.goto(`/api/preview?secret=${SECRET}&slug=${encodeURIComponent(PAGE)}`);
  await expect(page).toHaveURL(PAGE);
  await page.waitForSelector('html[data-hydrated="true"]');

  const bar = page.getByRole('region', { name: 'Preview mode' });
  await expect(bar).toBeVisible();
  await expect(bar).toContainText('You are viewing unpublished content.');
  await expect(page.getByText('Loading preview...')).toHaveCount(0);
  await expect(page.locator('main')).toContainText(DRAFT_TEXT);

  await bar.getByRole('button', { name: 'Exit Preview Mode' }).click();

  await expect(page).toHaveURL(PAGE);
  await page.waitForSelector('html[data-hydrated="true"]');
  await expect(page.locator('h1')).toHaveText('About Us');
  await expect(page.getByRole('region', { name: 'Preview mode' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Exit Preview Mode' })).toHaveCount(0);
  await expect(page.locator('main')).not.toContainText(DRAFT_TEXT);
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('storefront_preview');
});

test('a wrong secret does not enter preview', async ({ page }) => {
  const res = await page.goto(`/api/preview?secret=wrong&slug=${encodeURIComponent(PAGE)}`);
  expect(res?.status()).toBe(401);
  await page.goto(PAGE);
  await page.waitForSelector('html[data-hydrated="true"]');
  await expect(page.locator('h1')).toHaveText('About Us');
  await expect(page.getByRole('region', { name: 'Preview mode' })).toHaveCount(0);
});
