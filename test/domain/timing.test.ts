import { describe, expect, it } from 'vitest';
import * as timing from '../../src/domain/timing';

describe('Timing constants of spec section 9', () => {
  it.each([
    { name: 'Carousel autoplay 3 s', value: timing.CAROUSEL_AUTOPLAY_MS, expected: 3000 },
    { name: 'Carousel autoplay 5 s in cart', value: timing.CART_CAROUSEL_AUTOPLAY_MS, expected: 5000 },
    { name: 'Carousel resume after 8 s', value: timing.CAROUSEL_RESUME_MS, expected: 8000 },
    { name: 'Spinner timeout 5000 ms', value: timing.SPINNER_TIMEOUT_MS, expected: 5000 },
    { name: 'Cart errors clear after 5 s', value: timing.CART_ERROR_CLEAR_MS, expected: 5000 },
    { name: 'Product text cutoff over 1000 characters', value: timing.PRODUCT_TEXT_CUTOFF_CHARS, expected: 1000 },
    { name: 'Search cache 2 minutes', value: timing.SEARCH_CACHE_MS, expected: 120_000 },
    { name: 'Connection timeout 1 s', value: timing.SEARCH_CONNECTION_TIMEOUT_MS, expected: 1000 },
    { name: '8 retries', value: timing.SEARCH_RETRIES, expected: 8 },
    { name: 'Stalled-search delay 200 ms', value: timing.SEARCH_STALLED_DELAY_MS, expected: 200 },
    { name: 'A URL hash scrolls after 100 ms', value: timing.HASH_SCROLL_DELAY_MS, expected: 100 },
    { name: 'Data layer retried every 300 ms', value: timing.DATA_LAYER_RETRY_MS, expected: 300 },
    { name: 'Data layer retried up to 10 times', value: timing.DATA_LAYER_RETRIES, expected: 10 },
  ])('$name', ({ value, expected }) => {
    expect(value).toBe(expected);
  });

  it('image srcset defaults: 15 intervals, start width 200, increment 200, placeholder width 100', () => {
    expect(timing.IMAGE_SRCSET).toEqual({ intervals: 15, startWidth: 200, increment: 200, placeholderWidth: 100 });
    const widths = timing.srcsetWidths();
    expect(widths).toHaveLength(15);
    expect(widths[0]).toBe(200);
    expect(widths[1]).toBe(400);
    expect(widths[14]).toBe(3000);
    expect(timing.srcsetWidths({ intervals: 2, startWidth: 100, increment: 50 })).toEqual([100, 150]);
  });

  it.each([
    { length: 1000, expected: false },
    { length: 1001, expected: true },
  ])('Product Info read more/less when text exceeds 1000 characters: $length → $expected', ({ length, expected }) => {
    expect(timing.needsReadMore('x'.repeat(length))).toBe(expected);
  });
});
