// Issue 17, observation 11: one framing policy (X-Frame-Options agrees with frame-ancestors
// 'none'), no host twice in frame-src, request log lines under 400 bytes at info level, immutable
// caching for content-hashed assets and catalogue images, a newsletter limit that counts only
// valid attempts, and a warning when requests come through a proxy the app does not trust.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { generateCatalogue } from '../../src/adapters/embedded/demo-data/generate-catalogue';
import { loadConfig } from '../../src/server/config';
import { DEFAULT_RATE_LIMITS } from '../../src/server/http/rate-limit';
import { shopperRoutes } from '../../src/server/http/shopper-routes';
import { createLogger } from '../../src/server/logger';
import { buildTestApp } from '../support/test-app';

const IMMUTABLE = 'public, max-age=31536000, immutable';

function captureLogs(level = 'info') {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, logger: createLogger({ level, pretty: false, destination }) };
}

const directives = (csp: string) => new Map(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name!, values]));

describe('framing: one policy', () => {
  it("X-Frame-Options agrees with frame-ancestors 'none' (DENY, or absent)", async () => {
    const { app } = await buildTestApp();
    for (const p of ['/', '/collections/guitar-bass', '/api/cart', '/no-such-page']) {
      const res = await request(app).get(p);
      expect(directives(res.headers['content-security-policy'] as string).get('frame-ancestors')).toEqual(["'none'"]);
      expect([undefined, 'DENY']).toContain(res.headers['x-frame-options']);
    }
  });

  it('with reCAPTCHA on, no host appears twice in frame-src (or any directive)', async () => {
    const { app } = await buildTestApp({ env: { RECAPTCHA_SITE_KEY: '6LcPublicSiteKey-visible', RECAPTCHA_SECRET_KEY: 'secret-key', GTM_CONTAINER_ID: 'GTM-ABCD123' } });
    const csp = (await request(app).get('/')).headers['content-security-policy'] as string;
    for (const [name, values] of directives(csp)) expect(values, name).toEqual([...new Set(values)]);
    expect(directives(csp).get('frame-src')).toContain('https://www.google.com');
  });
});

describe('request log lines under 400 bytes at info level', () => {
  it('pages, APIs, redirects, errors and a 8 KB URL: every line is short, and names method, path and status', async () => {
    const { lines, logger } = captureLogs('info');
    const { app } = await buildTestApp({
      logger,
      env: { RECAPTCHA_SITE_KEY: '6LcPublicSiteKey-visible', RECAPTCHA_SECRET_KEY: 'secret-key', GTM_CONTAINER_ID: 'GTM-ABCD123' },
      mountFirst: (express) => express.get('/explode', () => {
        throw new Error('boom');
      }),
    });
    await request(app).get('/').set('user-agent', 'x'.repeat(2_000)).set('cookie', `a=${'b'.repeat(2_000)}`);
    await request(app).get('/collections/guitar-bass?category[refinementList][brand][0]=Fender');
    await request(app).get(`/search?search[query]=${'amp'.repeat(2_500)}`);
    await request(app).get('/api/cart');
    await request(app).get('/prod/some-product');
    await request(app).put('/');
    await request(app).post('/api/submit-opt-in-cta-v2').set('content-type', 'application/json').send('{');
    await request(app).get('/explode');
    // pino-http writes its access line when the response finishes, which may be after the client has read it.
    const accessLines = () => lines.filter((l) => l.includes('"request completed"') || l.includes('"request errored"'));
    await expect.poll(() => accessLines().length).toBe(8);
    const access = accessLines();
    const info = lines.filter((l) => (JSON.parse(l) as { level: number }).level <= 30);
    expect(info.length).toBeGreaterThanOrEqual(7);
    for (const line of info) expect(Buffer.byteLength(line), line.slice(0, 300)).toBeLessThan(400);
    // A 5xx (and its stack) is logged at error level, not info.
    expect(lines.filter((l) => l.includes('/explode')).map((l) => (JSON.parse(l) as { level: number }).level)).toEqual([50, 50]);
    expect(access[0]).toMatch(/"method":"GET","url":"\/"/);
    expect(access[0]).toMatch(/"statusCode":200/);
    expect(lines.join('\n')).not.toContain('content-security-policy');
  });
});

describe('immutable caching for content-hashed assets and catalogue images', () => {
  it('assets named with their content hash are immutable for a year; the manifest (not hashed) is revalidated', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'public-'));
    mkdirSync(path.join(dir, 'assets', 'chunks'), { recursive: true });
    writeFileSync(path.join(dir, 'assets', 'entry-ABCD1234.js'), 'console.log(1)');
    writeFileSync(path.join(dir, 'assets', 'chunks', 'page-ZX12CV34.js'), 'console.log(2)');
    writeFileSync(path.join(dir, 'assets', 'manifest.json'), '{}');
    const { app } = await buildTestApp({ app: { publicDir: dir } });
    expect((await request(app).get('/assets/entry-ABCD1234.js').expect(200)).headers['cache-control']).toBe(IMMUTABLE);
    expect((await request(app).get('/assets/chunks/page-ZX12CV34.js').expect(200)).headers['cache-control']).toBe(IMMUTABLE);
    expect((await request(app).get('/assets/manifest.json').expect(200)).headers['cache-control']).toBe('no-cache');
  });

  it('product, brand and banner SVGs (their URLs never change content) are immutable for a year', async () => {
    const { app, config } = await buildTestApp();
    const catalogue = generateCatalogue({ seed: config.demo.seed, productCount: config.demo.productCount });
    const product = catalogue.products[0]!;
    const brand = catalogue.brands[0]!;
    for (const url of [`/images/products/${product.id}-1.svg`, `/images/brands/${brand.handle}.svg`, '/images/banners/roland.svg']) {
      const res = await request(app).get(url).expect(200);
      expect(res.headers['cache-control'], url).toBe(IMMUTABLE);
    }
  });
});

describe("the newsletter's per-IP limit counts only valid attempts", () => {
  it('malformed, oversized and wrongly typed bodies do not use up the limit; valid sign-ups do', async () => {
    const limits = { ...DEFAULT_RATE_LIMITS, newsletter: { limit: 2, windowMs: 60_000 } };
    const { app } = await buildTestApp({
      mountFirst: (express, { useCases, config }) => express.use(shopperRoutes({ useCases, session: { secret: config.session.secret, secure: false }, defaultLocale: config.server.defaultLocale, analyticsShopId: '0', limits })),
    });
    const post = (body: string, type = 'application/json') => request(app).post('/api/submit-opt-in-cta-v2').set('content-type', type).send(body);
    for (let i = 0; i < 5; i += 1) {
      expect((await post('{"email":')).status).toBe(400);
      expect((await post(JSON.stringify({ email: 'not an email' }))).status).toBe(400);
      expect((await post('email=a@example.com', 'text/plain')).status).toBe(415);
    }
    expect((await post(JSON.stringify({ email: 'first@example.com', captchaToken: 't' }))).status).toBe(200);
    expect((await post(JSON.stringify({ email: 'second@example.com', captchaToken: 't' }))).status).toBe(200);
    expect((await post(JSON.stringify({ email: 'third@example.com', captchaToken: 't' }))).status).toBe(429);
  });
});

describe('a proxy the app does not trust', () => {
  it('requests with X-Forwarded-For and no TRUST_PROXY: one warning naming TRUST_PROXY, not one per request', async () => {
    const { lines, logger } = captureLogs('warn');
    const { app } = await buildTestApp({ logger });
    // The warning is written by a middleware, before the response: nothing to wait for.
    for (let i = 0; i < 3; i += 1) await request(app).get('/api/cart').set('x-forwarded-for', `203.0.113.${i}`);
    const warnings = lines.filter((l) => l.includes('TRUST_PROXY'));
    expect(warnings).toHaveLength(1);
    expect(JSON.parse(warnings[0]!).level).toBe(40);
    expect(warnings[0]).toMatch(/X-Forwarded-For/);
  });

  it('with TRUST_PROXY set, or without the header, nothing is said', async () => {
    const trusted = captureLogs('warn');
    const { app } = await buildTestApp({ logger: trusted.logger, app: { trustProxy: 1 } });
    await request(app).get('/api/cart').set('x-forwarded-for', '203.0.113.9');
    const direct = captureLogs('warn');
    const { app: plain } = await buildTestApp({ logger: direct.logger });
    await request(plain).get('/api/cart');
    expect([...trusted.lines, ...direct.lines].filter((l) => l.includes('TRUST_PROXY'))).toEqual([]);
  });

  it('the setting exists: TRUST_PROXY reads into the config', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).server.trustProxy).toBe(1);
  });
});
