// Product ids as the Storefront API's `nodes(ids:)` accepts them.

const PRODUCT_GID = /^gid:\/\/shopify\/Product\/\d+$/;
const NUMERIC_ID = /^\d+$/;

/** Shopify answers at most 250 nodes per request. */
export const NODES_PER_REQUEST = 250;

/**
 * Normalises ids to product gids ('123' becomes 'gid://shopify/Product/123') and drops anything
 * else: Shopify rejects the whole request for a single malformed id, and an id that is not a
 * product cannot become a product card. Order is kept; batches are split at NODES_PER_REQUEST.
 */
export function productGids(ids: readonly string[]): string[][] {
  const gids = ids
    .map((id) => id.trim())
    .map((id) => (NUMERIC_ID.test(id) ? `gid://shopify/Product/${id}` : id))
    .filter((id) => PRODUCT_GID.test(id));
  const batches: string[][] = [];
  for (let start = 0; start < gids.length; start += NODES_PER_REQUEST) batches.push(gids.slice(start, start + NODES_PER_REQUEST));
  return batches;
}
