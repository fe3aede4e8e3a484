import { createStaticHandler, type StaticHandler } from 'react-router';
import { localeFromPath, localesFor, type Locale, type LocaleKey } from '../../domain/locale';
import { normalisedPagePath } from '../../domain/seo';
import { createRoutes } from '../../ui/routes';
import { serverLoaders } from '../loaders/server-loaders';

export interface LocaleRoute {
  locale: Locale;
  locales: readonly Locale[];
  /** The locale prefix present in the URL ('' for unprefixed paths); React Router's basename. */
  basename: string;
  handler: StaticHandler;
  /** Set when the path carries the default locale's own prefix: the canonical path is unprefixed. */
  canonicalPath?: string;
}

/** One static handler per URL prefix, built once: unprefixed paths serve the default locale. */
export function createLocaleRouting(defaultLocale: LocaleKey): (pathname: string) => LocaleRoute {
  const routes = createRoutes(serverLoaders());
  const locales = localesFor(defaultLocale);
  const handlers = new Map(locales.map((l) => [l.pathPrefix, createStaticHandler(routes, { basename: l.pathPrefix || '/' })]));
  return (pathname) => {
    const { locale, path, prefixed } = localeFromPath(pathname, defaultLocale);
    const basename = prefixed ? locale.pathPrefix : '';
    const handler = handlers.get(basename) as StaticHandler;
    // Leading slashes collapse so '/en-us//evil.example' cannot become a protocol-relative redirect.
    const unprefixed = normalisedPagePath(path.replace(/^\/+/, '/'));
    const prefix = prefixed ? locale.pathPrefix : '';
    const wanted = prefix && unprefixed === '/' ? prefix : prefix + unprefixed;
    const canonicalPath = wanted !== pathname ? wanted : undefined;
    return { locale, locales, basename, handler, ...(canonicalPath ? { canonicalPath } : {}) };
  };
}
