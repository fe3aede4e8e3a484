// View models of the content-driven pages: home, /pages/{slug}, /locations/{slug}. Prices are
// formatted on the server for the shopper's market; nothing private leaves the loader.
import type { RichText } from '../../application/content/content';
import type { ProductCardView } from '../components/product-card-view';
import type { PagedProductsView } from '../search/view-models';

export interface BannerView {
  title: string;
  text: string;
  /** Null when editors left it empty: the banner is then not a link. */
  link: string | null;
  image: string;
}

export interface CarouselView {
  title: string;
  link: string | null;
  products: ProductCardView[];
}

export interface HomePageView {
  seoTitle: string | null;
  description: string | null;
  banners: BannerView[];
  promoBanner: BannerView | null;
  /** Deferred: the shell renders before the product searches finish. */
  carousels: Promise<CarouselView[]> | CarouselView[];
  /** Every store with its hours today (issue 33: a home page that sells). */
  stores: HomeStoreView[];
}

export interface HomeStoreView {
  name: string;
  href: string;
  city: string;
  openNow: boolean | null;
  /** The store's hours on its own today ('9am - 5:30pm'), or null when unknown. */
  todayHours: string | null;
}

export interface StoreHoursView {
  weekdays: string;
  saturday: string;
  sunday: string;
}

/** What the footer and the store list show of a store. */
export interface StoreSummaryView {
  slug: string;
  name: string;
  href: string;
  address: string[];
  phoneNumber: string;
  email: string;
  hours: StoreHoursView;
}

export interface StoreListItemView extends StoreSummaryView {
  city: string;
  openNow: boolean | null;
}

export interface StorePageView extends StoreSummaryView {
  city: string;
  introText: RichText;
  openNow: boolean | null;
  todayHours: string | null;
  parking: string | null;
  publicTransport: { train: string | null; tram: string | null; bus: string | null };
  googleMap: string | null;
  virtualTourURL: string | null;
  alertBanner: string | null;
  brandBanner: BannerView | null;
  obxLocation: boolean;
  description: string;
  /** schema.org MusicStore (a LocalBusiness) with opening hours, absolute URLs. */
  jsonLd: Record<string, unknown>;
}

/**
 * A listing-like page's products with what 'Show more products' needs to build on them in the
 * browser (nextListing): the first page on screen, and whether the search failed.
 */
export interface ContentProductsView extends PagedProductsView {
  /** The first page on screen; the cards run from there to state.page. */
  firstPage: number;
  /** The search failed: nothing is shown, and nothing is built on it. */
  unavailable: boolean;
}

export interface StockEnquiryPrefill {
  sku: string;
  title: string;
}

export interface ContentPageView {
  slug: string;
  /** The unprefixed path search engines should index for this page (another page's when this one duplicates it). */
  canonicalPath: string;
  title: string;
  seoTitle: string;
  description: string;
  body: RichText;
  /** Listing-like pages: the matching products, a page at a time, deferred. Null for plain pages. */
  products: Promise<ContentProductsView> | ContentProductsView | null;
  /** /pages/stock-enquiry: the form prefilled from the query. */
  stockEnquiry: StockEnquiryPrefill | null;
  /** /pages/brands: the catalogue's brands, each linking to its search. Null elsewhere. */
  brands?: BrandView[] | null;
}

export interface BrandView {
  name: string;
  logo: string | null;
  /** The search refined to this brand (unprefixed). */
  href: string;
}

/** /pages/locations: the page text and every store. */
export interface StoresPageView {
  title: string;
  seoTitle: string;
  description: string;
  body: RichText;
  stores: StoreListItemView[];
}
