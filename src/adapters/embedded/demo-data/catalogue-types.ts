// Raw demo-data shapes, deliberately close to what the hosted systems hold (Shopify products and
// metafields, the search index, the middleware). They are NOT domain types: the embedded adapters
// reshape them at their port, exactly as the production adapters reshape upstream payloads.
// Money is always an integer in minor units (cents, pence, øre).

export type MarketCurrency = 'AUD' | 'USD' | 'GBP' | 'NOK';
export const MARKET_CURRENCIES: readonly MarketCurrency[] = ['AUD', 'USD', 'GBP', 'NOK'];

export interface DemoCategoryNode {
  /** Numeric string: tops are '1'..'9', their children '101', grandchildren '10101'. */
  catCode: string;
  categoryName: string;
  /** URL slug, unique across the whole tree. */
  handle: string;
  /** '/collections/{handle}' */
  linkURL: string;
  altText: string;
  promoteBrand: string | null;
  /** Active products in this node's subtree. */
  productCount: number;
  children: DemoCategoryNode[];
}

export interface DemoBrand {
  name: string;
  handle: string;
  /** '/images/brands/{handle}.svg' */
  logoUrl: string;
  website: string;
  /** Handles of the second-level categories this brand makes products for. */
  categories: string[];
  /** Local distributor, the search index's `supplier` facet. */
  supplier: string;
  skuPrefix: string;
}

export type LocationKind = 'online' | 'warehouse' | 'store';

export interface DemoLocation {
  /** Middleware location id: 'ONLINE', '51' (Forestville), '52' (Adelaide City), or a store's id. */
  id: string;
  name: string;
  kind: LocationKind;
  /** Slug of the store document in the content export; null for the online warehouse. */
  storeSlug: string | null;
}

export interface InventoryEntry {
  locationId: string;
  quantity: number;
  /** A demonstration unit is on the shop floor at this location. */
  hasDemo: boolean;
}

export interface MarketPrice {
  price: number;
  /** Above `price` when present; null when the variant is not discounted in this market. */
  compareAtPrice: number | null;
}

export interface DemoVariant {
  id: string;
  /** Unique across the catalogue. */
  sku: string;
  title: string;
  selectedOptions: { name: string; value: string }[];
  prices: Record<MarketCurrency, MarketPrice>;
  /** One entry per location of DEMO_LOCATIONS, in that order. */
  inventory: InventoryEntry[];
}

export interface DemoImage {
  /** '/images/products/{productId}-{n}.svg' */
  url: string;
  altText: string;
  width: number;
  height: number;
}

export type StockStatus = 'In Stock' | 'Accepting Orders' | '7 Day Dispatch';
export type ProductStatus = 'active' | 'draft' | 'archived';

/** Product metafields as the commerce platform stores them: strings. */
export interface DemoMetafields {
  is_heavy: 'true' | 'false';
  stock_status: StockStatus;
  /** 'N Days', 'N Months', 'N Year(s)' or 'Lifetime'. */
  warranty_duration: string;
}

/** A scheduled ribbon; active only between ribbonStart and ribbonEnd (ISO dates, inclusive). */
export interface DemoRibbon {
  ribbonFlagOverride: string;
  ribbonStart: string;
  ribbonEnd: string;
  specialOffer: string;
}

/** A used or demo unit sold from a warehouse; field names follow the middleware's openbox payload. */
export interface DemoOpenBoxItem {
  open_box_number: string;
  warehousecode: '51' | '52';
  warehouse: { userFacingName: string };
  /** AUD cents, whole dollars. */
  open_box_price: number;
  /** AUD cents: the new variant's price. */
  retail_price: number;
  shopifyVariantId: string;
  condition: string;
  original_box: 'Y' | 'N';
  all_accessories: 'Y' | 'N';
  comments: string;
}

/** Rate record of the rental-rate service. `rate` is weekly AUD as a decimal string, e.g. '12.50'. */
export interface DemoRentalRate {
  id: string;
  rate: string;
  rentNowUrl: string;
}

export interface DemoFacetAttributes {
  supplier: string;
  colour?: string;
  body_shape?: string;
  orientation?: string;
}

/** The search index's hierarchical category facet: 'Top', 'Top > Sub', 'Top > Sub > Leaf'. */
export interface DemoCatcodes {
  lvl0: string;
  lvl1: string;
  lvl2: string;
}

export interface DemoProduct {
  id: string;
  handle: string;
  title: string;
  vendor: string;
  status: ProductStatus;
  descriptionHtml: string;
  /** catCode of the leaf category the product sits in. */
  categoryCode: string;
  /** catCodes from the top down: [top, sub, leaf]. */
  categoryCodes: string[];
  /** Category names, the search index's catcodes.lvl0..lvl2 (the demo tree has no fourth level). */
  catcodes: DemoCatcodes;
  attributes: DemoFacetAttributes;
  tags: string[];
  staffPick: boolean;
  ribbon: DemoRibbon | null;
  metafields: DemoMetafields;
  weightKg: number;
  specifications: { name: string; value: string }[];
  features: string[];
  manufacturerLink: string;
  /** Up to 6, so the product page's "up to 5" rule has something to cut. */
  videoURLs: string[];
  images: DemoImage[];
  globalSortOverride: number;
  globalSortOrder: number;
  showInSearch: boolean;
  showInCategories: boolean;
  disablePayment: boolean;
  variants: DemoVariant[];
  /** Open-box units of this product held in the warehouses (the middleware's /openbox/{productId}). */
  openBoxItems: DemoOpenBoxItem[];
  /**
   * Set when this product is itself an open-box listing of another product ("View New Stock"):
   * the listing has its own id, handle and variants, and points at the new-stock parent.
   */
  openBoxParent: { productId: string; handle: string } | null;
  rentalRate: DemoRentalRate | null;
  relatedProductIds: string[];
}

export interface DemoCatalogue {
  seed: number;
  categories: DemoCategoryNode[];
  brands: DemoBrand[];
  locations: DemoLocation[];
  products: DemoProduct[];
}
