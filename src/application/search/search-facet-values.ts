import { inject, injectable } from 'tsyringe';
import { findCategoryByHandle } from '../../domain/catalogue/category-tree';
import { assertFacetSearchAllowed, facetHitsLimit, type FacetValue } from '../../domain/facets';
import type { Locale } from '../../domain/locale';
import type { SearchState } from '../../domain/search-state';
import type { ProductCatalog, ProductSearch } from '../ports';
import { sanitizeState, searchQueryOf } from './listing';
import type { SearchScope } from './search-query';
import { TOKENS } from '../tokens';

export interface FacetValueRequest {
  state: SearchState;
  /** The category page the list belongs to; absent on search results. */
  categoryHandle?: string;
  locale: Pick<Locale, 'currency'>;
  /** A refinable facet (checked at the route). */
  facet: string;
  text: string;
  limit?: number;
  /** Search indexes the listing spans; the shop's listings search the one product index. */
  indexCount?: number;
}

export const LISTING_INDEX_COUNT = 1;

/**
 * Search inside one facet list of the listing the shopper is on: 1 to 100 values, 10 by default.
 * In a multi-index context it throws FacetSearchError before any search (spec section 5).
 */
@injectable()
export class SearchFacetValues {
  constructor(
    @inject(TOKENS.ProductCatalog) private readonly catalog: ProductCatalog,
    @inject(TOKENS.ProductSearch) private readonly search: ProductSearch,
  ) {}

  async execute(request: FacetValueRequest): Promise<FacetValue[]> {
    assertFacetSearchAllowed(request.indexCount ?? LISTING_INDEX_COUNT);
    const scope = await this.scopeOf(request.categoryHandle);
    if (!scope) return [];
    const state = sanitizeState(request.state);
    return this.search.searchFacetValues({
      query: searchQueryOf(state, scope, request.locale.currency, { page: 1, hitsPerPage: 0 }),
      facet: request.facet,
      text: request.text,
      limit: facetHitsLimit(request.limit),
    });
  }

  private async scopeOf(handle: string | undefined): Promise<SearchScope | null> {
    if (handle === undefined) return { kind: 'search' };
    const lookup = findCategoryByHandle(await this.catalog.categoryTree(), handle);
    return lookup.ok ? { kind: 'category', catCode: lookup.category.catCode } : null;
  }
}
