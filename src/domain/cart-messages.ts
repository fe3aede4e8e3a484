// Every message a shopper can see about their cart. Nothing else reaches the page: no validation
// path, line id, schema wording or upstream text. Routes, stores and the browser pick from this
// list (by code, or with shopperCartMessage for text of unknown origin).

export const CART_MESSAGES = {
  /** The spec's fallback (section 8). */
  somethingWentWrong: 'Something went wrong',
  /** The spec's empty state (section 8). */
  cartEmpty: 'Your cart is empty.',
  /** A variant with no stock and no orderable status, or one the shop stopped selling. */
  outOfStock: 'Sorry, this product is out of stock and cannot be bought right now.',
  productUnavailable: 'Sorry, this product is no longer available.',
  /** Issue 15's wording: a unit another shopper bought first. */
  openBoxUnitSold: 'This open-box unit has just been sold',
  openBoxUnitInCart: 'This open-box unit is already in your cart.',
  openBoxUnitOnlyOne: 'Each open-box unit is one of a kind: only one can be bought.',
  openBoxUnitFromPage: 'Open-box units can be added from their product page only.',
  maxQuantity: 'You can buy at most 99 of one product.',
  /** A change to a line that another tab (or an order) removed. */
  lineGone: 'This item is no longer in your cart. Your cart has been refreshed.',
  cartGone: 'Your cart has expired. Please add your items again.',
  cartFull: 'Your cart is full. Please check out or remove some items first.',
  invalidRequest: 'Sorry, we could not update your cart. Please try again.',
  invalidBuyNowLink: 'This buy-now link is not valid.',
  // Issue 29, what the shopper saw is what is charged (the lead's package).
  /** The order's figures changed between the checkout page and Place order: nothing was charged. */
  figuresChanged: 'Something in your order changed since you last looked (a price, or how many are left). Nothing has been charged: please check the figures below and place your order again.',
  // wp-discounts (issue 29, observation 7): discount codes entered on the cart page, in the drawer
  // and at checkout. {code} is the code as the shopper typed it (domain/discount.ts fills it in).
  discountCodeUnknown: 'Sorry, {code} is not a valid discount code.',
  discountCodeExpired: 'This discount code has expired.',
  discountCodeOtherMarket: 'This discount code is not valid in this market.',
  discountCodeNotApplicable: '{code} cannot be applied to the items in your cart.',
  // Issue 29, inventory (wp-inventory): a quantity below 1 is named for what it is; 'Only N left'
  // and an order's sold-out line are the stock messages below the list.
  quantityTooLow: 'Quantity must be at least 1.',
  // Issue 29, after the order (wp-afterorder): a confirmation seen from a browser that did not place the order.
  orderDetailsPrivate: "Sign in or confirm your email to see this order's details",
  /** Neutral: says nothing about the order's email or whether the checkout became an order. */
  orderEmailNotConfirmed: 'We could not confirm that email for this order.',
  // Payment (issue 29, wp-payment): what the embedded checkout says when no payment was taken.
  paymentDeclined: 'Your card was declined. Please try another card.',
  paymentGatewayError: 'We could not reach the payment provider. You have not been charged. Please try again.',
  paymentCancelled: 'This payment was cancelled and you have not been charged. Please try again.',
} as const;

export type CartMessageKey = keyof typeof CART_MESSAGES;
export type CartMessage = (typeof CART_MESSAGES)[CartMessageKey] | StockMessage;

// Issue 29, inventory (wp-inventory): what is left of an 'In Stock' item, with the number (and, when
// an order names one line among several, the product).
export type StockMessage = `Only ${number} left.` | `Only ${number} left of ${string}.` | `Sorry, ${string} has just sold out.`;
export const onlyLeftMessage = (left: number): StockMessage => `Only ${left} left.`;
export const onlyLeftOfMessage = (left: number, title: string): StockMessage => `Only ${left} left of ${title}.`;
export const soldOutMessage = (title: string): StockMessage => `Sorry, ${title} has just sold out.`;
const STOCK_MESSAGE = /^(Only [1-9]\d{0,5} left(?: of [^<>\n]{1,200})?\.|Sorry, [^<>\n]{1,200} has just sold out\.)$/;

const ALL: ReadonlySet<string> = new Set(Object.values(CART_MESSAGES));

export const isCartMessage = (text: unknown): text is CartMessage => typeof text === 'string' && (ALL.has(text) || STOCK_MESSAGE.test(text));

/** Text of unknown origin as the shopper may see it: itself when it is on the list, else `fallback`. */
export function shopperCartMessage(text: unknown, fallback: CartMessage = CART_MESSAGES.somethingWentWrong): CartMessage {
  return isCartMessage(text) ? text : fallback;
}
