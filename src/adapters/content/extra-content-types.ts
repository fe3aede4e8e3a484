// Content the port does not carry yet (issue 7: stores, category content, the rest of the home
// page). Proposed for src/application/content.ts; until then both content adapters expose these
// exact shapes through extra methods, and `homePage` already answers the wider HomeContent.
import type { HomeBanner, HomeCarousel, HomePageContent, RichText } from '../../application/content';

export interface SeoFields {
  title?: string;
  description?: string;
}

/** Which products a listing page or a carousel shows; every flag is optional. */
export type ListingFilter = {
  onSale?: boolean;
  newProduct?: boolean;
  openBox?: boolean;
  staffPick?: boolean;
};

/** A physical store, spec section 3. Hours are editors' text ('10am - 6pm', 'Closed'). */
export interface StoreContent {
  storeId: string;
  name: string;
  city: string;
  slug: string;
  street: string;
  suburb: string;
  state: string;
  postcode: string;
  phoneNumber: string;
  email: string;
  link: string;
  introText: RichText;
  tradingHours: { weekdays: string; saturday: string; sunday: string };
  /** IANA zone for "open now". */
  timeZone: string;
  parking: string | null;
  publicTransport: { train: string | null; tram: string | null; bus: string | null };
  googleMap: string | null;
  virtualTourURL: string | null;
  alertBanner: string | null;
  rolandBanner: HomeBanner | null;
  obxLocation: boolean;
  /** The two stores of the footer and of in-store availability. */
  isMainStore: boolean;
  /** Inventory location id at the middleware. */
  locationId: string;
}

/** Editor-managed data of a category node (the tree's `sanityData`): slug, SEO, banner text. */
export interface CategoryContent {
  slug: string;
  catCode: string;
  title: string;
  seo: SeoFields;
  banner: string | null;
}

export interface HomeCarouselContent extends HomeCarousel {
  /** Products picked by flag rather than by collection (e.g. Staff Picks). */
  filter: ListingFilter | null;
}

export interface HomeContent extends HomePageContent {
  seo: SeoFields;
  carousels: HomeCarouselContent[];
  promoBanner: HomeBanner | null;
}
