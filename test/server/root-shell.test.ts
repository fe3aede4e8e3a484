import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { LoadContentPage } from '../../src/application/content/load-content-page';
import type { LoadHomePage } from '../../src/application/content/load-home-page';
import type { LoadShell } from '../../src/application/catalogue/load-shell';
import { localeByKey } from '../../src/domain/locale';
import { createApp } from '../../src/server/app';
import { buildTestApp, TEST_ASSETS } from '../support/test-app';

const { app, composition } = await buildTestApp();

const bodyClassOf = (html: string) => /<body class="([^"]*)"/.exec(html)?.[1] ?? '';
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
const decodedTitleOf = (html: string) => titleOf(html).replaceAll('&amp;', '&');

describe('root shell (spec section 2)', () => {
  it('home answers 200 with the layout SEO title, body-home and the hydrated client', async () => {
    const res = await request(app).get('/');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(bodyClassOf(res.text)).toBe('body-home');
    expect(titleOf(res.text).length).toBeGreaterThan(0);
    expect(res.text).toContain(`import("${TEST_ASSETS.entry}")`);
    expect(res.text).toContain('id="__router_payload"');
  });

  it('the home title is the home SEO title through the layout title template, parts joined by " · "', async () => {
    const { composition } = await buildTestApp();
    const { layout } = await composition.useCases.loadShell.execute({ locale: localeByKey('en-us'), preview: false });
    const home = await composition.useCases.loadHomePage.execute({ preview: false });
    expect(home.seo.title).toBeTruthy();
    expect(layout.seo.titleTemplate).toBe(`%s · ${layout.siteTitle}`);
    const res = await request(app).get('/');
    expect(decodedTitleOf(res.text)).toBe(`${home.seo.title} · ${layout.siteTitle}`);
  });

  it.each([
    { template: 'Backline', homeTitle: 'Welcome', expected: 'Welcome · Backline' },
    { template: '%s | Backline', homeTitle: 'Welcome', expected: 'Welcome | Backline' },
    { template: '%s · Backline', homeTitle: undefined, expected: 'Layout SEO title' },
  ])('home title with template "$template" and home title $homeTitle is "$expected"', async ({ template, homeTitle, expected }) => {
    const { app: custom } = await buildTestApp({
      useCases: (real) => ({
        ...real,
        loadShell: {
          execute: async (shellRequest: Parameters<LoadShell['execute']>[0]) => {
            const shell = await real.loadShell.execute(shellRequest);
            return { ...shell, layout: { ...shell.layout, seo: { ...shell.layout.seo, title: 'Layout SEO title', titleTemplate: template } } };
          },
        } as LoadShell,
        loadHomePage: {
          execute: async (homeRequest: Parameters<LoadHomePage['execute']>[0]) => {
            const home = await real.loadHomePage.execute(homeRequest);
            return { ...home, seo: { ...home.seo, title: homeTitle } };
          },
        } as LoadHomePage,
      }),
    });
    const res = await request(custom).get('/');
    expect(decodedTitleOf(res.text)).toBe(expected);
  });

  it('a content page title goes through the title template, parts joined by " · "', async () => {
    const res = await request(app).get('/pages/about-us');
    expect(res.status).toBe(200);
    expect(titleOf(res.text)).toMatch(/^About Us · .+/);
    expect(bodyClassOf(res.text)).toBe('pages');
  });

  it.each([
    ['/collections/guitar-bass', 'collections'],
    ['/collections/guitar-bass/electric-guitars', 'collections slug-electric-guitars'],
    ['/products/x/y', 'products'],
    ['/pages/about-us?obx=1', 'pages obx-page'],
    ['/pages/about-us?Code=ABC123', 'pages sku-ABC123'],
    ['/pages/about-us?obx=1&Code=ABC123', 'pages obx-page sku-ABC123'],
  ])('body class of %s is exactly "%s"', async (path, expected) => {
    const res = await request(app).get(path);
    expect(bodyClassOf(res.text)).toBe(expected);
  });

  it('an unknown path answers 404 with the spec texts', async () => {
    const res = await request(app).get('/no/such/page');
    expect(res.status).toBe(404);
    expect(res.text).toContain('Page not found');
    expect(res.text).toContain('Oops! This Page Missed a Beat!');
    expect(res.text).toMatch(/<a[^>]*href="\/"[^>]*>Back to Homepage<\/a>/);
  });

  it('an unknown content slug is a real 404', async () => {
    const res = await request(app).get('/pages/no-such-slug');
    expect(res.status).toBe(404);
    expect(res.text).toContain('Oops! This Page Missed a Beat!');
  });

  it('a thrown loader error answers 500 with the 500 screen and no internals', async () => {
    const { app: failing } = await buildTestApp({
      useCases: (real) => ({
        ...real,
        loadContentPage: { execute: () => Promise.reject(new Error('database password is hunter2')) } as unknown as LoadContentPage,
      }),
    });
    const res = await request(failing).get('/pages/about-us');
    expect(res.status).toBe(500);
    expect(res.text).toContain('500 Error');
    expect(res.text).toContain('Try again...');
    expect(res.text).toContain('Our server hit a wrong note and couldn&#x27;t finish your request. Please try again in a moment.');
    expect(res.text).toMatch(/<a[^>]*href="\/"[^>]*>Back to Homepage<\/a>/);
    expect(res.text).not.toContain('hunter2');
    expect(res.text).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('sends a CSP without a nonce on a shared page, its inline script allowed by hash (test/server/shared-page-csp.test.ts); the personal JSON data block (an ESI part on shared pages) needs neither', async () => {
    const res = await request(app).get('/');
    expect(res.headers['cache-control']).toMatch(/^public/);
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).not.toContain('nonce-');
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]{43}='/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
    const tags = [...res.text.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    const data = tags.filter((tag) => tag.includes('type="application/json"'));
    const scripts = tags.filter((tag) => !data.includes(tag));
    expect(scripts.length).toBeGreaterThan(0);
    expect(data).toContain('<script id="__personal" type="application/json">');
    for (const tag of scripts) expect(tag).not.toContain('nonce=');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers every request with a request id', async () => {
    const res = await request(app).get('/healthz');
    expect(res.headers['x-request-id']).toMatch(/^[\w.-]{8,64}$/);
  });
});

describe('locales by path prefix', () => {
  it.each([
    ['/en-au', 'en-au'],
    ['/en-gb/pages/about-us', 'en-gb'],
    ['/en-no', 'en-no'],
  ])('%s renders in %s', async (path, lang) => {
    const res = await request(app).get(path);
    expect(res.status).toBe(200);
    expect(res.text).toContain(`<html lang="${lang}"`);
  });

  it("the default locale's own prefix redirects to the canonical unprefixed path, query kept", async () => {
    const res = await request(app).get('/en-us/pages/about-us?x=1');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/pages/about-us?x=1');
  });

  it('never turns a double slash into an off-site redirect', async () => {
    const res = await request(app).get('/en-us//evil.example/path');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/evil.example/path');
  });
});

describe('client data requests', () => {
  it('returns a route loader result as JSON', async () => {
    const res = await request(app).get('/_data/pages/about-us?_route=content-page');
    expect(res.status).toBe(200);
    expect(res.body.title).toBe('About Us');
    expect(res.headers['cache-control']).toContain('no-store');
  });

  it('answers 404 JSON for an unknown slug', async () => {
    const res = await request(app).get('/_data/pages/nope?_route=content-page');
    expect(res.status).toBe(404);
    expect(res.body.error.status).toBe(404);
  });

  it.each(['', '?_route=bogus', '?_route[]=home'])('refuses a missing or unknown route id (%s) with 400', async (query) => {
    const res = await request(app).get(`/_data/pages/about-us${query}`);
    expect(res.status).toBe(400);
  });
});

describe('bad URLs', () => {
  it.each(['/%E0%A4%A', '/pages/%ZZ', '/products/%'])('%s answers 400, not a stack trace', async (path) => {
    const res = await request(app).get(path);
    expect(res.status).toBe(400);
    expect(res.text).not.toMatch(/URIError|at .*:\d+:\d+/);
  });

  it('a 10 KB query string is refused with 414', async () => {
    const res = await request(app).get(`/?q=${'a'.repeat(10_000)}`);
    expect(res.status).toBe(414);
  });

  it.each(['/?a[b][c][d]=1&a=2', '/pages/about-us?obx[]=1&Code[x]=<script>'])('odd query %s still renders', async (path) => {
    const res = await request(app).get(path);
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('<script>"');
  });
});

describe('operations', () => {
  it('/healthz says the process is up', async () => {
    const res = await request(app).get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('/readyz checks every port', async () => {
    const probed = ['ProductCatalog', 'ContentSource', 'ProductSearch', 'CartStore', 'CustomerAccounts', 'AlertOutbox', 'NewsletterSubscriptions', 'SavedItems'];
    expect(composition.readiness.map((probe) => probe.port)).toEqual(probed);
    const res = await request(app).get('/readyz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ready', ports: probed.map((port) => ({ port, ok: true })) });
  });

  it('/readyz answers 503 naming the port that does not answer', async () => {
    const { app: degraded } = await buildTestApp({
      readiness: (real) => [...real, { port: 'ProductSearch', check: () => Promise.reject(new Error('connection refused')) }],
    });
    const res = await request(degraded).get('/readyz');
    expect(res.status).toBe(503);
    expect(res.body.ports).toContainEqual({ port: 'ProductSearch', ok: false, error: 'connection refused' });
  });
});

describe('built client assets', () => {
  it('are served with a one-year immutable cache; a missing asset is not', async () => {
    const publicDir = mkdtempSync(path.join(tmpdir(), 'storefront-public-'));
    mkdirSync(path.join(publicDir, 'assets'));
    writeFileSync(path.join(publicDir, 'assets', 'entry-ABC123.js'), 'console.log("hi");');
    const { composition, config } = await buildTestApp();
    const withAssets = createApp({
      useCases: composition.useCases,
      readiness: composition.readiness,
      logger: pino({ level: 'silent' }),
      assets: TEST_ASSETS,
      publicDir,
      defaultLocale: config.server.defaultLocale,
      safeEnv: {},
      production: false,
      mount: composition.mount,
    });
    try {
      const res = await request(withAssets).get('/assets/entry-ABC123.js');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/javascript/);
      const cacheControl = String(res.headers['cache-control']).split(/,\s*/);
      expect(cacheControl).toEqual(expect.arrayContaining(['public', 'max-age=31536000', 'immutable']));
      const missing = await request(withAssets).get('/assets/entry-MISSING.js');
      expect(missing.status).toBe(404);
      expect(String(missing.headers['cache-control'])).not.toContain('immutable');
    } finally {
      rmSync(publicDir, { recursive: true, force: true });
    }
  });
});

describe('content security policy for embedded media', () => {
  it('allows the store maps and product videos to be framed, and nothing else off-site', async () => {
    const res = await request(app).get('/');
    const frameSrc = /frame-src ([^;]*)/.exec(res.headers['content-security-policy'] as string)?.[1]?.split(' ') ?? [];
    expect(frameSrc).toEqual(expect.arrayContaining(["'self'", 'https://www.google.com', 'https://www.youtube.com']));
    expect(frameSrc.every((source) => source === "'self'" || /^https:\/\/(www\.|maps\.)?(google|youtube|youtube-nocookie)\.com$/.test(source))).toBe(true);
  });
});
