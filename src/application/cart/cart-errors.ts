// Expected cart failures, whichever store serves the cart. Adapters translate their own failures
// (SQLite constraint, Shopify user errors, timeouts) into one of these codes; routes branch on
// `code`, never on a message. A message a shopper may read is from the cart-message list.
import { CART_MESSAGES, shopperCartMessage, type CartMessage } from '../../domain/cart-messages';

export type CartErrorCode =
  /** The cart id names no cart (expired, checked out, or never existed). */
  | 'cart-not-found'
  /** A merchandise id that the catalogue does not sell. */
  | 'unknown-merchandise'
  /** A line id that is not in this cart. */
  | 'unknown-line'
  /** Input the store refused: too many items, an invalid code or address. */
  | 'invalid-input'
  /** The purchase rules refused the action (out of stock, an open-box unit sold or already held); the message is from the cart-message list. */
  | 'refused'
  /** The store could not be reached or failed; the cart is unchanged. */
  | 'unavailable';

export class CartError extends Error {
  override name = 'CartError';
  constructor(
    readonly code: CartErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export const isCartError = (error: unknown): error is CartError => error instanceof CartError;

const MESSAGE_OF_CODE: Record<CartErrorCode, CartMessage> = {
  'cart-not-found': CART_MESSAGES.cartGone,
  'unknown-merchandise': CART_MESSAGES.productUnavailable,
  'unknown-line': CART_MESSAGES.lineGone,
  'invalid-input': CART_MESSAGES.invalidRequest,
  refused: CART_MESSAGES.somethingWentWrong,
  unavailable: CART_MESSAGES.somethingWentWrong,
};

/** What the shopper reads for a cart error: its own text when that is on the list (never for an outage), else its code's message. */
export function shopperMessageOf(error: CartError): CartMessage {
  return error.code === 'unavailable' ? MESSAGE_OF_CODE.unavailable : shopperCartMessage(error.message, MESSAGE_OF_CODE[error.code]);
}
