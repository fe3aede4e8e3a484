import { inject, injectable } from 'tsyringe';
import { findCategoryByHandle } from '../../domain/catalogue/category-tree';
import type { ProductCard } from '../../domain/catalogue/product-card';
import type { Locale } from '../../domain/locale';
import type { ListingFilter } from '../content/content';
import type { ProductCatalog, ProductSearch } from '../ports';
import { listingRefinements } from './search-facets';
import type { ProductSearchQuery, SearchScope } from './search-query';
import { TOKENS } from '../tokens';

export interface ListingRequest {
  /** Flags an editor set on a listing page or carousel (on sale, new, open box). */
  filter: ListingFilter | null;
  /** A category handle ('effects-pedals'), or null for the whole shop. */
  collection: string | null;
  locale: Locale;
  limit: number;
}

/** The products of a home carousel or the not-found page's collection, through product search. */
@injectable()
export class LoadListingProducts {
  constructor(
    @inject(TOKENS.ProductSearch) private readonly search: ProductSearch,
    @inject(TOKENS.ProductCatalog) private readonly catalog: ProductCatalog,
  ) {}

  async execute({ filter, collection, locale, limit }: ListingRequest): Promise<ProductCard[]> {
    const refinements = listingRefinements(filter);
    if (!refinements) return [];
    const category = collection ? await this.categoryScope(collection) : null;
    // Without a category and without a flag there is nothing to narrow to: list nothing, not everything.
    if (!category && Object.keys(refinements).length === 0) return [];
    const scope: SearchScope = category ?? { kind: 'search' };
    const query: ProductSearchQuery = {
      term: '',
      refinements,
      categoryPath: null,
      price: {},
      sort: 'relevance',
      page: 1,
      hitsPerPage: limit,
      overrides: true,
      scope,
      currency: locale.currency,
    };
    // Both search adapters filter on the flag fields (the ProductSearch contract suite proves it).
    const { cards } = await this.search.search(query);
    return cards;
  }

  /** The category a collection handle names; editors also name listing pages ('new-arrivals'). */
  private async categoryScope(handle: string): Promise<SearchScope | null> {
    const lookup = findCategoryByHandle(await this.catalog.categoryTree(), handle);
    return lookup.ok ? { kind: 'category', catCode: lookup.category.catCode } : null;
  }
}
