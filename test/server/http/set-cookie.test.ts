import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE, VISITOR_COOKIE } from '../../../src/adapters/shopify/analytics-cookies';
import { CART_CAROUSEL_VISIBLE_COOKIE } from '../../../src/domain/cookies';
import { serializeCookie } from '../../../src/server/http/set-cookie';
import { loadConfig } from '../../../src/server/config';
import { safeEnv } from '../../../src/server/safe-env';
import { analyticsCookieNames } from '../../../src/ui/analytics/consent';

describe('Set-Cookie: cartCarouselVisible (max age 30 days, path /, lax same-site, readable by page scripts); _shopify_y (360 days) and _shopify_s (30 minutes), SameSite Lax, path /', () => {
  it.each([
    { spec: CART_CAROUSEL_VISIBLE_COOKIE, expected: 'cartCarouselVisible=false; Max-Age=2592000; Path=/; SameSite=Lax' },
    { spec: VISITOR_COOKIE, expected: '_shopify_y=false; Max-Age=31104000; Path=/; SameSite=Lax' },
    { spec: SESSION_COOKIE, expected: '_shopify_s=false; Max-Age=1800; Path=/; SameSite=Lax' },
  ])('$spec.name', ({ spec, expected }) => {
    expect(serializeCookie(spec, 'false')).toBe(expected);
    expect(spec.httpOnly).toBe(false);
  });

  it('encodes the value and adds Secure and HttpOnly when asked', () => {
    expect(serializeCookie({ ...SESSION_COOKIE, httpOnly: true }, 'a b;c', { secure: true })).toBe('_shopify_s=a%20b%3Bc; Max-Age=1800; Path=/; SameSite=Lax; HttpOnly; Secure');
  });

  it('declining analytics in the browser forgets the very cookies the server writes: the server names them in the safe settings', () => {
    expect(safeEnv(loadConfig({})).analyticsCookieNames).toBe('_shopify_y _shopify_s');
    expect(analyticsCookieNames(safeEnv(loadConfig({})))).toEqual(['_shopify_y', '_shopify_s']);
  });

  it.each([
    { name: 'no safe settings (before the root data is there)', env: undefined, expected: [] },
    { name: 'settings without the names', env: { defaultLocale: 'en-us' }, expected: [] },
    { name: 'one name', env: { analyticsCookieNames: '_a' }, expected: ['_a'] },
    { name: 'names with stray spaces', env: { analyticsCookieNames: ' _a  _b ' }, expected: ['_a', '_b'] },
  ])('the browser reads the names from $name', ({ env, expected }) => {
    expect(analyticsCookieNames(env)).toEqual(expected);
  });
});
