import { inject, injectable } from 'tsyringe';
import type { Order } from './order';
import type { OrderBook } from '../ports';
import { TOKENS } from '../tokens';

/** The order a cart became at the embedded checkout, for its confirmation page. */
@injectable()
export class LoadCartOrder {
  constructor(@inject(TOKENS.OrderBook) private readonly orders: OrderBook) {}

  execute(orderId: string): Promise<Order | null> {
    return this.orders.order(orderId);
  }
}
