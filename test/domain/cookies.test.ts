import { describe, expect, it } from 'vitest';
import { ANALYTICS_VISIT_MAX_AGE_SECONDS, ANALYTICS_VISITOR_MAX_AGE_SECONDS, CART_CAROUSEL_VISIBLE_COOKIE, parseCartCarouselVisible } from '../../src/domain/cookies';

describe('Cookies: cartCarouselVisible (max age 30 days, path /, lax same-site, readable by page scripts); analytics visitor 360 days, visit 30 minutes', () => {
  it('cartCarouselVisible lives 30 days on path / with SameSite Lax, readable by page scripts', () => {
    expect(CART_CAROUSEL_VISIBLE_COOKIE).toEqual({ name: 'cartCarouselVisible', maxAgeSeconds: 2592000, path: '/', sameSite: 'Lax', httpOnly: false });
  });

  it.each([
    { cookie: 'visitor', maxAge: ANALYTICS_VISITOR_MAX_AGE_SECONDS, expected: 31104000 },
    { cookie: 'visit', maxAge: ANALYTICS_VISIT_MAX_AGE_SECONDS, expected: 1800 },
  ])('the analytics $cookie cookie lives $expected seconds', ({ maxAge, expected }) => {
    expect(maxAge).toBe(expected);
  });

  it.each([
    { value: 'false', expected: false },
    { value: 'true', expected: true },
    { value: undefined, expected: true },
    { value: 'junk', expected: true },
  ])('cartCarouselVisible "$value" is $expected', ({ value, expected }) => {
    expect(parseCartCarouselVisible(value)).toBe(expected);
  });
});
