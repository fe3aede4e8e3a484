import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { scrollSettled } from './support/scroll';

async function hydrated(page: Page) {
  await page.waitForSelector('html[data-hydrated="true"]');
}

const resultsCount = async (page: Page) => Number((await page.getByTestId('results-count').innerText()).replace(/\D+/g, ''));
const cardPrices = async (page: Page) => (await page.getByTestId('card-price').allInnerTexts()).map((text) => Number(text.replace(/[^\d.]/g, '')));
const cardBrands = (page: Page) => page.locator('.shop-grid .product-card__brand').allTextContents();
const query = (page: Page) => new URL(page.url()).searchParams;
/** The URL changes before the new results render: wait for the count to move off its old value. */
async function countAfterChange(page: Page, previous: number): Promise<number> {
  await expect.poll(() => resultsCount(page)).not.toBe(previous);
  return resultsCount(page);
}

interface ListingJson {
  totalHits: number;
  facets: { attribute: string; values: { value: string }[] }[];
}
const listingJson = async (request: APIRequestContext, query: Record<string, string>) =>
  (await (await request.get(`/_data/search?${new URLSearchParams({ ...query, _route: 'search' })}`)).json()) as ListingJson;

/**
 * A brand of the demo catalogue as the shop lists it now, misspelt by one dropped letter (one typo is
 * forgiven), whose search lists other brands too (so the Brand group shows) and more than a page of
 * that brand between 100 and 1500.
 */
async function misspeltBrand(request: APIRequestContext): Promise<{ brand: string; misspelt: string }> {
  const brandsOf = (listing: ListingJson) => listing.facets.find((g) => g.attribute === 'brand')?.values.map((v) => v.value) ?? [];
  const brands = brandsOf(await listingJson(request, {})).filter((b) => /^[A-Za-z]{5,}$/.test(b));
  for (const brand of brands) {
    const misspelt = brand.slice(0, -2) + brand.slice(-1);
    const found = await listingJson(request, { 'search[query]': misspelt });
    if (found.totalHits <= 20 || !brandsOf(found).includes(brand) || brandsOf(found).length < 2) continue;
    const inRange = await listingJson(request, { 'search[query]': misspelt, 'search[refinementList][brand][0]': brand, 'search[range][price]': '100:1500' });
    if (inRange.totalHits > 20) return { brand, misspelt };
  }
  throw new Error('The demo catalogue has no brand whose misspelt search fits this journey');
}

test('a misspelled brand in the header search, then brand, price, sort and show more, all in the URL', async ({ page, request }) => {
  const { brand, misspelt } = await misspeltBrand(request);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await hydrated(page);

  // Desktop input opens the popup with the second input and instant results as you type.
  await page.getByPlaceholder('Search for a Product').click();
  const popupInput = page.getByPlaceholder('Search for...');
  await expect(popupInput).toBeFocused();
  await popupInput.fill(misspelt);
  const instant = page.getByRole('list', { name: 'Instant results' });
  await expect(instant.getByText(new RegExp(`\\b${brand}\\b`)).first()).toBeVisible();
  await popupInput.press('Enter');

  await expect(page).toHaveURL(new RegExp(`/search\\?search(%5B|\\[)query(%5D|\\])=${misspelt}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Search results for "${misspelt}"`);
  await expect(page.getByRole('dialog', { name: 'Search' }).first()).toBeHidden();
  const all = await resultsCount(page);
  expect(all).toBeGreaterThan(20);

  // Brand: the shop section keeps other brands listed (one request per refined facet).
  const brandGroup = page.getByRole('region', { name: 'Brand' });
  await brandGroup.getByRole('checkbox', { name: new RegExp(`^${brand}\\b`) }).check();
  await expect(page).toHaveURL(/brand/);
  expect(query(page).get('search[refinementList][brand][0]')).toBe(brand);
  await expect(page.getByRole('link', { name: `Remove Brand: ${brand}` })).toBeVisible();
  const ofBrand = await countAfterChange(page, all);
  expect(ofBrand).toBeLessThan(all);
  expect(new Set(await cardBrands(page))).toEqual(new Set([brand]));

  // Price: typed bounds, then Apply.
  const priceGroup = page.getByRole('region', { name: 'Price' });
  await priceGroup.getByLabel(/Min price/).fill('100');
  await priceGroup.getByLabel(/Max price/).fill('1500');
  await priceGroup.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/range/);
  expect(query(page).get('search[range][price]')).toBe('100:1500');
  const inRange = await countAfterChange(page, ofBrand);
  expect(inRange).toBeLessThan(ofBrand);
  expect(inRange).toBeGreaterThan(20);

  // Sort: 'Price (Low to High)'.
  await page.getByLabel('Sort by').selectOption({ label: 'Price (Low to High)' });
  await expect(page).toHaveURL(/sortBy/);
  expect(query(page).get('search[sortBy]')).toBe('price-asc');
  await expect.poll(async () => { const p = await cardPrices(page); return p.every((x, i) => i === 0 || p[i - 1]! <= x); }).toBe(true);
  await expect(page.getByTestId('results-count')).toHaveText(`${inRange} results found`);

  // Show more products: the next page is appended; the URL remembers both pages.
  await expect(page.getByTestId('card-price')).toHaveCount(20);
  const scrollBefore = await page.evaluate(() => window.scrollY);
  await page.getByTestId('show-more').click();
  await expect(page.getByTestId('card-price')).toHaveCount(Math.min(40, inRange));
  expect(query(page).get('search[page]')).toBe('2');
  expect(query(page).get('maxPage')).toBe('2');
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(scrollBefore);

  const prices = await cardPrices(page);
  expect(prices.every((p) => p >= 100 && p <= 1500)).toBe(true);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  expect(new Set(await cardBrands(page))).toEqual(new Set([brand]));
  expect(Object.fromEntries(query(page))).toEqual({
    'search[query]': misspelt,
    'search[refinementList][brand][0]': brand,
    'search[range][price]': '100:1500',
    'search[sortBy]': 'price-asc',
    'search[page]': '2',
    maxPage: '2',
  });

  // The URL is the whole state: a fresh load renders the same 40 cards, and back goes to 20.
  await page.reload();
  await hydrated(page);
  expect(await cardPrices(page)).toEqual(prices);
  await page.goBack();
  await expect(page.getByTestId('card-price')).toHaveCount(20);
  expect(query(page).get('search[page]')).toBeNull();
});

test("'Show more products' past page 10 keeps adding the next page below what is on screen, fetching that page alone", async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // 20 cards a page; Guitar & Bass has more than 12 pages of them in the demo shop.
  await page.goto('/collections/guitar-bass?category%5Bpage%5D=10&maxPage=10');
  await hydrated(page);
  const cards = page.locator('.shop-grid > li');
  const onScreen = () => cards.evaluateAll((items) => items.map((item) => item.id));
  await expect(cards).toHaveCount(200);
  const ten = await onScreen();
  const dataRequests: URL[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname.startsWith('/_data/')) dataRequests.push(new URL(req.url()));
  });

  // One click costs one page: the 20 cards of page 11 asked for alone, not the 220 on screen again.
  const [pageEleven] = await Promise.all([page.waitForResponse((res) => new URL(res.url()).pathname.startsWith('/_data/')), page.getByTestId('show-more').click()]);
  await expect(cards).toHaveCount(220);
  expect(query(page).get('category[page]')).toBe('11');
  expect(query(page).get('maxPage')).toBe('11');
  const eleven = await onScreen();
  expect(eleven.slice(0, 200)).toEqual(ten);
  expect(dataRequests).toHaveLength(1);
  // Every card showing payment options keeps or gets its rental line: the kept pages' and page 11's.
  const withPayment = await page.locator('.shop-grid .product-card__rental').count();
  expect(withPayment).toBeGreaterThan(200);
  await expect(page.getByTestId('card-rental')).toHaveCount(withPayment);
  expect(dataRequests[0]!.searchParams.get('category[page]')).toBe('11');
  expect(dataRequests[0]!.searchParams.has('maxPage')).toBe(false);
  const oneBody = await pageEleven.body();
  const onePage = JSON.parse(oneBody.toString()) as { cards: { sku: string }[] };
  expect(onePage.cards.map((card) => `product-${card.sku}`)).toEqual(eleven.slice(200));
  const elevenPages = await (await request.get('/_data/collections/guitar-bass?category%5Bpage%5D=11&maxPage=11&_route=collection')).body();
  expect((JSON.parse(elevenPages.toString()) as { cards: unknown[] }).cards).toHaveLength(220);
  expect(oneBody.length).toBeLessThan(elevenPages.length / 4);

  await page.getByTestId('show-more').click();
  await expect(cards).toHaveCount(240);
  expect(query(page).get('category[page]')).toBe('12');
  const twelve = await onScreen();
  expect(twelve.slice(0, 220)).toEqual(eleven);
  expect(new Set(twelve).size).toBe(240);
  expect(dataRequests.map((url) => url.searchParams.get('category[page]'))).toEqual(['11', '12']);

  // Back shows the eleven pages still in hand; forward adds page 12 again, alone.
  await page.goBack();
  await expect(cards).toHaveCount(220);
  expect(await onScreen()).toEqual(eleven);
  expect(dataRequests).toHaveLength(2);
  await page.goForward();
  await expect(cards).toHaveCount(240);
  expect(await onScreen()).toEqual(twelve);
  expect(dataRequests.map((url) => [url.searchParams.get('category[page]'), url.searchParams.get('maxPage')])).toEqual([['11', null], ['12', null], ['12', null]]);

  // The URL is linkable: a reload shows the same twelve pages, and back returns to eleven.
  await page.reload();
  await hydrated(page);
  expect(await onScreen()).toEqual(twelve);
  await page.goBack();
  await expect(cards).toHaveCount(220);
  expect(await onScreen()).toEqual(eleven);
});

test('clicks in the cart popup and on its overlay keep the search open; a click on the dimmed page closes it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/collections/guitar-bass');
  await hydrated(page);
  await page.locator('.shop-grid').getByRole('button', { name: 'Add to Cart' }).first().click();
  const drawer = page.getByRole('dialog', { name: 'Cart' });
  await expect(drawer.locator('.cart-line')).toHaveCount(1);

  // The search opens by its shortcut while the cart popup is open.
  await page.keyboard.press('/');
  const trigger = page.getByRole('combobox', { name: 'Search for a Product' });
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');

  // Clicks inside the cart popup: its heading, and a quantity button that updates the cart.
  await drawer.getByRole('heading', { name: 'Cart' }).click();
  await drawer.getByRole('button', { name: /^Increase quantity of / }).click();
  await expect(drawer.locator('.cart-line__quantity-value')).toHaveText('2');
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');

  // The cart popup's overlay (left of the 420 px panel): it closes the cart, the search stays open.
  await page.mouse.click(200, 600);
  await expect(drawer).toBeHidden();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByPlaceholder('Search for...')).toBeVisible();

  // A click on the dimmed page closes it; the dimming takes that click (issue 16), so nothing under it is activated.
  const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
  await page.mouse.click(heading.x + 10, heading.y + heading.height / 2);
  await expect(page.getByPlaceholder('Search for...')).toBeHidden();
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
});

test('s and / open the search; a click outside closes it, clears the text and the URL search parameters', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/pages/about-us?search%5Bquery%5D=drum&x=1');
  await hydrated(page);
  // search[query] in the URL opens the popup, filled.
  const popupInput = page.getByPlaceholder('Search for...');
  await expect(popupInput).toHaveValue('drum');
  await page.mouse.click(640, 880);
  await expect(popupInput).toBeHidden();
  await expect(page).toHaveURL(/\/pages\/about-us\?x=1$/);
  await expect(page.getByPlaceholder('Search for a Product')).toHaveValue('');

  await page.keyboard.press('/');
  await expect(page.getByPlaceholder('Search for...')).toBeFocused();
  await page.keyboard.type('cymbal');
  await page.keyboard.press('Escape');
  await expect(page.getByPlaceholder('Search for...')).toBeHidden();
  await page.keyboard.press('s');
  await expect(page.getByPlaceholder('Search for...')).toBeFocused();
  await expect(page.getByPlaceholder('Search for...')).toHaveValue('');
});

test('a search opened again while the closing navigation is still loading stays open', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/pages/about-us?search%5Bquery%5D=drum');
  await hydrated(page);
  const popupInput = page.getByPlaceholder('Search for...');
  await expect(popupInput).toHaveValue('drum');
  // The navigation that drops search[query] waits on its page data: reopen the search meanwhile.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_data/**', async (route) => {
    await held;
    await route.continue();
  });
  await page.mouse.click(640, 880);
  await expect(popupInput).toBeHidden();
  await page.keyboard.press('/');
  await expect(popupInput).toBeFocused();
  release();
  await expect(page).toHaveURL(/\/pages\/about-us$/);
  // The navigation has ended (the router is idle) and the page has rendered what follows from it
  // (two frames): a search that it would close is closed by now.
  await expect.poll(() => page.evaluate(() => (window as unknown as { __router: { state: { navigation: { state: string } } } }).__router.state.navigation.state)).toBe('idle');
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  await expect(popupInput).toBeVisible();
  await expect(popupInput).toBeFocused();
});

test('mobile search and the mobile menu never show together', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('button', { name: 'Search' }).click();
  const input = page.getByPlaceholder('Search for...');
  await expect(input).toBeVisible();
  // On a phone the search fills the screen (issue 16): the menu is reached after Cancel.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(input).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  // The menu covers the header: the search shortcut opens search and closes the menu.
  await page.keyboard.press('s');
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  await expect(page.getByPlaceholder('Search for...')).toBeFocused();
});

test('a category page: the filter panel toggles on mobile, and long lists show more or less', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/collections/guitar-bass#shop-title');
  await hydrated(page);
  const filters = page.getByRole('complementary', { name: 'Filters' });
  await expect(filters).toBeHidden();
  await page.getByRole('button', { name: 'Filter by' }).click();
  await expect(filters).toBeVisible();
  await expect(filters.getByRole('heading', { name: 'Filters:' })).toBeVisible();
  const brands = filters.getByRole('region', { name: 'Brand' }).getByRole('checkbox');
  await expect(brands).toHaveCount(10);
  await filters.getByRole('button', { name: 'Show More' }).first().click();
  expect(await brands.count()).toBeGreaterThan(10);
  await filters.getByRole('button', { name: 'Show Less' }).first().click();
  await expect(brands).toHaveCount(10);
});

test('a URL hash scrolls smoothly to its product once the results load', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const path = '/collections/guitar-bass?category%5Bpage%5D=2&maxPage=2';
  const listing = (await (await request.get(`/_data${path}&_route=collection`)).json()) as { cards: { sku: string }[] };
  const target = listing.cards[33]!.sku;
  await page.goto(`${path}#product-${target}`);
  await hydrated(page);
  await expect(page.locator(`[id="product-${target}"]`)).toBeInViewport();
  // Hydration leaves the browser's own jump to the anchor in place, and the smooth scroll ends there.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
  await scrollSettled(page);
  await expect(page.locator(`[id="product-${target}"]`)).toBeInViewport();
});

test('the price range: out-of-range bounds are clamped on leaving a field, and a quick button filters', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // Keyboards in Australian dollars: the dearest product is $42,999, the top of the spec's range.
  await page.goto('/en-au/collections/keyboards');
  await hydrated(page);
  const all = await resultsCount(page);
  const priceGroup = page.getByRole('region', { name: 'Price' });
  const min = priceGroup.getByLabel(/Min price/);
  const max = priceGroup.getByLabel(/Max price/);

  // Above $42,999 and below the cheapest hit (never below $0.50): each field is clamped when left.
  await max.fill('99999');
  await max.blur();
  await expect(max).toHaveValue('42999');
  const floor = Number(await min.getAttribute('min'));
  expect(floor).toBeGreaterThanOrEqual(0.5);
  await min.fill('0.01');
  await min.blur();
  await expect(min).toHaveValue(String(floor));
  await min.fill('-40');
  await min.blur();
  await expect(min).toHaveValue(String(floor));
  expect(new URL(page.url()).search).toBe('');

  // Applying the clamped range sends it to the URL; it spans every hit, so the count stays.
  await priceGroup.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/range/);
  expect(query(page).get('category[range][price]')).toBe(`${floor}:42999`);
  await expect(page.getByTestId('results-count')).toHaveText(`${all} results found`);

  // A quick button replaces the range: the URL and the results change, and it shows pressed.
  const upTo200 = priceGroup.getByRole('button', { name: 'Up to $200' });
  await upTo200.click();
  await expect.poll(() => query(page).get('category[range][price]')).toBe(':200');
  const cheap = await countAfterChange(page, all);
  expect(cheap).toBeGreaterThan(0);
  expect(cheap).toBeLessThan(all);
  await expect(upTo200).toHaveAttribute('aria-pressed', 'true');
  await expect(max).toHaveValue('200');
  expect((await cardPrices(page)).every((p) => p <= 200)).toBe(true);

  // Pressed again, it clears the price filter.
  await upTo200.click();
  await expect.poll(() => query(page).get('category[range][price]')).toBeNull();
  await expect(page.getByTestId('results-count')).toHaveText(`${all} results found`);
  await expect(upTo200).toHaveAttribute('aria-pressed', 'false');
});

test('the header search asks for a term before searching and takes at most 512 characters', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await hydrated(page);
  await page.getByPlaceholder('Search for a Product').click();
  const popupInput = page.getByPlaceholder('Search for...');
  await expect(popupInput).toBeFocused();
  await expect(popupInput).toHaveAttribute('maxlength', '512');
  await expect(popupInput).toHaveAttribute('required', '');

  // Empty, or only spaces: the message, and no navigation.
  await popupInput.press('Enter');
  const popup = page.getByRole('dialog', { name: 'Search' }).first();
  await expect(popup.getByRole('alert')).toHaveText('Please enter a search term.');
  await popupInput.fill('   ');
  await popupInput.press('Enter');
  await expect(popup.getByRole('alert')).toHaveText('Please enter a search term.');
  expect(new URL(page.url()).pathname).toBe('/');

  // Typing more than 512 characters keeps the first 512.
  await popupInput.fill('');
  await page.keyboard.insertText('a'.repeat(600));
  await expect(popupInput).toHaveValue('a'.repeat(512));
  await expect(popup.getByRole('alert')).toBeHidden();
});

test("the Clearance Centre adds 24 more products below with each 'Show more products', the pages in the URL", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/pages/clearance-centre');
  await hydrated(page);
  const cards = page.getByRole('list', { name: 'Clearance Centre' }).locator('.product-card');
  const onScreen = () => cards.evaluateAll((items) => items.map((item) => item.getAttribute('data-sku')));
  await expect(cards).toHaveCount(24);
  const first = await onScreen();
  const dataRequests: URL[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname.startsWith('/_data/')) dataRequests.push(new URL(req.url()));
  });
  // One click costs one page: page 2's 24 products asked for alone, not pages 1 and 2 again.
  const [pageTwo] = await Promise.all([page.waitForResponse((res) => new URL(res.url()).pathname.startsWith('/_data/')), page.getByTestId('show-more').click()]);
  await expect(cards).toHaveCount(48);
  expect(query(page).get('category[page]')).toBe('2');
  expect(query(page).get('maxPage')).toBe('2');
  const both = await onScreen();
  expect(both.slice(0, 24)).toEqual(first);
  expect(dataRequests).toHaveLength(1);
  expect(dataRequests[0]!.pathname).toBe('/_data/pages/clearance-centre');
  expect(dataRequests[0]!.searchParams.get('category[page]')).toBe('2');
  expect(dataRequests[0]!.searchParams.has('maxPage')).toBe(false);
  const onePage = (await pageTwo.json()) as { products: { __settled: { ok: boolean; value: { cards: { sku: string }[] } } } };
  expect(onePage.products.__settled.value.cards.map((card) => card.sku)).toEqual(both.slice(24));
  await page.reload();
  await hydrated(page);
  // The listing streams in after the shell: wait for its cards before reading them.
  await expect(cards).toHaveCount(48);
  expect(await onScreen()).toEqual(both);
});
