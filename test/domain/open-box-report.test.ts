// Issue 33: the open-box page shows the unit's grade and its saving against the new price.
import { describe, expect, it } from 'vitest';
import { openBoxGrade, openBoxSaving } from '../../src/domain/open-box-report';
import { money } from '../../src/domain/money';

describe('openBoxGrade', () => {
  it.each([
    ['Excellent - Opened for demonstration only; no visible marks.', 'Excellent'],
    ['Very Good - Light handling marks, fully tested by our technicians.', 'Very Good'],
    ['Fair - Visible wear from shop-floor display; fully functional.', 'Fair'],
    ['Good – en dash note', 'Good'],
    ['Scratch on the back', null],
    ['', null],
  ])('%j: %j', (condition, grade) => {
    expect(openBoxGrade(condition)).toBe(grade);
  });
});

describe('openBoxSaving', () => {
  it.each([
    // unit price, new price, saving (the unit's cents are dropped, as it is shown and charged)
    ['665.95', '899.00', '234.00'],
    ['665.00', '665.01', '0.01'],
    ['665.00', '665.00', null],
    ['700.00', '665.00', null],
  ])('%s against %s new: %s', (unit, fresh, saving) => {
    expect(openBoxSaving(money(unit, 'AUD'), money(fresh, 'AUD'))?.amount ?? null).toBe(saving);
  });

  it('no saving without a new price, or in another currency', () => {
    expect(openBoxSaving(money('665.00', 'AUD'), null)).toBeNull();
    expect(openBoxSaving(money('665.00', 'AUD'), money('899.00', 'GBP'))).toBeNull();
  });
});
