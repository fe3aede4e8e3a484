// Issue 33, the designer's review: 'the empty cart is bare (offer a way on: departments, search,
// recently viewed)'. The empty cart page now offers a search of the whole shop (a plain GET, so it
// works without JavaScript), the departments as picture tiles, and a place for the recently viewed
// row (the browser's own, shown after load); a cart with a line shows none of it.
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Express } from 'express';
import { generateCatalogue } from '../../src/adapters/embedded/demo-data/generate-catalogue';
import { buildTestApp } from '../support/test-app';

let app: Express;
let variantId: string;
beforeAll(async () => {
  const built = await buildTestApp();
  app = built.app;
  const catalogue = generateCatalogue({ seed: built.config.demo.seed, productCount: built.config.demo.productCount });
  const product = catalogue.products.find((p) => p.status === 'active' && p.openBoxParent === null && p.variants.length === 1 && (p.variants[0]!.inventory.find((e) => e.locationId === 'ONLINE')?.quantity ?? 0) > 2)!;
  variantId = product.variants[0]!.id;
});

const DEPARTMENTS = [
  ['guitar-bass', 'Guitar &amp; Bass'],
  ['keyboards', 'Keyboards'],
  ['drums', 'Drums &amp; Percussion'],
  ['live-sound-pa', 'Live Sound &amp; PA'],
  ['lighting', 'Lighting'],
  ['studio-gear', 'Studio &amp; Recording'],
  ['dj-equipment', 'DJ Equipment'],
  ['headphones', 'Headphones'],
  ['accessories', 'Accessories'],
];
const slice = (html: string, start: string, end: string) => html.slice(html.indexOf(start), html.indexOf(end, html.indexOf(start)) + end.length);

describe('the empty cart offers ways on', () => {
  it.each([
    ['/en-au/cart', '/en-au'],
    ['/en-gb/cart', '/en-gb'],
    ['/cart', ''],
  ])('%s: after the empty state, a search to %s/search and the nine departments with their pictures', async (path, prefix) => {
    const page = (await request(app).get(path).expect(200)).text;
    expect(page.indexOf('<div class="cart-empty__way-on">')).toBeGreaterThan(page.indexOf('Your cart is empty.'));
    const wayOn = slice(page, '<div class="cart-empty__way-on">', '</nav>');
    const form = /<form role="search" aria-labelledby="([^"]+)" class="cart-empty__search" action="([^"]*)" method="get">/.exec(wayOn);
    expect(form?.[2]).toBe(`${prefix}/search`);
    expect(wayOn).toContain(`id="${form?.[1]}" class="cart-empty__search-label">Know what you&#x27;re after?</label>`);
    expect(/<input id="[^"]+" type="search"[^>]*>/.exec(wayOn)?.[0]).toContain('name="search[query]"');
    expect(wayOn).toContain('>Shop by department</h2>');
    const tiles = [...wayOn.matchAll(/<a class="cart-empty__department" href="([^"]+)"[^>]*><img src="([^"]+)"[^>]*\/><span>([^<]+)<\/span><\/a>/g)].map(([, href, picture, name]) => [href, picture, name]);
    expect(tiles).toEqual(DEPARTMENTS.map(([handle, name]) => [`${prefix}/collections/${handle}`, `/images/categories/${handle}.svg`, name]));
  });

  it('a cart with a line shows no ways on', async () => {
    const agent = request.agent(app);
    const cartFormInput = JSON.stringify({ action: 'LinesAdd', inputs: { lines: [{ merchandiseId: `gid://shopify/ProductVariant/${variantId}`, quantity: 1 }] } });
    await agent.post('/en-au/cart').set('accept', 'application/json').type('form').send({ cartFormInput }).expect(200);
    const page = (await agent.get('/en-au/cart').expect(200)).text;
    expect(page).toContain('class="cart-lines"');
    expect(page).not.toContain('cart-empty__way-on');
  });
});
