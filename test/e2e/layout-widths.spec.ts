// Issue 16: every page type at the eight widths shoppers use (phones from 320 px, tablets, desktops),
// with the cart drawer and the search popup closed and open: the page never scrolls sideways and
// every visible control (link, button, field) lies inside the viewport horizontally. One browser
// context per width, one page reused across the page types.
import { expect, test, type Page } from '@playwright/test';
import { generateCatalogue } from '../../src/adapters/embedded/demo-data/generate-catalogue';
import { loadConfig } from '../../src/server/config';
import { hosted } from './support/mode';

const WIDTHS = [320, 360, 390, 414, 768, 1024, 1280, 1920] as const;
/** Below this width the header shows the phone layout (mobile search button, free-shipping strip). */
const TABLET_FROM = 768;
/** From this width the footer's accordions are open columns and the header has its desktop menus. */
const DESKTOP_FROM = 1024;

const config = loadConfig({});
const catalogue = generateCatalogue({ seed: config.demo.seed, productCount: config.demo.productCount });
const active = catalogue.products.filter((p) => p.status === 'active' && p.openBoxParent === null && p.variants.length === 1);
const inStock = active.filter((p) => p.variants[0]!.inventory.some((i) => i.quantity > 0) && p.metafields.is_heavy === 'false');
/** The longest title: the page most likely to push something sideways. */
const longTitle = [...active].sort((a, b) => b.title.length - a.title.length)[0]!;
const openBox = active.find((p) => p.openBoxItems.length > 0)!;
const buyable = inStock[0]!;

const PAGE_TYPES: readonly { name: string; path: string; confirm?: string; waitFor?: string; focused?: boolean }[] = [
  { name: 'home', path: '/' },
  { name: 'collection listing', path: '/collections/guitar-bass' },
  { name: 'search', path: '/search?search%5Bquery%5D=yamaha' },
  { name: 'product', path: `/products/${longTitle.handle}` },
  { name: 'open-box product', path: `/products/${openBox.handle}?obx=1` },
  { name: 'cart', path: '/cart' },
  // Buy now: a headless browser reads as a bot, so it gets the confirm page and follows its button.
  // Hosted, checkout is Shopify's own page, which is not this shop's layout.
  // The checkout is focused (issue 33): no store header, so no promotions, search or cart drawer to open there.
  ...(hosted ? [] : [{ name: 'checkout', path: `/cart/${buyable.variants[0]!.id}:1`, confirm: 'Continue to checkout', focused: true }]),
  { name: 'content page', path: '/pages/about-us' },
  { name: 'store page', path: '/locations/melbourne-fitzroy' },
  { name: '404', path: '/no-such-page-here' },
  { name: 'login', path: '/account/login' },
  // Issue 19: the saved page with a product on it, and home with the recently viewed row (the
  // product pages above were viewed; the row arrives after hydration).
  { name: 'saved items', path: '/account/saved' },
  { name: 'home with recently viewed', path: '/', waitFor: '[data-testid="recently-viewed"]' },
  // Issue 19: four products side by side (phones swipe between them inside the table's own scroller).
  { name: 'compare', path: `/compare?products=${[longTitle, ...inStock.slice(0, 3)].map((p) => p.handle).join(',')}` },
];

interface Fit {
  scrollWidth: number;
  innerWidth: number;
  outside: string[];
}

/**
 * The page's width and the visible controls that reach outside the viewport horizontally. A control
 * counts as visible when it renders a box that its scrolling or clipping ancestors leave showing
 * (a slide scrolled away inside a carousel is not visible; one cut by the window's edge is).
 */
function measure(page: Page): Promise<Fit> {
  return page.evaluate(() => {
    const outside: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>('a[href], button, input:not([type="hidden"]), select, textarea, summary');
    for (const control of controls) {
      if (!control.checkVisibility({ visibilityProperty: true })) continue;
      const box = control.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      let left = box.left;
      let right = box.right;
      for (let parent = control.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX === 'visible') continue;
        const clip = parent.getBoundingClientRect();
        left = Math.max(left, clip.left);
        right = Math.min(right, clip.right);
      }
      if (right - left <= 1) continue;
      if (left < -0.5 || right > window.innerWidth + 0.5) {
        const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
        outside.push(`${control.tagName.toLowerCase()} '${name}' at ${Math.round(left)}..${Math.round(right)}`);
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth, outside };
  });
}

async function expectFits(page: Page, where: string) {
  const fit = await measure(page);
  expect.soft(fit.scrollWidth, `${where}: page width`).toBeLessThanOrEqual(fit.innerWidth);
  expect.soft(fit.outside, `${where}: controls outside the viewport`).toEqual([]);
}

for (const width of WIDTHS) {
  test(`at ${width} px every page type fits the screen, with the cart drawer and the search popup closed and open`, async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ baseURL, viewport: { width, height: 800 } });
    const page = await context.newPage();
    // A cart with a line: the cart page, drawer and checkout show their fullest layout.
    const form = { cartFormInput: JSON.stringify({ action: 'LinesAdd', inputs: { lines: [{ merchandiseId: `gid://shopify/ProductVariant/${buyable.variants[0]!.id}`, quantity: 1 }] } }) };
    expect((await page.request.post('/cart', { form, headers: { accept: 'application/json' } })).ok()).toBe(true);
    // A saved product: the header shows its count and the saved page a card.
    expect((await page.request.post('/account/saved', { data: { intent: 'save', handle: longTitle.handle }, headers: { accept: 'application/json' } })).ok()).toBe(true);
    // Four products chosen to compare: pages with 'Compare' toggles show the compare tray too.
    await context.addCookies([{ name: 'compare', value: encodeURIComponent(inStock.slice(0, 4).map((p) => p.handle).join(',')), url: baseURL! }]);

    for (const { name, path, confirm, waitFor, focused } of PAGE_TYPES) {
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      if (confirm) await page.getByRole('button', { name: confirm }).click();
      await page.waitForSelector('html[data-hydrated="true"]');
      if (waitFor) await page.waitForSelector(waitFor);
      // Images have fixed boxes (width and height), so the layout is final once the page hydrates.
      const where = `${name} at ${width} px`;
      await expectFits(page, where);
      if (focused) {
        await expect.soft(page.getByText('Secure checkout'), where).toBeVisible();
        continue;
      }

      // The promotions show at every width: the strip on phones, the bar from tablets up.
      if (width < TABLET_FROM) await expect.soft(page.locator('header').getByText('Free shipping on orders over $100*'), where).toBeVisible();
      else await expect.soft(page.getByRole('list', { name: 'Promotions' }), where).toBeVisible();

      // The search popup open (its shortcut), then closed with Escape.
      await page.keyboard.press('/');
      const popupInput = page.getByPlaceholder('Search for...');
      await expect(popupInput).toBeFocused();
      await expect.soft(popupInput, `${where}: search popup`).toBeInViewport({ ratio: 1 });
      await expectFits(page, `${where}, search popup open`);
      await page.keyboard.press('Escape');
      await expect(popupInput).toBeHidden();

      // The cart drawer open, then closed with Escape.
      await page.getByRole('link', { name: /^Cart, / }).click();
      const drawer = page.getByRole('dialog', { name: 'Cart' });
      await expect(drawer).toBeVisible();
      await expectFits(page, `${where}, cart drawer open`);
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
    }

    // The header's own panels, the same on every page: the country list and, below the desktop
    // layout, the burger menu.
    await page.getByRole('button', { name: /^Country and currency/ }).click();
    await expect(page.getByRole('link', { name: 'United Kingdom (GBP £)' })).toBeVisible();
    await expectFits(page, `country list at ${width} px`);
    await page.keyboard.press('Escape');
    if (width < DESKTOP_FROM) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      await expectFits(page, `menu at ${width} px`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    }

    // The footer's columns share the width: below the desktop layout the About / Orders /
    // Categories accordions are as wide as the store accordions beside or above them.
    if (width < DESKTOP_FROM) {
      const footer = page.locator('footer');
      const storeToggle = await footer.locator('summary', { hasText: 'Forestville' }).boundingBox();
      const menuToggle = await footer.locator('summary', { hasText: 'Categories' }).boundingBox();
      expect(Math.abs(menuToggle!.width - storeToggle!.width)).toBeLessThanOrEqual(2);
    }
    await context.close();
  });
}
