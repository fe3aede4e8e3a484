import { describe, expect, it } from 'vitest';
import { buyNowMessage, buyNowPath, parseBuyNowPath } from '../../src/domain/buy-now';
import { CART_MESSAGES } from '../../src/domain/cart-messages';

const gid = (id: string) => `gid://shopify/ProductVariant/${id}`;

describe('Buy now: /cart/{variantId}:{qty},...', () => {
  it.each([
    { name: 'one variant and quantity', path: '/cart/123:2', lines: [{ merchandiseId: gid('123'), quantity: 2 }] },
    { name: 'several lines', path: '/cart/123:1,456:3', lines: [{ merchandiseId: gid('123'), quantity: 1 }, { merchandiseId: gid('456'), quantity: 3 }] },
    { name: 'a missing quantity means 1', path: '/cart/123', lines: [{ merchandiseId: gid('123'), quantity: 1 }] },
    { name: 'an encoded colon and comma are read', path: '/cart/123%3A2%2C456%3A1', lines: [{ merchandiseId: gid('123'), quantity: 2 }, { merchandiseId: gid('456'), quantity: 1 }] },
    { name: 'a query and a trailing slash are ignored', path: '/cart/123:2/?discount=X', lines: [{ merchandiseId: gid('123'), quantity: 2 }] },
    { name: 'a repeated variant is summed', path: '/cart/123:2,123:3', lines: [{ merchandiseId: gid('123'), quantity: 5 }] },
    { name: 'spaces around a line are ignored', path: '/cart/123:1,%20456:2', lines: [{ merchandiseId: gid('123'), quantity: 1 }, { merchandiseId: gid('456'), quantity: 2 }] },
    { name: 'quantity 99 is the most', path: '/cart/1:99', lines: [{ merchandiseId: gid('1'), quantity: 99 }] },
    { name: "an open-box unit's variant id (variant id and unit digits, 21 digits) is read", path: '/cart/440000000000010001231:1', lines: [{ merchandiseId: gid('440000000000010001231'), quantity: 1 }] },
  ])('$name', ({ path, lines }) => {
    expect(parseBuyNowPath(path)).toEqual({ ok: true, value: lines });
  });

  it.each([
    { name: 'the bare cart is not a buy-now path', path: '/cart', error: 'Not a buy-now path' },
    { name: 'a prefixed path is not a buy-now path (the locale is removed first)', path: '/en-au/cart/123:1', error: 'Not a buy-now path' },
    { name: 'another route is not a buy-now path', path: '/products/123:1', error: 'Not a buy-now path' },
    { name: 'a deeper path is not a buy-now path', path: '/cart/123:1/more', error: 'Not a buy-now path' },
    { name: 'a bad percent-encoding is refused', path: '/cart/%E0%A4%A', error: 'Malformed buy-now path' },
    { name: 'a variant that is not numeric is refused', path: '/cart/abc:1', error: "Invalid line 'abc:1': expected {variantId}:{quantity}" },
    { name: 'an empty line is refused', path: '/cart/123:1,', error: "Invalid line '': expected {variantId}:{quantity}" },
    { name: 'a negative quantity is refused', path: '/cart/123:-1', error: "Invalid line '123:-1': expected {variantId}:{quantity}" },
    { name: 'quantity 0 is refused', path: '/cart/123:0', error: 'Quantity must be at least 1 for variant 123' },
    { name: 'quantity 100 is refused', path: '/cart/123:100', error: 'Quantity must be at most 99 for variant 123' },
    { name: 'a summed quantity over 99 is refused', path: '/cart/123:50,123:50', error: 'Quantity must be at most 99 for variant 123' },
    { name: 'a quantity of four digits is refused', path: '/cart/123:1000', error: "Invalid line '123:1000': expected {variantId}:{quantity}" },
  ])('$name', ({ path, error }) => {
    expect(parseBuyNowPath(path)).toEqual({ ok: false, error });
  });

  it.each([
    { count: 20, ok: true },
    { count: 21, ok: false },
  ])('$count distinct lines: ok $ok', ({ count, ok }) => {
    const path = '/cart/' + Array.from({ length: count }, (_, i) => `${i + 1}:1`).join(',');
    const result = parseBuyNowPath(path);
    expect(result.ok).toBe(ok);
    if (!result.ok) expect(result.error).toBe('At most 20 products per buy-now link');
  });

  it('writes the path back', () => {
    expect(buyNowPath([{ merchandiseId: gid('123'), quantity: 2 }, { merchandiseId: '456', quantity: 1 }])).toBe('/cart/123:2,456:1');
  });
});

describe('buy-now refusals say what a shopper can act on, never the parser wording', () => {
  it.each([
    { path: '/cart/OB0001231:1', expected: CART_MESSAGES.openBoxUnitFromPage },
    { path: '/cart/ob0001231', expected: CART_MESSAGES.openBoxUnitFromPage },
    { path: '/cart/123:100', expected: CART_MESSAGES.maxQuantity },
    { path: '/cart/abc:1', expected: CART_MESSAGES.invalidBuyNowLink },
    { path: '/cart/123:0', expected: CART_MESSAGES.invalidBuyNowLink },
    { path: '/cart/%E0%A4%A', expected: CART_MESSAGES.invalidBuyNowLink },
  ])('$path: $expected', ({ path, expected }) => {
    const parsed = parseBuyNowPath(path);
    expect(parsed.ok).toBe(false);
    expect(buyNowMessage(parsed.ok ? '' : parsed.error)).toBe(expected);
  });
});
