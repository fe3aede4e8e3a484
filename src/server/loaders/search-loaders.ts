// Loaders of the shop section: /search for a term across the shop and /collections/{handle} for
// every category and subcategory. The whole state is in the URL, so the first render already holds
// the right results. An unknown category is a real 404 (the use case logs 'Category not found').
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { CATEGORY_PATH_SEPARATOR } from '../../application/search/search-facets';
import { trailBreadcrumbs } from '../../domain/catalogue/category-tree';
import { plainTextDescription } from '../../domain/seo';
import { priceRangeFromUrl } from '../../domain/price-filter';
import { isFormQuery, isSearchStateKey, parseSearchState, rangeTextOf, searchStateHrefQuery, type SearchScope, type SearchState } from '../../domain/search-state';
import { rentalOffered } from '../../domain/payment-options';
import type { CardRentalLines, ProductCardView } from '../../ui/components/product-card-view';
import type { RouteLoaders } from '../../ui/routes';
import { toListingView } from '../views/listing-view';
import { cardsWithRentalLine, toCardRentalLines } from '../views/product-card-view';
import type { ListingView } from '../../ui/search/view-models';
import { requestServices, type RequestServices } from '../ssr/request-services';
import { guarded } from './guard';
import { logSeoWarnings } from './seo-warnings';
import { readyWithin, valueOrDeferred } from './ready-within';

const HANDLE = /^[a-z0-9][a-z0-9-]{0,254}$/i;
const notFound = () => data('Not Found', { status: 404, statusText: 'Not Found' });

/** Said when the search service is down: a 503, never an empty listing that looks like an empty shop. */
export const SEARCH_UNAVAILABLE = 'Search is unavailable right now. Please try again in a few minutes.';
const searchUnavailable = () => data(SEARCH_UNAVAILABLE, { status: 503, statusText: 'Service Unavailable' });

/**
 * Deferred: the rental lines of the page's cards, from one rental-service call. Products are known to
 * the service by their URL on the default locale without query (as the product page asks); a failure
 * is logged by the use case and every card falls back to 'Payment options available'.
 */
function cardRentals({ useCases, origin, locale }: RequestServices, cards: readonly ProductCardView[]): Promise<CardRentalLines> {
  // Rental is offered in Australia only (rentalOffered): elsewhere no call, every card 'Payment options available'.
  if (!rentalOffered(locale)) return Promise.resolve(toCardRentalLines(cards, () => null, locale));
  const urlOf = (card: ProductCardView) => `${origin}${card.href}`;
  return useCases.loadListingRentalRates
    .execute(cardsWithRentalLine(cards).map(urlOf))
    .then((rates) => toCardRentalLines(cards, (card) => rates.get(urlOf(card))?.rate ?? null, locale));
}

/**
 * The listing state of the URL, its price range read by the one documented rule (priceRangeFromUrl):
 * refused bounds do not filter, and their messages go to the price filter.
 */
function urlState(args: LoaderFunctionArgs, scope: SearchScope, path: string): { state: SearchState; priceErrors: string[] } {
  const url = new URL(args.request.url);
  const params = url.searchParams;
  const parsed = parseSearchState(params, scope);
  if (isFormQuery(params, scope)) throw redirect(linkUrlOf(path, url, parsed, scope), 303);
  const { range, errors } = priceRangeFromUrl(rangeTextOf(params, 'price', scope));
  const { price: _unchecked, ...others } = parsed.range;
  const hasPrice = range.min !== undefined || range.max !== undefined;
  return { state: { ...parsed, range: hasPrice ? { ...others, price: range } : others }, priceErrors: errors };
}

/**
 * A listing's GET forms (pages without JavaScript: the filters, the price range, the sort) write
 * the state in a form's shape; the answer is a redirect to the URL a link to that state has, the
 * spec's URL state, with the page's other parameters kept. The bounds go as typed: the page they
 * lead to checks them and says why one does not filter.
 */
function linkUrlOf(path: string, url: URL, state: SearchState, scope: SearchScope): string {
  const others = [...url.searchParams].filter(([key]) => !isSearchStateKey(key, scope));
  const query = [searchStateHrefQuery(state, scope), new URLSearchParams(others).toString()].filter(Boolean).join('&');
  // The route's own path: the router puts the market's prefix before it.
  return `${path}${query ? `?${query}` : ''}`;
}

async function searchLoader(args: LoaderFunctionArgs): Promise<ListingView> {
  // The page size follows the viewport client hint (decisions.md); the client never re-renders it.
  const services = args.context.get(requestServices);
  const { useCases, locale, listingPageSize } = services;
  const { state, priceErrors } = urlState(args, 'search', '/search');
  const listing = await useCases.searchProducts.execute({ state, locale, pageSize: listingPageSize });
  if (listing.unavailable) throw searchUnavailable();
  const term = listing.state.query.trim();
  const view = toListingView(listing, {
    scope: 'search',
    title: term ? `Search results for "${term}"` : 'Search',
    description: term ? `Musical instruments and gear matching "${term}".` : 'Search the whole shop.',
    breadcrumbs: [{ label: 'Home', href: '/' }, { label: 'Search', href: '/search' }],
    subcategories: [],
    hierarchyRoot: '',
    locale,
    now: services.now,
    priceErrors,
  });
  logSeoWarnings(args, { title: view.seoTitle, description: view.description }, 'search');
  return { ...view, rentals: valueOrDeferred(await readyWithin(cardRentals(services, view.cards))) };
}

async function collectionLoader(args: LoaderFunctionArgs): Promise<ListingView> {
  const services = args.context.get(requestServices);
  const { useCases, locale, listingPageSize, preview } = services;
  const handle = args.params.handle ?? '';
  if (!HANDLE.test(handle)) throw notFound();
  const { state, priceErrors } = urlState(args, 'category', `/collections/${handle}`);
  const found = await useCases.searchCategory.execute(handle, { state, locale, pageSize: listingPageSize, preview });
  if (!found) throw notFound();
  const { category, trail, children, listing } = found;
  if (listing.unavailable) throw searchUnavailable();
  logSeoWarnings(args, { title: category.seo?.title ?? category.categoryName, description: category.seo?.description }, 'collection');
  const view = toListingView(listing, {
    scope: 'category',
    title: category.categoryName,
    seoTitle: category.seo?.title ?? category.categoryName,
    description: plainTextDescription(category.seo?.description ?? `Shop ${category.categoryName} online and in store.`, 155),
    breadcrumbs: trailBreadcrumbs(trail),
    subcategories: children.map((child) => ({ name: child.categoryName, href: child.linkURL, count: child.productCount })),
    hierarchyRoot: trail.map((node) => node.categoryName).join(CATEGORY_PATH_SEPARATOR),
    locale,
    now: services.now,
    priceErrors,
  });
  return { ...view, rentals: valueOrDeferred(await readyWithin(cardRentals(services, view.cards))) };
}

export function searchLoaders(): Pick<RouteLoaders, 'collection' | 'search'> {
  return { collection: guarded(collectionLoader), search: guarded(searchLoader) };
}
