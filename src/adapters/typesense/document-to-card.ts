import type { ProductCard } from '../../domain/catalogue/product-card';
import { cardFromSearchHit, type SearchHit } from './search-hit';
import { priceField, type ProductDocument } from './product-document';

const price = (doc: ProductDocument, column: 'price' | 'wasprice' | 'saveprice', currency: string) =>
  doc[priceField(column, currency)];

/** A collection document as the spec's search hit, priced in the shopper's market. */
export function searchHitOfDocument(doc: ProductDocument, currency: string): SearchHit {
  const wasprice = price(doc, 'wasprice', currency);
  return {
    title: doc.title,
    brand: doc.brand,
    stock: doc.stock,
    price: price(doc, 'price', currency),
    wasprice: wasprice > 0 ? wasprice : null,
    saveprice: price(doc, 'saveprice', currency),
    on_sale: doc.on_sale,
    new_product: doc.new_product,
    is_openbox: doc.is_openbox,
    ribbonOverride: doc.ribbonOverride ?? null,
    ribbonStart: doc.ribbonStart ?? null,
    ribbonEnd: doc.ribbonEnd ?? null,
    staff_pick: doc.staff_pick === true,
    url: doc.url,
    image: doc.image,
    variantId: doc.variantId,
    attributes: doc.attributes ?? null,
    sid: doc.sid,
    disable_payment: doc.disable_payment,
  };
}

export function cardOfDocument(doc: ProductDocument, currency: string): ProductCard {
  return cardFromSearchHit(searchHitOfDocument(doc, currency), currency);
}
