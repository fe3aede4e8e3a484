// RelatedProducts on the Storefront API: Shopify's own related recommendations for one product,
// in the buyer's market, reshaped into product cards. How many to show (carousel, cart's cap of
// eight) is decided by the domain; a failure is a ShopifyError the use case turns into no cards.
import type { RelatedProducts } from '../../application/ports';
import type { ProductCard } from '../../domain/catalogue/product-card';
import type { Locale } from '../../domain/locale';
import { productGids } from './product-gids';
import { PRODUCT_RECOMMENDATIONS_QUERY } from './queries/product-recommendations';
import { reshapeProductCard } from './reshape/reshape-product-card';
import { productRecommendationsResponse } from './schemas/product-recommendations';
import type { ShopifyClient } from './shopify-client';
import { inContext } from './in-context';

export class ShopifyRelatedProducts implements RelatedProducts {
  constructor(private readonly client: ShopifyClient) {}

  async forProduct(productId: string, locale: Locale): Promise<ProductCard[]> {
    // Shopify rejects a malformed id outright; an id that is no product has nothing related.
    const productGid = productGids([productId])[0]?.[0];
    if (!productGid) return [];
    const { productRecommendations } = await this.client.query(
      PRODUCT_RECOMMENDATIONS_QUERY,
      { productId: productGid, ...inContext(locale) },
      productRecommendationsResponse,
    );
    return (productRecommendations ?? []).map(reshapeProductCard).filter((card): card is ProductCard => card !== null);
  }
}
