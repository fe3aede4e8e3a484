// Issue 32, observation 3: one reader of the browser's cookies for the page's script (the compare
// list's two readers and the saved list's used three hand-written parsers).
import { describe, expect, it } from 'vitest';
import { cookieValue } from '../../src/ui/browser-cookie';

describe('cookieValue', () => {
  it.each([
    { cookies: 'compare=a%2Cb', name: 'compare', value: 'a%2Cb' },
    { cookies: 'x=1; compare=a%2Cb; y=2', name: 'compare', value: 'a%2Cb' },
    { cookies: 'x=1;compare=a', name: 'compare', value: 'a' },
    { cookies: 'compare=first; compare=second', name: 'compare', value: 'first' },
    { cookies: 'not_compare=a; compared=b', name: 'compare', value: '' },
    { cookies: 'compare=', name: 'compare', value: '' },
    { cookies: '', name: 'compare', value: '' },
    { cookies: 'customer_saved=fender~1~10.00~AUD~1.mac', name: 'customer_saved', value: 'fender~1~10.00~AUD~1.mac' },
  ])('$name in "$cookies" is "$value"', ({ cookies, name, value }) => {
    expect(cookieValue(cookies, name)).toBe(value);
  });
});
