import { useLocation, useRouteLoaderData } from '../router/hooks';
import { applyTitleTemplate, cappedTitle, canonicalUrl, plainTextDescription, robotsContent, type RobotsFlags } from '../../domain/seo';
import type { JsonLd } from '../../domain/structured-data';
import { scriptSafeJson } from '../app-context';
import type { RootData } from '../view-models';
import { LocaleAlternates } from '../layout/locale-alternates';

export interface PageMetaProps {
  title?: string | undefined;
  description?: string | undefined;
  robots?: RobotsFlags;
  /** An absolute canonical URL; by default the page's own path (no query) on the site origin. */
  canonical?: string;
  /** Absolute URL of the page's main image, for Open Graph and Twitter cards. */
  image?: string | null | undefined;
  /** Open Graph type: 'website' unless the page says otherwise ('product'). */
  type?: string;
  /** schema.org objects, each in its own ld+json script. */
  jsonLd?: readonly JsonLd[];
  /** False on error screens and private pages: 'noindex,follow', no canonical, social tags or JSON-LD. */
  indexable?: boolean;
}

/**
 * <title>, description, robots, canonical, Open Graph and Twitter tags, and JSON-LD for a page
 * (React hoists the tags into <head>). Pages kept out of indexes (private and utility pages, error
 * screens) say 'noindex,follow' and get no canonical, hreflang alternates, social tags or JSON-LD.
 */
export function PageMeta({ title, description, robots, canonical, image, type = 'website', jsonLd = [], indexable: pageIndexable = true }: PageMetaProps) {
  const root = useRouteLoaderData('root') as RootData | undefined;
  const { pathname } = useLocation();
  const seo = root?.layout.seo;
  const fullTitle = cappedTitle(title ? applyTitleTemplate(title, seo?.titleTemplate ?? '%s') : (seo?.title ?? ''));
  const text = plainTextDescription(description ?? seo?.description ?? '', 155);
  const indexable = pageIndexable && !robots?.noIndex && root?.origin;
  const url = indexable ? (canonical ?? canonicalUrl(root.origin, root.selectedLocale.pathPrefix, pathname)) : null;
  const socialImage = image ? absolute(image, root?.origin ?? '') : null;
  return (
    <>
      <title>{fullTitle}</title>
      {text ? <meta name="description" content={text} /> : null}
      {robots || !pageIndexable ? <meta name="robots" content={robotsContent(robots ?? { noIndex: true })} /> : null}
      {url ? (
        <>
          <link rel="canonical" href={url} />
          {/* One rule: alternates only beside a canonical, and of the canonical's address ('/pages/specials' names the Clearance Centre's). */}
          {root ? <LocaleAlternates root={root} canonical={url} /> : null}
          <meta property="og:type" content={type} />
          <meta property="og:site_name" content={root?.layout.siteTitle ?? ''} />
          <meta property="og:title" content={title || fullTitle} />
          {text ? <meta property="og:description" content={text} /> : null}
          <meta property="og:url" content={url} />
          <meta property="og:locale" content={`${root?.selectedLocale.language.toLowerCase()}_${root?.selectedLocale.country}`} />
          {socialImage ? <meta property="og:image" content={socialImage} /> : null}
          <meta name="twitter:card" content={socialImage ? 'summary_large_image' : 'summary'} />
          <meta name="twitter:title" content={title || fullTitle} />
          {text ? <meta name="twitter:description" content={text} /> : null}
          {socialImage ? <meta name="twitter:image" content={socialImage} /> : null}
        </>
      ) : null}
      {url
        ? jsonLd.map((ld, index) => <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptSafeJson(ld) }} />)
        : null}
    </>
  );
}

const absolute = (href: string, origin: string) => (href.startsWith('/') && !href.startsWith('//') ? origin + href : href);
