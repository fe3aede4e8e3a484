// Product handles: lowercase words joined by hyphens (Shopify's rule), at most 100 characters here.
// Kept apart from the saved-items rules because every product card needs it (a small first script).
export const PRODUCT_HANDLE = /^[a-z0-9][a-z0-9-]{0,99}$/;

/** The handle of a product URL ('/products/{handle}', any locale prefix, query ignored); null for another path. */
export function handleOfProductHref(href: string): string | null {
  const match = /\/products\/([^/?#]+)/.exec(href);
  const handle = match?.[1]?.toLowerCase() ?? null;
  return handle && PRODUCT_HANDLE.test(handle) ? handle : null;
}
