import { describe, expect, it } from 'vitest';
import { warrantyBadge, warrantyMonths } from '../../src/domain/warranty';

describe('Warranty badge only when duration is 6 months or more (years x 12, days / 30 rounded up, lifetime unlimited)', () => {
  it.each([
    { duration: '1 Years', months: 12 },
    { duration: '1 Year', months: 12 },
    { duration: '5 Months', months: 5 },
    { duration: '6 months', months: 6 },
    { duration: '150 Days', months: 5 },
    { duration: '151 Days', months: 6 },
    { duration: '180 Days', months: 6 },
    { duration: '1 Day', months: 1 },
    { duration: '  2   Years ', months: 24 },
    { duration: 'Lifetime', months: Infinity },
    { duration: 'LIFETIME', months: Infinity },
    { duration: 'forever', months: null },
    { duration: '2 Decades', months: null },
    { duration: 'Years', months: null },
    { duration: 'about 2 Years', months: null },
    { duration: '2 Years plus', months: null },
    { duration: '', months: null },
    { duration: null, months: null },
  ])('"$duration" is $months months', ({ duration, months }) => {
    expect(warrantyMonths(duration)).toBe(months);
  });

  it.each([
    { duration: '5 Months', expected: null },
    { duration: '150 Days', expected: null },
    { duration: '6 Months', expected: { months: 6, label: '6 Month Warranty' } },
    { duration: '151 Days', expected: { months: 6, label: '6 Month Warranty' } },
    { duration: '18 Months', expected: { months: 18, label: '18 Month Warranty' } },
    { duration: '12 Months', expected: { months: 12, label: '1 Year Warranty' } },
    { duration: '2 Years', expected: { months: 24, label: '2 Year Warranty' } },
    { duration: 'Lifetime', expected: { months: Infinity, label: 'Lifetime Warranty' } },
    { duration: 'unknown', expected: null },
  ])('"$duration" badge: $expected', ({ duration, expected }) => {
    expect(warrantyBadge(duration)).toEqual(expected);
  });
});
