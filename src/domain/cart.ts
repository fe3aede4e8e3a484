// The cart (spec section 3) and its rules of sections 4 and 9: quantity transitions, open-box
// lines, the related-products lookup, suggestions, titles and the checkout link.
import type { ProductImage, SelectedOption } from './catalogue/product';
import { minorUnits, moneyFromMinorUnits, type Money } from './money';
import type { DiscountRefusal } from './discount';
import { CART_MESSAGES, shopperCartMessage, type CartMessage } from './cart-messages';
import type { CartLineChange } from './cart-line-changes';

/** A shipping address as the cart form takes it and the cart lists it. */
export interface DeliveryAddress {
  address1?: string; address2?: string; city?: string; company?: string; countryCode?: string;
  firstName?: string; lastName?: string; phone?: string; provinceCode?: string; zip?: string;
}

export interface CartAttribute {
  key: string;
  value: string;
}

export interface CartLine {
  id: string;
  quantity: number;
  cost: { totalAmount: Money };
  /** A non-empty list marks an Open Box product (it carries the open-box condition). */
  attributes: CartAttribute[];
  merchandise: {
    /** Variant global id. */
    id: string;
    /** Shown as the SKU text. */
    title: string;
    image?: ProductImage | null;
    selectedOptions: SelectedOption[];
    /** The product's global id ('gid://shopify/Product/…'): what the related-products lookup asks about. */
    product: { id: string; handle: string; title: string; isHeavy: boolean };
  };
  /**
   * What changed since the shopper added the line (price, quantity cut to what is left, no longer
   * buyable). `quantity` and `cost` are already what is charged: an unavailable line counts 0.
   */
  changes?: CartLineChange[];
  /** Back-order words when the line asks more than is in stock of an item that takes orders past zero. */
  backorder?: string;
}

export interface CartCost {
  subtotalAmount: Money;
  totalTaxAmount?: Money | null;
  totalAmount: Money;
}

export interface Cart {
  id: string;
  lines: CartLine[];
  checkoutUrl: string;
  totalQuantity: number;
  cost: CartCost;
  note?: string;
  /** `refusal` says why a code takes nothing off, where the store can tell (the shopper's message, domain/discount.ts). */
  discountCodes?: { code: string; applicable: boolean; refusal?: DiscountRefusal }[];
  /** The addresses the shopper gave the cart; their ids are what the address update and remove actions name. */
  deliveryAddresses?: CartDeliveryAddress[];
  /** What the shop changed on its own since the shopper last looked (a sold open-box unit removed). */
  notices?: CartMessage[];
  /** Click and collect: the delivery preference the shop set (pick up at a location, or shipping); absent when none. */
  deliveryPreference?: CartDeliveryPreference;
}

export interface CartDeliveryPreference {
  method: 'PICK_UP' | 'SHIPPING' | 'PICKUP_POINT';
  /** The pick-up location's handle (the store's slug); null for shipping. */
  pickupHandle: string | null;
}

export interface CartDeliveryAddress {
  id: string;
  address: DeliveryAddress;
  selected: boolean;
  oneTimeUse: boolean;
}

export type QuantityChange = { kind: 'remove' } | { kind: 'update'; quantity: number };

/**
 * Spec section 4: decrease from 1 becomes removal; otherwise minus 1; increase adds 1. The change
 * ('+' is +1, '−' is −1) applies to the quantity the cart holds now, not to what a tab last saw: two tabs' changes add up instead of overwriting each other. The spec's transitions
 * hold on the held quantity: reaching 0 (a decrease from 1) removes the line; past the per-line
 * maximum the change is refused and nothing changes.
 */
export function adjustedLineQuantity(current: number, delta: number, max: number): QuantityChange | { kind: 'too-many' } {
  const quantity = current + delta;
  if (quantity <= 0) return { kind: 'remove' };
  if (quantity > max) return { kind: 'too-many' };
  return { kind: 'update', quantity };
}

/** A line the shop can no longer sell: shown with Remove, never charged or ordered. */
export const isUnavailableLine = (line: Pick<CartLine, 'changes'>) => line.changes?.some((change) => change.kind === 'unavailable') ?? false;

/**
 * What one unit of a line costs: its total over its quantity, to the nearest minor unit. The
 * checkout's figures, the shipping quote and the order all read it here, so they never disagree.
 */
export const lineUnitPrice = (line: { quantity: number; cost: { totalAmount: Money } }): Money =>
  moneyFromMinorUnits(Math.round(minorUnits(line.cost.totalAmount) / line.quantity), line.cost.totalAmount.currencyCode);

/** The lines an order takes: every line but those that can no longer be bought. */
export const chargedLines = <T extends Pick<CartLine, 'changes'>>(lines: readonly T[]): T[] => lines.filter((line) => !isUnavailableLine(line));

export function isOpenBoxLine(line: Pick<CartLine, 'attributes'>): boolean {
  return line.attributes.length > 0;
}

export function hasHeavyLine(lines: readonly Pick<CartLine, 'merchandise' | 'changes'>[]): boolean {
  return lines.some((line) => line.merchandise.product.isHeavy && !isUnavailableLine(line));
}

/** The related-products lookup is skipped when the cart has 0 or more than 2 lines. */
export function shouldFetchRelatedProducts(lineCount: number): boolean {
  return lineCount >= 1 && lineCount <= 2;
}

export const MAX_CART_SUGGESTIONS = 8;

/** At most 8 suggestions, none already in the cart, no duplicates, order kept. */
export function cartSuggestions<T extends { id: string }>(products: readonly T[], inCart: readonly string[] = []): T[] {
  const seen = new Set(inCart);
  const picked: T[] = [];
  for (const product of products) {
    if (picked.length === MAX_CART_SUGGESTIONS) break;
    if (seen.has(product.id)) continue;
    seen.add(product.id);
    picked.push(product);
  }
  return picked;
}

export const CART_TITLE_MAX = 65;

/** Card titles in the cart are cut at 65 characters, then '...'. */
export function cartCardTitle(title: string): string {
  return title.length > CART_TITLE_MAX ? title.slice(0, CART_TITLE_MAX).trimEnd() + '...' : title;
}

export const CART_EMPTY_TEXT = CART_MESSAGES.cartEmpty;
export const CART_ERROR_FALLBACK = CART_MESSAGES.somethingWentWrong;
/** Why Checkout waits while a change to the cart is on its way (its totals are not known yet). */
export const CHECKOUT_WAIT_TEXT = 'Checkout is available once your cart is updated.';
/** A change to a line that is no longer in the cart (another tab removed it, or an order took it): the answer carries the current cart and says only this. */
export const CART_LINE_GONE_MESSAGE = CART_MESSAGES.lineGone;

/** What a plain form post that could not be applied as asked tells the page it returns to (`?notice=`). */
export const CART_NOTICES = { 'line-gone': CART_LINE_GONE_MESSAGE, 'figures-changed': CART_MESSAGES.figuresChanged } as const;
export type CartNotice = keyof typeof CART_NOTICES;

/** The cart error a shopper sees: only text from the cart-message list, else the spec's fallback. */
export function cartErrorText(error: string | null | undefined): CartMessage {
  return shopperCartMessage(error);
}

/**
 * The checkout link: cart.checkoutUrl, moved onto the public checkout base URL when one is set
 * (path and query kept); the Shop Pay button appends payment=shop_pay.
 */
export function checkoutHref(checkoutUrl: string, options: { publicCheckoutBase?: string | null; shopPay?: boolean } = {}): string {
  let href = checkoutUrl;
  const base = options.publicCheckoutBase?.trim();
  if (base) {
    const url = new URL(checkoutUrl, 'https://checkout.invalid');
    href = base.replace(/\/+$/, '') + url.pathname + url.search + url.hash;
  }
  if (!options.shopPay) return href;
  const [, beforeHash, hash = ''] = /^([^#]*)(#.*)?$/.exec(href)!;
  const separator = beforeHash!.includes('?') ? '&' : '?';
  return `${beforeHash}${separator}payment=shop_pay${hash}`;
}
