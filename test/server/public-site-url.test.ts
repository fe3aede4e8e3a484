// Issue 17, observation 3: absolute URLs (canonical, hreflang, og:url, robots.txt Sitemap:, the
// sitemaps, JSON-LD) never come from the Host header. PUBLIC_SITE_URL is their one source; without
// it (development, test) the request's origin counts only for localhost / 127.0.0.1 on the
// configured PORT, and anything else falls back to http://localhost:{PORT}.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { siteOrigin } from '../../src/domain/seo';
import { loadConfig } from '../../src/server/config';
import { buildTestApp } from '../support/test-app';
import { productFixtures } from './product-fixtures';

const SITE = 'https://www.example.com.au';
const withSite = await buildTestApp({ env: { PUBLIC_SITE_URL: `${SITE}/` } });
const withoutSite = await buildTestApp({ env: { PORT: '3172' } });
const products = productFixtures(withSite.config);

const absoluteUrls = (text: string) => [...text.matchAll(/https?:\/\/[^\s"'<>\\]+/g)].map((m) => m[0]).filter((url) => !url.startsWith('http://www.sitemaps.org') && !url.startsWith('https://schema.org') && !url.startsWith('http://www.w3.org'));

const PAGES = ['/robots.txt', '/sitemap.xml', '/sitemaps/en-au.xml', '/', '/en-au/pages/about-us', '/collections/guitar-bass', `/products/${products.normal.handle}`, '/locations/melbourne-fitzroy'];

describe('PUBLIC_SITE_URL is the only source of absolute URLs', () => {
  it.each(PAGES)('%s with Host: evil.example names only the public site', async (path) => {
    const res = await request(withSite.app).get(path).set('host', 'evil.example');
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('evil.example');
    const ours = absoluteUrls(res.text).filter((url) => url.startsWith(SITE));
    expect(ours.length).toBeGreaterThan(0);
  });

  it('robots.txt names the sitemap on the public site', async () => {
    const res = await request(withSite.app).get('/robots.txt').set('host', 'evil.example');
    expect(res.text).toContain(`Sitemap: ${SITE}/sitemap.xml\n`);
  });

  it('a page carries canonical, hreflang and og:url on the public site', async () => {
    const res = await request(withSite.app).get('/en-au/pages/about-us').set('host', 'evil.example').set('x-forwarded-host', 'evil.example');
    expect(res.text).toContain(`<link rel="canonical" href="${SITE}/en-au/pages/about-us"/>`);
    expect(res.text).toContain(`<link rel="alternate" hrefLang="x-default" href="${SITE}/pages/about-us"/>`);
    expect(res.text).toContain(`<meta property="og:url" content="${SITE}/en-au/pages/about-us"/>`);
  });
});

describe('without PUBLIC_SITE_URL (development, test)', () => {
  it.each(PAGES)('%s with Host: evil.example falls back to http://localhost:{PORT}', async (path) => {
    const res = await request(withoutSite.app).get(path).set('host', 'evil.example');
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('evil.example');
  });

  it.each([
    ['localhost:3172', 'http://localhost:3172'],
    ['127.0.0.1:3172', 'http://127.0.0.1:3172'],
    ['LOCALHOST:3172', 'http://localhost:3172'],
    ['localhost:3173', 'http://localhost:3172'],
    ['127.0.0.2:3172', 'http://localhost:3172'],
    ['evil.example', 'http://localhost:3172'],
    ['localhost.evil.example:3172', 'http://localhost:3172'],
  ])('Host: %s gives the sitemap %s', async (host, origin) => {
    const res = await request(withoutSite.app).get('/robots.txt').set('host', host);
    expect(res.text).toContain(`Sitemap: ${origin}/sitemap.xml\n`);
  });
});

describe('siteOrigin: the rule', () => {
  it.each<[string | undefined, string | undefined, string]>([
    [SITE, 'evil.example', SITE],
    [SITE, 'localhost:3000', SITE],
    [undefined, 'localhost:3000', 'http://localhost:3000'],
    [undefined, '127.0.0.1:3000', 'http://127.0.0.1:3000'],
    [undefined, '[::1]:3000', 'http://[::1]:3000'],
    [undefined, 'localhost:2999', 'http://localhost:3000'],
    [undefined, 'localhost:3001', 'http://localhost:3000'],
    [undefined, 'localhost', 'http://localhost:3000'],
    [undefined, undefined, 'http://localhost:3000'],
    [undefined, 'evil.example:3000', 'http://localhost:3000'],
  ])('PUBLIC_SITE_URL %s, Host %s → %s', (publicSiteUrl, host, expected) => {
    expect(siteOrigin({ publicSiteUrl, port: 3000 }, { host, secure: false })).toBe(expected);
  });

  it('port 80 allows a bare localhost', () => {
    expect(siteOrigin({ port: 80 }, { host: 'localhost', secure: false })).toBe('http://localhost');
  });
});

describe('PUBLIC_SITE_URL setting', () => {
  const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) };
  it('is required in production', () => {
    expect(() => loadConfig(production)).toThrow(/PUBLIC_SITE_URL is required when NODE_ENV is production/);
    expect(loadConfig({ ...production, PUBLIC_SITE_URL: SITE }).server.publicSiteUrl).toBe(SITE);
  });

  it.each(['https://www.Example.com.au/', 'https://www.example.com.au'])('%s is read as the bare origin', (value) => {
    expect(loadConfig({ PUBLIC_SITE_URL: value }).server.publicSiteUrl).toBe(SITE);
  });

  it.each(['www.example.com.au', 'ftp://www.example.com.au', 'https://www.example.com.au/shop', 'https://www.example.com.au/?a=1', 'https://user:pw@www.example.com.au'])(
    '%s is refused',
    (value) => {
      expect(() => loadConfig({ PUBLIC_SITE_URL: value })).toThrow(/^PUBLIC_SITE_URL: /);
    },
  );
});
