import { inject, injectable } from 'tsyringe';
import { cartSuggestions, shouldFetchRelatedProducts } from '../../domain/cart';
import type { ProductCard } from '../../domain/catalogue/product-card';
import type { Locale } from '../../domain/locale';
import type { EventLog, ProductSearch, RelatedProducts } from '../ports';
import { TOKENS } from '../tokens';

export interface RelatedProductsRequest {
  /** Product ids (global or numeric) or product titles of the cart's lines. */
  products: readonly string[];
  /** Variant ids already in the cart: never suggested. */
  inCart: readonly string[];
  locale: Locale;
}

const PRODUCT_ID = /^(gid:\/\/shopify\/Product\/)?\d+$/;
/** Searches one title may cost: a long title stops shortening here. */
const MAX_TITLE_SEARCHES = 6;
const asProductGid = (ref: string) => (ref.startsWith('gid://') ? ref : `gid://shopify/Product/${ref}`);

/**
 * The cart's related-products carousel (spec sections 4 and 9): skipped for 0 or more than 2
 * products, at most 8 suggestions, none already in the cart. An id asks for that product's related
 * products, a title searches for similar ones. A failing lookup is logged and suggests nothing.
 */
@injectable()
export class FetchCartRelatedProducts {
  constructor(
    @inject(TOKENS.RelatedProducts) private readonly related: RelatedProducts,
    @inject(TOKENS.ProductSearch) private readonly search: ProductSearch,
    @inject(TOKENS.EventLog) private readonly log: EventLog,
  ) {}

  async execute({ products, inCart, locale }: RelatedProductsRequest): Promise<ProductCard[]> {
    if (!shouldFetchRelatedProducts(products.length)) return [];
    const lists = await Promise.all(products.map((ref) => this.lookup(ref.trim(), locale)));
    const candidates = lists.flat().map((card) => ({ id: card.shopifyProductId, card }));
    return cartSuggestions(candidates, inCart).map(({ card }) => card);
  }

  private async lookup(ref: string, locale: Locale): Promise<ProductCard[]> {
    try {
      if (PRODUCT_ID.test(ref)) return await this.related.forProduct(asProductGid(ref), locale);
      return await this.byTitle(ref, locale);
    } catch (error) {
      this.log.warn({ err: error, product: ref }, 'related products lookup failed');
      return [];
    }
  }

  /**
   * A whole title finds only its own product (search wants every word), so words are dropped from
   * the front, brand and model first, until other products turn up: what is left names the kind of
   * product ('Guitar Picks'), which is what relates them.
   */
  private async byTitle(title: string, locale: Locale): Promise<ProductCard[]> {
    const words = title.split(/\s+/).filter(Boolean);
    for (let from = 0; from < Math.min(words.length, MAX_TITLE_SEARCHES); from += 1) {
      const found = await this.search.search({
        term: words.slice(from).join(' '),
        refinements: {},
        categoryPath: null,
        price: {},
        sort: 'relevance',
        page: 1,
        hitsPerPage: 9,
        overrides: false,
        scope: { kind: 'search' },
        currency: locale.currency,
      });
      const others = found.cards.filter((card) => card.title !== title);
      if (others.length > 0) return others;
    }
    return [];
  }
}
