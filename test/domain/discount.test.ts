// Discount codes per currency or as percentages: WELCOME20 is $20 off from $150 in AUD and USD,
// £10 off from £80 and 140 kr off from 1 050 kr (the demo shop's table); SHOWTIME10 is 10% anywhere.
import { describe, expect, it } from 'vitest';
import { DEMO_DISCOUNT_CODES, DEMO_LIMITED_CODES, demoDiscount } from '../../src/adapters/sqlite/demo-discount-codes';
import { discountCodeMessage, discountMinorUnits, discountRefusal, discountsMinorUnits, withEnteredCode, type Discount } from '../../src/domain/discount';

const WELCOME20 = DEMO_DISCOUNT_CODES.WELCOME20!;
const SHOWTIME10 = DEMO_DISCOUNT_CODES.SHOWTIME10!;

describe('a fixed code takes its own currency’s amount, from its own minimum', () => {
  it.each([
    { currency: 'AUD', subtotal: 149_99, expected: 0 },
    { currency: 'AUD', subtotal: 150_00, expected: 20_00 },
    { currency: 'USD', subtotal: 150_00, expected: 20_00 },
    { currency: 'GBP', subtotal: 79_99, expected: 0 },
    { currency: 'GBP', subtotal: 80_00, expected: 10_00 },
    { currency: 'NOK', subtotal: 150_00, expected: 0 },
    { currency: 'NOK', subtotal: 1_049_99, expected: 0 },
    { currency: 'NOK', subtotal: 1_050_00, expected: 140_00 },
    { currency: 'EUR', subtotal: 1_000_00, expected: 0 },
  ])('WELCOME20 on $subtotal $currency minor units takes $expected', ({ currency, subtotal, expected }) => {
    expect(discountMinorUnits(WELCOME20, subtotal, currency)).toBe(expected);
  });
});

describe('a percentage code means the same in every market', () => {
  it.each([
    { currency: 'AUD', subtotal: 104_99, expected: 10_50 },
    { currency: 'NOK', subtotal: 1_000_00, expected: 100_00 },
    { currency: 'GBP', subtotal: 1, expected: 0 },
  ])('SHOWTIME10 on $subtotal $currency takes $expected', ({ currency, subtotal, expected }) => {
    expect(discountMinorUnits(SHOWTIME10, subtotal, currency)).toBe(expected);
  });

  it('codes apply in turn, never more than the subtotal; unknown codes take nothing', () => {
    expect(discountsMinorUnits([SHOWTIME10, WELCOME20], 200_00, 'AUD')).toBe(20_00 + 20_00);
    expect(discountsMinorUnits([demoDiscount('nope'), demoDiscount(' showtime10 ')], 50_00, 'AUD')).toBe(5_00);
    expect(discountMinorUnits({ kind: 'fixed', amounts: { AUD: { off: 90_00, minimumSubtotal: 0 } } }, 50_00, 'AUD')).toBe(50_00);
  });
});

// Issue 29, observation 7: a code that takes nothing off says why, in the shop's words.
describe('why a code takes nothing off', () => {
  const ENDS = '2026-03-31T13:00:00Z';
  const ending: Discount = { kind: 'percentage', percent: 15, endsAt: ENDS };
  const auOnly: Discount = { kind: 'percentage', percent: 10, markets: ['AUD'] };
  it.each([
    { name: 'no such code', discount: null, currency: 'AUD', subtotal: 100_00, at: '2026-11-27T00:00:00Z', expected: 'unknown' },
    { name: 'one millisecond before its end', discount: ending, currency: 'AUD', subtotal: 100_00, at: '2026-03-31T12:59:59.999Z', expected: null },
    { name: 'at its end', discount: ending, currency: 'AUD', subtotal: 100_00, at: '2026-03-31T13:00:00Z', expected: null },
    { name: 'one millisecond after its end', discount: ending, currency: 'AUD', subtotal: 100_00, at: '2026-03-31T13:00:00.001Z', expected: 'expired' },
    { name: 'in its market', discount: auOnly, currency: 'AUD', subtotal: 100_00, at: '2026-11-27T00:00:00Z', expected: null },
    { name: 'in another market', discount: auOnly, currency: 'GBP', subtotal: 100_00, at: '2026-11-27T00:00:00Z', expected: 'other-market' },
    { name: 'WELCOME20 one cent under its AUD minimum', discount: WELCOME20, currency: 'AUD', subtotal: 149_99, at: '2026-11-27T00:00:00Z', expected: 'not-applicable' },
    { name: 'WELCOME20 at its AUD minimum', discount: WELCOME20, currency: 'AUD', subtotal: 150_00, at: '2026-11-27T00:00:00Z', expected: null },
    { name: 'an empty cart', discount: SHOWTIME10, currency: 'AUD', subtotal: 0, at: '2026-11-27T00:00:00Z', expected: 'not-applicable' },
  ])('$name: $expected', ({ discount, currency, subtotal, at, expected }) => {
    expect(discountRefusal(discount, subtotal, currency, new Date(at))).toBe(expected);
  });

  it('an expired or other-market code takes nothing off', () => {
    expect(discountMinorUnits(ending, 100_00, 'AUD', new Date('2026-03-31T13:00:00.001Z'))).toBe(0);
    expect(discountMinorUnits(ending, 100_00, 'AUD', new Date('2026-03-31T13:00:00Z'))).toBe(15_00);
    expect(discountMinorUnits(auOnly, 100_00, 'NOK', new Date())).toBe(0);
    expect(discountMinorUnits(auOnly, 100_00, 'AUD', new Date())).toBe(10_00);
  });

  it.each([
    ['SAVE10', 'unknown', 'Sorry, SAVE10 is not a valid discount code.'],
    ['SPRING15', 'expired', 'This discount code has expired.'],
    ['AUSSIE10', 'other-market', 'This discount code is not valid in this market.'],
    ['WELCOME20', 'not-applicable', 'WELCOME20 cannot be applied to the items in your cart.'],
  ] as const)('%s (%s): "%s"', (code, refusal, message) => {
    expect(discountCodeMessage(code, refusal)).toBe(message);
  });

  it('the demo shop has an expired code and a code for Australia only', () => {
    expect(discountRefusal(demoDiscount('spring15'), 100_00, 'AUD', new Date('2026-11-27T00:00:00Z'))).toBe('expired');
    expect(discountRefusal(demoDiscount('AUSSIE10'), 100_00, 'USD', new Date('2026-11-27T00:00:00Z'))).toBe('other-market');
    expect(Object.keys(DEMO_LIMITED_CODES)).toEqual(['SPRING15', 'AUSSIE10']);
  });

  it.each([
    { codes: [], typed: 'save10', expected: ['save10'] },
    { codes: ['SHOWTIME10'], typed: '  WELCOME20 ', expected: ['SHOWTIME10', 'WELCOME20'] },
    { codes: ['SHOWTIME10'], typed: 'showtime10', expected: ['SHOWTIME10'] },
    { codes: ['SHOWTIME10'], typed: '   ', expected: ['SHOWTIME10'] },
    { codes: ['SHOWTIME10'], typed: undefined, expected: ['SHOWTIME10'] },
  ])('the form posts $codes with "$typed" typed: $expected', ({ codes, typed, expected }) => {
    expect(withEnteredCode(codes, typed)).toEqual(expected);
  });
});
