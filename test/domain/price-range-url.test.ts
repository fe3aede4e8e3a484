// Issue 17, observation 10: one documented rule for a price range read from a URL, tested on both
// sides of each bound of the spec's $0.50-$42999, and quick buttons only where they find products.
import { describe, expect, it } from 'vitest';
import { buttonsWithProducts, PRICE_BUTTONS, priceRangeFromUrl, RANGE_MAX_ERROR, RANGE_MIN_ERROR, RANGE_NON_FINITE_ERROR } from '../../src/domain/price-filter';

describe('priceRangeFromUrl', () => {
  it('the spec’s messages, word for word', () => {
    expect(RANGE_MIN_ERROR).toBe("You can't provide min value lower than range.");
    expect(RANGE_MAX_ERROR).toBe("You can't provide max value greater than range.");
    expect(RANGE_NON_FINITE_ERROR).toBe("You can't provide non finite values to the range connector.");
  });

  it.each<[string | null, object, string[]]>([
    [null, {}, []],
    ['', {}, []],
    [':', {}, []],
    ['200:500', { min: 200, max: 500 }, []],
    ['500:200', { min: 200, max: 500 }, []],
    ['0.5:42999', { min: 0.5, max: 42999 }, []],
    // the min bound, both sides
    ['0.49:500', { max: 500 }, [RANGE_MIN_ERROR]],
    ['0.5:500', { min: 0.5, max: 500 }, []],
    ['-100:0.1', { max: 0.1 }, [RANGE_MIN_ERROR]],
    // the max bound, both sides
    ['100:42999', { min: 100, max: 42999 }, []],
    ['100:42999.01', { min: 100 }, [RANGE_MAX_ERROR]],
    ['50000:99999', { min: 50000 }, [RANGE_MAX_ERROR]],
    [':43000', {}, [RANGE_MAX_ERROR]],
    // finite or not
    ['1e3:', { min: 1000 }, []],
    ['1e999:', {}, [RANGE_NON_FINITE_ERROR]],
    ['Infinity:500', { max: 500 }, [RANGE_NON_FINITE_ERROR]],
    ['cheap:dear', {}, [RANGE_NON_FINITE_ERROR]],
    ['200:NaN', { min: 200 }, [RANGE_NON_FINITE_ERROR]],
    ['cheap', {}, [RANGE_NON_FINITE_ERROR]],
    ['1:2:3', {}, [RANGE_NON_FINITE_ERROR]],
    ['-5:99999', {}, [RANGE_MIN_ERROR, RANGE_MAX_ERROR]],
  ])('%j → %j with %j', (text, range, errors) => {
    expect(priceRangeFromUrl(text)).toEqual({ range, errors });
  });
});

describe('buttonsWithProducts: quick buttons only where they would find products', () => {
  const labels = (stats: { min: number; max: number } | null, active: (typeof PRICE_BUTTONS)[number] | null = null) => buttonsWithProducts(PRICE_BUTTONS, stats, active).map((b) => b.label);

  it.each<[number, number, string[]]>([
    [527, 4000, ['$500 - $1000', 'Over $1000']],
    [200, 200, ['Up to $200', '$200 - $500']],
    [200.01, 499.99, ['$200 - $500']],
    [10, 199.99, ['Up to $200']],
    [1000, 1000, ['$500 - $1000', 'Over $1000']],
    [1000.01, 5000, ['Over $1000']],
    [0.5, 42999, ['Up to $200', '$200 - $500', '$500 - $1000', 'Over $1000']],
  ])('hits priced %d to %d show %j', (min, max, expected) => {
    expect(labels({ min, max })).toEqual(expected);
  });

  it('no hits: no buttons, except the active one (so it can be turned off)', () => {
    expect(labels(null)).toEqual([]);
    expect(labels(null, PRICE_BUTTONS[0]!)).toEqual(['Up to $200']);
    expect(labels({ min: 527, max: 600 }, PRICE_BUTTONS[0]!)).toEqual(['Up to $200', '$500 - $1000']);
  });
});
