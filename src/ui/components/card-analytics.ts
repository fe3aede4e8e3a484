// The product as the ADD_TO_CART event describes it, from what a card knows: the variant, title,
// brand, decimal price and sku (no product id, variant name or category).
import type { AnalyticsProduct } from '../../domain/analytics';
import type { ProductCardView } from './product-card-view';

export function cardAnalytics(card: Pick<ProductCardView, 'variantId' | 'title' | 'brand' | 'priceAmount' | 'sku'>): Omit<AnalyticsProduct, 'quantity'> {
  return { variantGid: card.variantId, name: card.title, ...(card.brand ? { brand: card.brand } : {}), price: card.priceAmount, sku: card.sku };
}
