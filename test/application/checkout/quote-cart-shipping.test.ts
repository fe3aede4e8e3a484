// The checkout's shipping quote: the rule without a heavy line, the carrier's rates for a heavy
// cart's postcode (asked in AUD, answered in the cart's currency at the market's fixed rate:
// GBP 0.52, NOK 7.05), and the spec's three messages.
import { describe, expect, it } from 'vitest';
import { QuoteCartShipping } from '../../../src/application/checkout/quote-cart-shipping';
import type { Cart } from '../../../src/domain/cart';
import { localeByKey, type LocaleKey } from '../../../src/domain/locale';
import { moneyFromMinorUnits } from '../../../src/domain/money';
import type { RatesResponse } from '../../../src/domain/product-shipping';
import { FakeShippingRates, RecordingEventLog } from '../product/product-fakes';

function cartMother(currency: string, lines: { cents: number; quantity: number; heavy: boolean }[], discount = 0): Cart {
  const subtotal = lines.reduce((sum, line) => sum + line.cents * line.quantity, 0);
  return {
    id: 'c',
    checkoutUrl: '/checkout/c',
    totalQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    lines: lines.map((line, n) => ({
      id: `l${n}`,
      quantity: line.quantity,
      cost: { totalAmount: moneyFromMinorUnits(line.cents * line.quantity, currency) },
      attributes: [],
      merchandise: { id: `v${n}`, title: `SKU-${n}`, selectedOptions: [], product: { id: `p${n}`, handle: `p${n}`, title: `P${n}`, isHeavy: line.heavy } },
    })),
    cost: { subtotalAmount: moneyFromMinorUnits(subtotal, currency), totalAmount: moneyFromMinorUnits(subtotal - discount, currency), totalTaxAmount: null },
  };
}

const RATES: RatesResponse = { kind: 'ok', rates: [{ serviceName: 'Express Post', totalPriceCents: 41_50 }, { serviceName: 'Standard Delivery', totalPriceCents: 26_25 }] };
const quote = (cart: Cart, postcode: string | null, key: LocaleKey, rates: RatesResponse | (() => Promise<never>) = RATES) => {
  const shipping = new FakeShippingRates(rates);
  return { shipping, result: new QuoteCartShipping(shipping, new RecordingEventLog()).execute(cart, postcode, localeByKey(key)) };
};

describe('QuoteCartShipping', () => {
  it('prices a cart without heavy lines by the rule, after discounts, and asks no carrier', async () => {
    const { shipping, result } = quote(cartMother('GBP', [{ cents: 55_00, quantity: 1, heavy: false }], 5_50), '3000', 'en-gb');
    expect(await result).toMatchObject({ kind: 'rule', fee: moneyFromMinorUnits(2_60, 'GBP') });
    expect(shipping.quotes).toEqual([]);
  });

  it('asks the postcode of a heavy cart before quoting', async () => {
    expect(await quote(cartMother('AUD', [{ cents: 900_00, quantity: 1, heavy: true }]), null, 'en-au').result).toEqual({ kind: 'needs-postcode' });
    expect(await quote(cartMother('AUD', [{ cents: 900_00, quantity: 1, heavy: true }]), '30', 'en-au').result).toEqual({ kind: 'invalid-postcode', message: 'Please enter a valid 4-digit postal code.' });
    expect(await quote(cartMother('GBP', [{ cents: 468_00, quantity: 1, heavy: true }]), '3000', 'en-gb').result).toEqual({ kind: 'invalid-postcode', message: 'Please enter a valid UK postcode, such as SW1A 1AA.' });
    expect(await quote(cartMother('USD', [{ cents: 594_00, quantity: 1, heavy: true }]), '3000', 'en-us').result).toEqual({ kind: 'invalid-postcode', message: 'Please enter a valid ZIP code: 5 digits, or ZIP+4 such as 10001-1234.' });
  });

  // The fees are the fake carrier's AUD 26.25 and 41.50 at the price lists' rates: USD 0.66, GBP 0.52, NOK 7.05.
  it.each([
    ['en-au', 'AUD', 900_00, 900_00, [26_25, 41_50], 'AU', ' 3000 ', '3000'],
    ['en-us', 'USD', 594_00, 900_00, [17_33, 27_39], 'US', ' 10001-1234 ', '10001-1234'],
    ['en-gb', 'GBP', 468_00, 900_00, [13_65, 21_58], 'GB', 'sw1a 1aa', 'SW1A 1AA'],
    ['en-no', 'NOK', 6_345_00, 900_00, [185_06, 292_58], 'NO', '0150', '0150'],
  ] as const)('%s: asks the rate table for its own country in AUD cents and answers in %s, cheapest first', async (key, currency, unitCents, audCents, fees, country, typed, postcode) => {
    const { shipping, result } = quote(cartMother(currency, [{ cents: unitCents, quantity: 2, heavy: true }]), typed, key);
    expect(await result).toEqual({
      kind: 'quoted',
      postcode,
      rates: [
        { serviceName: 'Standard Delivery', fee: moneyFromMinorUnits(fees[0], currency) },
        { serviceName: 'Express Post', fee: moneyFromMinorUnits(fees[1], currency) },
      ],
    });
    expect(shipping.quotes).toEqual([{ country, postcode, items: [{ sku: 'SKU-0', quantity: 2, priceCents: audCents }] }]);
  });

  it.each([
    ['no rates', { kind: 'ok', rates: [] } as RatesResponse, 'No shipping options available. Please try a different postal code.'],
    ['a response that is not ok', { kind: 'not-ok' } as RatesResponse, 'No shipping options available. Please try a different postal code.'],
    ['a network error', { kind: 'network-error' } as RatesResponse, 'Failed to calculate shipping rates. Please try again later.'],
    ['a thrown error', async (): Promise<never> => Promise.reject(new Error('ECONNRESET')), 'Failed to calculate shipping rates. Please try again later.'],
  ])('answers %s with the spec message', async (_, rates, message) => {
    expect(await quote(cartMother('AUD', [{ cents: 900_00, quantity: 1, heavy: true }]), '3000', 'en-au', rates).result).toEqual({ kind: 'unavailable', message });
  });
});
