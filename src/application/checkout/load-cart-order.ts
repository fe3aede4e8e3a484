import { inject, injectable } from 'tsyringe';
import type { Order } from './order';
import type { OrderBook } from '../ports';
import { TOKENS } from '../tokens';

/** Who asks for a confirmation: the checkout (its cart) in the URL, and the signed-in customer, if any. */
export interface OrderViewer {
  cartId: string;
  customerId: string | null;
}

/**
 * The order a cart became at the embedded checkout, for its confirmation page: only to the checkout
 * it was placed from, or to the signed-in customer it belongs to. Anyone else (another checkout's
 * URL with a guessed order id) gets nothing, as for an order that does not exist.
 */
@injectable()
export class LoadCartOrder {
  constructor(@inject(TOKENS.OrderBook) private readonly orders: OrderBook) {}

  async execute(orderId: string, viewer: OrderViewer): Promise<Order | null> {
    const placedHere = await this.orders.orderOfCart(viewer.cartId);
    if (placedHere?.id === orderId) return placedHere;
    if (viewer.customerId === null) return null;
    const order = await this.orders.order(orderId);
    return order && order.customerId === viewer.customerId ? order : null;
  }
}
