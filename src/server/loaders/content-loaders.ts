// Loaders of the content-driven pages: home, /pages/{slug} and /locations/{slug}. Content is
// critical (404 or 500); product searches under it are deferred and fall back to nothing.
import { data, type LoaderFunctionArgs } from 'react-router';
import { z } from 'zod';
import type { ListingFilter } from '../../application/content/content';
import { listingRefinements } from '../../application/search/search-facets';
import { showsCarousel } from '../../domain/product-page';
import { EMPTY_SEARCH_STATE, parseSearchState, type SearchState } from '../../domain/search-state';
import { fillMarketCopy, fillMarketRichText } from '../../domain/market-copy';
import { canonicalContentSlug, plainTextDescription } from '../../domain/seo';
import type {
  BrandView,
  CarouselView,
  ContentPageView,
  ContentProductsView,
  HomePageView,
  HomeStoreView,
  StockEnquiryPrefill,
  StorePageView,
  StoresPageView,
  StoreSummaryView,
} from '../../ui/content/view-models';
import { requestServices, type RequestServices } from '../ssr/request-services';
import type { ProductCardView } from '../../ui/components/product-card-view';
import { toProductCardView } from '../views/product-card-view';
import { toBanner, toStorePage, toStoreSummary } from '../views/content-view';
import { guarded } from './guard';
import { logSeoWarnings } from './seo-warnings';

const services = (args: LoaderFunctionArgs) => args.context.get(requestServices);
const notFound = () => data('Not Found', { status: 404, statusText: 'Not Found' });

export const CAROUSEL_SIZE = 12;
export const STORES_PAGE_SLUG = 'locations';
export const SHOWTIME_SALE_SLUG = 'showtime-sale';
export const LISTING_PAGE_SIZE = 24;
/** Listing-like pages keep their paging in the category[...] URL state, as category listings do. */
const LISTING_SCOPE = 'category';

export const BRANDS_PAGE_SLUG = 'brands';

/** The brands page's list: every brand the search lists, linking to its search; none if the search fails. */
function brandsOf(request: RequestServices): Promise<BrandView[]> {
  return request.useCases.loadBrands
    .execute(request.locale)
    .then((brands) => brands.map((brand) => ({ name: brand.name, logo: brand.logo, href: `/search?${new URLSearchParams({ 'search[refinementList][brand][0]': brand.name })}` })))
    .catch((error: unknown) => {
      request.log.warn({ err: error }, 'brands unavailable');
      return [];
    });
}

/** Slugs arrive from URLs: anything outside the content service's slug alphabet is a 404 without a query. */
const slugParam = z.string().regex(/^[a-z0-9][a-z0-9-]{0,95}$/);

function listingProducts(request: RequestServices, filter: ListingFilter | null, collection: string | null, limit: number): Promise<ProductCardView[]> {
  return request.useCases.loadListingProducts
    .execute({ filter, collection, locale: request.locale, limit })
    .then((cards) => cards.map((card) => toProductCardView(card, request.locale, request.now)))
    .catch((error: unknown) => {
      request.log.warn({ err: error, collection, filter }, 'listing products unavailable');
      return [];
    });
}

/**
 * A listing-like page's products, 24 a page: the pages the URL's 'Show more products' state asks for
 * (category[page], maxPage), through the shop's listing, so every matching product can be reached.
 * Only the paging comes from the URL; the flags are the editors'. Never throws: nothing to show.
 */
function pagedProducts(request: RequestServices, filter: ListingFilter, url: URL): Promise<ContentProductsView> {
  const { page, maxPage } = parseSearchState(url.searchParams, LISTING_SCOPE);
  const paging: SearchState = { ...EMPTY_SEARCH_STATE, page, maxPage };
  const none: ContentProductsView = { cards: [], totalHits: 0, pageSize: LISTING_PAGE_SIZE, state: { ...paging, page: 1, maxPage: 1 }, firstPage: 1, unavailable: false };
  const refinementList = listingRefinements(filter);
  // Without a flag there is nothing to narrow to: list nothing, not the whole shop.
  if (!refinementList || Object.keys(refinementList).length === 0) return Promise.resolve(none);
  return request.useCases.searchProducts
    .execute({ state: { ...paging, refinementList }, locale: request.locale, pageSize: LISTING_PAGE_SIZE })
    .then(({ state, result, pageSize, firstPage, unavailable }) => ({
      cards: result.cards.map((card) => toProductCardView(card, request.locale, request.now)),
      totalHits: result.totalHits,
      pageSize,
      state: { ...paging, page: state.page, maxPage: state.maxPage },
      firstPage,
      unavailable,
    }))
    .catch((error: unknown) => {
      request.log.warn({ err: error, filter }, 'listing products unavailable');
      return { ...none, unavailable: true };
    });
}

/** The footer's store accordions: the two main stores; the page still renders without them. */
export function footerStores(request: RequestServices): Promise<StoreSummaryView[]> {
  return request.useCases.loadStores
    .execute({ preview: request.preview, mainOnly: true, now: new Date() })
    .then((stores) => stores.map((entry) => toStoreSummary(entry.store)))
    .catch((error: unknown) => {
      request.log.warn({ err: error }, 'footer stores unavailable');
      return [];
    });
}

async function homeLoader(args: LoaderFunctionArgs): Promise<HomePageView> {
  const request = services(args);
  const [home, stores] = await Promise.all([request.useCases.loadHomePage.execute({ preview: request.preview }), homeStores(request)]);
  logSeoWarnings(args, home.seo, 'home');
  // Awaited, not deferred: the first carousel is on the first screen of a phone and its first card
  // image is the page's largest paint, so it belongs in the shell (a failing search gives no
  // carousels, never an error: listingProducts answers [] and logs).
  const carousels: CarouselView[] = await Promise.all(
    home.carousels.map(async (carousel) => ({
      title: carousel.title,
      link: carousel.link,
      products: await listingProducts(request, carousel.filter, carousel.collection, CAROUSEL_SIZE),
    })),
  ).then((all) => all.filter((carousel) => showsCarousel(carousel.products.length)));
  return {
    seoTitle: home.seo.title ?? null,
    description: home.seo.description ?? null,
    banners: home.banners.map(toBanner),
    promoBanner: home.promoBanner && toBanner(home.promoBanner),
    carousels,
    stores,
  };
}

/** Home's stores with their hours today (in each store's own time zone); the page still renders without them. */
function homeStores(request: RequestServices): Promise<HomeStoreView[]> {
  return request.useCases.loadStores
    .execute({ preview: request.preview, mainOnly: false, now: new Date() })
    .then((stores) => stores.map(({ store, openNow, todayHours }) => ({ name: store.name, href: toStoreSummary(store).href, city: store.city, openNow, todayHours })))
    .catch((error: unknown) => {
      request.log.warn({ err: error }, 'home stores unavailable');
      return [];
    });
}

const stockEnquiryQuery = z.object({ sku: z.string().trim().max(64).catch(''), title: z.string().trim().max(200).catch('') });

function stockEnquiryPrefill(url: URL): StockEnquiryPrefill {
  return stockEnquiryQuery.parse({ sku: url.searchParams.get('sku') ?? '', title: url.searchParams.get('title') ?? '' });
}

async function contentPageLoader(args: LoaderFunctionArgs): Promise<ContentPageView> {
  const request = services(args);
  const slug = slugParam.safeParse(args.params.slug);
  if (!slug.success) throw notFound();
  const page = await request.useCases.loadContentPage.execute({ slug: slug.data, preview: request.preview });
  if (!page) throw notFound();
  logSeoWarnings(args, { title: page.seo.title ?? page.title, description: page.seo.description }, 'content-page');
  return {
    slug: page.slug,
    canonicalPath: `/pages/${canonicalContentSlug(page.slug)}`,
    title: page.title,
    seoTitle: page.seo.title ?? page.title,
    description: plainTextDescription(fillMarketCopy(page.seo.description ?? '', request.locale), 155),
    body: fillMarketRichText(page.body, request.locale),
    products: page.listing ? pagedProducts(request, page.listing, new URL(args.request.url)) : null,
    stockEnquiry: page.slug === 'stock-enquiry' ? stockEnquiryPrefill(new URL(args.request.url)) : null,
    brands: page.slug === BRANDS_PAGE_SLUG ? await brandsOf(request) : null,
  };
}

async function storesLoader(args: LoaderFunctionArgs): Promise<StoresPageView> {
  const request = services(args);
  const [page, stores] = await Promise.all([
    request.useCases.loadContentPage.execute({ slug: STORES_PAGE_SLUG, preview: request.preview }),
    request.useCases.loadStores.execute({ preview: request.preview, mainOnly: false, now: new Date() }),
  ]);
  if (!page) throw notFound();
  logSeoWarnings(args, { title: page.seo.title ?? page.title, description: page.seo.description }, 'stores');
  return {
    title: page.title,
    seoTitle: page.seo.title ?? page.title,
    description: plainTextDescription(fillMarketCopy(page.seo.description ?? '', request.locale), 155),
    body: fillMarketRichText(page.body, request.locale),
    stores: stores.map((entry) => ({ ...toStoreSummary(entry.store), city: entry.store.city, openNow: entry.openNow })),
  };
}

/**
 * /showtime-sale, the promo banners' target: the editors' page of that slug when there is one,
 * otherwise the home page's promo banner over the products on sale.
 */
async function showtimeSaleLoader(args: LoaderFunctionArgs): Promise<ContentPageView> {
  const request = services(args);
  const [page, home] = await Promise.all([
    request.useCases.loadContentPage.execute({ slug: SHOWTIME_SALE_SLUG, preview: request.preview }),
    request.useCases.loadHomePage.execute({ preview: request.preview }),
  ]);
  const promo = home.promoBanner;
  if (!page && !promo) throw notFound();
  if (page) logSeoWarnings(args, { title: page.seo.title ?? page.title, description: page.seo.description }, 'showtime-sale');
  const title = page?.title ?? promo?.title ?? '';
  const text = promo?.text ?? '';
  return {
    slug: SHOWTIME_SALE_SLUG,
    canonicalPath: '/showtime-sale',
    title,
    seoTitle: page?.seo.title ?? title,
    description: plainTextDescription(page?.seo.description ?? text, 155),
    body: fillMarketRichText(page?.body ?? [paragraph(text)], request.locale),
    products: pagedProducts(request, page?.listing ?? { onSale: true }, new URL(args.request.url)),
    stockEnquiry: null,
  };
}

const paragraph = (text: string) => ({ _type: 'block', _key: 'promo', style: 'normal', markDefs: [], children: [{ _type: 'span', _key: 'promo-text', text, marks: [] }] });

async function storeLoader(args: LoaderFunctionArgs): Promise<StorePageView> {
  const request = services(args);
  const slug = slugParam.safeParse(args.params.slug);
  if (!slug.success) throw notFound();
  const page = await request.useCases.loadStorePage.execute({ slug: slug.data, preview: request.preview, now: new Date() });
  if (!page) throw notFound();
  return toStorePage(page, { origin: request.origin, pathPrefix: request.locale.pathPrefix });
}

export function contentLoaders() {
  return {
    home: guarded(homeLoader),
    'content-page': guarded(contentPageLoader),
    store: guarded(storeLoader),
    stores: guarded(storesLoader),
    'showtime-sale': guarded(showtimeSaleLoader),
  };
}
