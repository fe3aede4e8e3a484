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
  listing: Record<string, unknown> | null;
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
