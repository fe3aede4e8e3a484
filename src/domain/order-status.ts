// Where an order is after the shopper paid (issue 29): paid, then ready for pick-up and collected
// at the store, or shipped and delivered. The embedded shop moves an order one step at a time
// (`npm run demo:fulfil`); Shopify's orders report theirs. The words are the account's.

/** The last three come only from Shopify's orders (hosted mode): the embedded checkout takes payment before an order exists. */
export const ORDER_STATUSES = ['paid', 'ready-for-pickup', 'collected', 'shipped', 'delivered', 'payment-pending', 'refunded', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** How an order reaches the shopper, as far as its status goes. */
export type FulfilmentMethod = 'delivery' | 'pickup';

/** What the account shows for each status. */
export const ORDER_STATUS_WORDS: Readonly<Record<OrderStatus, string>> = Object.freeze({
  paid: 'Paid',
  'ready-for-pickup': 'Ready for pick-up',
  collected: 'Collected',
  shipped: 'Shipped',
  delivered: 'Delivered',
  'payment-pending': 'Payment pending',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
});

/** A new order has been paid for: no order exists without a payment. */
export const NEW_ORDER_STATUS: OrderStatus = 'paid';

const NEXT: Readonly<Record<FulfilmentMethod, Partial<Record<OrderStatus, OrderStatus>>>> = Object.freeze({
  pickup: { paid: 'ready-for-pickup', 'ready-for-pickup': 'collected' },
  delivery: { paid: 'shipped', shipped: 'delivered' },
});

/** The status an order moves on to, or null when it has gone as far as it goes. */
export function nextOrderStatus(status: OrderStatus, method: FulfilmentMethod): OrderStatus | null {
  return NEXT[method][status] ?? null;
}

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** The order number a person types: '1001' or '#1001' (spaces around aside); null for anything else. */
export function parseOrderNumber(text: string): number | null {
  const match = /^#?(\d{1,9})$/.exec(text.trim());
  if (!match) return null;
  const number = Number(match[1]);
  return number > 0 ? number : null;
}
