// Issue 18, "Rendering itself costs less": the menus' and footer's markup is the same on every page
// of a locale and content version, and a product card's the same wherever it is shown, so the server
// renders each once and splices the kept bytes into later pages (src/server/ssr/static-parts.ts). What goes out must be byte for byte the page a full
// render gives: here every page is compared with the same page from a shop that renders everything,
// after other pages filled the cache (spliced) and on a cold cache (kept on the way).
import type { Express } from 'express';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateCatalogue } from '../../src/adapters/embedded/demo-data/generate-catalogue';
import { StaticPartCache } from '../../src/server/ssr/static-parts';
import { buildTestApp } from '../support/test-app';

const HOST = 'shop.test';

let full: Express;
let spliced: Express;
let productPath: string;

beforeAll(async () => {
  const [a, b] = await Promise.all([buildTestApp({ app: { staticParts: false } }), buildTestApp({ app: {} })]);
  full = a.app;
  spliced = b.app;
  const catalogue = generateCatalogue({ seed: b.config.demo.seed, productCount: b.config.demo.productCount });
  productPath = `/products/${catalogue.products.find((p) => p.status === 'active' && p.openBoxParent === null)!.handle}`;
});

/** Each response has its own CSP nonce: the only byte that may differ between two renders. */
const withoutNonce = (html: string) => html.replace(/nonce="[A-Za-z0-9+/=_-]+"/g, 'nonce=""');

/** Kept parts are spliced into the shared shell the edge assembles (ESI): pages are asked for as Varnish asks. */
async function page(app: Express, path: string): Promise<string> {
  const response = await request(app).get(path).set('host', HOST).set('surrogate-capability', 'varnish="ESI/1.0"');
  expect(response.status, path).toBeLessThan(500);
  expect(response.headers['content-type'], path).toMatch(/^text\/html/);
  return withoutNonce(response.text);
}

// The listings' filter panels are kept per URL and facets: a refined page must not get the plain one's.
const PAGES = () => ['/', '/collections/guitar-bass', '/collections/guitar-bass?sort=price-low-high&page=2', '/collections/guitar-bass?category%5BsortBy%5D=price-desc', '/collections/guitar-bass?category%5BrefinementList%5D%5Bbrand%5D%5B0%5D=Fender', '/collections/guitar-bass?category%5Brange%5D%5Bprice%5D=100%3A900', '/search?search[query]=guitar', '/search?search[query]=fender', `/search?search[query]=rock'n"roll&x=<b>`, productPath, '/en-au', '/en-au/collections/guitar-bass', '/pages/about-us', '/cart', '/no-such-page'];

describe('static parts spliced into pages', () => {
  it('gives every page byte for byte as a full render, on a cold cache and spliced from other pages', async () => {
    const cache = spliced.locals.staticParts as StaticPartCache;
    expect(cache).toBeInstanceOf(StaticPartCache);
    expect(cache.size).toBe(0);
    // Twice round: the first pass keeps each version's parts (the first page of a locale renders
    // them), the second splices them everywhere.
    for (const round of [1, 2]) {
      for (const path of PAGES()) {
        const [expected, actual] = [await page(full, path), await page(spliced, path)];
        expect(actual.length, `${path}, round ${round}`).toBe(expected.length);
        expect(actual === expected, `${path}, round ${round}`).toBe(true);
      }
    }
    // Kept: the mobile menu, the mega menu and the footer for each locale, and the product cards
    // (20 a collection page, and home's carousels) past each grid's eager ones.
    expect(cache.size).toBeGreaterThan(6 + 40);
  });

  it('leaves no marker in a page', async () => {
    for (const path of PAGES()) {
      const html = await page(spliced, path);
      expect(html, path).not.toContain('data-sp');
    }
  });

  it("fills each card's cart form with the page it is on", async () => {
    const returnsTo = (html: string) => [...html.matchAll(/name="redirectTo" value="([^"]*)"/g)].map((m) => m[1]);
    // The page's URL as the router reads it (quotes and angle brackets percent-encoded), as an attribute value.
    const cases = [
      ['/collections/guitar-bass', '/collections/guitar-bass'],
      ['/collections/guitar-bass?sort=price-low-high&page=2', '/collections/guitar-bass?sort=price-low-high&amp;page=2'],
      [`/search?search[query]=guitar&x='<b>`, '/search?search[query]=guitar&amp;x=%27%3Cb%3E'],
      ['/en-au/collections/guitar-bass', '/en-au/collections/guitar-bass'],
    ];
    for (const [path, value] of cases) {
      const forms = returnsTo(await page(spliced, path!));
      expect(forms.length, path).toBeGreaterThan(0);
      expect(new Set(forms), path).toEqual(new Set([value]));
    }
  });

  it('splices the menus and footer: a spliced page carries them', async () => {
    const html = await page(spliced, '/collections/guitar-bass');
    expect(html).toContain('class="mega-menu"');
    expect(html).toContain('class="mobile-menu"');
    expect(html).toContain('<footer class="site-footer">');
  });
});

describe('StaticPartSession', () => {
  const render = (session: ReturnType<StaticPartCache['session']>, html: string) => Buffer.concat(session.filter(Buffer.from(html))).toString();
  const marker = (attribute: string, token: string) => `<template ${attribute}="${token}"></template>`;

  it('keeps a part between its markers, writes it without them, and splices it next time', () => {
    const cache = new StaticPartCache();
    const first = cache.session('v1');
    const mark = first.mark('menu', '', '_R_1_');
    expect(mark.kind).toBe('capture');
    const html = `<p>a</p>${marker('data-sp', mark.token)}<nav>menu</nav>${marker('data-sp-end', mark.token)}<p>b</p>`;
    expect(render(first, html)).toBe('<p>a</p><nav>menu</nav><p>b</p>');
    const second = cache.session('v1');
    const again = second.mark('menu', '', '_R_1_');
    expect(again.kind).toBe('splice');
    expect(render(second, `<p>a</p>${marker('data-sp-fill', again.token)}<p>b</p>`)).toBe('<p>a</p><nav>menu</nav><p>b</p>');
  });

  it('keeps versions, names and tree positions apart', () => {
    const cache = new StaticPartCache();
    const session = cache.session('v1');
    const mark = session.mark('menu', '', '_R_1_');
    render(session, `${marker('data-sp', mark.token)}<nav>x</nav>${marker('data-sp-end', mark.token)}`);
    expect(cache.session('v2').mark('menu', '', '_R_1_').kind).toBe('capture');
    expect(cache.session('v1').mark('footer', '', '_R_1_').kind).toBe('capture');
    expect(cache.session('v1').mark('menu', '', '_R_2_').kind).toBe('capture');
    expect(cache.session('v1').mark('menu', '', '_R_1_').kind).toBe('splice');
  });

  it('does not keep a part holding a streamed boundary or a nonce, nor one whose end is in a later pass', () => {
    const cache = new StaticPartCache();
    for (const inner of ['<!--$?--><template id="B:0"></template><!--/$-->', '<script nonce="abc">1</script>']) {
      const session = cache.session('v1');
      const mark = session.mark(inner, '', '_R_1_');
      expect(render(session, `${marker('data-sp', mark.token)}${inner}${marker('data-sp-end', mark.token)}`)).toBe(inner);
      expect(cache.session('v1').mark(inner, '', '_R_1_').kind).toBe('capture');
    }
    const session = cache.session('v1');
    const mark = session.mark('split', '', '_R_1_');
    expect(render(session, `${marker('data-sp', mark.token)}<nav>`)).toBe('<nav>');
    expect(render(session, `</nav>${marker('data-sp-end', mark.token)}`)).toBe('</nav>');
    expect(cache.session('v1').mark('split', '', '_R_1_').kind).toBe('capture');
  });

  it('keeps a part for every tree position only when its bytes carry no useId id', () => {
    const cache = new StaticPartCache();
    for (const [name, inner] of [['with-id', '<button aria-controls="_R_1b9_">x</button>'], ['without', '<a href="/x">x</a>']] as const) {
      const session = cache.session('v1');
      const mark = session.mark(name, '', '');
      render(session, `${marker('data-sp', mark.token)}${inner}${marker('data-sp-end', mark.token)}`);
    }
    expect(cache.session('v1').mark('with-id', '', '').kind).toBe('capture');
    expect(cache.session('v1').mark('without', '', '').kind).toBe('splice');
  });

  it('keeps a part per vary, and never splices the bytes of one vary for another once its numbering starts over', () => {
    const cache = new StaticPartCache();
    const keep = (vary: string, inner: string) => {
      const session = cache.session('v1');
      const mark = session.mark('card', vary, '');
      render(session, `${marker('data-sp', mark.token)}${inner}${marker('data-sp-end', mark.token)}`);
    };
    keep('{"sku":"A"}', '<p>A</p>');
    const a = cache.session('v1');
    const spliced = a.mark('card', '{"sku":"A"}', '');
    expect(spliced.kind).toBe('splice');
    expect(render(a, marker('data-sp-fill', spliced.token))).toBe('<p>A</p>');
    expect(cache.session('v1').mark('card', '{"sku":"B"}', '').kind).toBe('capture');
    expect(cache.session('v1').mark('card', '', '').kind).toBe('capture');
    // Ten thousand other views fill the numbering, which starts over: A is new again, not another's.
    const numbers = new Set<number>();
    for (let i = 0; i < 10_001; i += 1) numbers.add(cache.varyNumber(`{"sku":"X${i}"}`));
    expect(numbers.size).toBe(10_001);
    expect(cache.session('v1').mark('card', '{"sku":"A"}', '').kind).toBe('capture');
  });

  it('drops the oldest parts past its bounds (parts, bytes)', () => {
    const cache = new StaticPartCache(2, 1_000);
    const keep = (name: string, inner: string) => {
      const session = cache.session('v1');
      const mark = session.mark(name, '', '_R_1_');
      render(session, `${marker('data-sp', mark.token)}${inner}${marker('data-sp-end', mark.token)}`);
    };
    keep('a', 'a');
    keep('b', 'b');
    keep('c', 'c');
    expect(cache.size).toBe(2);
    expect(cache.session('v1').mark('a', '', '_R_1_').kind).toBe('capture');
    // Bytes and key (version, name, position: 12 characters here) count against the bound.
    keep('big', 'x'.repeat(1_000 - 'v1\u0000big\u0000_R_1_'.length));
    expect(cache.size).toBe(1);
    expect(cache.session('v1').mark('big', '', '_R_1_').kind).toBe('splice');
  });

  it("keeps a part with slots split at them, and writes each page's values there, escaped as React does", () => {
    const cache = new StaticPartCache();
    const first = cache.session('v1');
    const mark = first.mark('actions', '{"sku":"A"}', '', ['/a?x=1&y=2']);
    expect(mark.kind).toBe('capture');
    const [slot] = mark.slotMarks ?? [];
    expect(slot).toBeDefined();
    const inner = (value: string) => `<form><input name="redirectTo" value="${value}"/></form>`;
    expect(render(first, `${marker('data-sp', mark.token)}${inner(slot!)}${marker('data-sp-end', mark.token)}`)).toBe(inner('/a?x=1&amp;y=2'));
    const second = cache.session('v1');
    const again = second.mark('actions', '{"sku":"A"}', '', [`/b?q="it's"<b>`]);
    expect(again.kind).toBe('splice');
    expect(render(second, marker('data-sp-fill', again.token))).toBe(inner('/b?q=&quot;it&#x27;s&quot;&lt;b&gt;'));
    // Kept bytes asking for a slot the render does not give are not spliced.
    expect(cache.session('v1').mark('actions', '{"sku":"A"}', '').kind).toBe('capture');
  });

  it("writes a slot's value over its mark in a later pass without markers", () => {
    const cache = new StaticPartCache();
    const session = cache.session('v1');
    const mark = session.mark('actions', '', '', ['/a?b=1&c=2']);
    expect(render(session, `${marker('data-sp', mark.token)}<form>`)).toBe('<form>');
    expect(render(session, `<input value="${mark.slotMarks![0]}"/></form>`)).toBe('<input value="/a?b=1&amp;c=2"/></form>');
  });

  it("does not keep a part holding another part's slot value: it is the page's", () => {
    const cache = new StaticPartCache();
    const keep = (session: ReturnType<StaticPartCache['session']>, name: string, slots: string[], inner: (marks: readonly string[]) => string) => {
      const mark = session.mark(name, '', '', slots);
      return { mark, html: `${marker('data-sp', mark.token)}${inner(mark.slotMarks ?? slots)}${marker('data-sp-end', mark.token)}` };
    };
    const s1 = cache.session('v1');
    const innerPart = keep(s1, 'inner', ['/x'], ([to]) => `<i>${to}</i>`);
    render(s1, innerPart.html);
    const s2 = cache.session('v1');
    const outer = s2.mark('outer', '', '');
    const spliced = s2.mark('inner', '', '', ['/page-2']);
    expect(spliced.kind).toBe('splice');
    expect(render(s2, `${marker('data-sp', outer.token)}<b>${marker('data-sp-fill', spliced.token)}</b>${marker('data-sp-end', outer.token)}`)).toBe('<b><i>/page-2</i></b>');
    expect(cache.session('v1').mark('outer', '', '').kind).toBe('capture');
    // A slotted part captured inside another: the outer bytes carry the inner's marks, not its own.
    const s3 = cache.session('v1');
    const outer2 = s3.mark('outer-2', '', '');
    const nested = s3.mark('nested', '', '', ['/page-3']);
    expect(render(s3, `${marker('data-sp', outer2.token)}${marker('data-sp', nested.token)}<i>${nested.slotMarks?.[0]}</i>${marker('data-sp-end', nested.token)}${marker('data-sp-end', outer2.token)}`)).toBe('<i>/page-3</i>');
    expect(cache.session('v1').mark('outer-2', '', '').kind).toBe('capture');
  });

  it('leaves markup that only looks like a marker as it is (another tag, a token it did not hand out)', () => {
    const cache = new StaticPartCache();
    const session = cache.session('v1');
    session.mark('menu', '', '_R_1_');
    const html = `<template data-sp="nope"></template><template data-sp-fill="${'0'.repeat(12)}-0"></template><p>x</p>`;
    expect(render(session, html)).toBe(html);
  });
});
