import { describe, expect, it } from 'vitest';
import { isHeavy, productVideos } from '../../../src/domain/catalogue/product';
import { STOCK_STATUSES, toStockStatus } from '../../../src/domain/catalogue/stock-status';

describe('Product page: videos (desktop only, up to 5)', () => {
  it.each([
    { name: 'five videos are all shown', urls: ['1', '2', '3', '4', '5'], expected: ['1', '2', '3', '4', '5'] },
    { name: 'a sixth video is dropped', urls: ['1', '2', '3', '4', '5', '6'], expected: ['1', '2', '3', '4', '5'] },
    { name: 'empty urls do not count', urls: ['', '1', ' '], expected: ['1'] },
  ])('$name', ({ urls, expected }) => {
    expect(productVideos(urls)).toEqual(expected);
  });
});

describe('Cart line product is_heavy metafield value \'true\'', () => {
  it.each([
    { value: 'true', expected: true },
    { value: 'TRUE', expected: false },
    { value: 'false', expected: false },
    { value: undefined, expected: false },
  ])('$value is heavy: $expected', ({ value, expected }) => {
    expect(isHeavy({ product_is_heavy: value })).toBe(expected);
  });
});

describe('stockStatus (In Stock, Accepting Orders, 7 Day Dispatch)', () => {
  it('lists the three statuses', () => {
    expect(STOCK_STATUSES).toEqual(['In Stock', 'Accepting Orders', '7 Day Dispatch']);
  });

  it.each([
    { value: ' in stock ', expected: 'In Stock' },
    { value: 'Out of Stock', expected: null },
    { value: 3, expected: null },
  ])('$value reads as $expected', ({ value, expected }) => {
    expect(toStockStatus(value)).toBe(expected);
  });
});
