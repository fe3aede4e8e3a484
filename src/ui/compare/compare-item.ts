/** What the tray shows of a chosen product, kept in the browser beside the cookie's handles. */
export interface CompareItem {
  handle: string;
  title: string;
  /** The product page, without the locale prefix. */
  href: string;
  image: string | null;
}

/** The product handle a card's link names ('/products/fender-strat?x=1' → 'fender-strat'); null for any other link. */
export function handleOfProductHref(href: string): string | null {
  const match = /^\/products\/([a-z0-9][a-z0-9-]*)(?:[?#]|$)/.exec(href);
  return match?.[1] ?? null;
}
