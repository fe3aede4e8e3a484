// Discount codes per currency or as percentages: WELCOME20 is $20 off from $150 in AUD and USD,
// £10 off from £80 and 140 kr off from 1 050 kr (the demo shop's table); SHOWTIME10 is 10% anywhere.
import { describe, expect, it } from 'vitest';
import { DEMO_DISCOUNT_CODES, demoDiscount } from '../../src/adapters/sqlite/demo-discount-codes';
import { discountMinorUnits, discountsMinorUnits } from '../../src/domain/discount';

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
