// schema.org JSON-LD for rich results, one builder per type so each page composes what it needs.
// Every URL given here is already absolute (from the configured site origin, never a Host header).
import { parseDayHours, type TradingHours } from './store-hours';
import { YOUTUBE_VIDEO_ID } from './catalogue/product';

export type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

export interface OrganizationInput {
  name: string;
  url: string;
  logo: string;
  phone?: string;
  email?: string;
}

/** Home page: who runs the shop. */
export function organizationJsonLd(o: OrganizationInput): JsonLd {
  const ld: JsonLd = { '@context': CONTEXT, '@type': 'Organization', name: o.name, url: o.url, logo: o.logo };
  if (o.phone || o.email) ld.contactPoint = { '@type': 'ContactPoint', contactType: 'customer service', ...(o.phone ? { telephone: o.phone } : {}), ...(o.email ? { email: o.email } : {}) };
  return ld;
}

/** Home page: the site, with the sitelinks search box pointing at /search. */
export function webSiteJsonLd(site: { name: string; url: string; searchUrlTemplate: string }): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: site.name,
    url: site.url,
    potentialAction: { '@type': 'SearchAction', target: { '@type': 'EntryPoint', urlTemplate: site.searchUrlTemplate }, 'query-input': 'required name=search_term_string' },
  };
}

/** Trail of a product or a collection: position from 1, each with an absolute URL. */
export function breadcrumbJsonLd(items: readonly { name: string; url: string }[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: item.url })),
  };
}

/** A listing's products on screen, in order (summary page: URLs only). */
export function itemListJsonLd(items: readonly { url: string; name: string }[]): JsonLd {
  return { '@context': CONTEXT, '@type': 'ItemList', itemListElement: items.map(({ url, name }, index) => ({ '@type': 'ListItem', position: index + 1, url, name })) };
}

const DAYS = { weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], saturday: ['Saturday'], sunday: ['Sunday'] } as const;

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Opening hours the editors wrote ('10am-6pm'); closed or unreadable days are left out. */
export function openingHoursSpecification(hours: TradingHours): JsonLd[] {
  return (Object.keys(DAYS) as (keyof typeof DAYS)[]).flatMap((part) => {
    const day = parseDayHours(hours[part]);
    if (day.kind !== 'open') return [];
    return [{ '@type': 'OpeningHoursSpecification', dayOfWeek: [...DAYS[part]], opens: hhmm(day.opensAt), closes: hhmm(day.closesAt === 24 * 60 ? 24 * 60 - 1 : day.closesAt) }];
  });
}

export interface StoreInput {
  name: string;
  url: string;
  image: string;
  street: string;
  suburb: string;
  state: string;
  postcode: string;
  country: string;
  phone: string;
  email: string;
  hours: TradingHours;
}

/** A store page: a music store (LocalBusiness) with its address and opening hours. */
export function storeJsonLd(s: StoreInput): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'MusicStore',
    name: s.name,
    url: s.url,
    image: s.image,
    telephone: s.phone,
    email: s.email,
    address: { '@type': 'PostalAddress', streetAddress: s.street, addressLocality: s.suburb, addressRegion: s.state, postalCode: s.postcode, addressCountry: s.country },
    openingHoursSpecification: openingHoursSpecification(s.hours),
  };
}

/**
 * A product video (YouTube or a file): name, description, thumbnail and address. The catalogue
 * keeps no upload date, so none is claimed (docs/seo.md).
 */
export function videoJsonLd(video: { name: string; description: string; url: string; thumbnailUrl: string }): JsonLd {
  const youtube = YOUTUBE_VIDEO_ID.exec(video.url)?.[1];
  return {
    '@context': CONTEXT,
    '@type': 'VideoObject',
    name: video.name,
    description: video.description,
    thumbnailUrl: [youtube ? `https://i.ytimg.com/vi/${youtube}/hqdefault.jpg` : video.thumbnailUrl],
    ...(youtube ? { embedUrl: `https://www.youtube.com/embed/${youtube}` } : { contentUrl: video.url }),
  };
}

export const NEW_CONDITION = 'https://schema.org/NewCondition';
/**
 * Open-box units are returned or ex-display stock sold as is, checked but not reconditioned by a
 * manufacturer: schema.org's UsedCondition, not RefurbishedCondition (docs/seo.md).
 */
export const OPEN_BOX_CONDITION = 'https://schema.org/UsedCondition';

/** The condition an offer carries: open-box pages and units are used, everything else new. */
export function itemCondition(openBox: boolean): string {
  return openBox ? OPEN_BOX_CONDITION : NEW_CONDITION;
}

/**
 * Adds itemCondition to a Product's offer (or each of its offers), leaving the rest of the offer
 * as its builder made it.
 */
export function withItemCondition(product: JsonLd, openBox: boolean): JsonLd {
  const condition = itemCondition(openBox);
  const offers = product.offers;
  const mark = (offer: unknown) => (offer && typeof offer === 'object' ? { ...(offer as JsonLd), itemCondition: condition } : offer);
  return { ...product, offers: Array.isArray(offers) ? offers.map(mark) : mark(offers) };
}
