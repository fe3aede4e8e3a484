// The browser's saved list in its cookie: what the server signs it reads back, a browser's longest
// list fits a cookie, and anything edited, forged or malformed reads as less, never as more.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MAX_BROWSER_SAVED_ITEMS, type SavedItem } from '../../src/domain/saved-items';
import { decodeSavedItems, encodeSavedItems } from '../../src/server/http/saved-items-cookie';

const SECRET = 'a-test-secret-of-at-least-32-characters!';
const item = (handle: string, amount = '1299.95', currencyCode = 'AUD'): SavedItem => ({
  productId: `gid://shopify/Product/${handle.length}`,
  handle,
  savedPrice: { amount, currencyCode },
  savedAt: '2026-03-01T10:20:30.000Z',
});

describe('the saved-items cookie', () => {
  it('reads back what it wrote, every field', () => {
    const items = [item('fender-strat'), item('yamaha-p45', '899.00', 'USD')];
    expect(decodeSavedItems(encodeSavedItems(items, SECRET), SECRET)).toEqual(items);
  });

  it(`${MAX_BROWSER_SAVED_ITEMS} entries of 100-character handles stay under 3 KB (browsers keep 4 KB a cookie)`, () => {
    const longest = Array.from({ length: MAX_BROWSER_SAVED_ITEMS }, (_, i) => item(`${String(i).padStart(2, '0')}${'x'.repeat(98)}`, '999999999.99'));
    const value = encodeSavedItems(longest, SECRET);
    expect(value.length).toBeLessThan(3 * 1024);
    expect(decodeSavedItems(value, SECRET)).toHaveLength(MAX_BROWSER_SAVED_ITEMS);
  });

  it.each([
    { name: 'signed with another secret', value: () => encodeSavedItems([item('a')], 'another-secret-of-at-least-32-chars!!') },
    { name: 'a price edited after signing', value: () => encodeSavedItems([item('a')], SECRET).replace('1299.95', '9999.95') },
    { name: 'no signature', value: () => 'a~1~1.00~AUD~1' },
    { name: 'not a string', value: () => 42 },
    { name: 'longer than 4 KB', value: () => 'x'.repeat(5000) },
  ])('$name: an empty list', ({ value }) => {
    expect(decodeSavedItems(value(), SECRET)).toEqual([]);
  });

  it('drops malformed entries and repeats even under a good signature, keeps the rest', () => {
    const payload = ['good~1~10.00~AUD~1700000000', 'BAD HANDLE~1~10.00~AUD~1', 'good~2~11.00~AUD~1700000001', 'other~3~1e9~AUD~1'].join('|');
    // Signed as the server signs (as if an older release had written it).
    const mac = createHmac('sha256', SECRET).update(`saved-items.${payload}`).digest('base64url');
    expect(decodeSavedItems(`${payload}.${mac}`, SECRET).map((saved) => saved.handle)).toEqual(['good']);
  });
});
