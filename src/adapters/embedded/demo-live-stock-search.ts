// Listing cards that say what the embedded store's stock says now. The embedded search index takes
// its documents from the demo catalogue at start, so without this a card would keep offering Add to
// Cart for a guitar an order just sold out (issue 29). Each card's availability label is worked out
// again from the catalogue in memory, which the inventory table mirrors (sqlite-inventory.ts).
// Facet counts and the 'In stock' filter stay as indexed: they show a change after the next start.
import type { ProductSearch } from '../../application/ports';
import type { FacetValueQuery, ProductSearchQuery, ProductSearchResult } from '../../application/search/search-query';
import { variantAvailability } from '../../domain/availability';
import type { ProductCard } from '../../domain/catalogue/product-card';
import type { DemoCatalogue, DemoProduct, DemoVariant } from './demo-data/catalogue-types';
import { onlineQuantityOf } from './demo-reshape';

export class DemoLiveStockSearch implements ProductSearch {
  private readonly bySku = new Map<string, { product: DemoProduct; variant: DemoVariant }>();

  constructor(
    private readonly inner: ProductSearch,
    catalogue: DemoCatalogue,
  ) {
    for (const product of catalogue.products) for (const variant of product.variants) this.bySku.set(variant.sku.toUpperCase(), { product, variant });
  }

  async search(query: ProductSearchQuery): Promise<ProductSearchResult> {
    const result = await this.inner.search(query);
    return { ...result, cards: result.cards.map((card) => this.live(card)) };
  }

  searchFacetValues(query: FacetValueQuery) {
    return this.inner.searchFacetValues(query);
  }

  /** The card itself when its label still holds (kept cards stay the same objects), else a copy with today's label. */
  private live(card: ProductCard): ProductCard {
    const hit = this.bySku.get(card.sku.toUpperCase());
    if (!hit || card.stockStatus === undefined) return card;
    const { label } = variantAvailability({ onlineQuantity: onlineQuantityOf(hit.variant, hit.product), stockStatus: hit.product.metafields.stock_status });
    return label === card.stockStatus ? card : { ...card, stockStatus: label };
  }
}
