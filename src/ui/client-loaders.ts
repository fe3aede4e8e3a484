import { data, redirect, type LoaderFunction, type LoaderFunctionArgs } from 'react-router';
import { pagingStep, parseSearchState, type SearchScope } from '../domain/search-state';
import { promiseFrom, type Settled } from './deferred-data';
import type { ContentPageView, ContentProductsView } from './content/view-models';
import { PAGE_ROUTES, type RouteLoaders } from './routes';
import { nextListing } from './search/listing-window';
import type { ListingView } from './search/view-models';

export const DATA_PREFIX = '/_data';
export const REDIRECT_HEADER = 'x-router-redirect';

/** In the browser every loader asks the server for the same data as JSON. */
function fetchRouteData(routeId: string): LoaderFunction {
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const query = new URLSearchParams(url.search);
    query.set('_route', routeId);
    const response = await fetch(`${DATA_PREFIX}${url.pathname}?${query}`, {
      signal: request.signal,
      headers: { accept: 'application/json' },
    });
    const location = response.headers.get(REDIRECT_HEADER);
    // The server's location already carries the locale prefix; as an absolute same-origin URL the
    // router strips its basename instead of adding it a second time.
    if (location) throw redirect(new URL(location, url).href);
    const body = (await response.json().catch(() => null)) as unknown;
    if (!response.ok) {
      const routeError = (body as { error?: { data?: unknown; statusText?: string } } | null)?.error;
      throw data(routeError?.data ?? null, { status: response.status, statusText: routeError?.statusText ?? response.statusText });
    }
    return reviveSettled(body);
  };
}

/** Deferred fields arrive settled in the JSON body; pages still receive promises. */
function reviveSettled(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  return Object.fromEntries(
    Object.entries(body as Record<string, unknown>).map(([key, value]) => {
      const settled = (value as { __settled?: Settled } | null)?.__settled;
      return [key, settled ? promiseFrom(settled) : value];
    }),
  );
}

/** What the router shows now (its state): the matched routes and their data. */
export type OnScreen = () =>
  | { matches: readonly { route: { id: string }; params: Record<string, string | undefined> }[]; loaderData: Record<string, unknown> }
  | undefined;

const LISTING_ROUTES: Partial<Record<string, SearchScope>> = { collection: 'category', search: 'search' };
/** Listing-like content pages: their products page in the category[...] URL state. */
const CONTENT_LISTING_ROUTES: ReadonlySet<string> = new Set(['content-page', 'showtime-sale']);

const sameParams = (a: Record<string, string | undefined>, b: Record<string, string | undefined>) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/**
 * A listing's loader: when only the paging moved from the listing on screen, 'Show more
 * products' costs one page (the next page asked for alone, without maxPage) and back costs
 * nothing; the URL still carries page and maxPage, so a reload renders the same pages.
 */
function listingLoader(routeId: string, scope: SearchScope, onScreen: OnScreen): LoaderFunction {
  const fetchAll = fetchRouteData(routeId);
  return async (args: LoaderFunctionArgs) => {
    const now = onScreen();
    const shown = now?.matches.find((match) => match.route.id === routeId);
    const view = now?.loaderData[routeId] as ListingView | undefined;
    if (!shown || !view || !sameParams(shown.params, args.params)) return fetchAll(args);
    const url = new URL(args.request.url);
    const target = parseSearchState(url.searchParams, scope);
    const step = pagingStep(view.state, target);
    if (!step) return fetchAll(args);
    let added: ListingView | null = null;
    if (step.add !== null) {
      url.searchParams.delete('maxPage');
      added = (await fetchAll({ ...args, request: new Request(url, { signal: args.request.signal }) })) as ListingView;
    }
    return nextListing(view, target, step, added) ?? fetchAll(args);
  };
}

/** A content page's deferred products, settled; null when it has none or they failed to arrive. */
async function settledProducts(page: ContentPageView | null | undefined): Promise<ContentProductsView | null> {
  if (!page?.products) return null;
  return Promise.resolve(page.products).catch(() => null);
}

/**
 * A listing-like content page's loader (/pages/clearance-centre, /showtime-sale, ...): as a
 * listing's, 'Show more products' asks the server for the next page alone and appends its products
 * to those on screen, and back fetches nothing. Anything that does not join up fetches every page.
 */
function contentListingLoader(routeId: string, onScreen: OnScreen): LoaderFunction {
  const fetchAll = fetchRouteData(routeId);
  return async (args: LoaderFunctionArgs) => {
    const now = onScreen();
    const shown = now?.matches.find((match) => match.route.id === routeId);
    const view = now?.loaderData[routeId] as ContentPageView | undefined;
    if (!shown || !view?.products || !sameParams(shown.params, args.params)) return fetchAll(args);
    const products = await settledProducts(view);
    if (!products) return fetchAll(args);
    const url = new URL(args.request.url);
    const target = parseSearchState(url.searchParams, 'category');
    const step = pagingStep(products.state, target);
    if (!step) return fetchAll(args);
    let page = view;
    let added: ContentProductsView | null = null;
    if (step.add !== null) {
      url.searchParams.delete('maxPage');
      page = (await fetchAll({ ...args, request: new Request(url, { signal: args.request.signal }) })) as ContentPageView;
      added = await settledProducts(page);
    }
    const joined = nextListing(products, target, step, added);
    return joined ? { ...page, products: joined } : fetchAll(args);
  };
}

/** `onScreen` lets listings build on the pages already shown (the browser router's state). */
export function clientLoaders(onScreen: OnScreen = () => undefined): RouteLoaders {
  const loaders = { root: fetchRouteData('root') } as RouteLoaders;
  for (const route of PAGE_ROUTES) {
    const scope = LISTING_ROUTES[route.id];
    if (scope) loaders[route.id] = listingLoader(route.id, scope, onScreen);
    else if (CONTENT_LISTING_ROUTES.has(route.id)) loaders[route.id] = contentListingLoader(route.id, onScreen);
    else loaders[route.id] = fetchRouteData(route.id);
  }
  loaders['not-found'] = () => {
    throw data('Not Found', { status: 404, statusText: 'Not Found' });
  };
  return loaders;
}
