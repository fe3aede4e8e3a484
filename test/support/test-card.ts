// The embedded checkout's test cards (docs/payment.md): '1' approves, '2' declines, '3' is a
// gateway error. Every test that places an order pays with one, under a fresh idempotency key as
// the checkout page's hidden field would carry.
import { randomUUID } from 'node:crypto';

export const TEST_CARDS = { approves: '1', declines: '2', gatewayError: '3' } as const;

/** The payment fields of the checkout forms, filled with a test card. */
export function testCardFields(cardNumber: string = TEST_CARDS.approves, idempotencyKey: string = randomUUID()) {
  return { cardNumber, cardName: 'Sam Player', cardExpiry: '12/30', cardCode: '123', idempotencyKey };
}
