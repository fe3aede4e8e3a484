import { localeFromPath, localizeHref, type Locale } from '../../domain/locale';
import { safeHref } from '../safe-href';

/** Where a link an editor wrote goes, once localized and checked. */
export type ContentTarget =
  /** A path of this locale, given to the router, whose basename (the locale prefix) it gets back. */
  | { kind: 'route'; to: string }
  /** Another locale's page, a hash, or a web, mail or phone link: a plain anchor. */
  | { kind: 'anchor'; href: string; external: boolean }
  /** Unsafe (javascript:, data:, …) or empty: shown as plain text. */
  | null;

const SITE = new URL('http://site.invalid/');

/**
 * The domain's localizeHref gives a relative internal link the selected locale's prefix; only then
 * is the result checked by safeHref, so a scheme the rule leaves alone (javascript:) is still refused.
 */
export function contentTarget(href: string, locale: Pick<Locale, 'pathPrefix'>): ContentTarget {
  const written = href.trim();
  if (!written) return null;
  const target = safeHref(fromSiteRoot(localizeHref(written, locale)));
  if (!target) return null;
  if (target.startsWith('?')) return { kind: 'route', to: target };
  const routed = underBasename(target, locale.pathPrefix);
  if (routed !== null) return { kind: 'route', to: routed };
  return { kind: 'anchor', href: target, external: /^https?:/i.test(target) };
}

/**
 * An editor's 'pages/contact' means the site's page, not one relative to wherever the link is
 * shown. The default locale has no prefix, so localizeHref leaves such a link as written.
 */
function fromSiteRoot(href: string): string {
  if (/^[/?#]/.test(href)) return href;
  try {
    const url = new URL(href, SITE);
    return url.origin === SITE.origin ? `${url.pathname}${url.search}${url.hash}` : href;
  } catch {
    return '';
  }
}

/** The path to give the router so that its basename adds the locale prefix back, or null. */
function underBasename(target: string, pathPrefix: string): string | null {
  if (!target.startsWith('/')) return null;
  if (!pathPrefix) return localeFromPath(target).prefixed ? null : target;
  if (!target.startsWith(pathPrefix)) return null;
  const rest = target.slice(pathPrefix.length);
  if (rest !== '' && !/^[/?#]/.test(rest)) return null;
  return rest.startsWith('/') ? rest : `/${rest}`;
}
