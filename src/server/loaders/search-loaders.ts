// Loaders of the shop section: /search for a term across the shop and /collections/{handle} for
// every category and subcategory. The whole state is in the URL, so the first render already holds
// the right results. An unknown category is a real 404 (the use case logs 'Category not found').
import { data, type LoaderFunctionArgs } from 'react-router';
import { CATEGORY_PATH_SEPARATOR } from '../../application/search/search-facets';
import { trailBreadcrumbs } from '../../domain/catalogue/category-tree';
import { plainTextDescription } from '../../domain/seo';
import { parseSearchState } from '../../domain/search-state';
import type { RouteLoaders } from '../../ui/routes';
import { toListingView } from '../../ui/search/to-listing-view';
import type { ListingView } from '../../ui/search/view-models';
import { requestServices } from '../ssr/request-services';
import { guarded } from './guard';
import { logSeoWarnings } from './seo-warnings';

const HANDLE = /^[a-z0-9][a-z0-9-]{0,254}$/i;
const notFound = () => data('Not Found', { status: 404, statusText: 'Not Found' });

async function searchLoader(args: LoaderFunctionArgs): Promise<ListingView> {
  // The page size follows the viewport client hint (decisions.md); the client never re-renders it.
  const { useCases, locale, listingPageSize } = args.context.get(requestServices);
  const state = parseSearchState(new URL(args.request.url).searchParams, 'search');
  const listing = await useCases.searchProducts.execute({ state, locale, pageSize: listingPageSize });
  const term = listing.state.query.trim();
  return toListingView(listing, {
    scope: 'search',
    title: term ? `Search results for "${term}"` : 'Search',
    description: term ? `Musical instruments and gear matching "${term}".` : 'Search the whole shop.',
    breadcrumbs: [{ label: 'Home', href: '/' }, { label: 'Search', href: '/search' }],
    subcategories: [],
    hierarchyRoot: '',
    locale,
  });
}

async function collectionLoader(args: LoaderFunctionArgs): Promise<ListingView> {
  const { useCases, locale, listingPageSize, preview } = args.context.get(requestServices);
  const handle = args.params.handle ?? '';
  if (!HANDLE.test(handle)) throw notFound();
  const state = parseSearchState(new URL(args.request.url).searchParams, 'category');
  const found = await useCases.searchCategory.execute(handle, { state, locale, pageSize: listingPageSize, preview });
  if (!found) throw notFound();
  const { category, trail, children, listing } = found;
  logSeoWarnings(args, { title: category.seo?.title ?? category.categoryName, description: category.seo?.description });
  return toListingView(listing, {
    scope: 'category',
    title: category.categoryName,
    seoTitle: category.seo?.title ?? category.categoryName,
    description: plainTextDescription(category.seo?.description ?? `Shop ${category.categoryName} online and in store.`, 155),
    breadcrumbs: trailBreadcrumbs(trail),
    subcategories: children.map((child) => ({ name: child.categoryName, href: child.linkURL, count: child.productCount })),
    hierarchyRoot: trail.map((node) => node.categoryName).join(CATEGORY_PATH_SEPARATOR),
    locale,
  });
}

export function searchLoaders(): Pick<RouteLoaders, 'collection' | 'search'> {
  return { collection: guarded(collectionLoader), search: guarded(searchLoader) };
}
