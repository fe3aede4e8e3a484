// What the application asks of product search and what it gets back: domain types only, so the
// embedded index and the hosted cluster are interchangeable behind the ProductSearch port.
import type { ProductCard } from '../../domain/catalogue/product-card';
import type { FacetGroup, FacetValue } from '../../domain/facets';
import type { NumericRange, SortKey } from '../../domain/search-state';

/** The whole shop, or one category node's subtree (matched on its catCode). */
export type SearchScope = { kind: 'search' } | { kind: 'category'; catCode: string };

export interface ProductSearchQuery {
  /** Free text; '' lists everything in scope. */
  term: string;
  /** Facet attribute → selected values: OR inside a facet, AND across facets. */
  refinements: Readonly<Record<string, readonly string[]>>;
  /** A category path of the hierarchy ('Guitar & Bass > Acoustic Guitars'), or null. */
  categoryPath: string | null;
  /** In the shopper's currency, already validated against the price range. */
  price: NumericRange;
  sort: SortKey;
  /** 1-based. */
  page: number;
  /** At most MAX_HITS_PER_REQUEST. */
  hitsPerPage: number;
  /** Merchandising overrides (pinned and hidden products) apply to 'Relevance' only. */
  overrides: boolean;
  scope: SearchScope;
  /** The market whose prices are searched, sorted and shown. */
  currency: string;
}

/** The most hits one search request may ask for: Typesense's per_page limit. */
export const MAX_HITS_PER_REQUEST = 250;

export interface PriceStats {
  min: number;
  max: number;
}

export interface ProductSearchResult {
  cards: ProductCard[];
  totalHits: number;
  /** The page these cards are (1-based), as requested. */
  page: number;
  /** Facet groups in facet order; values by count, most first. Disjunctive: a facet's own selection does not narrow its counts. */
  facets: FacetGroup[];
  /** Lowest and highest price of the hits before the price filter; null without hits. */
  priceStats: PriceStats | null;
}

export interface FacetValueQuery {
  /** The listing the facet list belongs to; its own facet's selection is ignored for counts. */
  query: ProductSearchQuery;
  facet: string;
  /** Text typed into the facet list's search box. */
  text: string;
  limit: number;
}

export type { FacetValue };
