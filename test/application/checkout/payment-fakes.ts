// Hand-written fakes for the payment step: a gateway that answers as the test cards do and
// remembers its charges by key, and a PaymentStep wired with them, an in-memory outbox and a
// notifier that records (or refuses) what it is given.
import type { CardPayment, PaymentOutcome, PaymentRequest } from '../../../src/application/checkout/payment';
import { PaymentStep } from '../../../src/application/checkout/payment-step';
import { SendOrderEmail } from '../../../src/application/checkout/send-order-email';
import { NotifierUnavailable, type ShopEmail } from '../../../src/application/alerts/alert-subscription';
import type { EventLog, Notifier, OrderBook, PaymentGateway } from '../../../src/application/ports';
import { SqliteAlertOutbox } from '../../../src/adapters/sqlite/sqlite-alert-outbox';
import { openDatabase } from '../../../src/adapters/sqlite/open-database';
import { CART_MESSAGES } from '../../../src/domain/cart-messages';
import { RecordingEventLog } from '../../support/recording-event-log';

export const cardPayment = (number = '1', idempotencyKey = 'key-00000000000001'): CardPayment => ({
  card: { number, name: 'Alex Player', expiry: { month: 12, year: 2030 }, securityCode: '123' },
  idempotencyKey,
});

export class InMemoryPaymentGateway implements PaymentGateway {
  readonly charges = new Map<string, { transactionId: string; request: PaymentRequest; voided: string | null }>();
  async authorize(request: PaymentRequest): Promise<PaymentOutcome> {
    const charged = this.charges.get(request.idempotencyKey);
    if (charged) return charged.voided === null ? { kind: 'approved', transactionId: charged.transactionId } : { kind: 'declined', reason: CART_MESSAGES.paymentCancelled };
    if (request.card.number === '2') return { kind: 'declined', reason: CART_MESSAGES.paymentDeclined };
    if (request.card.number === '3') return { kind: 'gateway-error' };
    const transactionId = `t${this.charges.size + 1}`;
    this.charges.set(request.idempotencyKey, { transactionId, request, voided: null });
    return { kind: 'approved', transactionId };
  }
  async void(transactionId: string, reason: string): Promise<void> {
    for (const charge of this.charges.values()) if (charge.transactionId === transactionId) charge.voided = reason;
  }
  approved() {
    return [...this.charges.values()].filter((charge) => charge.voided === null);
  }
}

export class RecordingNotifier implements Notifier {
  readonly delivered: ShopEmail[] = [];
  refuse = false;
  async deliver(message: ShopEmail): Promise<void> {
    if (this.refuse) throw new NotifierUnavailable('could not write the .eml: EACCES');
    this.delivered.push(message);
  }
}

export function paymentStepWith(orders: OrderBook, parts: { gateway?: InMemoryPaymentGateway; notifier?: RecordingNotifier; log?: EventLog } = {}) {
  const gateway = parts.gateway ?? new InMemoryPaymentGateway();
  const notifier = parts.notifier ?? new RecordingNotifier();
  const log = parts.log ?? new RecordingEventLog();
  const outbox = new SqliteAlertOutbox(openDatabase(':memory:'));
  return { step: new PaymentStep(gateway, orders, log, new SendOrderEmail(outbox, notifier, log)), gateway, notifier, outbox, log };
}
