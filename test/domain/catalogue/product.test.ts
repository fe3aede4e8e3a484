import { describe, expect, it } from 'vitest';
import { isHeavy, productVideos } from '../../../src/domain/catalogue/product';
import { STOCK_STATUSES, toStockStatus } from '../../../src/domain/catalogue/stock-status';

describe('Product page: videos (desktop only, up to 5)', () => {
  it.each([
    { name: 'five videos are all shown', urls: ['1', '2', '3', '4', '5'], expected: ['1', '2', '3', '4', '5'] },
    { name: 'a sixth video is dropped', urls: ['1', '2', '3', '4', '5', '6'], expected: ['1', '2', '3', '4', '5'] },
    { name: 'empty urls do not count', urls: ['', '1', ' '], expected: ['1'] },
    // Issue 30, observation 9: one video given twice is one video (and one VideoObject).
    { name: 'the same address twice is one video', urls: ['https://www.youtube.com/embed/abc123XYZ', 'https://www.youtube.com/embed/abc123XYZ'], expected: ['https://www.youtube.com/embed/abc123XYZ'] },
    {
      name: 'one YouTube video as a watch, a short and an embed link is one video, the first given',
      urls: ['https://www.youtube.com/watch?v=abc123XYZ', 'https://youtu.be/abc123XYZ', 'https://www.youtube.com/embed/abc123XYZ', 'https://www.youtube.com/embed/other12345'],
      expected: ['https://www.youtube.com/watch?v=abc123XYZ', 'https://www.youtube.com/embed/other12345'],
    },
    { name: 'surrounding spaces do not make another video', urls: [' https://cdn.example/a.mp4', 'https://cdn.example/a.mp4 '], expected: ['https://cdn.example/a.mp4'] },
    { name: 'duplicates do not use up the five places', urls: ['1', '1', '2', '3', '4', '5', '6'], expected: ['1', '2', '3', '4', '5'] },
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
