import { describe, expect, it } from 'vitest';
import { convertFromAud, marketPrice, roundForMarket } from '../../../../src/adapters/embedded/demo-data/pricing';

describe('market price lists', () => {
  it.each([
    ['USD', 329, 399],
    ['USD', 99_901, 99_999],
    ['USD', 129_450, 129_900],
    ['GBP', 1_001, 1_099],
    ['NOK', 3_525, 3_900],
    ['NOK', 1_250_100, 1_259_900],
  ] as const)('rounds %s %i up to the retail price %i', (currency, minor, expected) => {
    expect(roundForMarket(minor, currency)).toBe(expected);
  });

  it('leaves AUD untouched', () => {
    expect(convertFromAud(12_345, 'AUD')).toBe(12_345);
  });

  it.each(['USD', 'GBP', 'NOK'] as const)('never lets rounding swallow a %s discount', (currency) => {
    for (let aud = 500; aud < 20_000; aud += 5) {
      const { price, compareAtPrice } = marketPrice(aud, aud + 100, currency);
      expect(compareAtPrice).toBeGreaterThan(price);
    }
  });

  it('keeps compare-at null when there is no discount', () => {
    expect(marketPrice(9_999, null, 'GBP').compareAtPrice).toBeNull();
  });
});
