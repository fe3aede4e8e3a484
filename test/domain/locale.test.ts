import { describe, expect, it } from 'vitest';
import { isLocaleKey, LOCALE_KEYS, localeByKey, LOCALES, localeFromPath, localesFor, localeTag, localizeHref } from '../../src/domain/locale';

describe('Locales by path prefix: default US/USD; /en-au AUD; /en-gb GBP; /en-no NOK', () => {
  it.each([
    { key: 'en-us', country: 'US', currency: 'USD', pathPrefix: '' },
    { key: 'en-au', country: 'AU', currency: 'AUD', pathPrefix: '/en-au' },
    { key: 'en-gb', country: 'GB', currency: 'GBP', pathPrefix: '/en-gb' },
    { key: 'en-no', country: 'NO', currency: 'NOK', pathPrefix: '/en-no' },
  ])('$key: country $country, currency $currency, prefix "$pathPrefix"', ({ key, country, currency, pathPrefix }) => {
    const locale = LOCALES.find((l) => l.key === key)!;
    expect(locale).toMatchObject({ language: 'EN', country, currency, pathPrefix });
    expect(locale.label).toContain(currency);
  });

  it('lists exactly the four locales', () => {
    expect(LOCALE_KEYS).toEqual(['en-us', 'en-au', 'en-gb', 'en-no']);
  });

  it('the default locale is a setting: with en-au as default, en-au has no prefix and US gets /en-us', () => {
    const locales = localesFor('en-au');
    expect(locales.find((l) => l.key === 'en-au')!.pathPrefix).toBe('');
    expect(locales.find((l) => l.key === 'en-us')!.pathPrefix).toBe('/en-us');
    expect(localeByKey('en-us', 'en-au').pathPrefix).toBe('/en-us');
    expect(localeByKey('en-gb').pathPrefix).toBe('/en-gb');
  });

  it.each([
    { value: 'en-au', expected: true },
    { value: 'EN-AU', expected: false },
    { value: 'en-fr', expected: false },
  ])('isLocaleKey($value) is $expected', ({ value, expected }) => {
    expect(isLocaleKey(value)).toBe(expected);
  });

  it('the BCP 47 tag is language-COUNTRY', () => {
    expect(localeTag({ language: 'EN', country: 'au' })).toBe('en-AU');
  });
});

describe('Resolve a locale from a path; the unprefixed path serves the default locale', () => {
  it.each([
    { name: 'the root serves the default US locale', path: '/', def: 'en-us', key: 'en-us', rest: '/', prefixed: false },
    { name: 'an unprefixed page serves the default locale', path: '/products/strat', def: 'en-us', key: 'en-us', rest: '/products/strat', prefixed: false },
    { name: '/en-au serves AUD with the prefix removed', path: '/en-au/products/strat', def: 'en-us', key: 'en-au', rest: '/products/strat', prefixed: true },
    { name: 'the bare prefix is the locale home', path: '/en-gb', def: 'en-us', key: 'en-gb', rest: '/', prefixed: true },
    { name: 'the bare prefix with a slash is the locale home', path: '/en-no/', def: 'en-us', key: 'en-no', rest: '/', prefixed: true },
    { name: 'the prefix is matched case-insensitively', path: '/EN-AU/cart', def: 'en-us', key: 'en-au', rest: '/cart', prefixed: true },
    { name: 'a prefix-like segment that is not a locale is a path', path: '/en-fr/x', def: 'en-us', key: 'en-us', rest: '/en-fr/x', prefixed: false },
    { name: 'a segment that merely starts with a prefix is a path', path: '/en-australia', def: 'en-us', key: 'en-us', rest: '/en-australia', prefixed: false },
    { name: 'with en-au as default the unprefixed path is AUD', path: '/cart', def: 'en-au', key: 'en-au', rest: '/cart', prefixed: false },
    { name: 'with en-au as default /en-us is US', path: '/en-us/cart', def: 'en-au', key: 'en-us', rest: '/cart', prefixed: true },
    { name: 'a path without a leading slash is made absolute', path: 'pages/about-us', def: 'en-us', key: 'en-us', rest: '/pages/about-us', prefixed: false },
  ] as const)('$name', ({ path, def, key, rest, prefixed }) => {
    const resolved = localeFromPath(path, def);
    expect(resolved.locale.key).toBe(key);
    expect(resolved.path).toBe(rest);
    expect(resolved.prefixed).toBe(prefixed);
    expect(resolved.locale.pathPrefix).toBe(key === def ? '' : `/${key}`);
  });

  it('defaults to the US default locale', () => {
    expect(localeFromPath('/x').locale.key).toBe('en-us');
  });
});

describe('Relative internal links without a scheme receive the selected locale\'s path prefix', () => {
  const au = localeByKey('en-au');
  it.each([
    { name: 'an absolute path is prefixed', href: '/products/strat', expected: '/en-au/products/strat' },
    { name: 'the root becomes the locale home', href: '/', expected: '/en-au' },
    { name: 'a relative path without a slash is prefixed', href: 'pages/about-us', expected: '/en-au/pages/about-us' },
    { name: 'a path with a query keeps the query', href: '/search?q=bass', expected: '/en-au/search?q=bass' },
    { name: 'a root with a query keeps the query', href: '/?a=1', expected: '/en-au?a=1' },
    { name: 'a root with a hash keeps the hash', href: '/#top', expected: '/en-au#top' },
    { name: 'a segment starting like a prefix is still prefixed', href: '/en-australia', expected: '/en-au/en-australia' },
    { name: 'an absolute URL is left alone', href: 'https://example.com/x', expected: 'https://example.com/x' },
    { name: 'an http URL is left alone', href: 'HTTP://example.com', expected: 'HTTP://example.com' },
    { name: 'a protocol-relative URL is left alone', href: '//cdn.example.com/x.png', expected: '//cdn.example.com/x.png' },
    { name: 'mailto: is left alone', href: 'mailto:help@example.com', expected: 'mailto:help@example.com' },
    { name: 'tel: is left alone', href: 'tel:+61800000000', expected: 'tel:+61800000000' },
    { name: 'a hash-only link is left alone', href: '#reviews', expected: '#reviews' },
    { name: 'a query-only link is left alone', href: '?page=2', expected: '?page=2' },
    { name: 'an empty link is left alone', href: '', expected: '' },
    { name: 'an already-prefixed link is left alone', href: '/en-au/cart', expected: '/en-au/cart' },
    { name: 'the bare prefix is left alone', href: '/en-au', expected: '/en-au' },
    { name: 'a link prefixed for another locale is left alone', href: '/en-gb/cart', expected: '/en-gb/cart' },
    { name: 'a prefix followed by a query is left alone', href: '/en-au?x=1', expected: '/en-au?x=1' },
  ])('$name', ({ href, expected }) => {
    expect(localizeHref(href, au)).toBe(expected);
  });

  it('the default locale (no prefix) leaves every link alone', () => {
    expect(localizeHref('/products/strat', localeByKey('en-us'))).toBe('/products/strat');
  });
});
