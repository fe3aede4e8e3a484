// Issue 15, observation 11: a product sold in several variants (colour, handedness) lets the shopper
// choose one on its page, without JavaScript, and the chosen variant is in the URL; price, SKU,
// stock, the add-to-cart line and the JSON-LD offers follow it.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { DemoProduct, DemoVariant } from '../../src/adapters/embedded/demo-data/catalogue-types';
import { buildTestApp } from '../support/test-app';
import { productFixtures } from './product-fixtures';

const { app, config } = await buildTestApp();
const { catalogue } = productFixtures(config);

const entities: Record<string, string> = { quot: '"', amp: '&', lt: '<', gt: '>', '#x27': "'", '#39': "'" };
const unescape = (html: string) => html.replace(/&(quot|amp|lt|gt|#x27|#39);/g, (_, name: string) => entities[name]!);
/** The page's Product JSON-LD (beside it: breadcrumbs, videos). */
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!) as Record<string, any>).find((ld) => ld['@type'] === 'Product') ?? expect.fail('no Product JSON-LD');
const skuOf = (html: string) => /data-testid="product-sku">([^<]*)</.exec(html)?.[1];
const priceOf = (html: string) => unescape(/data-testid="product-price">([^<]*)</.exec(html)?.[1] ?? '');
const merchandiseOf = (html: string) =>
  [...html.matchAll(/name="cartFormInput" value="([^"]*)"/g)].map((m) => (JSON.parse(unescape(m[1]!)) as { inputs: { lines: { merchandiseId: string }[] } }).inputs.lines[0]?.merchandiseId);
const optionsOf = (v: DemoVariant) => Object.fromEntries(v.selectedOptions.map((o) => [o.name, o.value]));
const queryOf = (v: DemoVariant) => new URLSearchParams(v.selectedOptions.map((o) => [o.name, o.value])).toString();
const gid = (v: DemoVariant) => `gid://shopify/ProductVariant/${v.id}`;
const available = (v: DemoVariant) => v.inventory.some((e) => e.quantity > 0);

/** The picker's values as rendered: [option, value, state, selected, href]. */
const pickerOf = (html: string) =>
  [...html.matchAll(/<a ([^>]*class="variant-picker__value[^"]*"[^>]*)>/g)].map(([, attrs]) => {
    const attr = (name: string) => unescape(new RegExp(`${name}="([^"]*)"`).exec(attrs!)?.[1] ?? '');
    return { option: attr('data-option'), value: attr('data-value'), state: attr('data-state'), selected: attrs!.includes('aria-current="true"'), href: attr('href') };
  });

// A guitar sold right-handed in two colours and left-handed in one: some combinations do not exist.
const guitar = catalogue.products.find(
  (p) => p.status === 'active' && p.openBoxParent === null && p.variants.length >= 3 && p.variants.every(available) && p.variants.some((v) => optionsOf(v).Orientation === 'Left Handed') && new Set(p.variants.map((v) => v.prices.USD.price)).size > 1,
) as DemoProduct;
const leftHanded = guitar.variants.find((v) => optionsOf(v).Orientation === 'Left Handed')!;
const rightHanded = guitar.variants.find((v) => optionsOf(v).Orientation === 'Right Handed' && optionsOf(v).Colour !== optionsOf(leftHanded).Colour)!;

/**
 * The demo seed's fender-premier-bn-500-dreadnought-acoustic-guitar, written out: left-handed
 * FEN-0014432403 at $567.99, in stock at Forestville (51) and City (52); right-handed in another
 * colour FEN-0014432402 at $534.99.
 */
const SEED = { handle: 'fender-premier-bn-500-dreadnought-acoustic-guitar', left: { sku: 'FEN-0014432403', price: '$567.99', inStore: 'all' }, right: { sku: 'FEN-0014432402', price: '$534.99' } };

describe('the product page sells the variant its URL names', () => {
  it('the demo data has such a guitar', () => {
    expect([guitar.handle, leftHanded.sku, rightHanded.sku]).toEqual([SEED.handle, SEED.left.sku, SEED.right.sku]);
  });

  it('with no options in the URL it shows the first available variant', async () => {
    const res = await request(app).get(`/products/${guitar.handle}`);
    expect(res.status).toBe(200);
    const first = guitar.variants.find(available)!;
    expect(skuOf(res.text)).toBe(first.sku.toUpperCase());
    expect(merchandiseOf(res.text)).toContain(gid(first));
  });

  it('?Colour=…&Orientation=Left+Handed selects the left-handed variant: its SKU, price, add-to-cart line and stock', async () => {
    const res = await request(app).get(`/products/${guitar.handle}?${queryOf(leftHanded)}`);
    expect(res.status).toBe(200);
    expect(skuOf(res.text)).toBe(leftHanded.sku.toUpperCase());
    expect(priceOf(res.text)).toBe(SEED.left.price);
    expect(merchandiseOf(res.text)).toEqual([gid(leftHanded)]);
    expect(res.text).toContain(`data-availability="${SEED.left.inStore}"`);
  });

  it('reads values loosely, as a shopper would type them (Orientation=left-handed)', async () => {
    const res = await request(app).get(`/products/${guitar.handle}?Colour=${encodeURIComponent(optionsOf(leftHanded).Colour!.toLowerCase())}&Orientation=left-handed`);
    expect(skuOf(res.text)).toBe(leftHanded.sku.toUpperCase());
  });

  it('ignores unknown option values and names, and repeated parameters: the default variant, never an error', async () => {
    const first = guitar.variants.find(available)!;
    for (const query of ['Colour=Purple', 'Colour=Purple&Orientation=Upside+Down', 'Flavour=Mint', 'Colour=a&Colour=b&Colour[x]=c', `Colour=${'x'.repeat(5000)}`]) {
      const res = await request(app).get(`/products/${guitar.handle}?${query}`);
      expect(res.status, query).toBe(200);
      expect(skuOf(res.text), query).toBe(first.sku.toUpperCase());
    }
  });

  it('keeps the canonical URL on the product itself', async () => {
    const res = await request(app).get(`/products/${guitar.handle}?${queryOf(leftHanded)}`);
    expect(res.text).toMatch(new RegExp(`<link rel="canonical" href="http://[^"]+/products/${guitar.handle}"`));
  });

  it('gives JSON-LD one Offer per variant, each with its SKU, price and URL, and the product’s SKU is the chosen variant’s', async () => {
    const res = await request(app).get(`/products/${guitar.handle}?${queryOf(leftHanded)}`);
    const ld = jsonLdOf(res.text);
    expect(ld.sku).toBe(leftHanded.sku.toUpperCase());
    expect(ld.offers).toHaveLength(guitar.variants.length);
    for (const variant of guitar.variants) {
      const offer = (ld.offers as Record<string, string>[]).find((o) => o.sku === variant.sku.toUpperCase());
      expect(offer, variant.title).toMatchObject({ '@type': 'Offer', price: (variant.prices.USD.price / 100).toFixed(2), priceCurrency: 'USD' });
      expect(offer!.url).toMatch(new RegExp(`/products/${guitar.handle}\\?${queryOf(variant).replace(/[+?]/g, '\\$&')}$`));
    }
  });
});

describe('the shipping estimator follows the variant', () => {
  it('its no-JS form keeps the chosen variant’s options, so the page it answers on shows the same variant', async () => {
    const heavy = catalogue.products.find((p) => p.status === 'active' && p.openBoxParent === null && p.openBoxItems.length === 0 && p.metafields.is_heavy === 'true' && p.variants.length >= 2);
    if (!heavy) return expect.fail('the demo catalogue has no heavy product sold in several variants');
    const second = heavy.variants[1]!;
    const res = await request(app).get(`/products/${heavy.handle}?${queryOf(second)}`);
    const form = /<form id="shipping-estimate"[^>]*>(.*?)<\/form>/s.exec(res.text)?.[1] ?? '';
    const hidden = [...form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [unescape(m[1]!), unescape(m[2]!)]);
    expect(hidden).toEqual(second.selectedOptions.map((o) => [o.name, o.value]));
    const answered = await request(app).get(`/products/${heavy.handle}?${queryOf(second)}&postcode=10001`);
    expect(skuOf(answered.text)).toBe(second.sku.toUpperCase());
  });
});

describe('the gallery follows the variant', () => {
  it('opens on the chosen colour’s own picture', async () => {
    const colourful = catalogue.products.find((p) => p.status === 'active' && p.openBoxParent === null && p.variants.length >= 2 && new Set(p.variants.map((v) => optionsOf(v).Colour)).size >= 2 && p.variants.every((v) => optionsOf(v).Colour))!;
    const other = colourful.variants.find((v) => optionsOf(v).Colour !== optionsOf(colourful.variants[0]!).Colour)!;
    const firstImage = (html: string) => /<button type="button" class="product-gallery__main"[^>]*><img src="([^"]+)"/.exec(html)?.[1];
    const [plain, chosen] = await Promise.all([request(app).get(`/products/${colourful.handle}`), request(app).get(`/products/${colourful.handle}?${queryOf(other)}`)]);
    expect(firstImage(plain.text)).toBe(colourful.images[0]!.url);
    expect(firstImage(chosen.text)).toBe(`/images/products/${colourful.id}-v${colourful.variants.indexOf(other) + 1}.svg`);
  });
});

describe('the variant picker works without JavaScript', () => {
  it('lists every option value as a link to its variant’s URL, the chosen ones marked', async () => {
    const res = await request(app).get(`/products/${guitar.handle}?${queryOf(leftHanded)}`);
    const picker = pickerOf(res.text);
    const colours = [...new Set(guitar.variants.map((v) => optionsOf(v).Colour))];
    expect(picker.filter((p) => p.option === 'Colour').map((p) => p.value)).toEqual(colours);
    expect(picker.filter((p) => p.option === 'Orientation').map((p) => p.value).sort()).toEqual(['Left Handed', 'Right Handed']);
    expect(picker.filter((p) => p.selected).map((p) => [p.option, p.value])).toEqual(Object.entries(optionsOf(leftHanded)));
    // Every link names a variant that exists, by its full query.
    for (const link of picker) {
      const query = new URLSearchParams(link.href.split('?')[1]);
      expect(guitar.variants.some((v) => queryOf(v) === query.toString()), link.href).toBe(true);
      expect(link.href.startsWith(`/products/${guitar.handle}?`)).toBe(true);
    }
  });

  it('shows combinations that do not exist as unavailable instead of hiding them', async () => {
    const res = await request(app).get(`/products/${guitar.handle}?${queryOf(leftHanded)}`);
    const picker = pickerOf(res.text);
    const other = picker.find((p) => p.option === 'Colour' && p.value === optionsOf(rightHanded).Colour)!;
    expect(other.state).toBe('unavailable');
    expect(new URLSearchParams(other.href.split('?')[1]).toString()).toBe(queryOf(rightHanded));
    expect(res.text).toMatch(/class="variant-picker__value[^"]*"[^>]*data-state="unavailable"[^>]*>[^<]*<span class="variant-picker__note"><span class="visually-hidden">, <\/span>Unavailable<\/span>/);
  });

  it('prefixes the links with the locale under /en-au', async () => {
    const res = await request(app).get(`/en-au/products/${guitar.handle}`);
    expect(pickerOf(res.text).every((p) => p.href.startsWith(`/en-au/products/${guitar.handle}?`))).toBe(true);
  });

  it('is not shown in open-box mode, where the page sells the units', async () => {
    const res = await request(app).get(`/products/${guitar.handle}?obx=1`);
    expect(res.status).toBe(200);
    expect(pickerOf(res.text)).toEqual([]);
  });

  it('has no picker for a product sold in one variant', async () => {
    const plain = catalogue.products.find((p) => p.status === 'active' && p.openBoxParent === null && p.variants.length === 1)!;
    const res = await request(app).get(`/products/${plain.handle}`);
    expect(res.status).toBe(200);
    expect(pickerOf(res.text)).toEqual([]);
  });
});
