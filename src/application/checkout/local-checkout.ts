// The embedded checkout page's address: the cart id's secret part names it, as a hosted checkout
// URL does. One place for both directions, used by the embedded store and the checkout route.

export const CART_GID_PREFIX = 'gid://shopify/Cart/';

const TOKEN = /^[A-Za-z0-9_-]{8,64}$/;

export function localCheckoutPath(cartId: string, pathPrefix: string): string {
  return `${pathPrefix}/checkout/${encodeURIComponent(cartId.slice(CART_GID_PREFIX.length))}`;
}

/** The cart a checkout token names, or null for anything that cannot be one. */
export function cartIdFromCheckoutToken(token: string): string | null {
  return TOKEN.test(token) ? CART_GID_PREFIX + token : null;
}
