import { inject, injectable } from 'tsyringe';
import type { Locale } from '../../domain/locale';
import { EMPTY_SEARCH_STATE } from '../../domain/search-state';
import type { ProductCatalog, ProductSearch } from '../ports';
import { searchQueryOf } from '../search/listing';
import { TOKENS } from '../tokens';

export interface BrandSummary {
  name: string;
  /** Products of the brand the shop's search lists. */
  productCount: number;
  logo: string | null;
}

/** The brand facet holds at most this many values (spec: brand lists show 10, up to 200). */
export const MAX_BRANDS = 200;

/**
 * The brands page: every brand with products the search lists, A to Z, with the catalogue's logo
 * where it keeps one. Brands come from the search (both engines), so the page lists what a
 * shopper can actually find.
 */
@injectable()
export class LoadBrands {
  constructor(
    @inject(TOKENS.ProductCatalog) private readonly catalog: ProductCatalog,
    @inject(TOKENS.ProductSearch) private readonly search: ProductSearch,
  ) {}

  async execute(locale: Pick<Locale, 'currency'>): Promise<BrandSummary[]> {
    const [values, logos] = await Promise.all([
      this.search.searchFacetValues({
        query: searchQueryOf(EMPTY_SEARCH_STATE, { kind: 'search' }, locale.currency, { page: 1, hitsPerPage: 0 }),
        facet: 'brand',
        text: '',
        limit: MAX_BRANDS,
      }),
      this.catalog.brandLogos ? this.catalog.brandLogos() : Promise.resolve(new Map<string, string>()),
    ]);
    return values
      .filter((value) => value.count > 0)
      .map((value) => ({ name: value.value, productCount: value.count, logo: logos.get(value.value) ?? null }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  }
}
