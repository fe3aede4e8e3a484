// The cached front reads a carted or signed-in shopper's cookies as the chain's middleware does
// (src/server/http/shopper-cookies.ts): the session's signature and expiry, the saved list's
// signature; anything the chain would answer with a Set-Cookie or read differently is null (the
// request goes through the chain).
import { describe, expect, it } from 'vitest';
import { encodeSavedItems } from '../../src/server/http/saved-items-cookie';
import { signSession } from '../../src/server/http/session';
import { shopperCookies } from '../../src/server/http/shopper-cookies';

const SECRET = 'shopper-cookies-test-secret-0123456789abcdef';
const NOW = 1_800_000_000_000;
const session = { token: 'tok-123', expiresAt: NOW + 60_000 };
const item = { handle: 'blue-guitar', productId: 'gid://shopify/Product/42', savedPrice: { amount: '10.00', currencyCode: 'AUD' }, savedAt: new Date(NOW - 5000).toISOString() };

function reader(start = NOW) {
  let now = start;
  const options = { secret: SECRET, secure: false, clock: () => now };
  return { read: (cookies: Record<string, string>) => shopperCookies(cookies, options), at: (ms: number) => (now = ms) };
}

describe('shopperCookies', () => {
  it('no cookies: no cart, no session, an empty list', () => {
    expect(reader().read({})).toEqual({ cartId: null, session: null, savedItems: [] });
  });

  it('the cart id, the verified session and the verified saved list', () => {
    const cookies = { cart: 'cart-1', customer_session: signSession(session, SECRET), customer_saved: encodeSavedItems([item], SECRET) };
    expect(reader().read(cookies)).toEqual({ cartId: 'cart-1', session, savedItems: [item] });
  });

  it.each([
    ['a session signed with another secret', { customer_session: signSession(session, 'another-secret-0123456789abcdef0123') }],
    ['a session with its signature cut', { customer_session: signSession(session, SECRET).slice(0, -2) }],
    ['garbage', { customer_session: 'garbage' }],
    ['an empty session cookie', { customer_session: '' }],
    ['an expired session', { customer_session: signSession({ ...session, expiresAt: NOW }, SECRET) }],
    ['a JSON cookie (cookie-parser would parse it)', { cart: 'j:{"id":"x"}' }],
  ])('%s: null, the chain answers', (_name, cookies) => {
    expect(reader().read(cookies)).toBeNull();
  });

  it('a session verified before is refused once it expires (expiry is checked on every request)', () => {
    const { read, at } = reader();
    const cookies = { customer_session: signSession(session, SECRET) };
    expect(read(cookies)?.session).toEqual(session);
    at(session.expiresAt - 1);
    expect(read(cookies)?.session).toEqual(session);
    at(session.expiresAt);
    expect(read(cookies)).toBeNull();
  });

  it('a saved list that does not verify is an empty list, as the chain reads it', () => {
    const tampered = encodeSavedItems([item], SECRET).replace('10.00', '1.00');
    expect(reader().read({ customer_saved: tampered })).toEqual({ cartId: null, session: null, savedItems: [] });
  });
});
