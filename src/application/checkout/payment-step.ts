import { inject, injectable } from 'tsyringe';
import type { Cart } from '../../domain/cart';
import { CART_MESSAGES } from '../../domain/cart-messages';
import type { Locale } from '../../domain/locale';
import { lastFourOf } from '../../domain/payment-card';
import type { EventLog, OrderBook, PaymentGateway } from '../ports';
import { TOKENS } from '../tokens';
import type { Order, OrderRequest, OrderTotals } from './order';
import { PaymentNotTaken, type CardPayment, type OrderPayment } from './payment';
import { SendOrderEmail } from './send-order-email';

/**
 * The embedded checkout's payment step, shared by delivery and pick-up orders (issue 29): no order
 * exists without an approved payment. The charge is asked for first, under the checkout's
 * idempotency key (scoped to the cart, so one key can never pay for another cart); then the order
 * is placed with it; an order that cannot be placed releases its charge, so nothing stays charged.
 * A checkout submitted twice, in parallel or after the fact, answers the cart's one order and keeps
 * one charge. The confirmation email follows the order and never undoes it.
 */
@injectable()
export class PaymentStep {
  constructor(
    @inject(TOKENS.PaymentGateway) private readonly gateway: PaymentGateway,
    @inject(TOKENS.OrderBook) private readonly orders: OrderBook,
    @inject(TOKENS.EventLog) private readonly log: EventLog,
    @inject(SendOrderEmail) private readonly email: SendOrderEmail,
  ) {}

  /** The order the cart already became, else `checkout`'s; a submit that lost a race to another answers the winner's order. */
  async once(cartId: string, checkout: () => Promise<Order>): Promise<Order> {
    const placed = await this.orders.orderOfCart(cartId);
    if (placed) return placed;
    try {
      return await checkout();
    } catch (error) {
      const placedMeanwhile = await this.orders.orderOfCart(cartId);
      if (placedMeanwhile) return placedMeanwhile;
      throw error;
    }
  }

  async payAndPlace(payment: CardPayment, request: OrderRequest, cart: Cart, figures: OrderTotals, locale: Locale): Promise<Order> {
    const outcome = await this.gateway.authorize({ idempotencyKey: `${request.cartId}:${payment.idempotencyKey}`, amount: figures.total, card: payment.card });
    if (outcome.kind === 'declined') throw new PaymentNotTaken('declined', outcome.reason);
    if (outcome.kind === 'gateway-error') throw new PaymentNotTaken('gateway-error', CART_MESSAGES.paymentGatewayError);
    const paid: OrderPayment = { transactionId: outcome.transactionId, cardLastFour: lastFourOf(payment.card.number), amount: figures.total };
    let order: Order;
    try {
      order = await this.orders.placeOrder({ ...request, payment: paid }, cart, figures);
    } catch (error) {
      await this.release(paid, `the order could not be placed: ${(error as Error).message}`);
      throw error;
    }
    // Another submit of this checkout, with another key, placed the cart's order first: this charge goes.
    if (order.payment?.transactionId !== paid.transactionId) {
      await this.release(paid, `the cart was already ordered as #${order.number}`);
      return order;
    }
    await this.email.execute(order, locale);
    return order;
  }

  private async release(paid: OrderPayment, reason: string): Promise<void> {
    await this.gateway.void(paid.transactionId, reason);
    this.log.warn({ transactionId: paid.transactionId, reason }, 'payment voided: nothing is charged');
  }
}
