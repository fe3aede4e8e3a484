// From the content use cases' results to the view models of src/ui/content: explicit, field by field.
import type { StorePage } from '../../application/content/load-store-page';
import type { HomeBannerModule } from '../../application/content/load-home-page';
import type { StoreContent } from '../../application/content/content';
import { plainTextDescription } from '../../domain/seo';
import type { BannerView, StorePageView, StoreSummaryView } from '../../ui/content/view-models';

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

export function toStorePage({ store, openNow, todayHours }: StorePage): StorePageView {
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
  };
}
