// From the content use cases' results to the view models of src/ui/content: explicit, field by field.
import type { StorePage } from '../../application/content/load-store-page';
import type { HomeBannerModule } from '../../application/content/load-home-page';
import type { StoreContent } from '../../application/content/content';
import { canonicalUrl, plainTextDescription } from '../../domain/seo';
import { storeJsonLd } from '../../domain/structured-data';
import type { BannerView, StorePageView, StoreSummaryView } from '../../ui/content/view-models';

const absolute = (origin: string, url: string) => (url.startsWith('/') && !url.startsWith('//') ? origin + url : url);

export const toBanner = (banner: HomeBannerModule): BannerView => ({ title: banner.title, text: banner.text, link: banner.link, image: banner.image });

export function toStoreSummary(store: StoreContent): StoreSummaryView {
  return {
    slug: store.slug,
    name: store.name,
    href: `/locations/${store.slug}`,
    address: [store.street, `${store.suburb} ${store.state} ${store.postcode}`.trim()].filter((line) => line !== ''),
    phoneNumber: store.phoneNumber,
    email: store.email,
    hours: { ...store.tradingHours },
  };
}

/** Where the store page lives, for its JSON-LD: the site origin and the market's path prefix. */
export interface StorePageSite {
  origin: string;
  pathPrefix: string;
}

export function toStorePage({ store, openNow, todayHours }: StorePage, site: StorePageSite): StorePageView {
  const rolandBanner = store.rolandBanner;
  return {
    ...toStoreSummary(store),
    city: store.city,
    introText: store.introText,
    openNow,
    todayHours,
    parking: store.parking,
    publicTransport: { ...store.publicTransport },
    googleMap: store.googleMap,
    virtualTourURL: store.virtualTourURL,
    alertBanner: store.alertBanner,
    brandBanner: rolandBanner && { title: rolandBanner.title, text: rolandBanner.text, link: rolandBanner.link.trim() || null, image: rolandBanner.image },
    obxLocation: store.obxLocation,
    description: plainTextDescription(`${store.name}: ${store.street}, ${store.suburb} ${store.state} ${store.postcode}. Phone ${store.phoneNumber}.`, 155),
    jsonLd: storeJsonLd({
      name: store.name,
      url: canonicalUrl(site.origin, site.pathPrefix, `/locations/${store.slug}`),
      image: rolandBanner?.image ? absolute(site.origin, rolandBanner.image) : `${site.origin}/favicon.svg`,
      street: store.street,
      suburb: store.suburb,
      state: store.state,
      postcode: store.postcode,
      country: 'AU',
      phone: store.phoneNumber,
      email: store.email,
      hours: store.tradingHours,
    }),
  };
}
