// Compare side by side (issue 19): the /compare page and the no-JS toggle route, over HTTP.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../support/test-app';
import { productFixtures } from './product-fixtures';

const { app, config } = await buildTestApp();
const products = productFixtures(config);
const active = products.catalogue.products.filter((p) => p.status === 'active' && p.openBoxParent === null);
const [a, b, c, d, e] = active;
const spec = (p: { specifications: { name: string; value: string }[] }, name: string) => p.specifications.find((s) => s.name === name)?.value;
/** Two guitars: the first has no Frets row, both a Neck row (different woods) and the same scale length. */
const guitarA = active.find((p) => spec(p, 'Neck') && !spec(p, 'Frets') && spec(p, 'Scale Length'))!;
const guitarB = active.find((p) => spec(p, 'Frets') && spec(p, 'Neck') && spec(p, 'Neck') !== spec(guitarA, 'Neck') && spec(p, 'Scale Length') === spec(guitarA, 'Scale Length'))!;
const specRows = (html: string) =>
  [...(/<tbody class="compare-table__specifications">(.*?)<\/tbody>/s.exec(html)?.[1] ?? '').matchAll(/<tr( class="compare-table__row--differs")?><th scope="row"[^>]*>([^<]*)<\/th>(.*?)<\/tr>/gs)].map((m) => ({
    name: text(m[2]!),
    differs: Boolean(m[1]),
    values: [...m[3]!.matchAll(/<td[^>]*>(.*?)<\/td>/gs)].map((v) => text(v[1]!).trim()),
  }));
const text = (html: string) => html.replace(/<!--.*?-->/gs, '').replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/\s+/g, ' ');
const columns = (html: string) => [...html.matchAll(/<th[^>]* scope="col" class="compare-table__product" data-handle="([^"]+)"/g)].map((m) => m[1]);
const cookieOf = (res: request.Response) => ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('compare='));
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe('GET /compare?products=…', () => {
  it('renders one column per product, in the order the link names them, kept out of search indexes', async () => {
    const res = await request(app).get(`/compare?products=${b!.handle},${a!.handle}`);
    expect(res.status).toBe(200);
    expect(columns(res.text)).toEqual([b!.handle, a!.handle]);
    expect(res.text).toMatch(/<meta name="robots" content="noindex,follow"/);
    expect(res.text).not.toContain('rel="canonical"');
  });

  it('shows each product’s price in the page’s currency, with its was price and saving', async () => {
    // The demo seed's epiphone-pro-mb-850-mkii-acoustic-electric-guitar: A$8,799, was A$11,799.
    const p = products.discounted;
    expect(p.handle).toBe('epiphone-pro-mb-850-mkii-acoustic-electric-guitar');
    const html = text((await request(app).get(`/en-au/compare?products=${p.handle},${a!.handle}`)).text);
    expect(html).toContain('$8,799');
    expect(html).toContain('Was $11,799');
    expect(html).toContain('Save $3,000');
  });

  it('shows every specification row of every product, aligned by name, with — where a product has none', async () => {
    const rows = specRows((await request(app).get(`/compare?products=${guitarA.handle},${guitarB.handle}`)).text);
    expect(rows.map((r) => r.name).sort()).toEqual([...new Set([...guitarA.specifications, ...guitarB.specifications].map((s) => s.name))].sort());
    expect(rows.find((r) => r.name === 'Frets')).toEqual({ name: 'Frets', differs: true, values: ['—', spec(guitarB, 'Frets')] });
    expect(rows.find((r) => r.name === 'Neck')).toEqual({ name: 'Neck', differs: true, values: [spec(guitarA, 'Neck'), spec(guitarB, 'Neck')] });
    expect(rows.find((r) => r.name === 'Scale Length')).toEqual({ name: 'Scale Length', differs: false, values: [spec(guitarA, 'Scale Length'), spec(guitarA, 'Scale Length')] });
  });

  it("'Show differences only' hides the rows the products agree on", async () => {
    const res = await request(app).get(`/compare?products=${guitarA.handle},${guitarB.handle}&differences=only`);
    const names = specRows(res.text).map((r) => r.name);
    expect(names).toContain('Frets');
    expect(names).toContain('Neck');
    expect(names).not.toContain('Scale Length');
    expect(specRows(res.text).every((r) => r.differs)).toBe(true);
    expect(text(res.text)).toContain('Show all rows');
  });

  it('drops a product the shop does not have, with a note', async () => {
    const res = await request(app).get(`/compare?products=no-such-guitar,${a!.handle}`);
    expect(res.status).toBe(200);
    expect(columns(res.text)).toEqual([a!.handle]);
    expect(text(res.text)).toContain('“no-such-guitar” is no longer available and was removed from the comparison.');
  });

  it('shows at most 4 products, and says the others were left out', async () => {
    const res = await request(app).get(`/compare?products=${[a, b, c, d, e].map((p) => p!.handle).join(',')}`);
    expect(columns(res.text)).toEqual([a, b, c, d].map((p) => p!.handle));
    expect(text(res.text)).toContain('Compare shows up to 4 products: the others in the link were left out.');
  });

  it('answers 400 for a products list no link of this shop could hold, and an empty page for none', async () => {
    expect((await request(app).get(`/compare?products=${'a'.repeat(1200)}`)).status).toBe(400);
    const empty = await request(app).get('/compare');
    expect(empty.status).toBe(200);
    expect(text(empty.text)).toContain('No products to compare yet.');
  });

  it('is the same page for everyone: cacheable, whatever the cookie says', async () => {
    const res = await request(app).get(`/compare?products=${a!.handle}`).set('cookie', `compare=${b!.handle}`);
    expect(columns(res.text)).toEqual([a!.handle]);
    expect(res.headers['cache-control']).not.toMatch(/private|no-store/);
  });
});

describe('GET /compare without a list', () => {
  it('goes to the list the browser’s cookie names, under the same locale', async () => {
    const res = await request(app).get('/en-au/compare').set('cookie', `compare=${encodeURIComponent(`${a!.handle},bad/handle,${b!.handle}`)}`);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(`/en-au/compare?products=${a!.handle},${b!.handle}`);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});

describe('POST /compare/toggle (the Compare toggle without JavaScript)', () => {
  it('adds the product to the cookie’s list and shows the comparison', async () => {
    const res = await request(app).post('/compare/toggle').type('form').set('cookie', `compare=${a!.handle}`).send(form({ handle: b!.handle }));
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`/compare?products=${a!.handle},${b!.handle}`);
    expect(cookieOf(res)).toMatch(new RegExp(`^compare=${a!.handle}%2C${b!.handle}; Max-Age=7776000; Path=/; SameSite=Lax$`));
  });

  it('removes a product already chosen', async () => {
    const res = await request(app).post('/en-au/compare/toggle').type('form').set('cookie', `compare=${a!.handle}%2C${b!.handle}`).send(form({ handle: a!.handle }));
    expect(res.headers.location).toBe(`/en-au/compare?products=${b!.handle}`);
    expect(cookieOf(res)).toMatch(new RegExp(`^compare=${b!.handle};`));
  });

  it('a 5th product asks which one to replace, changing nothing yet; the choice then replaces it', async () => {
    const four = [a, b, c, d].map((p) => p!.handle);
    const full = await request(app).post('/compare/toggle').type('form').set('cookie', `compare=${four.join('%2C')}`).send(form({ handle: e!.handle }));
    expect(full.status).toBe(303);
    expect(full.headers.location).toBe(`/compare?products=${four.join(',')}&add=${e!.handle}`);
    expect(cookieOf(full)).toBeUndefined();
    const asking = await request(app).get(full.headers.location as string);
    expect(text(asking.text)).toContain(`Choose one to replace with ${e!.title}`);
    expect(asking.text.match(/name="replace"/g)).toHaveLength(4);
    const replaced = await request(app).post('/compare/toggle').type('form').set('cookie', `compare=${four.join('%2C')}`).send(form({ handle: e!.handle, replace: b!.handle, list: four.join(',') }));
    expect(replaced.headers.location).toBe(`/compare?products=${[a, e, c, d].map((p) => p!.handle).join(',')}`);
  });

  it("'Remove' on a shared comparison applies to the list on show", async () => {
    const res = await request(app).post('/compare/toggle').type('form').send(form({ handle: a!.handle, intent: 'remove', list: `${a!.handle},${c!.handle}` }));
    expect(res.headers.location).toBe(`/compare?products=${c!.handle}`);
  });

  it.each([
    ['no handle', {}, 'handle is required'],
    ['a handle that is not one', { handle: '../etc' }, 'handle is not a product handle'],
    ['an unknown intent', { handle: 'a', intent: 'drop' }, 'intent is toggle or remove'],
  ])('refuses %s with 400 in the error shape, changing nothing', async (_, fields, message) => {
    const res = await request(app).post('/compare/toggle').type('form').accept('json').send(form(fields as Record<string, string>));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: expect.any(String), message } });
    expect(cookieOf(res)).toBeUndefined();
  });

  it('refuses a cross-site post', async () => {
    const res = await request(app).post('/compare/toggle').type('form').set('sec-fetch-site', 'cross-site').send(form({ handle: a!.handle }));
    expect(res.status).toBe(403);
    expect(cookieOf(res)).toBeUndefined();
  });
});
