import { inject, injectable } from 'tsyringe';
import type { OrderBook } from '../ports';
import { TOKENS } from '../tokens';

/**
 * Someone holding a checkout's URL proves the order is theirs by its email (letter case and spaces
 * around aside): the order's id when it matches, null when it does not or the checkout became no
 * order. A null says nothing about which.
 */
@injectable()
export class ConfirmOrderEmail {
  constructor(@inject(TOKENS.OrderBook) private readonly orders: OrderBook) {}

  async execute(cartId: string, email: string): Promise<string | null> {
    const order = await this.orders.orderOfCart(cartId);
    if (!order) return null;
    return order.email.trim().toLowerCase() === email.trim().toLowerCase() ? order.id : null;
  }
}
