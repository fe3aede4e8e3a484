// Expected cart failures, whichever store serves the cart. Adapters translate their own failures
// (SQLite constraint, Shopify user errors, timeouts) into one of these codes; routes branch on
// `code`, never on a message.

export type CartErrorCode =
  /** The cart id names no cart (expired, checked out, or never existed). */
  | 'cart-not-found'
  /** A merchandise id that the catalogue does not sell. */
  | 'unknown-merchandise'
  /** A line id that is not in this cart. */
  | 'unknown-line'
  /** Input the store refused: too many items, an invalid code or address. */
  | 'invalid-input'
  /** The store could not be reached or failed; the cart is unchanged. */
  | 'unavailable';

export class CartError extends Error {
  override name = 'CartError';
  constructor(
    readonly code: CartErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export const isCartError = (error: unknown): error is CartError => error instanceof CartError;
