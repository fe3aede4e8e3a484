// The open-box units' view: whole prices and payment widgets priced at what each unit costs, in
// the unit's currency, and none for a product that disables payment options.
import { describe, expect, it } from 'vitest';
import type { OpenBoxOffer } from '../../src/application/product/price-open-box-units';
import { localeByKey } from '../../src/domain/locale';
import { moneyFromMinorUnits } from '../../src/domain/money';
import { toOpenBoxUnits } from '../../src/server/views/product-view';

const GB = localeByKey('en-gb');
const offer = (pence: number): OpenBoxOffer => ({
  unit: {
    number: 'OB1',
    warehouseName: 'Forestville',
    warehouseCode: '51',
    price: 0,
    newPrice: 0,
    shopifyVariantId: '1',
    condition: 'Good',
    originalBox: true,
    allAccessories: true,
    comments: '',
  },
  merchandiseId: 'gid://shopify/ProductVariant/1',
  price: moneyFromMinorUnits(pence, 'GBP'),
  newPrice: moneyFromMinorUnits(2000_00, 'GBP'),
});

describe('toOpenBoxUnits payment widgets', () => {
  it.each([
    // £1,040 is PayPal's top in pounds, £260 Zip's monthly start: the unit's price decides, not the new stock's £2,000.
    { pence: 1040_00, afterpay: 'or 4 interest-free payments of £260 with Afterpay', afterpayBand: '£15.60 to £1,560', paypal: 'Pay in 4 interest-free payments with PayPal, no fees', zip: 'Own it for £86.67/month over 12 months with Zip' },
    { pence: 259_00, afterpay: 'or 4 interest-free payments of £64.75 with Afterpay', afterpayBand: '£15.60 to £1,560', paypal: 'Pay in 4 interest-free payments with PayPal, no fees', zip: 'Own it from £5.20/week with Zip' },
    { pence: 1561_00, afterpay: null, afterpayBand: null, paypal: null, zip: 'Own it for £130.08/month over 12 months with Zip' },
  ])('a unit at $pence pence', ({ pence, ...payment }) => {
    expect(toOpenBoxUnits([offer(pence)], GB)[0]?.payment).toEqual(payment);
  });

  it('gives none for a product that disables payment options', () => {
    expect(toOpenBoxUnits([offer(500_00)], GB, { disable_payment: true })[0]?.payment).toBeNull();
  });
});

describe('toOpenBoxUnits shipping label, at each unit’s own price against the pound threshold (free from £52)', () => {
  it.each([
    { pence: 51_99, heavy: false, shipping: 'Express Post' },
    { pence: 52_00, heavy: false, shipping: 'Free Shipping' },
    { pence: 30_00, heavy: true, shipping: 'Express post' },
    { pence: 1040_00, heavy: true, shipping: 'Express post' },
  ])('a unit at $pence pence, heavy $heavy: $shipping', ({ pence, heavy, shipping }) => {
    expect(toOpenBoxUnits([offer(pence)], GB, {}, heavy)[0]?.shipping).toBe(shipping);
  });
});
