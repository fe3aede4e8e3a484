import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../src/domain/deep-freeze';

describe('deepFreeze', () => {
  it('freezes the value and every object and array it reaches, and returns it', () => {
    const value = { price: { amount: '1.00', currencyCode: 'AUD' }, attributes: [{ key: 'Open Box', value: 'Yes' }], title: 'x', brand: null };
    expect(deepFreeze(value)).toBe(value);
    expect([value, value.price, value.attributes, value.attributes[0]].every(Object.isFrozen)).toBe(true);
    expect(() => {
      'use strict';
      (value.price as { amount: string }).amount = '2.00';
    }).toThrow(TypeError);
  });

  it('leaves other values as they are', () => {
    expect(deepFreeze(null)).toBeNull();
    expect(deepFreeze('text')).toBe('text');
  });
});
