import { inject, injectable } from 'tsyringe';
import { nextOrderStatus, type OrderStatus } from '../../domain/order-status';
import type { OrderFulfilment } from '../ports';
import { TOKENS } from '../tokens';
import { orderStatusOf } from './order-status-of';

export type FulfilOutcome =
  | { kind: 'moved'; number: number; from: OrderStatus; to: OrderStatus }
  | { kind: 'finished'; number: number; status: OrderStatus }
  | { kind: 'unknown-order'; number: number };

/**
 * Moves an embedded order on by one step, as the shop fulfils it: a paid pick-up order becomes
 * ready for pick-up, then collected; a paid delivery is shipped, then delivered. An order that has
 * gone as far as it goes stays as it is.
 */
@injectable()
export class FulfilOrder {
  constructor(@inject(TOKENS.OrderFulfilment) private readonly orders: OrderFulfilment) {}

  async execute(number: number): Promise<FulfilOutcome> {
    const order = await this.orders.orderNumbered(number);
    if (!order) return { kind: 'unknown-order', number };
    const from = orderStatusOf(order);
    const to = nextOrderStatus(from, order.fulfilment?.method === 'pickup' ? 'pickup' : 'delivery');
    if (!to) return { kind: 'finished', number, status: from };
    await this.orders.recordStatus(order.id, to);
    return { kind: 'moved', number, from, to };
  }
}
