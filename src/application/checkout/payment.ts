// Payment at the embedded checkout (issue 29): the card the shopper typed, what the PaymentGateway
// port is asked and what it answers, and what an order keeps of it. Hosted, Shopify's own checkout
// takes payment and none of this is used (docs/payment.md).
import type { CardExpiry } from '../../domain/payment-card';
import type { Money } from '../../domain/money';

export interface CardDetails {
  /** Digits only; held for the gateway's call, never stored or logged. */
  number: string;
  name: string;
  expiry: CardExpiry;
  securityCode: string;
}

/** The card and the key the checkout page was rendered with: one charge, one order per key. */
export interface CardPayment {
  card: CardDetails;
  idempotencyKey: string;
}

export interface PaymentRequest {
  /** One charge per key: asking again answers the first answer. */
  idempotencyKey: string;
  amount: Money;
  card: CardDetails;
}

export type PaymentOutcome =
  | { kind: 'approved'; transactionId: string }
  /** `reason` is the shopper's message from the cart-message list. */
  | { kind: 'declined'; reason: string }
  /** The gateway could not be reached or failed: nothing was charged, trying again is safe. */
  | { kind: 'gateway-error' };

/** What an order keeps of its payment. */
export interface OrderPayment {
  transactionId: string;
  cardLastFour: string;
  amount: Money;
}

/** No payment was taken, so no order was placed: the shopper's message says why. */
export class PaymentNotTaken extends Error {
  override name = 'PaymentNotTaken';
  constructor(
    readonly code: 'declined' | 'gateway-error',
    message: string,
  ) {
    super(message);
  }
}

/** A gateway that does not take payment here (hosted mode: Shopify's checkout takes it). */
export class PaymentNotTakenHere extends Error {
  override name = 'PaymentNotTakenHere';
}
