import { data, redirect, type LoaderFunction, type LoaderFunctionArgs } from 'react-router';
import { pagingStep, parseSearchState, type SearchScope } from '../domain/search-state';
import { promiseFrom, type Settled } from './deferred-data';
import type { ContentPageView, ContentProductsView } from './content/view-models';
import { PAGE_ROUTES, type RouteLoaders } from './routes';
import { nextListing, type ListingWindow } from './search/listing-window';
import type { ListingView } from './search/view-models';

export { DATA_PREFIX, REDIRECT_HEADER } from './data-routes';
import { DATA_PREFIX, REDIRECT_HEADER } from './data-routes';

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

const sameParams = (a: Record<string, string | undefined>, b: Record<string, string | undefined>) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/** Where a paged route keeps its listing in its data, and how to put a joined one back. */
interface PagedRoute<Data, Window extends ListingWindow> {
  scope: SearchScope;
  /** The listing in the route's data, settled; null when there is none or it failed to arrive. */
  windowOf(data: Data): Window | null | Promise<Window | null>;
  withWindow(data: Data, window: Window): Data;
}

/** A content page's deferred products, settled; null when it has none or they failed to arrive. */
async function settledProducts(page: ContentPageView): Promise<ContentProductsView | null> {
  if (!page.products) return null;
  return Promise.resolve(page.products).catch(() => null);
}

const listingRoute = (scope: SearchScope): PagedRoute<ListingView, ListingView> => ({ scope, windowOf: (view) => view, withWindow: (_view, joined) => joined });

/** Listing-like content pages (/pages/clearance-centre, /showtime-sale, ...): their products page in the category[...] URL state. */
const contentListingRoute: PagedRoute<ContentPageView, ContentProductsView> = {
  scope: 'category',
  windowOf: settledProducts,
  withWindow: (page, products) => ({ ...page, products }),
};

const PAGED_ROUTES: Partial<Record<string, (routeId: string, onScreen: OnScreen) => LoaderFunction>> = {
  collection: (routeId, onScreen) => pagedLoader(routeId, listingRoute('category'), onScreen),
  search: (routeId, onScreen) => pagedLoader(routeId, listingRoute('search'), onScreen),
  'content-page': (routeId, onScreen) => pagedLoader(routeId, contentListingRoute, onScreen),
  'showtime-sale': (routeId, onScreen) => pagedLoader(routeId, contentListingRoute, onScreen),
};

/**
 * A paged route's loader: when only the paging moved from the listing on screen, 'Show more
 * products' costs one page (the next page asked for alone, without maxPage, and appended) and back
 * costs nothing; the URL still carries page and maxPage, so a reload renders the same pages.
 * Anything that does not join up fetches every page.
 */
function pagedLoader<Data, Window extends ListingWindow>(routeId: string, route: PagedRoute<Data, Window>, onScreen: OnScreen): LoaderFunction {
  const fetchAll = fetchRouteData(routeId);
  return async (args: LoaderFunctionArgs) => {
    const now = onScreen();
    const shown = now?.matches.find((match) => match.route.id === routeId);
    const view = now?.loaderData[routeId] as Data | undefined;
    if (!shown || !view || !sameParams(shown.params, args.params)) return fetchAll(args);
    const listing = await route.windowOf(view);
    if (!listing) return fetchAll(args);
    const url = new URL(args.request.url);
    const target = parseSearchState(url.searchParams, route.scope);
    const step = pagingStep(listing.state, target);
    if (!step) return fetchAll(args);
    let data: Data = view;
    let added: Window | null = null;
    if (step.add !== null) {
      url.searchParams.delete('maxPage');
      data = (await fetchAll({ ...args, request: new Request(url, { signal: args.request.signal }) })) as Data;
      added = await route.windowOf(data);
    }
    const joined = nextListing(listing, target, step, added);
    return joined ? route.withWindow(data, joined) : fetchAll(args);
  };
}

/** `onScreen` lets listings build on the pages already shown (the browser router's state). */
export function clientLoaders(onScreen: OnScreen = () => undefined): RouteLoaders {
  const loaders = { root: fetchRouteData('root') } as RouteLoaders;
  for (const route of PAGE_ROUTES) {
    const paged = PAGED_ROUTES[route.id];
    loaders[route.id] = paged ? paged(route.id, onScreen) : fetchRouteData(route.id);
  }
  loaders['not-found'] = () => {
    throw data('Not Found', { status: 404, statusText: 'Not Found' });
  };
  return loaders;
}
