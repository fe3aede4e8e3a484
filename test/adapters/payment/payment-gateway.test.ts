// The PaymentGateway contract against both adapters: the embedded Bogus-like gateway on a real
// SQLite database (a private one per case), and hosted mode's ShopifyCheckoutPayment, which takes no
// payment because Shopify's own checkout does (there is no upstream to stand in for).
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/adapters/sqlite/open-database';
import { SqliteBogusGateway } from '../../../src/adapters/sqlite/sqlite-bogus-gateway';
import { ShopifyCheckoutPayment } from '../../../src/adapters/shopify/shopify-checkout-payment';
import { describeNoPaymentHereContract, describePaymentGatewayContract, paymentRequest } from '../../contract/payment-gateway.contract';

describePaymentGatewayContract('SqliteBogusGateway', async () => {
  const gateway = new SqliteBogusGateway(openDatabase(':memory:'));
  return { gateway, charges: async () => gateway.charges().map(({ idempotencyKey, status, cardLastFour }) => ({ idempotencyKey, status, cardLastFour })) };
});

describeNoPaymentHereContract('ShopifyCheckoutPayment', () => new ShopifyCheckoutPayment());

describe('SqliteBogusGateway keeps its charges in the commerce file', () => {
  it('a charge survives reopening the database, with its amount, currency and the void reason', async () => {
    const db = openDatabase(':memory:');
    const first = new SqliteBogusGateway(db, () => new Date('2026-11-27T04:00:00Z'));
    const approved = await first.authorize(paymentRequest('1', 'key-1'));
    await first.void((approved as { transactionId: string }).transactionId, 'the open-box unit was sold');
    expect(new SqliteBogusGateway(db).charges()).toEqual([
      { idempotencyKey: 'key-1', transactionId: expect.stringMatching(/^bogus_/), amount: { amount: '1304.00', currencyCode: 'AUD' }, cardLastFour: '1', status: 'voided', voidReason: 'the open-box unit was sold', createdAt: '2026-11-27T04:00:00.000Z' },
    ]);
  });

  it.each([
    ['4000000000000002', 'declined'],
    ['5555555555554444', 'declined'],
  ])('%s (not an approving test card) is %s', async (number, kind) => {
    expect((await new SqliteBogusGateway(openDatabase(':memory:')).authorize(paymentRequest(number, 'k'))).kind).toBe(kind);
  });
});
