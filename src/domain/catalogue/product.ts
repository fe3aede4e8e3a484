// Product page data (spec section 3) and what the middleware and rental service tell of it, in the
// shop's words (each adapter reshapes its own records).
import { minorUnits, type Money } from '../money';
import type { RibbonFacts } from '../ribbons';
import { RIBBON_TAGS } from './product-card';
import type { StockStatus } from './stock-status';

export interface ProductImage {
  url: string;
  altText: string;
  width: number;
  height: number;
}

export interface SelectedOption {
  name: string;
  value: string;
}

export interface Variant {
  /** Global id, e.g. 'gid://shopify/ProductVariant/123'. */
  id: string;
  sku: string;
  title: string;
  price: Money;
  compareAtPrice?: Money | null;
  selectedOptions: SelectedOption[];
  availableForSale: boolean;
  /** The variant's own picture (its colour), shown first in the gallery when chosen. */
  image?: ProductImage | null;
  /** Online stock, where the platform says (the embedded catalogue does; absent otherwise). */
  quantityAvailable?: number | null;
}

export interface ProductMetafields {
  product_sku?: string;
  product_stock_status?: StockStatus | string;
  /** 'true' marks a heavy item. */
  product_is_heavy?: string;
  /** 'N Days', 'N Months', 'N Years' or 'Lifetime'. */
  warranty_duration?: string;
  /** Handle of the new-stock parent of an open-box product. */
  parent_product_active?: string;
}

export interface RibbonSchedule {
  ribbonFlagOverride: string | null;
  /** ISO 8601 instants. */
  ribbonStart: string | null;
  ribbonEnd: string | null;
  specialOffer: string | null;
}

export interface ProductDetail {
  /** Global product id. */
  id: string;
  handle: string;
  /** The SKU, uppercased. */
  productId: string;
  title: string;
  price: Money;
  salePrice?: Money | null;
  brand: string;
  brandURL?: string;
  brandLogoImg?: string;
  metafields: ProductMetafields;
  /** HTML. */
  productInfo: string;
  specifications?: string;
  features?: string;
  manufacturerLink?: string;
  images: ProductImage[];
  /** Up to 5. */
  videoURLs: string[];
  /** Kilograms. */
  weight?: number;
  tags: string[];
  variants: Variant[];
  ribbon?: RibbonSchedule | null;
  /** Marked a staff pick (a metafield, or the tag 'ribbon:staff-pick'). */
  staffPick?: boolean;
  disablePayment?: boolean;
  categoryHandles?: string[];
}

/** One open-box unit on sale (spec section 3, "Open-box item"); prices are AUD dollars. */
export interface OpenBoxUnit {
  /** The unit's number, e.g. 'OB0000211'. */
  number: string;
  /** The store holding it, as shoppers know it. */
  warehouseName: string;
  warehouseCode: string;
  price: number;
  /** What the same item costs new. */
  newPrice: number;
  /** The unit's own variant id (numeric or global). */
  shopifyVariantId: string;
  condition: string;
  originalBox: boolean;
  allAccessories: boolean;
  comments: string;
}

export interface InventoryLevel {
  /** 'ONLINE' for online stock, else a warehouse code such as '51'. */
  locationId: string;
  quantity: number;
  hasDemo: boolean;
}

export interface ShippingRate {
  serviceName: string;
  totalPriceCents: number;
}

export interface RentRate {
  id: string;
  rate: number;
  rentNowUrl: string;
}

export const MAX_PRODUCT_VIDEOS = 5;

/** A YouTube video's id in a watch, short or embed link. */
export const YOUTUBE_VIDEO_ID = /(?:youtube\.com\/(?:watch\?v=|embed\/)|youtu\.be\/)([\w-]{6,})/;

/**
 * Desktop shows up to 5 videos, each once: the same address twice, or one YouTube video as a watch,
 * a short and an embed link, is one video (and one VideoObject; issue 30, observation 9). The first
 * address given is kept, trimmed.
 */
export function productVideos(urls: readonly string[]): string[] {
  const seen = new Set<string>();
  const videos: string[] = [];
  for (const url of urls.map((u) => u.trim())) {
    const identity = YOUTUBE_VIDEO_ID.exec(url)?.[1] ?? url;
    if (url === '' || seen.has(identity)) continue;
    seen.add(identity);
    videos.push(url);
  }
  return videos.slice(0, MAX_PRODUCT_VIDEOS);
}

export function isHeavy(metafields: Pick<ProductMetafields, 'product_is_heavy'>): boolean {
  return metafields.product_is_heavy === 'true';
}

/** A variant sells below its was price when its compare-at price is above its price. */
export function hasWasPrice(variant: Pick<Variant, 'price' | 'compareAtPrice'>): boolean {
  return Boolean(variant.compareAtPrice) && minorUnits(variant.compareAtPrice as Money) > minorUnits(variant.price);
}

/** What the product page's ribbon is decided from (ribbons.ts), for the variant on show: the same facts its card holds. */
export function productRibbonFacts(product: ProductDetail, variant: Pick<Variant, 'price' | 'compareAtPrice'> | undefined): RibbonFacts {
  const tags = new Set(product.tags.map((t) => t.trim().toLowerCase()));
  return {
    staffPick: product.staffPick === true || tags.has(RIBBON_TAGS.staffPick),
    openBox: Boolean(product.metafields.parent_product_active?.trim()) || tags.has(RIBBON_TAGS.openBox),
    override: product.ribbon?.ribbonFlagOverride?.trim() ? product.ribbon : null,
    hasWasPrice: variant ? hasWasPrice(variant) : false,
    isNew: tags.has(RIBBON_TAGS.new),
  };
}
