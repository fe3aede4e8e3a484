// What the shop section, its filters and the header search render: plain serialisable values
// mapped on the server (to-listing-view.ts), so no search document or domain aggregate leaks.
import type { SearchState, SortKey } from '../../domain/search-state';
import type { CardRentalLines, ProductCardView } from '../components/product-card-view';

export interface FacetValueView {
  value: string;
  count: number;
  selected: boolean;
}

export interface FacetGroupView {
  attribute: string;
  label: string;
  values: FacetValueView[];
  /** Values shown before 'Show More', and after it. */
  limit: number;
  showMoreLimit: number;
  /** Long lists (brands) get a box to search inside the list. */
  searchable: boolean;
}

export interface HierarchyItemView {
  /** The full path: 'Guitar & Bass > Acoustic Guitars'. */
  path: string;
  label: string;
  count: number;
  selected: boolean;
  children: HierarchyItemView[];
}

export interface PriceButtonView {
  label: string;
  min: number | null;
  max: number | null;
  active: boolean;
}

export interface PriceFilterView {
  min: number | null;
  max: number | null;
  /** The range the inputs clamp into: the hits' prices, within the shop's $0.50-$42999. */
  bounds: { min: number; max: number };
  /** Only the quick buttons that would find products (and the active one). */
  buttons: PriceButtonView[];
  currency: string;
  /** The spec's range messages for URL bounds that were refused (and so do not filter). */
  errors: string[];
}

/** One active refinement under 'Filters:', with the state that removes it. */
export interface ActiveFilterView {
  label: string;
  remove: SearchState;
}

export interface ListingView {
  /** The URL scope of the state: 'search[...]' on /search, 'category[...]' on category pages. */
  scope: 'search' | 'category';
  /** The page heading. */
  title: string;
  /** The document title before the site template. */
  seoTitle: string;
  description: string;
  breadcrumbs: { label: string; href: string }[];
  subcategories: { name: string; href: string; count: number }[];
  state: SearchState;
  totalHits: number;
  cards: ProductCardView[];
  firstPage: number;
  pageSize: number;
  hasMore: boolean;
  facets: FacetGroupView[];
  /** Category hierarchy: on a category page, its subcategories; on search, the top categories. */
  hierarchy: HierarchyItemView[];
  /** The category path the hierarchy starts below ('' on search). */
  hierarchyRoot: string;
  price: PriceFilterView;
  activeFilters: ActiveFilterView[];
  sorts: { key: SortKey; label: string }[];
  /** The search service failed: the section says nothing matched rather than erroring. */
  unavailable: boolean;
  /**
   * The cards' rental lines, from one rental-service call: with the shell when they were ready,
   * else streamed in. Only cards that show payment options have one; absent where a listing is
   * not a loader's page.
   */
  rentals?: CardRentalLines | Promise<CardRentalLines>;
}

/**
 * Products without filters, as listing-like content pages show them: the pages on screen and the
 * URL state (category[page], maxPage) that 'Show more products' moves on from.
 */
export interface PagedProductsView {
  cards: ProductCardView[];
  totalHits: number;
  pageSize: number;
  /** Paging only: the listing's flags are the page's, not the URL's. */
  state: SearchState;
}

/** An instant result in the header search popup. */
export interface InstantHitView {
  title: string;
  brand: string | null;
  href: string;
  price: string;
  image: string | null;
}

export interface InstantResultsView {
  query: string;
  totalHits: number;
  hits: InstantHitView[];
  /** The full results page for the query (unprefixed; links add the locale). */
  searchHref: string;
}
