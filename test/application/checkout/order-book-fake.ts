// An in-memory order book for use-case tests, and an order mother with the fields those tests read.
import type { Order } from '../../../src/application/checkout/order';
import type { OrderBook } from '../../../src/application/ports';

export const orderMother = (fields: Partial<Order> & Pick<Order, 'id' | 'number'>): Order =>
  ({ email: 'owner@example.com', customerId: null, lines: [], placedAt: '2026-11-24T00:00:00.000Z', ...fields }) as Order;

/** Orders by the cart they were placed from. */
export class InMemoryOrderBook implements OrderBook {
  private readonly byCart: Map<string, Order>;
  constructor(entries: [string, Order][]) {
    this.byCart = new Map(entries);
  }
  placeOrder(): Promise<Order> {
    throw new Error('not used');
  }
  async order(id: string) {
    return [...this.byCart.values()].find((o) => o.id === id) ?? null;
  }
  async orderOfCart(cartId: string) {
    return this.byCart.get(cartId) ?? null;
  }
  async ordersOfCustomer(customerId: string) {
    return [...this.byCart.values()].filter((o) => o.customerId === customerId);
  }
}
