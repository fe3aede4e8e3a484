// The order confirmation email's text (issue 29): the order's currency, its lines and totals, a GST
// line only for AUD, the card's last digits, and the delivery address or the pick-up store. Every
// expected line is written out.
import { describe, expect, it } from 'vitest';
import type { Order } from '../../../src/application/checkout/order';
import { orderEmail } from '../../../src/application/checkout/order-email';
import { localeByKey } from '../../../src/domain/locale';
import { moneyFromMinorUnits } from '../../../src/domain/money';

const line = (title: string, sku: string, quantity: number, totalMinor: number, currency: string) => ({
  merchandiseId: `gid://shopify/ProductVariant/${sku}`, sku, title: sku, productTitle: title, productHandle: sku.toLowerCase(), quantity,
  unitPrice: moneyFromMinorUnits(totalMinor / quantity, currency), total: moneyFromMinorUnits(totalMinor, currency), attributes: [],
});

function orderMother(currency: string, overrides: Partial<Order> = {}): Order {
  const m = (minor: number) => moneyFromMinorUnits(minor, currency);
  return {
    id: 'gid://shopify/Order/abc', number: 1042, email: 'sam@example.com', customerId: null,
    lines: [line('Fender Player Stratocaster', 'FEN-0001', 1, 1_299_00, currency), line('Ernie Ball Slinky Strings', 'EB-2221', 2, 30_00, currency)],
    subtotal: m(1_329_00), discount: m(132_90), shipping: m(0), tax: currency === 'AUD' ? m(108_74) : null, total: m(1_196_10),
    shippingAddress: { name: 'Sam Player', address1: '1 Rundle Mall', city: 'Adelaide', postcode: '5000', country: 'Australia' },
    placedAt: '2026-11-27T04:00:00.000Z',
    payment: { transactionId: 'bogus_1', cardLastFour: '4242', amount: m(1_196_10) },
    ...overrides,
  };
}

describe('orderEmail', () => {
  it('an Australian delivery: lines, discount, free shipping, total, the GST line, the card and the address', () => {
    const email = orderEmail(orderMother('AUD'), localeByKey('en-au'));
    expect(email).toMatchObject({ id: 'order-gid://shopify/Order/abc', to: 'sam@example.com', kind: 'order-confirmation', subject: 'Your order #1042 is confirmed', createdAt: '2026-11-27T04:00:00.000Z' });
    expect(email.text).toBe(
      [
        'Hi Sam Player,',
        '',
        'Thank you for your order #1042. It is confirmed and paid.',
        '',
        '1 × Fender Player Stratocaster (SKU: FEN-0001): $1,299',
        '2 × Ernie Ball Slinky Strings (SKU: EB-2221): $30',
        '',
        'Subtotal: $1,329',
        'Discount: −$132.90',
        'Shipping: Free',
        'Total: $1,196.10',
        'Inc. $108.74 GST',
        '',
        'Paid by card ending in 4242.',
        '',
        'Shipping to:',
        'Sam Player',
        '1 Rundle Mall',
        'Adelaide 5000',
        'Australia',
        '',
      ].join('\n'),
    );
  });

  it.each([
    { market: 'en-gb' as const, currency: 'GBP', shipping: 'Shipping: £2.60', total: 'Total: £25', subtotal: 'Subtotal: £22.40' },
    { market: 'en-no' as const, currency: 'NOK', shipping: 'Shipping: 35,25\u00a0kr', total: 'Total: 339\u00a0kr', subtotal: 'Subtotal: 303,75\u00a0kr' },
  ])('$currency: its own currency, the flat fee with decimals, and no GST line', ({ market, currency, shipping, total, subtotal }) => {
    const m = (minor: number) => moneyFromMinorUnits(minor, currency);
    const fee = currency === 'GBP' ? 2_60 : 35_25;
    const goods = currency === 'GBP' ? 22_40 : 303_75;
    const order = orderMother(currency, { lines: [line('Capo', 'CAP-1', 1, goods, currency)], subtotal: m(goods), discount: null, shipping: m(fee), tax: null, total: m(goods + fee) });
    const text = orderEmail(order, localeByKey(market)).text.split('\n');
    expect(text.slice(6, 10)).toEqual([subtotal, shipping, total, '']);
    expect(text.join('\n')).not.toContain('GST');
  });

  it('a pick-up order names the store, its address and phone, and when it is ready', () => {
    const order = orderMother('AUD', {
      shipping: moneyFromMinorUnits(0, 'AUD'),
      fulfilment: {
        method: 'pickup',
        store: { slug: 'forestville', name: 'Forestville', address: '1 Main Street, Forestville SA 5035', phoneNumber: '08 5550 1051' },
        readyWhen: 'Ready from 11am today, Wednesday 25 November',
        readiness: { kind: 'today', date: '2026-11-25', readyAt: 660 },
      },
    });
    const text = orderEmail(order, localeByKey('en-au')).text;
    expect(text.split('\n').slice(-3)).toEqual(['Pick up at Forestville: 1 Main Street, Forestville SA 5035 (08 5550 1051).', 'Ready from 11am today, Wednesday 25 November, store time. Bring your order number.', '']);
    expect(text).not.toContain('Shipping to:');
  });

  it('a heavy order names the carrier service with its fee', () => {
    const order = orderMother('AUD', { shipping: moneyFromMinorUnits(26_25, 'AUD'), shippingService: 'Standard Delivery' });
    expect(orderEmail(order, localeByKey('en-au')).text).toContain('\nShipping: Standard Delivery: $26.25\n');
  });
});
