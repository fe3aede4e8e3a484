// The product card (spec section 3) and its mapping from a content-managed product; the search
// service's hit becomes a card in its adapter (adapters/typesense/search-hit.ts). Prices are Money
// (amount string, currencyCode): the card is rendered in the shopper's locale and open-box prices
// are truncated at display time.
import { minorUnits, moneyFromNumber, type Money } from '../money';
import type { RibbonFacts } from '../ribbons';
import { variantAvailability, type AvailabilityLabel } from '../availability';

export interface ProductAttribute {
  key: string;
  value: string;
}

export interface ProductCard {
  sku: string;
  /** A variant global id ('gid://shopify/ProductVariant/…'), what add-to-cart needs. */
  shopifyProductId: string;
  title: string;
  brand?: string;
  /** The availability rule's label (availability.ts): a card says what the product page says. */
  stockStatus?: AvailabilityLabel;
  /** The current price when the product is on sale. */
  onSalePrice?: Money;
  sellingPrice: Money;
  wasPrice?: Money;
  savePrice?: Money;
  is_newProduct: boolean;
  is_onSale: boolean;
  is_openbox: boolean;
  is_staffPick: boolean;
  ribbonOverride?: string;
  /** The override's schedule (ISO instants): it shows only between them. */
  ribbonStart?: string;
  ribbonEnd?: string;
  linkURL: string;
  imageURL1?: string;
  imageURL2?: string;
  attributes?: ProductAttribute[];
  disable_payment: boolean;
}

export const VARIANT_GID_PREFIX = 'gid://shopify/ProductVariant/';

export function variantGid(id: string | number): string {
  const text = String(id);
  return text.startsWith('gid://') ? text : VARIANT_GID_PREFIX + text;
}

/** Drops undefined and null values, so "null fields dropped" holds for every optional field. */
export function compact<T extends object>(value: T): T {
  const out: Record<string, unknown> = {};
  for (const key in value) {
    const field: unknown = value[key];
    if (field !== undefined && field !== null) out[key] = field;
  }
  return out as T;
}

const nonEmpty = (s: string | null | undefined): s is string => typeof s === 'string' && s.trim() !== '';

/** A product as the content service mirrors it from the commerce platform (spec section 3). */
export interface ContentProduct {
  /** The store status; only 'active' products become cards. */
  status: 'active' | 'draft' | 'archived' | string;
  title: string;
  vendor?: string | null;
  /** The stock-status metafield. */
  stockStatus?: string | null;
  slug: string;
  tags?: readonly string[] | null;
  ribbonOverride?: string | null;
  ribbonStart?: string | null;
  ribbonEnd?: string | null;
  images?: readonly { url: string }[] | null;
  /** The main variant. */
  variant: {
    id: string | number;
    sku: string;
    price: number;
    compareAtPrice?: number | null;
    available: boolean;
  };
  disablePayment?: boolean | null;
}

/** Ribbon tags of a content-managed product. */
export const RIBBON_TAGS = {
  sale: 'ribbon:sale',
  new: 'ribbon:new',
  staffPick: 'ribbon:staff-pick',
  openBox: 'ribbon:open-box',
} as const;

/**
 * Content-managed product to card: only active store status (else null); vendor as brand;
 * compare-at above price sets wasPrice and savePrice; ribbon tags set the flags.
 */
export function cardFromContentProduct(p: ContentProduct, currencyCode = 'AUD'): ProductCard | null {
  if (p.status.toLowerCase() !== 'active') return null;
  const tags = new Set(p.tags?.map((t) => t.trim().toLowerCase()));
  const { price } = p.variant;
  const compareAtPrice = p.variant.compareAtPrice ?? 0;
  const discounted = compareAtPrice > price;
  const images = (p.images ?? []).map((i) => i.url).filter(nonEmpty);
  return compact<ProductCard>({
    sku: p.variant.sku,
    shopifyProductId: variantGid(p.variant.id),
    title: p.title,
    brand: nonEmpty(p.vendor) ? p.vendor : undefined,
    stockStatus: variantAvailability({ stockStatus: p.stockStatus, availableForSale: p.variant.available }).label,
    onSalePrice: discounted ? moneyFromNumber(price, currencyCode) : undefined,
    sellingPrice: moneyFromNumber(price, currencyCode),
    wasPrice: discounted ? moneyFromNumber(compareAtPrice, currencyCode) : undefined,
    savePrice: discounted ? moneyFromNumber(compareAtPrice - price, currencyCode) : undefined,
    is_newProduct: tags.has(RIBBON_TAGS.new),
    is_onSale: tags.has(RIBBON_TAGS.sale),
    is_openbox: tags.has(RIBBON_TAGS.openBox),
    is_staffPick: tags.has(RIBBON_TAGS.staffPick),
    ribbonOverride: nonEmpty(p.ribbonOverride) ? p.ribbonOverride : undefined,
    ribbonStart: nonEmpty(p.ribbonStart) ? p.ribbonStart : undefined,
    ribbonEnd: nonEmpty(p.ribbonEnd) ? p.ribbonEnd : undefined,
    linkURL: '/products/' + p.slug.replace(/^\/+/, ''),
    imageURL1: images[0],
    imageURL2: images[1],
    disable_payment: p.disablePayment === true,
  });
}

/** What a card's ribbon is decided from (ribbons.ts): a was price above what the card sells at makes a sale. */
export function cardRibbonFacts(card: ProductCard): RibbonFacts {
  const current = card.onSalePrice ?? card.sellingPrice;
  return {
    staffPick: card.is_staffPick,
    openBox: card.is_openbox,
    override: card.ribbonOverride ? { ribbonFlagOverride: card.ribbonOverride, ribbonStart: card.ribbonStart ?? null, ribbonEnd: card.ribbonEnd ?? null } : null,
    hasWasPrice: card.wasPrice !== undefined && minorUnits(card.wasPrice) > minorUnits(current),
    isNew: card.is_newProduct,
  };
}
