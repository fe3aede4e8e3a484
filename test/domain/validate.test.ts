import { describe, expect, it } from 'vitest';
import { InputError, int, isRecord, list, object, optional, record, str } from '../../src/domain/validate';

describe('Domain input validators (hand-written; the domain imports no library)', () => {
  it.each([
    { value: {}, expected: true },
    { value: null, expected: false },
    { value: [], expected: false },
    { value: 'x', expected: false },
  ])('isRecord(%o) is $expected', ({ value, expected }) => {
    expect(isRecord(value)).toBe(expected);
  });

  it('errors name the path and are InputErrors', () => {
    expect(() => record(null, 'body')).toThrow(new InputError('body', 'expected an object'));
    expect(() => str(1, 'a.b')).toThrow(InputError);
    expect(() => str(1, 'a.b')).toThrow(expect.objectContaining({ name: 'InputError', path: 'a.b', message: 'a.b: expected a string' }));
  });

  it.each([
    { value: 0, expected: 0 },
    { value: 10, expected: 10 },
    { value: '7', expected: 7 },
    { value: ' -0 ', expected: -0 },
  ])('int(0, 10) accepts $value', ({ value, expected }) => {
    expect(int(-0, 10)(value, 'n')).toBe(expected);
  });

  it.each([
    { value: 11, message: 'n: expected an integer from 0 to 10' },
    { value: -1, message: 'n: expected an integer from 0 to 10' },
    { value: '1.5', message: 'n: expected an integer' },
    { value: null, message: 'n: expected an integer' },
  ])('int(0, 10) refuses $value', ({ value, message }) => {
    expect(() => int(0, 10)(value, 'n')).toThrow(message);
  });

  it('list checks its bounds and each item with its index', () => {
    const two = list(str, { min: 1, max: 2 });
    expect(two(['a', 'b'], 'l')).toEqual(['a', 'b']);
    expect(() => two([], 'l')).toThrow('l: expected 1 to 2 items');
    expect(() => two(['a', 'b', 'c'], 'l')).toThrow('l: expected 1 to 2 items');
    expect(() => two(['a', 1], 'l')).toThrow('l[1]: expected a string');
    expect(list(str)(Array.from({ length: 250 }, () => 'x'), 'l')).toHaveLength(250);
    expect(() => list(str)(Array.from({ length: 251 }, () => 'x'), 'l')).toThrow('l: expected 0 to 250 items');
  });

  it('object keeps only its fields and leaves out undefined ones', () => {
    const shape = object<{ a: string; b?: string }>({ a: str, b: optional(str) });
    expect(shape({ a: 'x', b: null, c: 1 }, 'o')).toStrictEqual({ a: 'x' });
    expect(() => shape({ a: 1 }, 'o')).toThrow('o.a: expected a string');
  });
});
