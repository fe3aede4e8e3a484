// JSON-LD built from the view models a page already has: absolute URLs from the site origin the
// root loader carries (PUBLIC_SITE_URL, never a Host header).
import { canonicalUrl } from '../../domain/seo';
import { breadcrumbJsonLd, itemListJsonLd, organizationJsonLd, webSiteJsonLd, type JsonLd } from '../../domain/structured-data';
import type { ProductCardView } from '../components/product-card-view';
import type { RootData } from '../view-models';

type Site = Pick<RootData, 'origin' | 'selectedLocale' | 'layout'>;

/** An unprefixed site path as an absolute URL in the page's market. */
export const siteUrl = (site: Site, path: string) => canonicalUrl(site.origin, site.selectedLocale.pathPrefix, path);

/** Home page: the Organization and the WebSite with its search box. */
export function homeJsonLd(site: Site): JsonLd[] {
  const name = site.layout.siteTitle;
  const url = siteUrl(site, '/');
  return [
    organizationJsonLd({ name, url, logo: `${site.origin}/favicon.svg`, phone: site.layout.support.phone, email: site.layout.support.email }),
    webSiteJsonLd({ name, url, searchUrlTemplate: `${siteUrl(site, '/search')}?search[query]={search_term_string}` }),
  ];
}

/** A listing's cards on screen, as an ItemList of their product URLs and names. */
export const listingJsonLd = (site: Site, cards: readonly Pick<ProductCardView, 'href' | 'title'>[]): JsonLd =>
  itemListJsonLd(cards.map((card) => ({ url: siteUrl(site, card.href.split('?')[0]!), name: card.title })));

/** A collection's trail (Home, its parents, itself) as a BreadcrumbList. */
export const trailJsonLd = (site: Site, trail: readonly { label: string; href: string }[]): JsonLd =>
  breadcrumbJsonLd(trail.map((crumb) => ({ name: crumb.label, url: siteUrl(site, crumb.href) })));
