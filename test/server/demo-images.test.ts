import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { generateCatalogue } from '../../src/adapters/embedded/demo-data/generate-catalogue';
import { buildTestApp } from '../support/test-app';

const { app, config } = await buildTestApp();
const catalogue = generateCatalogue({ seed: config.demo.seed, productCount: config.demo.productCount });
const product = catalogue.products[7]!;
const brand = catalogue.brands[3]!;

const svgOf = (res: request.Response) => (Buffer.isBuffer(res.body) ? res.body.toString('utf8') : res.text);

describe('embedded catalogue images', () => {
  it('serves a product picture as SVG with fixed dimensions and a long cache', async () => {
    const res = await request(app).get(product.images[0]!.url).buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(svgOf(res)).toMatch(/<svg[^>]*width="800"[^>]*height="800"/);
  });

  it('serves the brand logo and the home banners', async () => {
    const logo = await request(app).get(brand.logoUrl).buffer(true);
    expect(logo.status).toBe(200);
    expect(svgOf(logo)).toContain('<svg');
    const banner = await request(app).get('/images/banners/showtime-sale.svg').buffer(true);
    expect(banner.status).toBe(200);
  });

  // Issue 33, observation 3: the home page's category tiles were words only; each top category now
  // has a picture of its own kind of instrument.
  it.each([
    ['guitar-bass', 'electric-guitar'],
    ['keyboards', 'synthesizer'],
    ['drums', 'drum-kit'],
    ['live-sound-pa', 'pa-speaker'],
    ['lighting', 'moving-head'],
    ['studio-gear', 'studio-monitor'],
    ['dj-equipment', 'turntable'],
    ['headphones', 'headphones'],
    ['accessories', 'guitar-stand'],
  ])('serves the %s category picture, drawn as a %s, with a long cache', async (handle, kind) => {
    const res = await request(app).get(`/images/categories/${handle}.svg`).buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(svgOf(res)).toMatch(new RegExp(`^<svg[^>]*width="800" height="800"[^>]*data-kind="${kind}"`));
  });

  it('draws a variant’s own picture in its colour', async () => {
    const colour = (v: (typeof catalogue.products)[number]['variants'][number]) => v.selectedOptions.find((o) => o.name === 'Colour')?.value;
    const guitar = catalogue.products.find((p) => p.variants.length >= 2 && colour(p.variants[0]!) && colour(p.variants[1]!) && colour(p.variants[0]!) !== colour(p.variants[1]!))!;
    const [first, second] = await Promise.all([1, 2].map((n) => request(app).get(`/images/products/${guitar.id}-v${n}.svg`).buffer(true)));
    expect([first!.status, second!.status]).toEqual([200, 200]);
    expect(svgOf(first!)).not.toBe(svgOf(second!));
  });

  it.each(['/images/products/999999999-1.svg', `/images/products/${product.id}-0.svg`, `/images/products/${product.id}-v9.svg`, '/images/products/..%2Fetc.svg', '/images/brands/NOPE.svg', '/images/banners/..%2Fx.svg', '/images/categories/electric-guitars.svg', '/images/categories/NOPE.svg', '/images/categories/..%2Fx.svg'])(
    '%s is a 404',
    async (path) => {
      const res = await request(app).get(path);
      expect(res.status).toBe(404);
    },
  );
});
