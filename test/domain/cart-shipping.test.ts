import { describe, expect, it } from 'vitest';
import { cartShipping, displayedCartTotal, taxLine } from '../../src/domain/cart-shipping';
import { localeByKey } from '../../src/domain/locale';
import { money } from '../../src/domain/money';

const au = localeByKey('en-au');
const line = (isHeavy = false) => ({ merchandise: { id: 'v', title: 'SKU', selectedOptions: [], product: { id: 'gid://shopify/Product/1', handle: 'h', title: 't', isHeavy } } });

describe("Free shipping at order sum of $100 or more; below $100 shipping $5.00 and banner 'Add ${remaining} to get free shipping!'; any heavy product makes shipping 'Calculated at checkout'", () => {
  it.each([
    { name: 'a subtotal of exactly $100 ships free', subtotal: '100.00', heavy: false, expected: { kind: 'free', label: 'Free' } },
    { name: 'a subtotal above $100 ships free', subtotal: '1299.95', heavy: false, expected: { kind: 'free', label: 'Free' } },
    {
      name: 'a subtotal of $99.99 pays $5.00 and needs $0.01 more',
      subtotal: '99.99',
      heavy: false,
      expected: { kind: 'flat', fee: { amount: '5.00', currencyCode: 'AUD' }, label: '$5.00', banner: 'Add $0.01 to get free shipping!' },
    },
    {
      name: 'a subtotal of $60 needs $40 more',
      subtotal: '60',
      heavy: false,
      expected: { kind: 'flat', fee: { amount: '5.00', currencyCode: 'AUD' }, label: '$5.00', banner: 'Add $40 to get free shipping!' },
    },
    { name: 'a heavy line makes it calculated at checkout, even above $100', subtotal: '500', heavy: true, expected: { kind: 'calculated', label: 'Calculated at checkout' } },
    { name: 'a heavy line makes it calculated at checkout below $100', subtotal: '50', heavy: true, expected: { kind: 'calculated', label: 'Calculated at checkout' } },
  ])('$name', ({ subtotal, heavy, expected }) => {
    expect(cartShipping(money(subtotal, 'AUD'), [line(false), line(heavy)], au)).toEqual(expected);
  });

  it('an empty cart has no shipping line', () => {
    expect(cartShipping(money('0', 'AUD'), [], au)).toEqual({ kind: 'none' });
  });
});

describe('Displayed total adds $5 when applicable', () => {
  const lines = [line()];
  it.each([
    { name: 'below $100 the total gains $5', subtotal: '60.50', total: '60.50', expected: '65.50' },
    { name: 'at $100 the total is unchanged', subtotal: '100', total: '100.00', expected: '100.00' },
  ])('$name', ({ subtotal, total, expected }) => {
    const shipping = cartShipping(money(subtotal, 'AUD'), lines, au);
    expect(displayedCartTotal(money(total, 'AUD'), shipping)).toEqual({ amount: expected, currencyCode: 'AUD' });
  });

  it('a heavy cart total is unchanged', () => {
    const shipping = cartShipping(money('20', 'AUD'), [line(true)], au);
    expect(displayedCartTotal(money('20', 'AUD'), shipping)).toEqual(money('20', 'AUD'));
  });
});

describe("Tax shown as 'Inc. ${tax} GST' or '(GST Included)'", () => {
  it.each([
    { name: 'a known tax is shown', tax: money('11.82', 'AUD'), expected: 'Inc. $11.82 GST' },
    { name: 'a whole tax shows no decimals', tax: money('10', 'AUD'), expected: 'Inc. $10 GST' },
    { name: 'one cent of tax is shown', tax: money('0.01', 'AUD'), expected: 'Inc. $0.01 GST' },
    { name: 'zero tax says GST included', tax: money('0', 'AUD'), expected: '(GST Included)' },
    { name: 'no tax says GST included', tax: null, expected: '(GST Included)' },
    { name: 'undefined tax says GST included', tax: undefined, expected: '(GST Included)' },
  ])('$name', ({ tax, expected }) => {
    expect(taxLine(tax, au)).toBe(expected);
  });
});
