// Issue 30, observations 1, 2 and 4: listings and phone navigation without JavaScript, at a 390 px
// phone and a 1280 px desktop. Every refinement, the sort, the price range and 'Show more products'
// are links and GET forms that end on the spec's URL state (category[...] / search[...]); 'Filter
// by', the burger menu, the mega menu and the footer's accordions open without scripts; the
// results page shows its term in a visible search box. The figures are the demo shop's, as literals.
import { expect, test, type Page } from '@playwright/test';

const WIDTHS = [
  { name: 'a 390 px phone', width: 390, height: 844 },
  { name: 'a 1280 px desktop', width: 1280, height: 900 },
] as const;

const count = (page: Page) => page.getByTestId('results-count');
const cards = (page: Page) => page.locator('.shop-grid .product-card');
/** The URL's query as pairs, decoded: the spec's URL state whatever the encoding of its brackets. */
const query = (page: Page) => [...new URL(page.url()).searchParams];
const filters = (page: Page) => page.getByRole('complementary', { name: 'Filters' });

/** On a phone the filter panel is closed: 'Filter by' is a link that opens it. */
async function openFilters(page: Page, width: number) {
  if (width < 1024) {
    await expect(filters(page)).toBeHidden();
    await page.getByRole('link', { name: 'Filter by' }).click();
  }
  await expect(filters(page)).toBeVisible();
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { name, width, height } of WIDTHS) {
    test.describe(`on ${name}`, () => {
      test.beforeEach(async ({ page }) => {
        await page.setViewportSize({ width, height });
      });

      test('a brand filter, then the price range, then a quick price button: each a GET form ending on category[...] URL state', async ({ page }) => {
        await page.goto('/collections/guitar-bass');
        await expect(count(page)).toHaveText('435 results found');

        await openFilters(page, width);
        const brand = filters(page).getByRole('region', { name: 'Brand' });
        await brand.getByRole('checkbox', { name: /^Fender\b/ }).check();
        await brand.getByRole('button', { name: 'Apply' }).click();
        await expect(count(page)).toHaveText('35 results found');
        expect(query(page)).toEqual([['category[refinementList][brand][0]', 'Fender']]);

        // A second brand keeps the first.
        await openFilters(page, width);
        await filters(page).getByRole('region', { name: 'Brand' }).getByRole('checkbox', { name: /^Yamaha\b/ }).check();
        await filters(page).getByRole('region', { name: 'Brand' }).getByRole('button', { name: 'Apply' }).click();
        await expect(count(page)).toHaveText('58 results found');
        expect(query(page)).toEqual([
          ['category[refinementList][brand][0]', 'Fender'],
          ['category[refinementList][brand][1]', 'Yamaha'],
        ]);

        // The case: 600 to 900 on Guitar & Bass, which gave ?min=600&max=900 and still 415.
        await page.goto('/collections/guitar-bass');
        await openFilters(page, width);
        const price = filters(page).getByRole('region', { name: 'Price' });
        await price.getByLabel(/Min price/).fill('600');
        await price.getByLabel(/Max price/).fill('900');
        await price.getByRole('button', { name: 'Apply' }).click();
        await expect(count(page)).toHaveText('46 results found');
        expect(query(page)).toEqual([['category[range][price]', '600:900']]);
        await openFilters(page, width);
        await expect(filters(page).getByRole('link', { name: 'Remove Price: $600 - $900' })).toBeVisible();

        // A quick button replaces the range, and shows pressed.
        await filters(page).getByRole('region', { name: 'Price' }).getByRole('button', { name: 'Up to $200' }).click();
        await expect(count(page)).toHaveText('64 results found');
        expect(query(page)).toEqual([['category[range][price]', ':200']]);
        await openFilters(page, width);
        await expect(filters(page).getByRole('button', { name: 'Up to $200' })).toHaveAttribute('aria-pressed', 'true');
      });

      test("the sort, 'Show more products' and a category of the hierarchy keep the rest of the state", async ({ page }) => {
        await page.goto('/collections/guitar-bass?category%5BrefinementList%5D%5Bbrand%5D%5B0%5D=Fender');
        await expect(count(page)).toHaveText('35 results found');
        await page.getByLabel('Sort by').selectOption({ label: 'Price (High to Low)' });
        await page.getByRole('button', { name: 'Sort', exact: true }).click();
        expect(query(page)).toEqual([
          ['category[refinementList][brand][0]', 'Fender'],
          ['category[sortBy]', 'price-desc'],
        ]);
        await expect(count(page)).toHaveText('35 results found');
        await expect(page.getByLabel('Sort by')).toHaveValue('price-desc');
        await expect(cards(page)).toHaveCount(20);

        await page.getByTestId('show-more').click();
        expect(query(page)).toEqual([
          ['category[refinementList][brand][0]', 'Fender'],
          ['category[sortBy]', 'price-desc'],
          ['category[page]', '2'],
          ['maxPage', '2'],
        ]);
        await expect(cards(page)).toHaveCount(35);
        await expect(page.getByTestId('show-more')).toHaveCount(0);

        // Back to relevance: the default sort leaves the URL, as a link to it would.
        await page.getByLabel('Sort by').selectOption({ label: 'Relevance' });
        await page.getByRole('button', { name: 'Sort', exact: true }).click();
        expect(query(page)).toEqual([['category[refinementList][brand][0]', 'Fender']]);

        await page.goto('/collections/guitar-bass');
        await openFilters(page, width);
        await filters(page).getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: /^Electric Guitars/ }).click();
        await expect(count(page)).toHaveText('66 results found');
        expect(query(page)).toEqual([['category[hierarchicalMenu][catcodes.lvl0][0]', 'Guitar & Bass > Electric Guitars']]);
      });

      test('a search keeps its term through the price range and the sort (search[...] URL state)', async ({ page }) => {
        await page.goto('/search?search%5Bquery%5D=yamaha');
        await expect(count(page)).toHaveText('131 results found');
        await openFilters(page, width);
        const price = filters(page).getByRole('region', { name: 'Price' });
        await price.getByLabel(/Min price/).fill('600');
        await price.getByLabel(/Max price/).fill('900');
        await price.getByRole('button', { name: 'Apply' }).click();
        await expect(count(page)).toHaveText('15 results found');
        expect(query(page)).toEqual([
          ['search[query]', 'yamaha'],
          ['search[range][price]', '600:900'],
        ]);
        await page.getByLabel('Sort by').selectOption({ label: 'Price (Low to High)' });
        await page.getByRole('button', { name: 'Sort', exact: true }).click();
        expect(query(page)).toEqual([
          ['search[query]', 'yamaha'],
          ['search[range][price]', '600:900'],
          ['search[sortBy]', 'price-asc'],
        ]);
        await expect(count(page)).toHaveText('15 results found');
      });

      test('/search?search[query]=yamaha shows the term in a visible search box', async ({ page }) => {
        await page.goto('/search?search%5Bquery%5D=yamaha');
        const box = page.getByRole('combobox', { name: 'Search for a Product' });
        await expect(box).toBeVisible();
        await expect(box).toHaveValue('yamaha');
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      });

      test('the country list opens, and a market is chosen', async ({ page }) => {
        await page.goto('/pages/about-us');
        const uk = page.getByRole('link', { name: 'United Kingdom (GBP £)' });
        await expect(uk).toBeHidden();
        await page.getByRole('link', { name: /^Country and currency/ }).click();
        await expect(uk).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await uk.click();
        await expect(page).toHaveURL(/\/en-gb\/pages\/about-us$/);
      });

      test("the footer's accordions open, and their pages are reached: About, Contact, Delivery, Returns, a store", async ({ page }) => {
        await page.goto('/');
        const footer = page.locator('footer');
        const open = async (title: string) => {
          // From the desktop layout on they are open columns; below it, each a <details>.
          if (width < 1024) await footer.locator('summary', { hasText: title }).click();
        };
        const cases = [
          ['About', 'About Us', /\/pages\/about-us$/],
          ['About', 'Contact Us', /\/pages\/contact$/],
          ['Orders', 'Delivery Information', /\/pages\/delivery-info$/],
          ['Orders', 'Returns Policy', /\/pages\/returns-policy$/],
          ['Forestville', 'Store details', /\/locations\/forestville$/],
        ] as const;
        for (const [title, link, url] of cases) {
          await page.goto('/');
          if (width < 1024) await expect(footer.getByRole('link', { name: link, exact: true }).first()).toBeHidden();
          await open(title);
          const target = footer.locator('.accordion', { has: page.locator('summary', { hasText: title }) }).getByRole('link', { name: link, exact: true });
          await expect(target).toBeVisible();
          await target.click();
          await expect(page).toHaveURL(url);
        }
      });
    });
  }

  test.describe('on a 390 px phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the burger menu opens, expands a category and a menu, closes, and its links navigate', async ({ page }) => {
      await page.goto('/pages/about-us');
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu).toBeHidden();
      await page.getByRole('link', { name: 'Open menu' }).click();
      await expect(menu).toBeVisible();
      for (const name of ['New Arrivals', 'Clearance Centre', 'Open Box']) await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      await expect(menu.getByRole('link', { name: 'Electric Guitars' })).toBeHidden();
      await menu.locator('summary', { hasText: 'Guitar & Bass' }).click();
      await expect(menu.getByRole('link', { name: 'Electric Guitars' })).toBeVisible();
      await menu.locator('summary', { hasText: 'Order Info' }).click();
      await expect(menu.getByRole('link', { name: 'Delivery Information' })).toBeVisible();

      await menu.getByRole('link', { name: 'Close' }).click();
      await expect(menu).toBeHidden();

      await page.getByRole('link', { name: 'Open menu' }).click();
      await menu.getByRole('link', { name: 'Electric Guitars' }).click();
      await expect(page).toHaveURL(/\/collections\/electric-guitars$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Electric Guitars');
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    });
  });

  test.describe('on a 1280 px desktop', () => {
    test.use({ viewport: { width: 1280, height: 900 } });

    test("'Shop by Category' opens the mega menu, which closes and whose links navigate", async ({ page }) => {
      await page.goto('/pages/about-us');
      const categories = page.getByRole('list', { name: 'Categories' });
      await expect(categories).toBeHidden();
      await page.getByRole('link', { name: 'Shop by Category' }).click();
      await expect(categories).toBeVisible();
      await expect(page.getByRole('group', { name: 'Brands' }).getByRole('link', { name: 'All Brands' })).toBeVisible();
      await page.locator('.mega-menu').getByRole('link', { name: 'Close' }).click();
      await expect(categories).toBeHidden();
      await page.getByRole('link', { name: 'Shop by Category' }).click();
      await categories.getByRole('link', { name: 'Keyboards' }).click();
      await expect(page).toHaveURL(/\/collections\/keyboards$/);
      await expect(count(page)).toHaveText('279 results found');
    });

    test("the header's About Us and Order Information dropdowns open, and their links navigate", async ({ page }) => {
      await page.goto('/');
      const header = page.locator('header');
      await expect(header.getByRole('link', { name: 'Our Stores' })).toBeHidden();
      await header.getByRole('link', { name: 'About Us', exact: true }).click();
      await expect(header.getByRole('link', { name: 'Our Stores' })).toBeVisible();
      await header.getByRole('link', { name: 'Order Information', exact: true }).click();
      await expect(header.getByRole('link', { name: 'Our Stores' })).toBeHidden();
      await header.getByRole('link', { name: 'Returns Policy' }).click();
      await expect(page).toHaveURL(/\/pages\/returns-policy$/);
    });

    test('every brand up to the list\'s longest is there without Show More, and no control that needs scripts shows', async ({ page }) => {
      await page.goto('/collections/guitar-bass');
      const brand = filters(page).getByRole('region', { name: 'Brand' });
      expect(await brand.getByRole('checkbox').count()).toBeGreaterThan(10);
      await expect(brand.getByRole('button', { name: 'Show More' })).toHaveCount(0);
      await expect(brand.getByRole('searchbox')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Shop by Category' })).toHaveCount(0);
    });
  });
});

test.describe('with JavaScript', () => {
  for (const { name, width, height } of WIDTHS) {
    test(`on ${name} the controls for pages without scripts never show, and the results page shows its term`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      // Everything that is ever painted: a control for pages without scripts would show here before hydration.
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { __seen: string[] }).__seen = seen;
        const look = () => {
          for (const element of document.querySelectorAll('.no-script-only')) if (element.getBoundingClientRect().width > 0) seen.push(element.textContent ?? '');
          requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      });
      await page.goto('/search?search%5Bquery%5D=yamaha');
      await page.waitForSelector('html[data-hydrated="true"]');
      const box = page.getByRole('combobox', { name: 'Search for a Product' });
      await expect(box).toBeVisible();
      await expect(box).toHaveValue('yamaha');
      await expect(count(page)).toHaveText('131 results found');
      // The box searches: it opens the popup with the term, on screen.
      await box.click();
      const popupInput = page.getByPlaceholder('Search for...');
      await expect(popupInput).toBeFocused();
      await expect(popupInput).toHaveValue('yamaha');
      await expect(popupInput).toBeInViewport();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.keyboard.press('Escape');
      await expect(popupInput).toBeHidden();
      await expect(page.getByRole('link', { name: 'Filter by' })).toHaveCount(0);
      if (width < 1024) await page.getByRole('button', { name: 'Filter by' }).click();
      await expect(filters(page)).toBeVisible();
      // The price range's own Apply only: the refinements' Apply is for pages without scripts.
      await expect(filters(page).getByRole('button', { name: 'Apply' })).toHaveCount(1);
      await expect(filters(page).getByRole('region', { name: 'Price' }).getByRole('button', { name: 'Apply' })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen.length)).toBe(0);
    });
  }

  test('on a 390 px phone a footer accordion opens and closes, and its state is the <details> element’s', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.waitForSelector('html[data-hydrated="true"]');
    const footer = page.locator('footer');
    const orders = footer.locator('details', { has: page.locator('summary', { hasText: 'Orders' }) });
    await expect(orders.getByRole('link', { name: 'Returns Policy' })).toBeHidden();
    await orders.locator('summary').click();
    await expect(orders).toHaveAttribute('open', '');
    await expect(orders.getByRole('link', { name: 'Returns Policy' })).toBeVisible();
    await orders.locator('summary').click();
    await expect(orders).not.toHaveAttribute('open');
    await expect(orders.getByRole('link', { name: 'Returns Policy' })).toBeHidden();
  });
});
