import { localeAlternates } from '../../domain/seo';
import type { RootData } from '../view-models';

/**
 * hreflang alternates of a page's canonical address, one per market, plus x-default (React hoists
 * them into <head>). Rendered by PageMeta beside the canonical only: pages kept out of indexes have
 * neither (docs/seo.md).
 */
export function LocaleAlternates({ root, canonical }: { root: Pick<RootData, 'locales' | 'origin' | 'selectedLocale'>; canonical: string }) {
  const defaultLocale = root.locales.find((locale) => locale.pathPrefix === '') ?? root.locales[0];
  if (!defaultLocale || !root.origin) return null;
  const { path, query } = unprefixed(canonical, root.selectedLocale.pathPrefix);
  const alternates = localeAlternates(path, root.origin, root.locales.map(toDomainLocale), defaultLocale.key, query);
  return (
    <>
      {alternates.map((alternate) => (
        <link key={alternate.language} rel="alternate" hrefLang={alternate.language} href={alternate.url} />
      ))}
      {alternates
        .filter((alternate) => alternate.default)
        .map((alternate) => (
          <link key="x-default" rel="alternate" hrefLang="x-default" href={alternate.url} />
        ))}
    </>
  );
}

/** The canonical URL's path without the page's market prefix, and its query. */
function unprefixed(canonical: string, pathPrefix: string): { path: string; query: string } {
  const url = new URL(canonical);
  const path = pathPrefix && (url.pathname === pathPrefix || url.pathname.startsWith(`${pathPrefix}/`)) ? url.pathname.slice(pathPrefix.length) || '/' : url.pathname;
  return { path, query: url.search };
}

const toDomainLocale = (locale: RootData['locales'][number]) => ({ key: locale.key, language: locale.language, country: locale.country });
