// How long the embedded stores keep a shopper's rows, as the hosted ones do: a Shopify cart expires
// ten days after its last change; a session and a preview token at their own expiry.

export const DAY_MS = 24 * 60 * 60 * 1000;
/** A cart unchanged for this long is gone, as a Storefront API cart is. */
export const CART_RETENTION_MS = 10 * DAY_MS;
/** How often expired rows are swept away. */
export const RETENTION_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** A cart last changed at `updatedAt` has expired at `now` once ten days have passed. */
export function isCartExpired(updatedAt: number, now: number): boolean {
  return now - updatedAt >= CART_RETENTION_MS;
}

/** The last `updated_at` that has expired at `now`: rows at or before it go. */
export function cartExpiryCutoff(now: number): number {
  return now - CART_RETENTION_MS;
}
