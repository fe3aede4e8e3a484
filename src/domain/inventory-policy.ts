// Shopify's inventory policy, read from the stock-status metafield: what happens when a variant's
// stock reaches zero. 'In Stock' (and any status that is not a back-order) is DENY: the shop sells
// what it holds and no more ('Sold out'). 'Accepting Orders' and '7 Day Dispatch' are CONTINUE: the
// instrument is on its way from the supplier, so orders may take the stock below zero (back-orders).
// The one rule behind the cart's 'Only N left', the order book's refusal and the read-time clamping
// of cart lines (sellableQuantity).
import { BACKORDER_STATUSES, type AvailabilityFacts } from './availability';
import { CART_MESSAGES, onlyLeftMessage, onlyLeftOfMessage, soldOutMessage, type CartMessage } from './cart-messages';
import { toStockStatus } from './catalogue/stock-status';

export type InventoryPolicy = 'deny' | 'continue';

export function inventoryPolicyOf(stockStatus: string | null | undefined): InventoryPolicy {
  const status = toStockStatus(stockStatus);
  return status !== null && BACKORDER_STATUSES.includes(status) ? 'continue' : 'deny';
}

/**
 * How many of a variant a shopper can buy now: its online stock under DENY (never below 0), none
 * when the platform says it is not for sale, and null (no limit from stock) under CONTINUE or where
 * the platform does not report stock. The per-line maximum (MAX_LINE_QUANTITY) applies on top.
 */
export function sellableQuantity(facts: AvailabilityFacts): number | null {
  if (facts.availableForSale === false) return 0;
  if (inventoryPolicyOf(facts.stockStatus) === 'continue') return null;
  return typeof facts.onlineQuantity === 'number' ? Math.max(0, facts.onlineQuantity) : null;
}

/** The back-order words a line says when it asks more than is in stock of an item that takes orders past zero; null otherwise. */
export function backorderNote(facts: AvailabilityFacts, quantity: number): string | null {
  if (inventoryPolicyOf(facts.stockStatus) !== 'continue') return null;
  const onHand = typeof facts.onlineQuantity === 'number' ? Math.max(0, facts.onlineQuantity) : null;
  if (onHand !== null && quantity <= onHand) return null;
  return toStockStatus(facts.stockStatus) === '7 Day Dispatch' ? BACKORDER_TEXT.sevenDay : BACKORDER_TEXT.accepting;
}

export const BACKORDER_TEXT = {
  accepting: 'Back-order: not in stock today. We take your order now and send it as soon as it arrives.',
  sevenDay: 'Back-order: not in stock today. Dispatched within 7 days.',
} as const;

/** Why a cart may not hold `quantity` of a variant of which `sellable` can be sold, or null when it may. */
export function cartQuantityRefusal(quantity: number, sellable: number | null): CartMessage | null {
  if (sellable === null || quantity <= sellable) return null;
  return sellable <= 0 ? CART_MESSAGES.outOfStock : onlyLeftMessage(sellable);
}

/** One order line's claim on one location's stock. */
export interface StockDraw {
  sku: string;
  /** The product's title, for the shopper's message. */
  title: string;
  quantity: number;
  /** What the location holds before the order (negative once back-ordered). */
  onHand: number;
  policy: InventoryPolicy;
}

/** Why an order cannot take this draw (the whole order then fails), or null when it can. */
export function drawRefusal({ title, quantity, onHand, policy }: StockDraw): CartMessage | null {
  if (policy === 'continue' || quantity <= onHand) return null;
  return onHand <= 0 ? soldOutMessage(title) : onlyLeftOfMessage(onHand, title);
}
