// SEO input on the server: values outside the spec's limits are logged as warnings ('Error in SEO
// input: ') and never block the page; robots flags become <meta name="robots"> where pages set them.
import { Writable } from 'node:stream';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/server/logger';
import { buildTestApp } from '../support/test-app';
import { productFixtures } from './product-fixtures';

interface LogLine {
  level: number;
  msg?: string;
  path?: string;
}

const lines: LogLine[] = [];
const destination = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
    done();
  },
});
const logger = createLogger({ level: 'warn', pretty: false, destination });

const LONG_TITLE = 'Vintage Sunburst Electric Guitar '.repeat(4).trim();
const LONG_DESCRIPTION = 'Everything you need to know about buying with us, from delivery and returns to warranties and trade-ins. '.repeat(2).trim();

const { app, config } = await buildTestApp({
  logger,
  useCases: (real) => ({
    ...real,
    loadProductPage: {
      execute: async (input: Parameters<typeof real.loadProductPage.execute>[0]) => {
        const page = await real.loadProductPage.execute(input);
        return page && { ...page, product: { ...page.product, title: LONG_TITLE } };
      },
    } as typeof real.loadProductPage,
    loadContentPage: {
      execute: async (input: Parameters<typeof real.loadContentPage.execute>[0]) => {
        const page = await real.loadContentPage.execute(input);
        return page && input.slug === 'about-us' ? { ...page, seo: { ...page.seo, description: LONG_DESCRIPTION } } : page;
      },
    } as typeof real.loadContentPage,
  }),
});
const products = productFixtures(config);

const seoWarnings = () => lines.filter((line) => line.msg?.startsWith('Error in SEO input: '));

beforeEach(() => {
  lines.length = 0;
});

describe('SEO input: invalid values produce warnings, never a block', () => {
  it('a product title over 120 characters logs the title warning once and the page still renders 200 with that title', async () => {
    expect(LONG_TITLE.length).toBeGreaterThan(120);
    const path = `/products/${products.normal.handle}`;
    const res = await request(app).get(path);
    expect(res.status).toBe(200);
    expect(res.text).toContain(`<h1 class="product-page__title">${LONG_TITLE}</h1>`);
    await expect.poll(seoWarnings).toEqual([expect.objectContaining({ level: 40, path, msg: 'Error in SEO input: `title` should not be longer than 120 characters' })]);
  });

  it('a content page description over 155 characters logs the description warning; the page shows it cut with ...', async () => {
    expect(LONG_DESCRIPTION.length).toBeGreaterThan(155);
    const res = await request(app).get('/pages/about-us');
    expect(res.status).toBe(200);
    const description = /<meta name="description" content="([^"]*)"/.exec(res.text)?.[1] ?? '';
    expect(description.length).toBeLessThanOrEqual(155);
    expect(description.endsWith('...')).toBe(true);
    await expect.poll(() => seoWarnings().map((line) => line.msg)).toEqual(['Error in SEO input: `description` should not be longer than 155 characters']);
  });

  it('pages whose SEO input is within the limits log no warning', async () => {
    for (const path of ['/', '/pages/contact', '/collections/guitar-bass']) {
      expect((await request(app).get(path)).status).toBe(200);
    }
    // The warning is written while the page renders, so before the response ends: nothing to wait for.
    expect(seoWarnings()).toEqual([]);
  });
});

describe('robots flags: <meta name="robots">', () => {
  const robotsOf = (html: string) => [...html.matchAll(/<meta name="robots" content="([^"]*)"\/?>/g)].map((m) => m[1]);

  it.each(['/cart', '/account/login', '/account/register', '/en-au/cart'])('%s (one shopper’s own page) is noindex,follow', async (path) => {
    const res = await request(app).get(path);
    expect(res.status).toBe(200);
    expect(robotsOf(res.text)).toEqual(['noindex,follow']);
  });

  it('the signed-in account page is noindex,follow', async () => {
    const agent = request.agent(app);
    const shopper = { firstName: 'Ann', lastName: 'Lee', email: `seo-${Date.now()}@example.com`, password: 'correct horse battery' };
    await agent.post('/account/register').set('accept', 'application/json').type('form').send(shopper).expect(200);
    const res = await agent.get('/account');
    expect(res.status).toBe(200);
    expect(res.text).toContain('My Account');
    expect(robotsOf(res.text)).toEqual(['noindex,follow']);
  });

  it('the embedded checkout page is noindex,follow', async () => {
    const buyNow = await request(app).get(`/cart/${products.normal.variants[0]!.id}:1`).set('user-agent', 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0').expect(303);
    const res = await request(app).get(buyNow.headers.location as string);
    expect(res.status).toBe(200);
    expect(robotsOf(res.text)).toEqual(['noindex,follow']);
  });

  it.each(['/', '/pages/about-us', '/collections/guitar-bass'])('%s sets no robots flags, so it has no robots meta', async (path) => {
    const res = await request(app).get(path);
    expect(res.status).toBe(200);
    expect(robotsOf(res.text)).toEqual([]);
  });
});
