// The search service's product document (spec section 3, "Search hit") and its reshaping into the
// shop's product card. Both search adapters (Typesense and the embedded columnar index) list these.
import { compact, variantGid, type ProductAttribute, type ProductCard } from '../../domain/catalogue/product-card';
import { availabilityOfStatusText } from '../../domain/availability';
import { moneyFromNumber } from '../../domain/money';

/** A product document of the search service (spec section 3). Any field may arrive as null. */
export interface SearchHit {
  title: string;
  brand?: string | null;
  /** Stock status text, e.g. 'In Stock'. */
  stock?: string | null;
  price: number;
  wasprice?: number | null;
  saveprice?: number | null;
  on_sale?: boolean | null;
  new_product?: boolean | null;
  is_openbox?: boolean | null;
  ribbonOverride?: string | null;
  ribbonStart?: string | null;
  ribbonEnd?: string | null;
  /** Beyond the spec's hit: staff picks are marked in the index too, so their cards say so. */
  staff_pick?: boolean | null;
  url: string;
  image?: readonly string[] | null;
  variantId: string | number;
  attributes?: ProductAttribute[] | null;
  /** The SKU. */
  sid: string;
  disable_payment?: boolean | null;
}

const positive = (n: number | null | undefined): n is number => Number.isFinite(n) && (n as number) > 0;
const nonEmpty = (s: string | null | undefined): s is string => typeof s === 'string' && s.trim() !== '';

/**
 * Search hit to card: linkURL '/products/' + url; savePrice only above 0; is_staffPick false unless
 * the hit marks a staff pick;
 * shopifyProductId the variant global id; first two images; null fields dropped.
 */
export function cardFromSearchHit(hit: SearchHit, currencyCode: string): ProductCard {
  const images = (hit.image ?? []).filter(nonEmpty);
  const onSale = hit.on_sale === true;
  return compact<ProductCard>({
    sku: hit.sid,
    shopifyProductId: variantGid(hit.variantId),
    title: hit.title,
    brand: nonEmpty(hit.brand) ? hit.brand : undefined,
    stockStatus: hit.stock ? availabilityOfStatusText(hit.stock).label : undefined,
    onSalePrice: onSale ? moneyFromNumber(hit.price, currencyCode) : undefined,
    sellingPrice: moneyFromNumber(hit.price, currencyCode),
    wasPrice: positive(hit.wasprice) ? moneyFromNumber(hit.wasprice, currencyCode) : undefined,
    savePrice: positive(hit.saveprice) ? moneyFromNumber(hit.saveprice, currencyCode) : undefined,
    is_newProduct: hit.new_product === true,
    is_onSale: onSale,
    is_openbox: hit.is_openbox === true,
    is_staffPick: hit.staff_pick === true,
    ribbonOverride: nonEmpty(hit.ribbonOverride) ? hit.ribbonOverride : undefined,
    ribbonStart: nonEmpty(hit.ribbonStart) ? hit.ribbonStart : undefined,
    ribbonEnd: nonEmpty(hit.ribbonEnd) ? hit.ribbonEnd : undefined,
    linkURL: '/products/' + hit.url.replace(/^\/+/, ''),
    imageURL1: images[0],
    imageURL2: images[1],
    attributes: hit.attributes && hit.attributes.length > 0 ? hit.attributes : undefined,
    disable_payment: hit.disable_payment === true,
  });
}
