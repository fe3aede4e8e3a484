// What every PaymentGateway that takes payment must do (issue 29): the test cards answer approved,
// declined (with the shopper's reason) and gateway error; one charge per idempotency key, however
// many requests race with it; a voided charge stays voided and its key is not charged again. A
// gateway that takes no payment here (hosted: Shopify's checkout takes it) refuses every request
// and never approves. Run once per adapter.
import { describe, expect, it } from 'vitest';
import { PaymentNotTakenHere, type PaymentRequest } from '../../src/application/checkout/payment';
import type { PaymentGateway } from '../../src/application/ports';
import { moneyFromMinorUnits } from '../../src/domain/money';

export interface PaymentGatewayUnderTest {
  gateway: PaymentGateway;
  /** The charges kept, as the gateway's dashboard would list them: approved or voided, one per key. */
  charges(): Promise<{ idempotencyKey: string; status: 'approved' | 'voided'; cardLastFour: string }[]>;
}

export const paymentRequest = (number: string, idempotencyKey: string): PaymentRequest => ({
  idempotencyKey,
  amount: moneyFromMinorUnits(1_304_00, 'AUD'),
  card: { number, name: 'Sam Player', expiry: { month: 12, year: 2030 }, securityCode: '123' },
});

export function describePaymentGatewayContract(name: string, start: () => Promise<PaymentGatewayUnderTest>) {
  describe(`PaymentGateway contract: ${name}`, () => {
    it.each([
      { card: '1', outcome: { kind: 'approved', transactionId: expect.any(String) } },
      { card: '2', outcome: { kind: 'declined', reason: 'Your card was declined. Please try another card.' } },
      { card: '3', outcome: { kind: 'gateway-error' } },
    ])("test card '$card' answers $outcome.kind", async ({ card, outcome }) => {
      const { gateway, charges } = await start();
      expect(await gateway.authorize(paymentRequest(card, `key-${card}`))).toEqual(outcome);
      expect((await charges()).map((charge) => charge.status)).toEqual(card === '1' ? ['approved'] : []);
    });

    it('ten racing requests with one key are one charge, and every one is told the same transaction', async () => {
      const { gateway, charges } = await start();
      const answers = await Promise.all(Array.from({ length: 10 }, () => gateway.authorize(paymentRequest('1', 'key-race'))));
      expect(new Set(answers.map((answer) => (answer.kind === 'approved' ? answer.transactionId : answer.kind))).size).toBe(1);
      expect(await charges()).toEqual([{ idempotencyKey: 'key-race', status: 'approved', cardLastFour: '1' }]);
    });

    it('keeps only the last four digits of a card number', async () => {
      const { gateway, charges } = await start();
      await gateway.authorize(paymentRequest('4242424242424242', 'key-visa'));
      expect(await charges()).toEqual([{ idempotencyKey: 'key-visa', status: 'approved', cardLastFour: '4242' }]);
    });

    it('a voided charge stays voided, and its key asked again is declined, not charged anew', async () => {
      const { gateway, charges } = await start();
      const approved = await gateway.authorize(paymentRequest('1', 'key-void'));
      expect(approved.kind).toBe('approved');
      await gateway.void((approved as { transactionId: string }).transactionId, 'the open-box unit was sold');
      await gateway.void((approved as { transactionId: string }).transactionId, 'asked twice');
      expect(await gateway.authorize(paymentRequest('1', 'key-void'))).toEqual({ kind: 'declined', reason: 'This payment was cancelled and you have not been charged. Please try again.' });
      expect(await charges()).toEqual([{ idempotencyKey: 'key-void', status: 'voided', cardLastFour: '1' }]);
    });

    it('a declined card or a gateway error charged nothing: the same key with the approving card is then charged once', async () => {
      const { gateway, charges } = await start();
      await gateway.authorize(paymentRequest('2', 'key-retry'));
      await gateway.authorize(paymentRequest('3', 'key-retry'));
      expect((await gateway.authorize(paymentRequest('1', 'key-retry'))).kind).toBe('approved');
      expect(await charges()).toEqual([{ idempotencyKey: 'key-retry', status: 'approved', cardLastFour: '1' }]);
    });
  });
}

/** A gateway of a platform whose own checkout takes the payment: every request is refused, nothing is charged. */
export function describeNoPaymentHereContract(name: string, gateway: () => PaymentGateway) {
  describe(`PaymentGateway contract: ${name} takes no payment here`, () => {
    it.each(['1', '2', '3'])("refuses test card '%s' with PaymentNotTakenHere", async (card) => {
      await expect(gateway().authorize(paymentRequest(card, 'key-hosted'))).rejects.toBeInstanceOf(PaymentNotTakenHere);
    });

    it('refuses to void what it never charged', async () => {
      await expect(gateway().void('bogus_1', 'why')).rejects.toBeInstanceOf(PaymentNotTakenHere);
    });
  });
}
