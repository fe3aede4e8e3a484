import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_SEARCH_STATE, pagesOnScreen, pagingStep, serializeSearchState, type SearchState } from '../../../src/domain/search-state';
import { clientLoaders, type OnScreen } from '../../../src/ui/client-loaders';
import type { ContentPageView, ContentProductsView } from '../../../src/ui/content/view-models';
import type { ProductCardView } from '../../../src/ui/components/product-card-view';
import { nextListing } from '../../../src/ui/search/listing-window';
import type { ListingView } from '../../../src/ui/search/view-models';
import { promiseFrom } from '../../../src/ui/deferred-data';

const PAGE_SIZE = 20;
const TOTAL = 1000;
const listingState = (page: number, maxPage: number): SearchState => ({ ...EMPTY_SEARCH_STATE, query: 'bass', sort: 'price-asc', page, maxPage });

const card = (hit: number): ProductCardView => ({
  sku: `SKU-${hit}`, title: `Bass ${hit}`, brand: 'Fender', href: `/products/bass-${hit}`, stockStatus: 'In Stock', buyable: true, stockState: 'in-stock', price: '$100.00', wasPrice: null, savePrice: null,
  ribbon: null, images: [], variantId: `gid://shopify/ProductVariant/${hit}`, payment: 'Afterpay', openBox: false, attributes: [],
  priceAmount: '100.00',
});

/** The listing as the server serves it for a state: hits numbered from 0 in order. */
function served(state: SearchState, totalHits = TOTAL): ListingView {
  const { first, last } = pagesOnScreen(state);
  const from = (first - 1) * PAGE_SIZE;
  const to = Math.min(last * PAGE_SIZE, totalHits);
  return {
    scope: 'search', title: 'Search results for "bass"', seoTitle: 'Search', description: 'D', breadcrumbs: [], subcategories: [],
    state, totalHits, cards: Array.from({ length: Math.max(0, to - from) }, (_, i) => card(from + i)), firstPage: first, pageSize: PAGE_SIZE,
    hasMore: state.page * PAGE_SIZE < totalHits, facets: [], hierarchy: [], hierarchyRoot: '',
    price: { min: null, max: null, bounds: { min: 0.5, max: 42999 }, buttons: [], currency: 'AUD', errors: [] }, activeFilters: [], sorts: [], unavailable: false,
  };
}

/** What the server answers for the page asked for alone (no maxPage). */
const alone = (page: number, totalHits = TOTAL) => served(listingState(page, 1), totalHits);

describe('nextListing: the pages on screen and the one page fetched alone make the listing a full fetch would', () => {
  it.each([
    { name: 'Show more from page 1', from: 1, to: 2 },
    { name: 'Show more from page 10', from: 10, to: 11 },
    { name: 'Show more from page 25: page 1 leaves the top', from: 25, to: 26 },
    { name: 'Show more from page 40: the window moves on', from: 40, to: 41 },
  ])('$name', ({ from, to }) => {
    const target = listingState(to, to);
    const step = pagingStep(listingState(from, from), target)!;
    expect(step.add).toBe(to);
    expect(nextListing(served(listingState(from, from)), target, step, alone(to))).toEqual(served(target));
  });

  it.each([
    { name: 'back from 12 to 11', from: 12, to: 11 },
    { name: 'back from 12 to 1', from: 12, to: 1 },
  ])('$name keeps the pages it needs, fetching none', ({ from, to }) => {
    const target = listingState(to, to);
    const step = pagingStep(listingState(from, from), target)!;
    expect(step.add).toBeNull();
    expect(nextListing(served(listingState(from, from)), target, step, null)).toEqual(served(target));
  });

  it('back from the last, partial page', () => {
    const target = listingState(3, 3);
    const onScreen = served(listingState(4, 4), 75);
    expect(onScreen.cards).toHaveLength(75);
    expect(nextListing(onScreen, target, pagingStep(onScreen.state, target)!, null)).toEqual(served(target, 75));
  });

  it('Show more to the last, partial page', () => {
    const target = listingState(4, 4);
    const next = nextListing(served(listingState(3, 3), 75), target, pagingStep(listingState(3, 3), target)!, alone(4, 75))!;
    expect(next).toEqual(served(target, 75));
    expect(next.cards).toHaveLength(75);
    expect(next.hasMore).toBe(false);
  });

  it.each([
    { name: 'the hits changed meanwhile', added: () => alone(11, TOTAL + 1) },
    { name: 'another page size', added: () => ({ ...alone(11), pageSize: 24 }) },
    { name: 'the server moved the page', added: () => alone(10) },
    { name: 'the search failed', added: () => ({ ...alone(11), cards: [], unavailable: true }) },
    { name: 'a product already on screen came again', added: () => ({ ...alone(11), cards: [card(199), ...alone(11).cards.slice(1)] }) },
    { name: 'no page came', added: () => null },
  ])('$name: null, so every page is fetched', ({ added }) => {
    const target = listingState(11, 11);
    expect(nextListing(served(listingState(10, 10)), target, pagingStep(listingState(10, 10), target)!, added())).toBeNull();
  });

  describe("the cards' deferred rental lines", () => {
    const lines = (view: ListingView) => Object.fromEntries(view.cards.map((c) => [c.sku, `Or rent for $${c.sku.slice(4)} /wk`]));
    const withRentals = (view: ListingView, rentals: Promise<Record<string, string>>): ListingView => ({ ...view, rentals });
    const rentalsOf = (view: ListingView) => view.rentals;
    const target = listingState(11, 11);
    const step = pagingStep(listingState(10, 10), target)!;
    const onScreen = served(listingState(10, 10));

    it('Show more: the kept cards keep theirs and the added page brings its own', async () => {
      const next = nextListing(withRentals(onScreen, Promise.resolve(lines(onScreen))), target, step, withRentals(alone(11), Promise.resolve(lines(alone(11)))))!;
      expect(await rentalsOf(next)).toEqual(lines(served(target)));
    });

    it('Show more with both parts known already (shown lines, and the added page settled): the lines at once, not a promise, so the kept cards keep theirs on screen', () => {
      const settledLines = (view: ListingView) => promiseFrom({ ok: true, value: lines(view) }) as Promise<Record<string, string>>;
      const next = nextListing(withRentals(onScreen, settledLines(onScreen)), target, step, withRentals(alone(11), settledLines(alone(11))))!;
      expect(next.rentals).toEqual(lines(served(target)));
      const failed = promiseFrom({ ok: false, message: 'Unavailable' }) as Promise<Record<string, string>>;
      const withFailure = nextListing({ ...onScreen, rentals: lines(onScreen) }, target, step, withRentals(alone(11), failed))!;
      expect((withFailure.rentals as Record<string, string>)['SKU-219']).toBe('Payment options available');
      expect((withFailure.rentals as Record<string, string>)['SKU-0']).toBe('Or rent for $0 /wk');
    });

    it('a failed lookup gives only its own cards the fallback line', async () => {
      const failed = Promise.reject(new Error('rental service down'));
      const next = nextListing(withRentals(onScreen, Promise.resolve(lines(onScreen))), target, step, withRentals(alone(11), failed))!;
      const merged = (await rentalsOf(next))!;
      expect(merged['SKU-0']).toBe('Or rent for $0 /wk');
      expect(merged['SKU-219']).toBe('Payment options available');
      expect(Object.keys(merged)).toHaveLength(220);
    });

    it('back keeps the lines already there; a listing without lines gets none', async () => {
      const shown = withRentals(served(listingState(12, 12)), Promise.resolve(lines(served(listingState(12, 12)))));
      const back = nextListing(shown, target, pagingStep(shown.state, target)!, null)!;
      expect(rentalsOf(back)).toBe(rentalsOf(shown));
      expect(rentalsOf(nextListing(onScreen, target, step, alone(11))!)).toBeUndefined();
    });
  });

  it('a listing on screen that is not its whole window (a failed search) is not built on', () => {
    const target = listingState(9, 9);
    const broken = { ...served(listingState(10, 10)), cards: [], unavailable: true };
    expect(nextListing(broken, target, pagingStep(broken.state, target)!, null)).toBeNull();
  });
});

describe('the browser loader of a listing', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  /** A fake server answering /_data for the search route from `served`, recording what was asked. */
  function fakeServer() {
    const asked: URLSearchParams[] = [];
    globalThis.fetch = (async (input: string | URL | Request) => {
      const params = new URL(String(input), 'http://shop.test').searchParams;
      asked.push(params);
      const page = Number(params.get('search[page]') ?? 1);
      const maxPage = Number(params.get('maxPage') ?? 1);
      return new Response(JSON.stringify(served(listingState(page, maxPage))), { headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    return asked;
  }

  const load = (onScreen: OnScreen, state: SearchState) =>
    clientLoaders(onScreen).search({ request: new Request(`http://shop.test/search?${serializeSearchState(state)}`), params: {}, context: undefined } as never) as Promise<ListingView>;
  const showing = (view: ListingView): OnScreen => () => ({ matches: [{ route: { id: 'search' }, params: {} }], loaderData: { search: view } });

  it("'Show more products' from page 10 asks for page 11 alone and appends it", async () => {
    const asked = fakeServer();
    const next = await load(showing(served(listingState(10, 10))), listingState(11, 11));
    expect(asked).toHaveLength(1);
    expect(asked[0]!.get('search[page]')).toBe('11');
    expect(asked[0]!.has('maxPage')).toBe(false);
    expect(next).toEqual(served(listingState(11, 11)));
  });

  it('back from page 12 to 11 asks nothing', async () => {
    const asked = fakeServer();
    const back = await load(showing(served(listingState(12, 12))), listingState(11, 11));
    expect(asked).toHaveLength(0);
    expect(back.cards).toHaveLength(220);
  });

  it.each([
    { name: 'another listing', onScreen: showing({ ...served(listingState(10, 10)), state: { ...listingState(10, 10), query: 'drum' } }) },
    { name: 'another route on screen', onScreen: (() => ({ matches: [{ route: { id: 'home' }, params: {} }], loaderData: { home: {} } })) as OnScreen },
    { name: 'nothing on screen yet', onScreen: (() => undefined) as OnScreen },
  ])('$name: every page fetched, as before', async ({ onScreen }) => {
    const asked = fakeServer();
    const next = await load(onScreen, listingState(11, 11));
    expect(asked).toHaveLength(1);
    expect(asked[0]!.get('maxPage')).toBe('11');
    expect(next.cards).toHaveLength(220);
  });
});

/** A listing-like content page's products as the server serves them: 24 a page, paging-only state. */
const CONTENT_PAGE_SIZE = 24;
const CONTENT_TOTAL = 60;
const contentState = (page: number, maxPage: number): SearchState => ({ ...EMPTY_SEARCH_STATE, page, maxPage });
function contentServed(state: SearchState, totalHits = CONTENT_TOTAL): ContentProductsView {
  const { first, last } = pagesOnScreen(state);
  const from = (first - 1) * CONTENT_PAGE_SIZE;
  const to = Math.min(last * CONTENT_PAGE_SIZE, totalHits);
  return { cards: Array.from({ length: Math.max(0, to - from) }, (_, i) => card(from + i)), totalHits, pageSize: CONTENT_PAGE_SIZE, state, firstPage: first, unavailable: false };
}

describe("nextListing over a content page's products (no facets, no hasMore)", () => {
  it("'Show more products' from page 1 to 2 joins the page fetched alone into what a full fetch serves", () => {
    const target = contentState(2, 2);
    const step = pagingStep(contentState(1, 1), target)!;
    expect(step).toEqual({ keep: { first: 1, last: 1 }, add: 2 });
    const next = nextListing(contentServed(contentState(1, 1)), target, step, contentServed(contentState(2, 1)))!;
    expect(next).toEqual(contentServed(target));
    expect(next.cards).toHaveLength(48);
  });

  it('to the last, partial page (60 hits: 24 + 24 + 12)', () => {
    const target = contentState(3, 3);
    const next = nextListing(contentServed(contentState(2, 2)), target, pagingStep(contentState(2, 2), target)!, contentServed(contentState(3, 1)))!;
    expect(next).toEqual(contentServed(target));
    expect(next.cards).toHaveLength(60);
  });

  it('back keeps fewer pages and adds no field the products did not have', () => {
    const target = contentState(1, 1);
    const back = nextListing(contentServed(contentState(3, 3)), target, pagingStep(contentState(3, 3), target)!, null)!;
    expect(back).toEqual(contentServed(target));
    expect(back).not.toHaveProperty('hasMore');
  });

  it.each([
    { name: 'the search failed for the added page', onScreen: () => contentServed(contentState(1, 1)), added: () => ({ ...contentServed(contentState(2, 1)), cards: [], unavailable: true }) },
    { name: 'the search had failed for the page on screen', onScreen: () => ({ ...contentServed(contentState(1, 1)), cards: [], totalHits: 0, unavailable: true }), added: () => contentServed(contentState(2, 1)) },
    { name: 'the hits changed meanwhile', onScreen: () => contentServed(contentState(1, 1)), added: () => contentServed(contentState(2, 1), CONTENT_TOTAL + 1) },
    { name: 'the server moved the page', onScreen: () => contentServed(contentState(1, 1)), added: () => contentServed(contentState(1, 1)) },
  ])('$name: null, so every page is fetched', ({ onScreen, added }) => {
    const target = contentState(2, 2);
    expect(nextListing(onScreen(), target, pagingStep(contentState(1, 1), target)!, added())).toBeNull();
  });
});

describe("the browser loader of a listing-like content page", () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  const pageData = (products: ContentProductsView | Promise<ContentProductsView> | null): ContentPageView => ({
    slug: 'clearance-centre', canonicalPath: '/pages/clearance-centre', title: 'Clearance Centre', seoTitle: 'Clearance Centre', description: 'D', body: [], products, stockEnquiry: null,
  });

  /** A fake server answering /_data for the content page: its products deferred (settled in the body). */
  function fakeServer(fail = false) {
    const asked: URL[] = [];
    globalThis.fetch = (async (input: string | URL | Request) => {
      const url = new URL(String(input), 'http://shop.test');
      asked.push(url);
      const state = contentState(Number(url.searchParams.get('category[page]') ?? 1), Number(url.searchParams.get('maxPage') ?? 1));
      const products = fail && !url.searchParams.has('maxPage') ? { ok: false, message: 'boom' } : { ok: true, value: contentServed(state) };
      return new Response(JSON.stringify({ ...pageData(null), products: { __settled: products } }), { headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    return asked;
  }

  const load = (onScreen: OnScreen, state: SearchState, route: 'content-page' | 'showtime-sale' = 'content-page', path = '/pages/clearance-centre') =>
    clientLoaders(onScreen)[route]({ request: new Request(`http://shop.test${path}?${serializeSearchState(state, 'category')}`), params: route === 'content-page' ? { slug: 'clearance-centre' } : {}, context: undefined } as never) as Promise<ContentPageView>;
  const showing = (view: ContentPageView, route = 'content-page', params: Record<string, string> = { slug: 'clearance-centre' }): OnScreen => () => ({
    matches: [{ route: { id: route }, params }],
    loaderData: { [route]: view },
  });

  it.each([
    { route: 'content-page' as const, path: '/pages/clearance-centre', params: { slug: 'clearance-centre' } as Record<string, string> },
    { route: 'showtime-sale' as const, path: '/showtime-sale', params: {} },
  ])("$path: 'Show more products' asks for page 2 alone and joins it to the deferred products on screen", async ({ route, path, params }) => {
    const asked = fakeServer();
    const next = await load(showing(pageData(Promise.resolve(contentServed(contentState(1, 1)))), route, params), contentState(2, 2), route, path);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.pathname).toBe(`/_data${path}`);
    expect(asked[0]!.searchParams.get('category[page]')).toBe('2');
    expect(asked[0]!.searchParams.has('maxPage')).toBe(false);
    expect(next).toEqual(pageData(contentServed(contentState(2, 2))));
  });

  it('back from page 3 to 1 asks nothing', async () => {
    const asked = fakeServer();
    const back = await load(showing(pageData(contentServed(contentState(3, 3)))), contentState(1, 1));
    expect(asked).toHaveLength(0);
    expect(back).toEqual(pageData(contentServed(contentState(1, 1))));
  });

  it.each([
    { name: 'the products on screen failed to arrive', onScreen: () => showing(pageData(Promise.reject(new Error('down')))), fail: false },
    { name: 'the added page\'s products failed to arrive', onScreen: () => showing(pageData(contentServed(contentState(1, 1)))), fail: true },
    { name: 'another content page on screen', onScreen: () => showing(pageData(contentServed(contentState(1, 1))), 'content-page', { slug: 'specials' }), fail: false },
    { name: 'a plain page on screen', onScreen: () => showing(pageData(null)), fail: false },
  ])('$name: every page fetched, as before', async ({ onScreen, fail }) => {
    const asked = fakeServer(fail);
    const next = await load(onScreen(), contentState(2, 2));
    expect(asked.at(-1)!.searchParams.get('maxPage')).toBe('2');
    expect(await next.products).toEqual(contentServed(contentState(2, 2)));
  });
});
