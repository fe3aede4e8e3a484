import { describe, expect, it } from 'vitest';
import { cartShipping, cartTaxLine, displayedCartTotal, orderFigures, shippingBasis, taxLine } from '../../src/domain/cart-shipping';
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

describe("Tax shown as 'Inc. ${tax} GST' or '(GST Included)', for AUD only", () => {
  it.each([
    { name: 'a known tax is shown', tax: money('11.82', 'AUD'), expected: 'Inc. $11.82 GST' },
    { name: 'a whole tax shows no decimals', tax: money('10', 'AUD'), expected: 'Inc. $10 GST' },
    { name: 'one cent of tax is shown', tax: money('0.01', 'AUD'), expected: 'Inc. $0.01 GST' },
    { name: 'zero tax says GST included', tax: money('0', 'AUD'), expected: '(GST Included)' },
    { name: 'no tax says GST included', tax: null, expected: '(GST Included)' },
    { name: 'undefined tax says GST included', tax: undefined, expected: '(GST Included)' },
  ])('$name', ({ tax, expected }) => {
    expect(taxLine(tax, 'AUD', au)).toBe(expected);
  });

  it.each(['GBP', 'NOK', 'USD'])('a %s amount has no GST wording at all', (currency) => {
    expect(taxLine(null, currency, au)).toBeNull();
    expect(taxLine(money('3', currency), currency, au)).toBeNull();
  });
});

describe("'Inc. $x GST' includes the GST inside the $5 shipping fee", () => {
  const cost = (subtotal: string, total: string, tax: string | null, currency = 'AUD') => ({
    subtotalAmount: money(subtotal, currency),
    totalAmount: money(total, currency),
    totalTaxAmount: tax === null ? null : money(tax, currency),
  });
  it.each([
    // $60.50 of goods carry $5.50 GST; the $5.00 fee carries $0.45 more.
    { name: 'below $100 the fee adds its GST', cost: cost('60.50', '60.50', '5.50'), expected: 'Inc. $5.95 GST' },
    { name: 'free shipping adds none', cost: cost('110', '110', '10'), expected: 'Inc. $10 GST' },
    { name: 'without a cart tax the goods give one eleventh', cost: cost('55', '55', null), expected: 'Inc. $5.45 GST' },
    { name: 'a GBP cart has no GST line', cost: cost('30', '30', null, 'GBP'), expected: null },
  ])('$name', ({ cost: c, expected }) => {
    const shipping = cartShipping(shippingBasis(c), [line()], au);
    expect(cartTaxLine(c, shipping, au)).toBe(expected);
  });

  it('a heavy cart shows the goods GST only until shipping is quoted', () => {
    const c = cost('220', '220', '20');
    expect(cartTaxLine(c, cartShipping(shippingBasis(c), [line(true)], au), au)).toBe('Inc. $20 GST');
  });
});

describe('Free shipping is judged on the goods after discounts', () => {
  // SHOWTIME10 on $104.99 takes $10.50: $94.49 of goods pay the $5.00 fee.
  it.each([
    { name: '$104.99 less $10.50 pays $5.00', subtotal: '104.99', total: '94.49', expected: 'flat', banner: 'Add $5.51 to get free shipping!' },
    { name: '$111.12 less $11.12 is exactly $100: free', subtotal: '111.12', total: '100.00', expected: 'free', banner: null },
    { name: '$111.10 less $11.11 is $99.99: $5.00', subtotal: '111.10', total: '99.99', expected: 'flat', banner: 'Add $0.01 to get free shipping!' },
    { name: '$170 less WELCOME20 is $150: free', subtotal: '170', total: '150', expected: 'free', banner: null },
  ])('$name', ({ subtotal, total, expected, banner }) => {
    const shipping = cartShipping(shippingBasis({ totalAmount: money(total, 'AUD') }), [line()], au);
    expect(shipping.kind).toBe(expected);
    expect(shipping.kind === 'flat' ? shipping.banner : null).toBe(banner);
    expect(money(subtotal, 'AUD').amount).toBe(subtotal);
  });
});

describe('orderFigures: total = subtotal − discount + shipping', () => {
  it.each([
    { name: 'a discounted AUD order with the flat fee', subtotal: '104.99', total: '94.49', tax: '8.59', fee: '5.00', expected: { discount: '10.50', tax: '9.04', total: '99.49' } },
    { name: 'a free-shipping AUD order without discount', subtotal: '150', total: '150', tax: '13.64', fee: '0', expected: { discount: null, tax: '13.64', total: '150.00' } },
    { name: 'a quoted heavy AUD order', subtotal: '900', total: '900', tax: '81.82', fee: '26.25', expected: { discount: null, tax: '84.21', total: '926.25' } },
  ])('$name', ({ subtotal, total, tax, fee, expected }) => {
    const figures = orderFigures({ subtotalAmount: money(subtotal, 'AUD'), totalAmount: money(total, 'AUD'), totalTaxAmount: money(tax, 'AUD') }, money(fee, 'AUD'));
    expect(figures.discount?.amount ?? null).toBe(expected.discount);
    expect(figures.tax?.amount).toBe(expected.tax);
    expect(figures.total.amount).toBe(expected.total);
  });

  it('a GBP order carries no GST', () => {
    const figures = orderFigures({ subtotalAmount: money('40', 'GBP'), totalAmount: money('40', 'GBP'), totalTaxAmount: null }, money('2.60', 'GBP'));
    expect(figures).toEqual({ subtotal: money('40', 'GBP'), discount: null, shipping: money('2.60', 'GBP'), tax: null, total: money('42.60', 'GBP') });
  });

  it('refuses figures in two currencies', () => {
    expect(() => orderFigures({ subtotalAmount: money('40', 'GBP'), totalAmount: money('40', 'GBP') }, money('5', 'AUD'))).toThrow(/one currency/);
  });
});
