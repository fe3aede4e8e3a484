import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { ProductSearch } from '../../src/application/ports';
import { TOKENS } from '../../src/application/tokens';
import type { SitemapPaths } from '../../src/application/catalogue/load-sitemap';
import { localeByKey, localesFor } from '../../src/domain/locale';
import { robotsTxt, seoRoutes, sitemapXml } from '../../src/server/http/seo-routes';
import express from 'express';
import { buildTestApp } from '../support/test-app';

const SITE = 'https://shop.example';
const { app, composition } = await buildTestApp({ env: { PUBLIC_SITE_URL: SITE } });
const search = composition.container.resolve<ProductSearch>(TOKENS.ProductSearch);
/** How many products the shop's search lists: every one of them belongs in the sitemap. */
const searchable = (
  await search.search({ term: '', refinements: {}, categoryPath: null, price: {}, sort: 'relevance', page: 1, hitsPerPage: 1, overrides: false, scope: { kind: 'search' }, currency: 'AUD' })
).totalHits;
const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

describe('robots.txt', () => {
  it('allows crawling, keeps APIs and personal pages out, and names the sitemap on this host', async () => {
    const res = await request(app).get('/robots.txt').set('host', 'shop.example');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect(res.text).toContain('User-agent: *');
    for (const path of ['/api/', '/_data/', '/cart', '/account']) expect(res.text).toContain(`Disallow: ${path}\n`);
    expect(res.text).toContain('Sitemap: https://shop.example/sitemap.xml');
  });
});

describe('sitemap.xml', () => {
  it('is an index of one sitemap per market', async () => {
    const res = await request(app).get('/sitemap.xml').set('host', 'shop.example');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    expect(res.text).toContain('<sitemapindex');
    expect(locsOf(res.text)).toEqual(['en-us', 'en-au', 'en-gb', 'en-no'].map((key) => `https://shop.example/sitemaps/${key}.xml`));
  });

  it.each([
    ['en-us', ''],
    ['en-au', '/en-au'],
    ['en-gb', '/en-gb'],
    ['en-no', '/en-no'],
  ])('the %s sitemap lists home, content pages, stores, collections and every product under the %s prefix', async (key, prefix) => {
    const res = await request(app).get(`/sitemaps/${key}.xml`).set('host', 'shop.example');
    expect(res.status).toBe(200);
    const locs = locsOf(res.text);
    const base = `https://shop.example${prefix}`;
    expect(locs).toContain(prefix ? base : `${base}/`);
    for (const path of ['/showtime-sale', '/pages/about-us', '/pages/stock-enquiry', '/locations/melbourne-fitzroy', '/locations/forestville', '/collections/guitar-bass', '/collections/electric-guitars']) {
      expect(locs).toContain(base + path);
    }
    const products = locs.filter((loc) => loc.startsWith(`${base}/products/`));
    expect(products.length).toBe(searchable);
    expect(locs.every((loc) => loc.startsWith(base))).toBe(true);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it.each(['en-us', 'en-au', 'en-gb', 'en-no'])('every URL of the %s sitemap carries its four market alternates and x-default, none with a trailing slash', async (key) => {
    const res = await request(app).get(`/sitemaps/${key}.xml`);
    expect(res.text).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const urls = [...res.text.matchAll(/<url>(.*?)<\/url>/g)].map((m) => m[1]!);
    expect(urls.length).toBeGreaterThan(100);
    for (const url of urls) {
      const loc = /<loc>([^<]+)<\/loc>/.exec(url)![1]!;
      const alternates = Object.fromEntries([...url.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1]!, m[2]!]));
      expect(Object.keys(alternates).sort()).toEqual(['en-AU', 'en-GB', 'en-NO', 'en-US', 'x-default']);
      expect(Object.values(alternates)).toContain(loc);
      const path = loc.replace(/^https:\/\/shop\.example(\/en-(au|gb|no))?/, '') || '/';
      expect(alternates['x-default']).toBe(`${SITE}${path}`);
      expect(alternates['en-AU']).toBe(path === '/' ? `${SITE}/en-au` : `${SITE}/en-au${path}`);
      for (const href of Object.values(alternates)) expect(href === `${SITE}/` || !href.endsWith('/')).toBe(true);
    }
  });

  it.each(['xx-yy.xml', 'en-au.txt', 'en-au'])('an unknown sitemap file (%s) is a 404', async (file) => {
    expect((await request(app).get(`/sitemaps/${file}`)).status).toBe(404);
  });
});

describe('sitemap building', () => {
  const paths: SitemapPaths = { pages: ['/', '/pages/a&b'], stores: ['/locations/x'], collections: ['/collections/c'], products: ['/products/p-1'] };

  it('prefixes every path, and escapes XML', () => {
    const xml = sitemapXml('https://shop.example', localeByKey('en-gb'), localesFor('en-us'), paths);
    expect(locsOf(xml)).toEqual([
      'https://shop.example/en-gb',
      'https://shop.example/en-gb/pages/a&amp;b',
      'https://shop.example/en-gb/locations/x',
      'https://shop.example/en-gb/collections/c',
      'https://shop.example/en-gb/products/p-1',
    ]);
  });

  it('builds the paths once per interval, not per request, and retries after a failure', async () => {
    let calls = 0;
    let fail = true;
    let clock = 0;
    const loadSitemap = {
      execute: async () => {
        calls++;
        if (fail) throw new Error('content down');
        return paths;
      },
    };
    const seo = express().use(seoRoutes({ loadSitemap, defaultLocale: 'en-us', origin: () => 'https://shop.example', now: () => clock }));
    expect((await request(seo).get('/sitemaps/en-au.xml')).status).toBe(500);
    fail = false;
    expect((await request(seo).get('/sitemaps/en-au.xml')).status).toBe(200);
    await request(seo).get('/sitemaps/en-gb.xml');
    expect(calls).toBe(2);
    clock += 11 * 60 * 1000;
    await request(seo).get('/sitemaps/en-gb.xml');
    expect(calls).toBe(3);
  });

  it('robots.txt points at the index', () => {
    expect(robotsTxt('https://shop.example')).toMatch(/\nSitemap: https:\/\/shop\.example\/sitemap\.xml\n$/);
  });
});
