// Locales by path prefix (spec section 1). The default locale is a setting (decisions.md): it is
// served without a prefix, every other locale under '/{key}'.

export type LocaleKey = 'en-us' | 'en-au' | 'en-gb' | 'en-no';

export interface Locale {
  key: LocaleKey;
  language: string;
  country: string;
  label: string;
  currency: string;
  /** '' for the default locale, '/en-au' and so on for the others. */
  pathPrefix: string;
}

export const DEFAULT_LOCALE_KEY: LocaleKey = 'en-us';

const DEFINITIONS: readonly Omit<Locale, 'pathPrefix'>[] = [
  { key: 'en-us', language: 'EN', country: 'US', label: 'United States (USD $)', currency: 'USD' },
  { key: 'en-au', language: 'EN', country: 'AU', label: 'Australia (AUD $)', currency: 'AUD' },
  { key: 'en-gb', language: 'EN', country: 'GB', label: 'United Kingdom (GBP £)', currency: 'GBP' },
  { key: 'en-no', language: 'EN', country: 'NO', label: 'Norway (NOK kr)', currency: 'NOK' },
];

export const LOCALE_KEYS: readonly LocaleKey[] = DEFINITIONS.map((d) => d.key);

export function isLocaleKey(value: string): value is LocaleKey {
  return (LOCALE_KEYS as readonly string[]).includes(value);
}

/** All locales, with path prefixes relative to the configured default. */
export function localesFor(defaultKey: LocaleKey): Locale[] {
  return DEFINITIONS.map((d) => ({ ...d, pathPrefix: d.key === defaultKey ? '' : `/${d.key}` }));
}

/** The locales with the spec's default, US. */
export const LOCALES: readonly Locale[] = localesFor(DEFAULT_LOCALE_KEY);

export function localeByKey(key: LocaleKey, defaultKey: LocaleKey = DEFAULT_LOCALE_KEY): Locale {
  return localesFor(defaultKey).find((l) => l.key === key) as Locale;
}

/** BCP 47 tag for Intl and hreflang, e.g. 'en-AU'. */
export function localeTag(locale: Pick<Locale, 'language' | 'country'>): string {
  return `${locale.language.toLowerCase()}-${locale.country.toUpperCase()}`;
}

export interface LocalizedPath {
  locale: Locale;
  /** The path without its locale prefix; '/' at least. */
  path: string;
  /** True when the path carried a locale prefix (even the default's own, which is not canonical). */
  prefixed: boolean;
}

/** Resolves the locale of a request path; the unprefixed path serves the default locale. */
export function localeFromPath(pathname: string, defaultKey: LocaleKey = DEFAULT_LOCALE_KEY): LocalizedPath {
  const [, first = '', ...rest] = pathname.split('/');
  const candidate = first.toLowerCase();
  if (isLocaleKey(candidate)) {
    return { locale: localeByKey(candidate, defaultKey), path: `/${rest.join('/')}`, prefixed: true };
  }
  return { locale: localeByKey(defaultKey, defaultKey), path: pathname.startsWith('/') ? pathname : `/${pathname}`, prefixed: false };
}

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

function hasLocalePrefix(href: string): boolean {
  const first = href.split(/[/?#]/)[1] ?? '';
  return href.startsWith('/') && isLocaleKey(first.toLowerCase());
}

/**
 * Gives a relative internal link the selected locale's prefix. Absolute and protocol-relative
 * URLs, mailto:/tel: (any scheme), hash-only and query-only links, and links that already carry a
 * locale prefix are left alone.
 */
export function localizeHref(href: string, locale: Pick<Locale, 'pathPrefix'>): string {
  if (!locale.pathPrefix || href === '') return href;
  if (SCHEME.test(href) || href.startsWith('//') || href.startsWith('#') || href.startsWith('?')) return href;
  if (hasLocalePrefix(href)) return href;
  const absolute = href.startsWith('/') ? href : `/${href}`;
  if (absolute === '/') return locale.pathPrefix;
  if (absolute.startsWith('/?') || absolute.startsWith('/#')) return locale.pathPrefix + absolute.slice(1);
  return locale.pathPrefix + absolute;
}
