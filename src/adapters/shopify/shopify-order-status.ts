// Shopify's order states (Storefront API: Order.financialStatus, Order.fulfillmentStatus) as the
// shop's order statuses. The Storefront API does not say whether an order waits at a store for
// pick-up or has been delivered: a fulfilled order is 'shipped', and Shopify's own order status page
// (and its emails) tell the rest.
import type { OrderStatus } from '../../domain/order-status';

const MONEY_BACK: Readonly<Record<string, OrderStatus>> = { REFUNDED: 'refunded', VOIDED: 'cancelled' };
const NOT_YET_PAID: ReadonlySet<string> = new Set(['PENDING', 'PARTIALLY_PAID']);
const SENT: ReadonlySet<string> = new Set(['FULFILLED', 'PARTIALLY_FULFILLED']);

export function shopifyOrderStatus(financialStatus: string | null, fulfillmentStatus: string): OrderStatus {
  const moneyBack = financialStatus === null ? undefined : MONEY_BACK[financialStatus];
  if (moneyBack) return moneyBack;
  if (SENT.has(fulfillmentStatus)) return 'shipped';
  if (financialStatus !== null && NOT_YET_PAID.has(financialStatus)) return 'payment-pending';
  return 'paid';
}
