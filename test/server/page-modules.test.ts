// A rendered page names its page's chunks in the head (modulepreload, at the entry's low priority),
// so the browser fetches them beside the entry script instead of after it has run. The chunk lists
// come from the build's manifest, per page module, which routes.tsx names beside each route.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { builtAssetsFrom, modulesOfMatches } from '../../src/server/page-modules';
import { PAGE_ROUTES } from '../../src/ui/routes';
import { buildTestApp, TEST_ASSETS } from '../support/test-app';

const ENTRY = '/assets/chunks/chunk-ENTRY.js';
const pageChunks = (page: string) => [`/assets/chunks/${page}-HASH.js`, `/assets/chunks/chunk-SHARED.js`, ENTRY];
const manifest = {
  entry: ENTRY,
  styles: ['/assets/styles-HASH.css'],
  routes: Object.fromEntries([...new Set(PAGE_ROUTES.map((route) => route.page))].map((page) => [page, pageChunks(page)])),
};

describe('the build manifest read at start', () => {
  it('gives each route its page chunks without the entry, its own chunk first', () => {
    const { assets, pageModules } = builtAssetsFrom(manifest);
    expect(assets).toEqual({ entry: ENTRY, styles: ['/assets/styles-HASH.css'] });
    expect(pageModules.get('product')).toEqual(['/assets/chunks/product-page-HASH.js', '/assets/chunks/chunk-SHARED.js']);
    // Two routes on one page module share its chunks.
    expect(pageModules.get('showtime-sale')).toEqual(pageModules.get('content-page'));
    expect([...pageModules.keys()].sort()).toEqual(PAGE_ROUTES.map((route) => route.id).sort());
  });

  it('refuses a manifest missing a page module or naming a file outside /assets', () => {
    const routes: Record<string, string[]> = { ...manifest.routes };
    delete routes['product-page'];
    expect(() => builtAssetsFrom({ ...manifest, routes })).toThrow(/product-page/);
    expect(() => builtAssetsFrom({ ...manifest, entry: 'https://elsewhere.example/x.js' })).toThrow();
    expect(() => builtAssetsFrom({ ...manifest, routes: { ...manifest.routes, 'home-page': ['/assets/a.js" onload="x'] } })).toThrow();
    expect(() => builtAssetsFrom(null)).toThrow();
  });

  it('names each chunk of the matched pages once', () => {
    const { pageModules } = builtAssetsFrom(manifest);
    expect(modulesOfMatches(pageModules, ['root', 'pages', 'collection', 'search'])).toEqual([
      '/assets/chunks/collection-page-HASH.js',
      '/assets/chunks/chunk-SHARED.js',
      '/assets/chunks/search-page-HASH.js',
    ]);
    expect(modulesOfMatches(pageModules, ['root'])).toEqual([]);
  });
});

describe('routes.tsx names the page module each route loads', () => {
  it.each(PAGE_ROUTES.map((route) => [route.id, route.page, route] as const))('%s loads src/ui/pages/%s', async (_id, page, route) => {
    const named = (await import(`../../src/ui/pages/${page}.tsx`)) as { default: unknown };
    expect((await route.load()).default).toBe(named.default);
  });
});

describe('a rendered page', () => {
  const { pageModules } = builtAssetsFrom(manifest);
  const modulePreloads = (html: string) => [...html.matchAll(/<link rel="modulepreload"[^>]*>/g)].map(([tag]) => ({ href: /href="([^"]*)"/.exec(tag)?.[1], low: tag.includes('fetchPriority="low"'), nonce: /nonce="([^"]*)"/.exec(tag)?.[1] }));

  it("preloads its page's chunks in the head at the entry's low priority, with the response's nonce", async () => {
    const { app } = await buildTestApp({ app: { pageModules } });
    const res = await request(app).get('/collections/guitar-bass');
    expect(res.status).toBe(200);
    const head = res.text.slice(0, res.text.indexOf('</head>'));
    const nonce = /<script type="module"[^>]*nonce="([^"]*)"/.exec(res.text)?.[1];
    expect(nonce).toBeTruthy();
    expect(modulePreloads(head)).toEqual([
      { href: TEST_ASSETS.entry, low: true, nonce },
      { href: '/assets/chunks/collection-page-HASH.js', low: true, nonce },
      { href: '/assets/chunks/chunk-SHARED.js', low: true, nonce },
    ]);
  });

  it('preloads the not-found page for an unknown path, and nothing beyond the entry without a manifest', async () => {
    const { app } = await buildTestApp({ app: { pageModules } });
    const missing = await request(app).get('/no-such-page-here');
    expect(missing.status).toBe(404);
    expect(modulePreloads(missing.text).map((link) => link.href)).toEqual([TEST_ASSETS.entry, '/assets/chunks/not-found-page-HASH.js', '/assets/chunks/chunk-SHARED.js']);
    const { app: bare } = await buildTestApp();
    expect(modulePreloads((await request(bare).get('/collections/guitar-bass')).text).map((link) => link.href)).toEqual([TEST_ASSETS.entry]);
  });
});
