// The payment step (issue 29) with hand-written fakes: no order without an approved payment; a
// declined card or a gateway error places nothing; an order that cannot be placed releases its
// charge; a cart ordered by another submit keeps one charge; the confirmation email goes once and
// its failure never undoes the order.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CartError } from '../../../src/application/cart/cart-errors';
import type { Order, OrderRequest, OrderTotals } from '../../../src/application/checkout/order';
import { PaymentNotTaken } from '../../../src/application/checkout/payment';
import type { OrderBook } from '../../../src/application/ports';
import type { Cart } from '../../../src/domain/cart';
import { localeByKey } from '../../../src/domain/locale';
import { moneyFromMinorUnits } from '../../../src/domain/money';
import { RecordingEventLog } from '../../support/recording-event-log';
import { cardPayment, InMemoryPaymentGateway, paymentStepWith, RecordingNotifier } from './payment-fakes';

const AU = localeByKey('en-au');
const aud = (minor: number) => moneyFromMinorUnits(minor, 'AUD');
const CART = { id: 'c', lines: [], checkoutUrl: '/checkout/c', totalQuantity: 1, cost: { subtotalAmount: aud(45_00), totalAmount: aud(45_00), totalTaxAmount: null } } as unknown as Cart;
const FIGURES: OrderTotals = { subtotal: aud(40_00), discount: null, shipping: aud(5_00), tax: aud(4_09), total: aud(45_00) };
const REQUEST: OrderRequest = { cartId: 'c', email: 'a@b.co', customerId: null, shippingAddress: { name: 'Alex', address1: '1 St', city: 'Adelaide', postcode: '5000', country: 'Australia' } };

/** One order per cart, as SqliteOrderBook keeps them; `failWith` makes placing fail (stock gone). */
class OneOrderPerCart implements OrderBook {
  readonly byCart = new Map<string, Order>();
  failWith: Error | null = null;
  async placeOrder(request: OrderRequest, _cart: Cart, figures: OrderTotals): Promise<Order> {
    if (this.failWith) throw this.failWith;
    const existing = this.byCart.get(request.cartId);
    if (existing) return existing;
    const order: Order = { id: `o${this.byCart.size + 1}`, number: 1001 + this.byCart.size, email: request.email, customerId: null, lines: [], ...figures, shippingAddress: request.shippingAddress, placedAt: '2026-11-27T04:00:00.000Z', ...(request.payment ? { payment: request.payment } : {}) };
    this.byCart.set(request.cartId, order);
    return order;
  }
  async order() {
    return null;
  }
  async orderOfCart(cartId: string) {
    return this.byCart.get(cartId) ?? null;
  }
  async ordersOfCustomer() {
    return [];
  }
}

const checkout = (orders: OneOrderPerCart, step: ReturnType<typeof paymentStepWith>['step'], card = cardPayment()) =>
  step.once('c', () => step.payAndPlace(card, REQUEST, CART, FIGURES, AU));

describe('PaymentStep', () => {
  it("an approved card: the order carries the charge (amount = the order's total, card ending '1') and one email goes", async () => {
    const orders = new OneOrderPerCart();
    const { step, gateway, notifier } = paymentStepWith(orders);
    const order = await checkout(orders, step);
    expect(order.payment).toEqual({ transactionId: 't1', cardLastFour: '1', amount: aud(45_00) });
    expect(gateway.approved().map((charge) => charge.request.amount)).toEqual([aud(45_00)]);
    expect(notifier.delivered.map((email) => [email.to, email.subject])).toEqual([['a@b.co', 'Your order #1001 is confirmed']]);
  });

  it.each([
    { card: '2', code: 'declined', message: 'Your card was declined. Please try another card.' },
    { card: '3', code: 'gateway-error', message: 'We could not reach the payment provider. You have not been charged. Please try again.' },
  ])("card '$card': PaymentNotTaken ($code), no order, no charge, no email", async ({ card, code, message }) => {
    const orders = new OneOrderPerCart();
    const { step, gateway, notifier } = paymentStepWith(orders);
    const refused = checkout(orders, step, cardPayment(card));
    await expect(refused).rejects.toBeInstanceOf(PaymentNotTaken);
    await expect(refused).rejects.toMatchObject({ code, message });
    expect(orders.byCart.size).toBe(0);
    expect(gateway.approved()).toEqual([]);
    expect(notifier.delivered).toEqual([]);
  });

  it('an order that cannot be placed after approval voids its charge, says why in the log, and rethrows', async () => {
    const orders = new OneOrderPerCart();
    const log = new RecordingEventLog();
    const { step, gateway } = paymentStepWith(orders, { log });
    orders.failWith = new CartError('refused', 'This open-box unit has just been sold');
    await expect(checkout(orders, step)).rejects.toMatchObject({ code: 'refused' });
    expect(gateway.approved()).toEqual([]);
    expect([...gateway.charges.values()].map((charge) => charge.voided)).toEqual(['the order could not be placed: This open-box unit has just been sold']);
    expect(log.messages('warn')).toEqual(['payment voided: nothing is charged']);
  });

  it('what it logs and what the order keeps hold no card number, name, expiry or security code, only the last four digits', async () => {
    const orders = new OneOrderPerCart();
    const log = new RecordingEventLog();
    const { step } = paymentStepWith(orders, { log });
    const card = { card: { number: '4111111111111111', name: 'Secret Holder', expiry: { month: 7, year: 2031 }, securityCode: '987' }, idempotencyKey: 'key-secret-000001' };
    orders.failWith = new CartError('refused', 'gone');
    await expect(step.payAndPlace(card, REQUEST, CART, FIGURES, AU)).rejects.toMatchObject({ code: 'refused' });
    orders.failWith = null;
    const order = await step.payAndPlace({ ...card, idempotencyKey: 'key-secret-000002' }, REQUEST, CART, FIGURES, AU);
    const kept = JSON.stringify([log.entries, order]);
    expect(order.payment?.cardLastFour).toBe('1111');
    for (const secret of ['4111111111111111', 'Secret Holder', '987', '2031']) expect(kept).not.toContain(secret);
  });

  it('the same key again after its charge was voided is declined, and nothing is placed', async () => {
    const orders = new OneOrderPerCart();
    const { step } = paymentStepWith(orders);
    orders.failWith = new CartError('refused', 'gone');
    await expect(checkout(orders, step)).rejects.toMatchObject({ code: 'refused' });
    orders.failWith = null;
    await expect(checkout(orders, step)).rejects.toMatchObject({ code: 'declined', message: 'This payment was cancelled and you have not been charged. Please try again.' });
    expect(orders.byCart.size).toBe(0);
  });

  it('a delivery failure of the email leaves the order standing, logged and queued for the outbox to retry', async () => {
    const orders = new OneOrderPerCart();
    const notifier = new RecordingNotifier();
    notifier.refuse = true;
    const log = new RecordingEventLog();
    const { step, outbox } = paymentStepWith(orders, { notifier, log });
    const order = await checkout(orders, step);
    expect(order.number).toBe(1001);
    expect(log.messages('warn')).toEqual(['order email not delivered; the outbox will retry']);
    expect(outbox.rows()).toEqual([expect.objectContaining({ id: 'order-o1', attempts: 1, delivered: false })]);
  });

  it('any interleaving of submits of one checkout, with any keys and test cards: at most one order, one approved charge, and it paid that order', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.record({ key: fc.constantFrom('k-000000000000000a', 'k-000000000000000b', 'k-000000000000000c'), card: fc.constantFrom('1', '2', '3') }), { minLength: 1, maxLength: 8 }), async (submits) => {
        const orders = new OneOrderPerCart();
        const gateway = new InMemoryPaymentGateway();
        const { step, notifier } = paymentStepWith(orders, { gateway });
        await Promise.allSettled(submits.map(({ key, card }) => checkout(orders, step, cardPayment(card, key))));
        const approved = gateway.approved();
        const order = orders.byCart.get('c');
        expect(approved.length).toBe(order ? 1 : 0);
        expect(order?.payment?.transactionId).toBe(approved[0]?.transactionId);
        expect(notifier.delivered.length).toBe(order ? 1 : 0);
      }),
      { numRuns: 200 },
    );
  });
});
