// Issue 17, observation 8: content matches the market. The terms name the currency the shopper is
// charged in (editors write '{currency}'; the page fills in the market's), never 'Australian
// dollars' on the US site; /pages/brands lists the catalogue's brands with logos, each linking to
// its search.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../support/test-app';
import { catalogueOf, documentsOf } from './search-support';

const { app, config } = await buildTestApp();
const unescape = (text: string) => text.replace(/&amp;/g, '&').replace(/&#x27;/g, "'").replace(/&quot;/g, '"');
const mainOf = (html: string) => /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';

describe('terms copy follows the market', () => {
  it.each([
    ['', 'US dollars'],
    ['/en-au', 'Australian dollars'],
    ['/en-gb', 'British pounds'],
    ['/en-no', 'Norwegian kroner'],
  ])('%s/pages/terms-and-conditions: prices are in %s', async (prefix, currency) => {
    const main = mainOf((await request(app).get(`${prefix}/pages/terms-and-conditions`)).text);
    expect(main).toContain(`All prices are in ${currency}`);
    if (currency !== 'Australian dollars') expect(main).not.toContain('Australian dollars');
    expect(main).not.toContain('{currency}');
  });
});

describe('/pages/brands', () => {
  it('lists every brand the shop sells, with its logo, each linking to a search for it', async () => {
    const sold = [...new Set(documentsOf(config).filter((d) => d.show_in_search).map((d) => d.brand))].sort();
    const logos = new Map(catalogueOf(config).brands.map((b) => [b.name, b.logoUrl]));
    const main = mainOf((await request(app).get('/pages/brands')).text);
    const items = [...main.matchAll(/<li class="brand-list__item"><a [^>]*href="([^"]+)"[^>]*><img[^>]*src="([^"]+)"[^>]*alt="([^"]*)"[^>]*\/?>.*?<\/a><\/li>/g)];
    expect(items.map((m) => unescape(m[3]!)).sort()).toEqual(sold.map((b) => `${b} logo`).sort());
    for (const [, href, src, alt] of items) {
      const brand = unescape(alt!).replace(/ logo$/, '');
      expect(unescape(href!)).toBe(`/search?${new URLSearchParams({ 'search[refinementList][brand][0]': brand })}`);
      expect(src).toBe(logos.get(brand));
    }
  });
});
