import { inject, injectable } from 'tsyringe';
import type { Order } from './order';
import type { OrderBook } from '../ports';
import { TOKENS } from '../tokens';

/** Who asks for a confirmation: the checkout in the URL, the order it names, the signed-in customer and the orders this browser placed. */
export interface ConfirmationRequest {
  cartId: string;
  /** The order the URL names; null when the URL is the checkout's own (Back after ordering). */
  orderId: string | null;
  customerId: string | null;
  /** Orders placed from (or whose email was confirmed in) this browser. */
  placedOrders: readonly string[];
}

/** The whole order for its owner, or only its number for anyone else holding the checkout URL. */
export type OrderConfirmation = { kind: 'details'; order: Order } | { kind: 'number-only'; orderId: string; number: number };

/**
 * The confirmation of the order a checkout became. Its personal details (name, email, address) show
 * only to the browser that placed it or to the signed-in customer it belongs to; anyone else holding
 * the checkout's URL learns only its number. An order id the checkout did not become, and that is not
 * the signed-in customer's, is no confirmation at all.
 */
@injectable()
export class LoadOrderConfirmation {
  constructor(@inject(TOKENS.OrderBook) private readonly orders: OrderBook) {}

  async execute({ cartId, orderId, customerId, placedOrders }: ConfirmationRequest): Promise<OrderConfirmation | null> {
    const placedHere = await this.orders.orderOfCart(cartId);
    const order = orderId === null || placedHere?.id === orderId ? placedHere : await this.customersOrder(orderId, customerId);
    if (!order) return null;
    const owner = placedOrders.includes(order.id) || (customerId !== null && order.customerId === customerId);
    return owner ? { kind: 'details', order } : { kind: 'number-only', orderId: order.id, number: order.number };
  }

  private async customersOrder(orderId: string, customerId: string | null): Promise<Order | null> {
    if (customerId === null) return null;
    const order = await this.orders.order(orderId);
    return order && order.customerId === customerId ? order : null;
  }
}
