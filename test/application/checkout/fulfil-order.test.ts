// Issue 29: the shop moves an embedded order on one step at a time, by how it reaches the shopper.
import { describe, expect, it } from 'vitest';
import type { Order } from '../../../src/application/checkout/order';
import { FulfilOrder } from '../../../src/application/checkout/fulfil-order';
import type { OrderFulfilment } from '../../../src/application/ports';
import type { OrderStatus } from '../../../src/domain/order-status';
import { orderMother } from './order-book-fake';

class InMemoryFulfilment implements OrderFulfilment {
  readonly recorded: [string, OrderStatus][] = [];
  constructor(private readonly orders: Order[]) {}
  async orderNumbered(number: number) {
    return this.orders.find((o) => o.number === number) ?? null;
  }
  async recordStatus(orderId: string, status: OrderStatus) {
    this.recorded.push([orderId, status]);
  }
}

const PICKUP = { method: 'pickup', store: { slug: 'forestville', name: 'Forestville', address: '', phoneNumber: '' }, readyWhen: '', readiness: 'today' } as unknown as Order['fulfilment'];

describe('FulfilOrder', () => {
  it.each<{ name: string; order: Partial<Order>; outcome: unknown; recorded: OrderStatus | null }>([
    { name: 'a paid delivery is shipped', order: { status: 'paid' }, outcome: { kind: 'moved', number: 1001, from: 'paid', to: 'shipped' }, recorded: 'shipped' },
    { name: 'an order kept before statuses (paid) is shipped', order: {}, outcome: { kind: 'moved', number: 1001, from: 'paid', to: 'shipped' }, recorded: 'shipped' },
    { name: 'an explicit delivery is shipped', order: { status: 'paid', fulfilment: { method: 'delivery' } }, outcome: { kind: 'moved', number: 1001, from: 'paid', to: 'shipped' }, recorded: 'shipped' },
    { name: 'a shipped delivery is delivered', order: { status: 'shipped' }, outcome: { kind: 'moved', number: 1001, from: 'shipped', to: 'delivered' }, recorded: 'delivered' },
    { name: 'a delivered order stays delivered', order: { status: 'delivered' }, outcome: { kind: 'finished', number: 1001, status: 'delivered' }, recorded: null },
    { name: 'a paid pick-up is ready for pick-up', order: { status: 'paid', fulfilment: PICKUP }, outcome: { kind: 'moved', number: 1001, from: 'paid', to: 'ready-for-pickup' }, recorded: 'ready-for-pickup' },
    { name: 'a pick-up ready is collected', order: { status: 'ready-for-pickup', fulfilment: PICKUP }, outcome: { kind: 'moved', number: 1001, from: 'ready-for-pickup', to: 'collected' }, recorded: 'collected' },
    { name: 'a collected pick-up stays collected', order: { status: 'collected', fulfilment: PICKUP }, outcome: { kind: 'finished', number: 1001, status: 'collected' }, recorded: null },
  ])('$name', async ({ order, outcome, recorded }) => {
    const orders = new InMemoryFulfilment([orderMother({ id: 'order-1', number: 1001, ...order })]);
    expect(await new FulfilOrder(orders).execute(1001)).toEqual(outcome);
    expect(orders.recorded).toEqual(recorded ? [['order-1', recorded]] : []);
  });

  it('an order number nobody has is no order, and nothing is recorded', async () => {
    const orders = new InMemoryFulfilment([orderMother({ id: 'order-1', number: 1001 })]);
    expect(await new FulfilOrder(orders).execute(1002)).toEqual({ kind: 'unknown-order', number: 1002 });
    expect(orders.recorded).toEqual([]);
  });
});
