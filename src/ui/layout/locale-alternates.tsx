import { useLocation } from '../router/hooks';
import { canonicalQuery, localeAlternates } from '../../domain/seo';
import type { RootData } from '../view-models';

/** hreflang alternates of the current page, one per market, plus x-default (React hoists them into <head>). */
export function LocaleAlternates({ root }: { root: Pick<RootData, 'locales' | 'origin'> }) {
  const { pathname, search } = useLocation();
  const defaultLocale = root.locales.find((locale) => locale.pathPrefix === '') ?? root.locales[0];
  if (!defaultLocale || !root.origin) return null;
  const alternates = localeAlternates(pathname, root.origin, root.locales.map(toDomainLocale), defaultLocale.key, canonicalQuery(pathname, search));
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

const toDomainLocale = (locale: RootData['locales'][number]) => ({ key: locale.key, language: locale.language, country: locale.country });
