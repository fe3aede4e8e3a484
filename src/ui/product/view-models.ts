// What the product page receives: plain, already formatted values. The loader maps domain data
// into these on the server, so no upstream payload or private field reaches the browser.
import type { StockState } from '../../domain/stock-state';
import type { AnalyticsProduct } from '../../domain/analytics';
import type { PickupView } from '../collect/view-models';

export interface ImageView {
  url: string;
  alt: string;
  width: number;
  height: number;
}

export interface PriceView {
  /** What the shopper pays now, formatted ('$1,299' or '$1,299.95'). */
  current: string;
  /** The price before the discount, when discounted. */
  was: string | null;
  save: string | null;
  /** 'New stock' in open-box mode, where this is not what the units cost; 'Open box' on an open-box listing. */
  label: string | null;
}

export interface PaymentOptionsView {
  afterpay: string | null;
  /** Afterpay's order band for its info popup, in the page's currency ('$30 to $3,000', '£15.60 to £1,560'). */
  afterpayBand: string | null;
  paypal: string | null;
  zip: string | null;
}

export interface LinkView {
  label: string;
  href: string;
}

export interface ProductSeoView {
  title: string;
  description: string;
  canonical: string;
  /** Product JSON-LD; an open-box listing's offers carry UsedCondition (src/domain/structured-data.ts). */
  jsonLd: Record<string, unknown>;
  /** BreadcrumbList and VideoObjects beside the Product. */
  extraJsonLd: Record<string, unknown>[];
  /** Absolute URL of the first image, for social cards. */
  image: string | null;
}

/** One value of an option in the variant picker: a link to the variant it shows. */
export interface VariantValueView {
  value: string;
  /** 'unavailable': not made with the other values on show (the link goes to the closest variant); 'sold-out': made, not for sale. */
  state: 'available' | 'sold-out' | 'unavailable';
  selected: boolean;
  /** The product path with the variant's options as its query, without the locale prefix. */
  href: string;
}

export interface VariantOptionView {
  name: string;
  /** The value of the variant on show. */
  selected: string;
  values: VariantValueView[];
}

export interface ProductView {
  id: string;
  handle: string;
  title: string;
  /** Uppercased. */
  sku: string;
  brand: { name: string; href: string | null; logo: string | null };
  price: PriceView;
  ribbon: { kind: string; label: string } | null;
  warranty: string | null;
  images: ImageView[];
  /** Embeddable video URLs, at most 5; desktop only. */
  videos: string[];
  /** Sanitised HTML. */
  info: { html: string; readMore: boolean };
  specificationsHtml: string;
  featuresHtml: string;
  manufacturerLink: string | null;
  /** label null: open-box mode, where each unit shows its own beside its price. */
  shipping: { label: string | null; showCalculator: boolean; returns: string };
  /** At the new-stock price; null when disabled and in open-box mode (each unit has its own). */
  payment: PaymentOptionsView | null;
  openBoxMode: boolean;
  /** A product of its own for one open-box unit: bought from its open-box list only, no new-stock buttons or stock. */
  openBoxListing: boolean;
  /** 'View New Stock': the parent product's page, with obx and a parent. */
  newStockHref: string | null;
  /** The page in open-box mode, for 'View Options'. */
  openBoxHref: string;
  /** The variant on show; href is its own page (the product path with its options as the query). */
  variant: { id: string; title: string; available: boolean; href: string };
  /** The variant picker's options; empty for a product sold in one variant, and in open-box mode. */
  options: VariantOptionView[];
  /** The product as the ADD_TO_CART analytics event describes it. */
  analytics: Omit<AnalyticsProduct, 'quantity'>;
  /** '' where Buy Now cannot work (an open-box listing). */
  buyNowHref: string;
  /** Shown while the stock streams in, and if it cannot be read. */
  metafieldStock: string | null;
  metafieldStockState: StockState;
  enquiry: { stock: string; price: string };
  breadcrumbs: LinkView[];
  seo: ProductSeoView;
}

export interface StoreStockView {
  name: string;
  href: string | null;
  inStock: boolean;
  hasDemo: boolean;
}

export interface StockView {
  status: string | null;
  /** The status's colour (domain/stock-state.ts). */
  state: StockState | null;
  /** The count as the page says it (stockCountLine in src/domain/stock.ts); null without one. */
  count: string | null;
  availability: 'all' | 'city' | 'forestville' | 'none';
  stores: StoreStockView[];
  known: boolean;
  /** Click and collect at every store (issue 20). */
  pickup?: PickupView;
}

export interface OpenBoxUnitView {
  number: string;
  variantId: string;
  /** Whole dollars, in the currency the cart charges. */
  price: string;
  /** The same item new; null when unknown. */
  retailPrice: string | null;
  /** 'Save $234' against the new price; null when not cheaper or unknown. */
  saving: string | null;
  /** The technician's grade ('Very Good'), the words before the condition's note. */
  grade: string | null;
  /** Afterpay, PayPal and Zip at the unit's own price; null when the product disables them. */
  payment: PaymentOptionsView | null;
  /** 'Free Shipping', 'Express Post', or 'Express post' for heavy items, at the unit's own price. */
  shipping: string;
  condition: string;
  originalBox: boolean;
  allAccessories: boolean;
  comments: string;
  warehouse: string;
  /** Cart line attributes: the unit's condition travels with the line. */
  attributes: { key: string; value: string }[];
}

export interface RentalView {
  headline: string;
  minimum: string;
  cta: string;
  href: string;
}

export interface RelatedCardView {
  title: string;
  href: string;
  image: ImageView | null;
  price: string;
  brand: string | null;
  /** The same ribbon the product's card and page show. */
  ribbon: { kind: string; label: string } | null;
}

/** The estimator's answer, as the API sends it (rates, or the message to show). */
export interface ShippingEstimateView {
  rates?: { service: string; price: string }[];
  message?: string;
}

/** A postcode the page was asked to estimate (the estimator's form without JavaScript: ?postcode=…). */
export interface ShippingEstimateQuery {
  postcode: string;
  openBoxUnit: string | null;
  estimate: ShippingEstimateView;
}

export interface ProductPageData {
  product: ProductView;
  stock: Promise<StockView>;
  openBox: Promise<OpenBoxUnitView[]>;
  rental: Promise<RentalView | null>;
  related: Promise<RelatedCardView[]>;
  /** Set when the URL asks for an estimate (?postcode=…): rendered in place, no JavaScript needed. */
  shippingEstimate: Promise<ShippingEstimateQuery> | null;
}

