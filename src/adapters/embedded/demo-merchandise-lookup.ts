// Variants of the demo catalogue by global id, priced in the shopper's market: the price source of
// the embedded cart. Only published products are sold. Each open-box unit is a variant of its own
// at the unit's price, so the cart charges what the open-box list shows.
import type { Merchandise } from '../../application/cart/merchandise';
import type { MerchandiseLookup } from '../../application/ports';
import type { Locale } from '../../domain/locale';
import { moneyFromMinorUnits } from '../../domain/money';
import { displaySku } from '../../domain/product-page';
import type { DemoCatalogue, DemoOpenBoxItem, DemoProduct, DemoVariant } from './demo-data/catalogue-types';
import { openBoxUnitVariant } from './demo-data/open-box';
import { marketCurrency, onlineQuantityOf, productGid, variantGid } from './demo-reshape';

export class DemoMerchandiseLookup implements MerchandiseLookup {
  private readonly variants = new Map<string, { product: DemoProduct; variant: DemoVariant; unit: DemoOpenBoxItem | null }>();

  constructor(catalogue: DemoCatalogue) {
    for (const product of catalogue.products) {
      if (product.status !== 'active') continue;
      // An open-box listing's own variant is its unit.
      for (const variant of product.variants) this.variants.set(variantGid(variant.id), { product, variant, unit: product.openBoxItems.find((u) => u.shopifyVariantId === variant.id) ?? null });
      for (const unit of product.openBoxItems) {
        const variant = openBoxUnitVariant(product, unit);
        if (variant && this.variants.has(variantGid(variant.id))) continue;
        if (variant) this.variants.set(variantGid(variant.id), { product, variant, unit });
      }
    }
  }

  async variantsByIds(ids: readonly string[], locale: Locale): Promise<Merchandise[]> {
    const currency = marketCurrency(locale);
    return ids.flatMap((id) => {
      const hit = this.variants.get(id);
      if (!hit) return [];
      const { product, variant, unit } = hit;
      const image = product.images[0];
      return [
        {
          id,
          productId: productGid(product.id),
          sku: variant.sku,
          title: variant.title,
          price: moneyFromMinorUnits(variant.prices[currency].price, currency),
          image: image ? { ...image } : null,
          selectedOptions: variant.selectedOptions.map((o) => ({ ...o })),
          product: { handle: product.handle, title: product.title, isHeavy: product.metafields.is_heavy === 'true' },
          // A unit's own stock is the unit: what decides whether it sells is the open-box data, not this.
          availability: unit ? { availableForSale: true } : { onlineQuantity: onlineQuantityOf(variant, product), stockStatus: product.metafields.stock_status },
          // The open-box data is keyed by the product id the page asks with: the main SKU, uppercased.
          openBoxUnit: unit ? { number: unit.open_box_number, productId: displaySku(product.variants[0]!.sku) } : null,
        },
      ];
    });
  }
}
