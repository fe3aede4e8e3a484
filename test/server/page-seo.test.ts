// Issue 17, observation 5: every indexable page type has a canonical, hreflang alternates with
// x-default, Open Graph and Twitter tags, and the JSON-LD Google's rich results need (validated
// here with zod schemas of those requirements); duplicates answer 301 to one address.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp } from '../support/test-app';
import { productFixtures } from './product-fixtures';

const SITE = 'https://www.example.com.au';
const { app, config } = await buildTestApp({ env: { PUBLIC_SITE_URL: SITE } });
const products = productFixtures(config);
const withVideo = products.catalogue.products.find((p) => p.status === 'active' && p.openBoxParent === null && p.videoURLs.some((url) => url.startsWith('https://')));

const attr = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1]!.replace(/&amp;/g, '&'));
const canonicals = (html: string) => attr(html, /<link rel="canonical" href="([^"]+)"/g);
const meta = (html: string, key: string) => attr(html, new RegExp(`<meta (?:property|name)="${key.replace(':', ':')}" content="([^"]*)"`, 'g'));
const hreflangs = (html: string) => Object.fromEntries([...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1]!, m[2]!]));
const jsonLd = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!.replace(/\\u003c/g, '<')) as Record<string, unknown>);
const ofType = (html: string, type: string) => jsonLd(html).filter((ld) => ld['@type'] === type);

// What Google's rich results ask for, per type (developers.google.com/search/docs/appearance/structured-data).
const url = z.string().regex(/^https:\/\/www\.example\.com\.au(\/|$)/);
const schemaUrl = z.string().startsWith('https://schema.org/');
const offer = z.object({ '@type': z.literal('Offer'), price: z.union([z.string().regex(/^\d+(\.\d+)?$/), z.number()]), priceCurrency: z.string().length(3), availability: schemaUrl, itemCondition: schemaUrl });
const productSchema = z.object({
  '@context': z.literal('https://schema.org'),
  '@type': z.literal('Product'),
  name: z.string().min(1),
  image: z.array(z.string().url()).min(1),
  offers: z.union([offer, z.array(offer).min(1)]),
});
const breadcrumbSchema = z.object({
  '@type': z.literal('BreadcrumbList'),
  itemListElement: z.array(z.object({ '@type': z.literal('ListItem'), position: z.number().int().positive(), name: z.string().min(1), item: url })).min(2),
});
const organizationSchema = z.object({ '@type': z.literal('Organization'), name: z.string().min(1), url, logo: url });
const webSiteSchema = z.object({
  '@type': z.literal('WebSite'),
  url,
  potentialAction: z.object({ '@type': z.literal('SearchAction'), target: z.object({ urlTemplate: z.string().includes('{search_term_string}') }), 'query-input': z.literal('required name=search_term_string') }),
});
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
const localBusinessSchema = z.object({
  '@type': z.enum(['LocalBusiness', 'Store', 'MusicStore']),
  name: z.string().min(1),
  url,
  address: z.object({ '@type': z.literal('PostalAddress'), streetAddress: z.string().min(1), addressLocality: z.string().min(1), postalCode: z.string().min(1), addressCountry: z.string().length(2) }),
  openingHoursSpecification: z.array(z.object({ '@type': z.literal('OpeningHoursSpecification'), dayOfWeek: z.array(z.string()).min(1), opens: time, closes: time })).min(1),
});
const itemListSchema = z.object({ '@type': z.literal('ItemList'), itemListElement: z.array(z.object({ position: z.number().int().positive(), url })).min(1) });
const videoSchema = z.object({ '@type': z.literal('VideoObject'), name: z.string().min(1), description: z.string().min(1), thumbnailUrl: z.array(z.string().url()).min(1) });

const PAGES: [string, string, string][] = [
  ['home', '/', `${SITE}/`],
  ['home (en-au)', '/en-au', `${SITE}/en-au`],
  ['collection', '/collections/guitar-bass?category[page]=2', `${SITE}/collections/guitar-bass`],
  // Search results are a utility page: 'noindex,follow', no canonical (issue 30; test/server/page-indexing.test.ts).
  ['product', `/products/${products.normal.handle}?obx=1`, `${SITE}/products/${products.normal.handle}`],
  ['content page', '/en-au/pages/about-us', `${SITE}/en-au/pages/about-us`],
  ['listing content page', '/pages/new-arrivals', `${SITE}/pages/new-arrivals`],
  ['store list', '/pages/locations', `${SITE}/pages/locations`],
  ['store page', '/en-gb/locations/melbourne-fitzroy', `${SITE}/en-gb/locations/melbourne-fitzroy`],
  ['sale page', '/showtime-sale', `${SITE}/showtime-sale`],
];

describe('every indexable page type: canonical, hreflang, Open Graph, Twitter', () => {
  it.each(PAGES)('%s (%s)', async (_type, path, canonical) => {
    const res = await request(app).get(path);
    expect(res.status).toBe(200);
    expect(canonicals(res.text)).toEqual([canonical]);
    const alternates = hreflangs(res.text);
    expect(Object.keys(alternates).sort()).toEqual(['en-AU', 'en-GB', 'en-NO', 'en-US', 'x-default']);
    expect(Object.values(alternates)).toContain(canonical);
    for (const href of Object.values(alternates)) {
      expect(href.startsWith(SITE)).toBe(true);
      expect(href === `${SITE}/` || !href.endsWith('/')).toBe(true);
    }
    expect(meta(res.text, 'og:url')).toEqual([canonical]);
    expect(meta(res.text, 'og:title')[0]).toMatch(/\S/);
    expect(meta(res.text, 'og:description')[0]).toMatch(/\S/);
    expect(meta(res.text, 'og:site_name')[0]).toMatch(/\S/);
    expect(meta(res.text, 'og:type')).toHaveLength(1);
    expect(meta(res.text, 'twitter:card')[0]).toMatch(/^summary(_large_image)?$/);
    expect(meta(res.text, 'twitter:title')[0]).toMatch(/\S/);
  });

  it.each(['/cart', '/account/login', '/no-such-page'])('%s (not indexable) has no canonical or social tags', async (path) => {
    const res = await request(app).get(path);
    expect(canonicals(res.text)).toEqual([]);
    expect(meta(res.text, 'og:url')).toEqual([]);
  });
});

describe('structured data that passes the rich-results requirements', () => {
  it('home: Organization and WebSite with a SearchAction', async () => {
    const res = await request(app).get('/');
    expect(ofType(res.text, 'Organization').map((ld) => organizationSchema.parse(ld))).toHaveLength(1);
    const [site] = ofType(res.text, 'WebSite').map((ld) => webSiteSchema.parse(ld));
    expect(site!.potentialAction.target.urlTemplate).toBe(`${SITE}/search?search[query]={search_term_string}`);
  });

  it('a product: Product whose offers carry itemCondition NewCondition, and its BreadcrumbList ending with itself', async () => {
    const res = await request(app).get(`/products/${products.normal.handle}`);
    const [product] = ofType(res.text, 'Product').map((ld) => productSchema.parse(ld));
    const offers = [product!.offers].flat();
    expect(offers.every((o) => o.itemCondition === 'https://schema.org/NewCondition')).toBe(true);
    const [trail] = ofType(res.text, 'BreadcrumbList').map((ld) => breadcrumbSchema.parse(ld));
    expect(trail!.itemListElement[0]).toMatchObject({ position: 1, name: 'Home', item: `${SITE}/` });
    expect(trail!.itemListElement.at(-1)).toMatchObject({ name: products.normal.title, item: `${SITE}/products/${products.normal.handle}` });
    expect(trail!.itemListElement.map((i) => i.position)).toEqual(trail!.itemListElement.map((_, i) => i + 1));
  });

  it('an open-box product: its offers are UsedCondition', async () => {
    const res = await request(app).get(`/products/${products.openBoxListing.handle}`);
    const [product] = ofType(res.text, 'Product').map((ld) => productSchema.parse(ld));
    expect([product!.offers].flat().map((o) => o.itemCondition)).toEqual(expect.arrayContaining(['https://schema.org/UsedCondition']));
    expect([product!.offers].flat().every((o) => o.itemCondition === 'https://schema.org/UsedCondition')).toBe(true);
  });

  it('a product with videos: one VideoObject per video', async () => {
    expect(withVideo).toBeDefined();
    const res = await request(app).get(`/products/${withVideo!.handle}`);
    const videos = ofType(res.text, 'VideoObject').map((ld) => videoSchema.parse(ld));
    expect(videos.length).toBe(Math.min(5, withVideo!.videoURLs.filter((u) => u.startsWith('https://')).length));
  });

  it('a collection: BreadcrumbList and an ItemList of the products on screen', async () => {
    const res = await request(app).get('/collections/electric-guitars');
    const [trail] = ofType(res.text, 'BreadcrumbList').map((ld) => breadcrumbSchema.parse(ld));
    expect(trail!.itemListElement.at(-1)!.item).toBe(`${SITE}/collections/electric-guitars`);
    const [list] = ofType(res.text, 'ItemList').map((ld) => itemListSchema.parse(ld));
    expect(list!.itemListElement.every((i) => i.url.startsWith(`${SITE}/products/`))).toBe(true);
  });

  it.each(['/pages/new-arrivals'])('%s: an ItemList of its products', async (path) => {
    const res = await request(app).get(path);
    expect(ofType(res.text, 'ItemList').map((ld) => itemListSchema.parse(ld))).toHaveLength(1);
  });

  it('a store page: a LocalBusiness with its address and opening hours (10am-6pm weekdays)', async () => {
    const res = await request(app).get('/locations/melbourne-fitzroy');
    const [store] = jsonLd(res.text).map((ld) => localBusinessSchema.safeParse(ld)).filter((r) => r.success).map((r) => r.data);
    expect(store).toBeDefined();
    expect(store!.openingHoursSpecification).toContainEqual(expect.objectContaining({ dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '10:00', closes: '18:00' }));
    expect(store!.openingHoursSpecification).toContainEqual(expect.objectContaining({ dayOfWeek: ['Saturday'], opens: '10:00', closes: '17:00' }));
  });
});

describe('one address per page: 301 for case and trailing slashes', () => {
  it.each([
    ['/EN-AU/pages/about-us', '/en-au/pages/about-us'],
    ['/en-au/pages/about-us/', '/en-au/pages/about-us'],
    ['/Pages/About-Us', '/pages/about-us'],
    ['/en-au/', '/en-au'],
    ['/collections/Guitar-Bass/?category[page]=2', '/collections/guitar-bass?category[page]=2'],
    ['/en-us/pages/about-us/', '/pages/about-us'],
  ])('%s → %s', async (from, to) => {
    const res = await request(app).get(from);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(to);
  });

  it.each(['/en-au/pages/about-us', '/pages/about-us', '/en-au', '/'])('%s answers 200 as it is', async (path) => {
    expect((await request(app).get(path)).status).toBe(200);
  });
});

describe('/pages/specials and /pages/clearance-centre', () => {
  it('specials is the Clearance Centre under a second address: its canonical is /pages/clearance-centre, and only that one is in the sitemap', async () => {
    const specials = await request(app).get('/pages/specials');
    const clearance = await request(app).get('/pages/clearance-centre');
    expect(canonicals(specials.text)).toEqual([`${SITE}/pages/clearance-centre`]);
    expect(canonicals(clearance.text)).toEqual([`${SITE}/pages/clearance-centre`]);
    const sitemap = await request(app).get('/sitemaps/en-us.xml');
    expect(sitemap.text).toContain(`<loc>${SITE}/pages/clearance-centre</loc>`);
    expect(sitemap.text).not.toContain(`${SITE}/pages/specials<`);
  });
});
