import type { ProductCard } from '../../domain/catalogue/product-card';
import { cardFromSearchHit, type SearchHit } from '../typesense/search-hit';
import { variantAvailability } from '../../domain/availability';
import type { Locale } from '../../domain/locale';
import { defaultVariant } from '../../domain/catalogue/variants';
import type { DemoProduct, DemoVariant } from './demo-data/catalogue-types';
import { marketCurrency, onlineQuantityOf, reshapeVariant } from './demo-reshape';

/** The variant the product page opens on (the product page's own rule over the reshaped variants). */
const listed = (product: DemoProduct, currency: ReturnType<typeof marketCurrency>): DemoVariant =>
  defaultVariant(product.variants.map((variant) => ({ ...reshapeVariant(variant, currency, product), variant })))!.variant;

/**
 * The search-service document of a demo product, in one market's currency (decimal amounts). It
 * lists the variant the product page shows first (the first available), so the card adds, prices
 * and ribbons the variant its link opens on.
 */
export function searchHitOf(product: DemoProduct, currency: ReturnType<typeof marketCurrency>): SearchHit {
  const main = listed(product, currency);
  const { price, compareAtPrice } = main.prices[currency];
  const onSale = compareAtPrice !== null && compareAtPrice > price;
  return {
    title: product.title,
    brand: product.vendor,
    // The card says what the product page says: the availability rule over online stock and the metafield.
    stock: variantAvailability({ onlineQuantity: onlineQuantityOf(main, product), stockStatus: product.metafields.stock_status }).label,
    price: price / 100,
    wasprice: onSale ? compareAtPrice / 100 : null,
    saveprice: onSale ? (compareAtPrice - price) / 100 : 0,
    on_sale: onSale || product.tags.includes('ribbon:sale'),
    new_product: product.tags.includes('ribbon:new'),
    is_openbox: product.openBoxParent !== null,
    ribbonOverride: product.ribbon?.ribbonFlagOverride ?? null,
    ribbonStart: product.ribbon?.ribbonStart ?? null,
    ribbonEnd: product.ribbon?.ribbonEnd ?? null,
    staff_pick: product.staffPick,
    url: product.handle,
    image: product.images.map((image) => image.url),
    variantId: main.id,
    // A listing sells one unit: the card's add names it, as the unit's own page does.
    attributes: product.openBoxParent ? [{ key: 'Open Box', value: product.openBoxItems[0]?.open_box_number ?? 'Yes' }] : null,
    sid: main.sku,
    disable_payment: product.disablePayment,
  };
}

export function productCardOf(product: DemoProduct, locale: Pick<Locale, 'currency'>): ProductCard {
  const currency = marketCurrency(locale);
  return cardFromSearchHit(searchHitOf(product, currency), currency);
}
