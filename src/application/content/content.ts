// Content the editors manage, as the application sees it (already reshaped from the CMS).

export interface Link {
  label: string;
  href: string;
}

export interface Menu {
  title: string;
  links: Link[];
}

/** Rich text kept as Portable Text blocks; the UI renders it with a sanitising renderer. */
export type RichText = ReadonlyArray<Record<string, unknown>>;

export interface LayoutSettings {
  siteTitle: string;
  seo: { title: string; titleTemplate: string; description: string };
  notFoundPage: { title: string; colorTheme: { background: string } };
  notFoundCollection: string | null;
  promotions: { freeShippingDesktop: string; freeShippingMobile: string; priceMatch: string; smsDeals: string; phoneHelp: string };
  menus: { aboutUs: Menu; orderInformation: Menu };
  footer: { accordions: Menu[]; lessonsBlurb: string; lessonsUrl: string; careersUrl: string; features: string[] };
  support: { phone: string; email: string };
}

export interface ContentPage {
  slug: string;
  title: string;
  seo: { title?: string; description?: string };
  body: RichText;
  /** Listing-like pages (specials, new arrivals, open box) show the products matching this. */
  listing: ListingFilter | null;
}

export interface HomeBanner {
  title: string;
  text: string;
  link: string;
  image: string;
}

export interface HomeCarousel {
  title: string;
  collection: string;
}

export interface HomePageContent {
  banners: HomeBanner[];
  carousels: HomeCarousel[];
}

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
