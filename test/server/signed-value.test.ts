// Issue 32, observation 3: one signed-value helper (signed-value.ts) for every signed cookie. Each
// user keeps reading the values it issued before (literal values signed by the code this replaced)
// and refuses a value whose payload or MAC was edited, or that was signed for another cookie.
import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { placedOrdersOf } from '../../src/server/http/placed-orders-cookie';
import { isValidPreviewToken } from '../../src/server/http/preview-routes';
import { decodeSavedItems } from '../../src/server/http/saved-items-cookie';
import { readSession } from '../../src/server/http/session';

const SECRET = 'a-session-secret-of-at-least-32-chars!';
const NOW = Date.parse('2026-06-01T00:00:00Z');

/** Issued before the helper: {t: 'token-1', e: 2100-01-01}; one saved guitar; preview until 2100; order 1. */
const ISSUED = {
  session: 'eyJ0IjoidG9rZW4tMSIsImUiOjQxMDI0NDQ4MDAwMDB9.wt0Ox4blQfJVO-r7oJTDRr_xPuJ2q26QOdArupIZl54',
  saved: 'fender-player~123~1299.95~AUD~1767225600.v06TwaUMM8NxE3AEdLSgzqc-eia0CaUPkHHNuN4iYbI',
  preview: '4102444800000.U6eFjYKV_Lg4cTMiLqx3MIs5CsQtrdYX16wPmN4MyKo',
  placed: 'WyJnaWQ6Ly9zaG9waWZ5L09yZGVyLzEiXQ.iYmgC_ErYhfTgtTmtW4CycXrcM6blczSYPqoyBRWQGA',
};

const readers = {
  session: (value: string) => readSession(value, SECRET, NOW),
  saved: (value: string) => decodeSavedItems(value, SECRET),
  preview: (value: string) => isValidPreviewToken(SECRET, value, NOW),
  placed: (value: string) => placedOrdersOf({ cookies: { placed_orders: value } } as unknown as Request, SECRET),
};

const REFUSED = { session: null, saved: [], preview: false, placed: [] };

describe('one signed-value helper for the signed cookies', () => {
  it.each([
    { cookie: 'session', read: { token: 'token-1', expiresAt: 4102444800000 } },
    { cookie: 'saved', read: [{ handle: 'fender-player', productId: 'gid://shopify/Product/123', savedPrice: { amount: '1299.95', currencyCode: 'AUD' }, savedAt: '2026-01-01T00:00:00.000Z' }] },
    { cookie: 'preview', read: true },
    { cookie: 'placed', read: ['gid://shopify/Order/1'] },
  ] as const)('the $cookie cookie issued before still reads', ({ cookie, read }) => {
    expect(readers[cookie](ISSUED[cookie])).toEqual(read);
  });

  const edits = {
    'its payload edited': (value: string) => value.replace(/^(.)/, (c) => (c === '4' ? '5' : c === 'f' ? 'g' : c === 'e' ? 'f' : 'X')),
    'its MAC edited': (value: string) => value.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
    'its MAC removed': (value: string) => value.slice(0, value.lastIndexOf('.')),
    'a made-up MAC of the right length': (value: string) => value.replace(/\.[^.]+$/, `.${'A'.repeat(43)}`),
  };
  const cases = (['session', 'saved', 'preview', 'placed'] as const).flatMap((cookie) => Object.entries(edits).map(([edit, change]) => ({ cookie, edit, change })));

  it.each(cases)('the $cookie cookie with $edit is refused', ({ cookie, change }) => {
    const tampered = change(ISSUED[cookie]);
    expect(tampered).not.toBe(ISSUED[cookie]);
    expect(readers[cookie](tampered)).toEqual(REFUSED[cookie]);
  });

  it.each([
    { cookie: 'session', from: 'placed' },
    { cookie: 'placed', from: 'session' },
    { cookie: 'saved', from: 'preview' },
    { cookie: 'preview', from: 'saved' },
  ] as const)('a value signed for the $from cookie is refused as the $cookie cookie', ({ cookie, from }) => {
    expect(readers[cookie](ISSUED[from])).toEqual(REFUSED[cookie]);
  });
});
