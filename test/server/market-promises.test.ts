// Money per market (issue 15, observation 5): the header's promo bar and mobile strip promise the
// market's own free-shipping threshold, the one its cart applies ($100, £52, 705 kr).
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { localeByKey } from '../../src/domain/locale';
import { withMarketThreshold } from '../../src/domain/cart-shipping';
import { buildTestApp } from '../support/test-app';

const { app } = await buildTestApp();
const promos = (html: string) => [...html.matchAll(/class="promo-(?:strip promo-strip--mobile|bar)"[^>]*>(.*?)<\/(?:p|ul)>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ' '));

describe('the header promises the market’s own free-shipping threshold', () => {
  it.each([
    ['', '$100'],
    ['/en-au', '$100'],
    ['/en-gb', '£52'],
    ['/en-no', '705\u00a0kr'],
  ])("'%s' says 'Free shipping on orders over %s'", async (prefix, threshold) => {
    const html = (await request(app).get(prefix || "/").expect(200)).text;
    const [bar, strip] = promos(html.replaceAll('&nbsp;', '\u00a0'));
    expect(bar).toContain(`Free shipping on orders over ${threshold} and under 20kg`);
    expect(strip).toBe(`Free shipping on orders over ${threshold}*`);
  });
});

describe('withMarketThreshold', () => {
  it.each([
    ['en-au', 'Free shipping on orders over $100*', 'Free shipping on orders over $100*'],
    ['en-gb', 'Free shipping on orders over $100 and under 20kg', 'Free shipping on orders over £52 and under 20kg'],
    ['en-no', 'over $100!', 'over 705\u00a0kr!'],
    ['en-gb', 'A $1000 voucher and $100.50 stay as written', 'A $1000 voucher and $100.50 stay as written'],
  ] as const)('%s: %s', (key, text, expected) => {
    expect(withMarketThreshold(text, localeByKey(key))).toBe(expected);
  });
});
