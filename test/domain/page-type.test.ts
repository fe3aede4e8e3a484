import { describe, expect, it } from 'vitest';
import { PAGE_TYPES, pageResourceId, pageType, resourceIdFromPath } from '../../src/domain/page-type';

describe('Page types known to analytics', () => {
  it.each([
    { path: '/', expected: 'index' },
    { path: '/en-au', expected: 'index' },
    { path: '/products/strat', expected: 'product' },
    { path: '/prod/strat', expected: 'product' },
    { path: '/en-au/products/strat?obx=1', expected: 'product' },
    { path: '/products', expected: '404' },
    { path: '/collections', expected: 'list-collections' },
    { path: '/collections/drums', expected: 'collection' },
    { path: '/cart', expected: 'cart' },
    { path: '/cart/123:1', expected: 'cart' },
    { path: '/search', expected: 'search' },
    { path: '/pages/about-us', expected: 'page' },
    { path: '/locations/melbourne-fitzroy', expected: 'page' },
    { path: '/showtime-sale', expected: 'page' },
    { path: '/en-au/showtime-sale', expected: 'page' },
    { path: '/checkout/c1a2b3', expected: 'cart' },
    { path: '/en-gb/checkout/c1a2b3?step=pay', expected: 'cart' },
    { path: '/checkout', expected: '404' },
    { path: '/blogs/news', expected: 'blog' },
    { path: '/blogs/news/first-post', expected: 'article' },
    { path: '/policies/privacy-policy', expected: 'policy' },
    { path: '/gift_cards/abc', expected: 'gift_card' },
    { path: '/password', expected: 'password' },
    { path: '/challenge', expected: 'captcha' },
    { path: '/account', expected: 'customers/account' },
    { path: '/account/login', expected: 'customers/login' },
    { path: '/account/register', expected: 'customers/register' },
    { path: '/account/addresses', expected: 'customers/addresses' },
    { path: '/account/orders/42', expected: 'customers/order' },
    { path: '/account/activate/1/t', expected: 'customers/activate_account' },
    { path: '/account/reset/1/t', expected: 'customers/reset_password' },
    { path: '/account/profile', expected: 'customers/account' },
    { path: '/no-such-route', expected: '404' },
  ])('$path is $expected', ({ path, expected }) => {
    expect(pageType(path)).toBe(expected);
    expect(PAGE_TYPES).toContain(expected);
  });

  it.each([
    { status: 404, expected: '404' },
    { status: 403, expected: '403' },
    { status: 500, expected: 'product' },
    { status: 200, expected: 'product' },
  ])('a $status response gives $expected', ({ status, expected }) => {
    expect(pageType('/products/x', status)).toBe(expected);
  });

  it('lists the 22 page types of the spec', () => {
    expect(PAGE_TYPES).toEqual([
      'article', 'blog', 'captcha', 'cart', 'collection', 'customers/account', 'customers/activate_account', 'customers/addresses', 'customers/login',
      'customers/order', 'customers/register', 'customers/reset_password', 'gift_card', 'index', 'list-collections', '403', '404', 'page', 'password', 'product', 'policy', 'search',
    ]);
  });
});

describe('A resource identifier is read from the last two segments of a URL path', () => {
  it.each([
    { path: 'gid://shopify/Product/123', expected: { resource: 'Product', id: '123' } },
    { path: 'gid://shopify/ProductVariant/9?x=1', expected: { resource: 'ProductVariant', id: '9' } },
    { path: '/products/strat', expected: { resource: 'products', id: 'strat' } },
    { path: '/en-au/collections/drums/', expected: { resource: 'collections', id: 'drums' } },
    { path: 'https://shop.example/a/b/c#frag', expected: { resource: 'b', id: 'c' } },
    { path: '/out/http://x.example/y', expected: { resource: 'x.example', id: 'y' } },
    { path: '/cart', expected: null },
    { path: '/', expected: null },
    { path: 'https://shop.example/only', expected: null },
  ])('$path', ({ path, expected }) => {
    expect(resourceIdFromPath(path)).toEqual(expected);
  });
});

describe('The resource a page view names', () => {
  it.each([
    { path: '/products/strat', expected: { resource: 'products', id: 'strat' } },
    { path: '/en-au/products/strat?variant=2', expected: { resource: 'products', id: 'strat' } },
    { path: '/collections/drums', expected: { resource: 'collections', id: 'drums' } },
    { path: '/pages/about-us', expected: { resource: 'pages', id: 'about-us' } },
    { path: '/locations/melbourne-fitzroy', expected: { resource: 'locations', id: 'melbourne-fitzroy' } },
    { path: '/blogs/news', expected: { resource: 'blogs', id: 'news' } },
    { path: '/blogs/news/first-post', expected: { resource: 'news', id: 'first-post' } },
    { path: '/en-au/showtime-sale', expected: null },
    { path: '/', expected: null },
    { path: '/en-gb/search', expected: null },
    { path: '/cart/123:1', expected: null },
    { path: '/checkout/c1a2b3', expected: null },
    { path: '/account/orders/42', expected: null },
    { path: '/collections', expected: null },
  ])('$path → $expected', ({ path, expected }) => {
    expect(pageResourceId(path, pageType(path))).toEqual(expected);
  });

  it('an error page names no resource, whatever its path', () => {
    expect(pageResourceId('/products/gone', pageType('/products/gone', 404))).toBeNull();
  });
});
