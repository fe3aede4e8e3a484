import { describe, expect, it } from 'vitest';
import { localeByKey, type LocaleKey } from '../../src/domain/locale';
import { activePriceButton, clampPrice, PRICE_BUTTONS, PRICE_RANGE, priceButtonsFor, priceRangeLabel, validatePriceRange } from '../../src/domain/price-filter';

describe('Price quick buttons: up to $200, $200-$500, $500-$1000, over $1000', () => {
  it('has the four ranges', () => {
    expect(PRICE_BUTTONS.map((b) => b.range)).toEqual([{ max: 200 }, { min: 200, max: 500 }, { min: 500, max: 1000 }, { min: 1000 }]);
    expect(PRICE_BUTTONS.map((b) => b.label)).toEqual(['Up to $200', '$200 - $500', '$500 - $1000', 'Over $1000']);
  });

  it.each([
    { range: { max: 200 }, expected: 'Up to $200' },
    { range: { min: 500, max: 1000 }, expected: '$500 - $1000' },
    { range: { min: 1000 }, expected: 'Over $1000' },
    { range: { min: 1000, max: 2000 }, expected: null },
    { range: { max: 500 }, expected: null },
    { range: { min: 200 }, expected: null },
    { range: undefined, expected: null },
  ])('$range is $expected', ({ range, expected }) => {
    expect(activePriceButton(range)?.label ?? null).toBe(expected);
  });
});

describe('Quick buttons are labelled in the currency the filter applies in', () => {
  it.each([
    { key: 'en-au', labels: ['Up to $200', '$200 - $500', '$500 - $1000', 'Over $1000'] },
    { key: 'en-us', labels: ['Up to $200', '$200 - $500', '$500 - $1000', 'Over $1000'] },
    { key: 'en-gb', labels: ['Up to £200', '£200 - £500', '£500 - £1,000', 'Over £1,000'] },
    { key: 'en-no', labels: ['Up to 200 kr', '200 kr - 500 kr', '500 kr - 1 000 kr', 'Over 1 000 kr'] },
  ] as const)('$key: $labels', ({ key, labels }) => {
    const buttons = priceButtonsFor(localeByKey(key as LocaleKey));
    expect(buttons.map((b) => b.label.replace(/[\u00a0\u202f]/g, ' '))).toEqual(labels);
    expect(buttons.map((b) => b.range)).toEqual(PRICE_BUTTONS.map((b) => b.range));
  });

  it('uses no-break spaces in kroner, so a label never wraps inside an amount', () => {
    expect(priceButtonsFor(localeByKey('en-no'))[0]!.label).toMatch(/^Up to 200[\u00a0\u202f]kr$/);
  });

  it.each([
    { range: { min: 49.95, max: 1299.5 }, key: 'en-gb', expected: '£49.95 - £1,299.50' },
    { range: { min: 2500 }, key: 'en-au', expected: 'Over $2,500' },
    { range: { max: 75 }, key: 'en-us', expected: 'Up to $75' },
    { range: {}, key: 'en-au', expected: '' },
  ] as const)('a range $range in $key reads $expected', ({ range, key, expected }) => {
    expect(priceRangeLabel(range, localeByKey(key as LocaleKey))).toBe(expected);
  });

  it('finds the active button among the locale labelled ones', () => {
    const buttons = priceButtonsFor(localeByKey('en-gb'));
    expect(activePriceButton({ min: 200, max: 500 }, buttons)?.label).toBe('£200 - £500');
    expect(activePriceButton({ min: 200, max: 600 }, buttons)).toBeNull();
  });
});

describe('Price range $0.50-$42999; on leaving a field the value is clamped into the available range', () => {
  it('is $0.50 to $42999', () => {
    expect(PRICE_RANGE).toEqual({ min: 0.5, max: 42999 });
  });

  it.each([
    { input: '0.49', expected: 0.5 },
    { input: '0.5', expected: 0.5 },
    { input: '100', expected: 100 },
    { input: '42999', expected: 42999 },
    { input: '43000', expected: 42999 },
    { input: -5, expected: 0.5 },
    { input: '', expected: undefined },
    { input: '  ', expected: undefined },
    { input: 'abc', expected: undefined },
    { input: NaN, expected: undefined },
  ])('"$input" becomes $expected', ({ input, expected }) => {
    expect(clampPrice(input)).toBe(expected);
  });
});

describe("Range errors: 'You can't provide min value lower than range.', 'You can't provide max value greater than range.', 'You can't provide non finite values to the range connector.'", () => {
  it.each([
    { name: 'a min of 0.49 is lower than the range', requested: { min: 0.49 }, expected: { ok: false, error: "You can't provide min value lower than range." } },
    { name: 'a min of 0.50 is fine', requested: { min: 0.5 }, expected: { ok: true, value: { min: 0.5 } } },
    { name: 'a max of 43000 is greater than the range', requested: { max: 43000 }, expected: { ok: false, error: "You can't provide max value greater than range." } },
    { name: 'a max of 42999 is fine', requested: { max: 42999 }, expected: { ok: true, value: { max: 42999 } } },
    { name: 'an infinite max is not finite', requested: { max: Infinity }, expected: { ok: false, error: "You can't provide non finite values to the range connector." } },
    { name: 'a NaN min is not finite', requested: { min: NaN }, expected: { ok: false, error: "You can't provide non finite values to the range connector." } },
    { name: 'a min above the bounds max is swapped within the bounds', requested: { min: 600 }, expected: { ok: true, value: { min: 600 } } },
    { name: 'a min above the max is swapped', requested: { min: 500, max: 200 }, expected: { ok: true, value: { min: 200, max: 500 } } },
    { name: 'an equal min and max are kept', requested: { min: 200, max: 200 }, expected: { ok: true, value: { min: 200, max: 200 } } },
    { name: 'no bounds is the whole range', requested: {}, expected: { ok: true, value: {} } },
  ])('$name', ({ requested, expected }) => {
    expect(validatePriceRange(requested)).toStrictEqual(expected);
  });
});
