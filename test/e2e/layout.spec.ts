// The layout journeys of issue 7: the mobile menu, the desktop mega menu, the header's hide/show on
// scroll, a store page, switching market to /en-gb with prices in GBP, the banner carousel's
// autoplay, and the old-browser notice.
import { expect, test, type Page } from '@playwright/test';
import { generateCatalogue } from '../../src/adapters/embedded/demo-data/generate-catalogue';
import { HEADER_ALWAYS_VISIBLE_BELOW_PX, HEADER_SHOW_ON_SCROLL_UP_PX } from '../../src/domain/header-visibility';
import { localeByKey } from '../../src/domain/locale';
import { formatMoney, moneyFromMinorUnits } from '../../src/domain/money';
import { CAROUSEL_AUTOPLAY_MS, CAROUSEL_RESUME_MS } from '../../src/domain/timing';
import { loadConfig } from '../../src/server/config';

const config = loadConfig({});
const catalogue = generateCatalogue({ seed: config.demo.seed, productCount: config.demo.productCount });
const product = catalogue.products.find((p) => p.status === 'active' && p.variants.length === 1 && p.variants[0]!.prices.GBP.compareAtPrice === null)!;

async function hydrated(page: Page) {
  await page.waitForSelector('html[data-hydrated="true"]');
}

const header = (page: Page) => page.locator('header.site-header');

test('on a 390 px phone the burger menu lists categories, expands subcategories, and closes with Escape', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await hydrated(page);
  await expect(page.getByText('Free shipping on orders over $100*')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Shop by Category' })).toBeHidden();

  const burger = page.getByRole('button', { name: 'Open menu' });
  await burger.click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  for (const name of ['New Arrivals', 'Clearance Centre', 'Open Box']) await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(menu.getByRole('region', { name: 'Need Help?' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Email us' })).toHaveAttribute('href', /^mailto:/);

  // A category is a <details> (issue 30: it opens without JavaScript too); its summary toggles it.
  const guitars = menu.locator('details', { has: page.locator('summary', { hasText: 'Guitar & Bass' }) });
  await expect(guitars).not.toHaveAttribute('open');
  await guitars.locator('summary').click();
  await expect(guitars).toHaveAttribute('open', '');
  await expect(menu.getByRole('link', { name: 'Electric Guitars' })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();

  await burger.click();
  await menu.getByRole('link', { name: 'Electric Guitars' }).click();
  await expect(page).toHaveURL(/\/collections\/electric-guitars$/);
  await expect(menu).toBeHidden();
});

test('on desktop the mega menu opens from the keyboard, shows subcategories and brands, and Escape closes it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/pages/about-us');
  await hydrated(page);
  await expect(page.getByText('Free shipping on orders over $100 and under 20kg')).toBeVisible();

  const toggle = page.getByRole('button', { name: 'Shop by Category' });
  await toggle.focus();
  await page.keyboard.press('ArrowDown');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const categories = page.getByRole('list', { name: 'Categories' });
  await expect(categories.getByRole('link').first()).toBeFocused();

  await categories.getByRole('link', { name: 'Keyboards' }).hover();
  await expect(page.getByRole('link', { name: 'Digital Pianos', exact: true })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Brands' }).getByRole('link', { name: 'Roland' })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
  await expect(page.getByRole('link', { name: 'Digital Pianos', exact: true })).toBeHidden();

  const about = page.getByRole('button', { name: 'About Us' });
  await about.click();
  await expect(about).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('link', { name: 'Our Stores' }).first().click();
  await expect(page).toHaveURL(/\/pages\/locations$/);
  await expect(about).toHaveAttribute('aria-expanded', 'false');
});

test('the header hides on scroll-down past 400 px and shows again on a scroll-up of more than 15 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto('/pages/locations');
  await hydrated(page);
  const scrollTo = async (y: number) => {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
  };
  await scrollTo(HEADER_ALWAYS_VISIBLE_BELOW_PX - 100);
  await expect(header(page)).toHaveAttribute('data-visible', 'true');
  await scrollTo(HEADER_ALWAYS_VISIBLE_BELOW_PX + 300);
  await expect(header(page)).toHaveAttribute('data-visible', 'false');
  await scrollTo(HEADER_ALWAYS_VISIBLE_BELOW_PX + 300 - HEADER_SHOW_ON_SCROLL_UP_PX + 5);
  await expect(header(page)).toHaveAttribute('data-visible', 'false');
  await scrollTo(HEADER_ALWAYS_VISIBLE_BELOW_PX + 200);
  await expect(header(page)).toHaveAttribute('data-visible', 'true');
  await expect(header(page)).toBeInViewport();
});

test('a store page shows its hours with "open now", contact details and the way there', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/pages/locations');
  await hydrated(page);
  await page.getByRole('link', { name: 'Melbourne Fitzroy' }).first().click();
  await expect(page).toHaveURL(/\/locations\/melbourne-fitzroy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Melbourne Fitzroy');
  await expect(page.locator('.open-now')).toHaveText(/^(Open now|Closed now)$/);
  await expect(page.getByRole('heading', { name: 'Trading hours' })).toBeVisible();
  await expect(page.locator('.trading-hours')).toContainText('Monday - Friday');
  await expect(page.getByRole('heading', { name: 'Public transport' })).toBeVisible();
  await expect(page.getByRole('link', { name: '03 5550 1061' })).toHaveAttribute('href', 'tel:0355501061');
  await expect(page).toHaveTitle(/^Melbourne Fitzroy · /);
});

test('switching to the United Kingdom market moves to /en-gb and shows prices in GBP', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/products/${product.handle}`);
  await hydrated(page);
  const selector = page.getByRole('button', { name: /^Country and currency/ });
  await expect(selector).toHaveText('USD');
  await selector.click();
  await page.getByRole('link', { name: 'United Kingdom (GBP £)' }).click();
  await expect(page).toHaveURL(new RegExp(`/en-gb/products/${product.handle}$`));
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-gb');
  const gbp = formatMoney(moneyFromMinorUnits(product.variants[0]!.prices.GBP.price, 'GBP'), localeByKey('en-gb'));
  expect(gbp).toContain('£');
  await expect(page.getByTestId('product-price')).toHaveText(gbp);
  await expect(page.getByRole('button', { name: /^Country and currency/ })).toHaveText('GBP');
  await expect(page.locator('footer').getByRole('link', { name: 'About Us' }).first()).toHaveAttribute('href', '/en-gb/pages/about-us');
});

test('the home banners advance every 3 s, stop on hover, and resume 8 s later', async ({ page }) => {
  await page.clock.install();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await hydrated(page);
  const carousel = page.getByRole('region', { name: 'Featured' });
  const track = carousel.locator('.carousel__track');
  const scrolled = () => track.evaluate((element) => element.scrollLeft);
  await expect(carousel).toHaveAttribute('data-autoplay', 'on');
  expect(await scrolled()).toBe(0);
  // From here page timers move only when the test says so.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);

  await page.clock.runFor(CAROUSEL_AUTOPLAY_MS + 100);
  await expect.poll(scrolled).toBeGreaterThan(0);

  await page.mouse.move(10, 10);
  await carousel.hover();
  await expect(carousel).toHaveAttribute('data-autoplay', 'off');
  // The slide that was under way finishes its smooth scroll; then nothing moves while paused.
  const settled = async () => {
    const before = await scrolled();
    await page.waitForTimeout(400);
    return (await scrolled()) === before;
  };
  await expect.poll(settled).toBe(true);
  const stoppedAt = await scrolled();
  await page.clock.runFor(CAROUSEL_RESUME_MS - 1_000);
  await page.waitForTimeout(400);
  expect(await scrolled()).toBe(stoppedAt);
  await expect(carousel).toHaveAttribute('data-autoplay', 'off');
  await page.clock.runFor(1_100);
  await expect(carousel).toHaveAttribute('data-autoplay', 'on');
});

test('a browser below the minimum versions sees the old-browser notice once per day', async ({ browser }) => {
  const context = await browser.newContext({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/91.0.4472.114 Safari/537.36' });
  const page = await context.newPage();
  await page.goto('/');
  await hydrated(page);
  const notice = page.getByRole('alert').filter({ hasText: 'Your browser is out of date' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toBeHidden();
  await page.reload();
  await hydrated(page);
  await expect(notice).toBeHidden();
  // A day later: the stored day is changed from a page of the shop without its script (robots.txt),
  // since a shop page's notice may still be checking (its chunk loads after mounting) and would take
  // the changed day for its own, showing there and remembering today.
  await page.goto('/robots.txt');
  await page.evaluate(() => window.localStorage.setItem('oldBrowserNoticeShown', '2000-01-01'));
  await page.goto('/');
  await hydrated(page);
  await expect(notice).toBeVisible();
  await context.close();
});

test('a current browser never sees the notice', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await page.waitForTimeout(200);
  await expect(page.getByText('Your browser is out of date')).toHaveCount(0);
});
