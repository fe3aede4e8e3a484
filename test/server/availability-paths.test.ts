// Issue 15, observation 4: one truth for availability. For a product with no online stock and no
// orderable status, a backordered product ('Accepting Orders', '7 Day Dispatch' without stock) and
// one in stock, the product page text and button, JSON-LD, the listing card, POST /cart (form and
// ?index JSON) and buy now all say and do the same thing (the domain's variantAvailability).
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { DemoProduct } from '../../src/adapters/embedded/demo-data/catalogue-types';
import { CART_MESSAGES } from '../../src/domain/cart-messages';
import type { CartView } from '../../src/ui/cart/view-models';
import { buildTestApp } from '../support/test-app';
import { catalogueOf, dataPath, listingOf } from './search-support';

const { app, config } = await buildTestApp();
/** Buy-now GETs by crawlers only get a confirm page (issue 17): these are a shopper's browser. */
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const catalogue = catalogueOf(config);
const online = (p: DemoProduct) => p.variants[0]!.inventory.find((e) => e.locationId === 'ONLINE')!.quantity;
const plain = (p: DemoProduct) => p.status === 'active' && p.openBoxParent === null && p.openBoxItems.length === 0 && p.variants.length === 1;
const pick = (what: string, rule: (p: DemoProduct) => boolean) => catalogue.products.find((p) => plain(p) && rule(p)) ?? expect.fail(`no ${what} in the demo catalogue`);

/** Nothing online, nothing anywhere, and a metafield that still says 'In Stock' (the 172 products include these). */
const soldOut = pick('sold-out product', (p) => p.variants[0]!.inventory.every((e) => e.quantity === 0) && p.metafields.stock_status === 'In Stock');
/** Nothing anywhere, but the shop takes orders for it. */
const backordered = pick('backordered product', (p) => p.variants[0]!.inventory.every((e) => e.quantity === 0) && p.metafields.stock_status === 'Accepting Orders');
const inStock = pick('product in stock online', (p) => online(p) >= 2);

const variantId = (p: DemoProduct) => p.variants[0]!.id;
const gid = (p: DemoProduct) => `gid://shopify/ProductVariant/${variantId(p)}`;
/** The Product JSON-LD, with the Offer of the variant the page shows (one Offer per variant, issue 15). */
const jsonLdOf = (html: string) => {
  const ld = JSON.parse(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1] ?? 'null') as { sku: string; offers: { sku: string; availability: string }[] };
  return { offers: ld.offers.find((offer) => offer.sku === ld.sku) ?? expect.fail(`no Offer for ${ld.sku}`) };
};
const onlineStatusOf = (html: string) => /class="product-stock__status">([^<]*)</.exec(html)?.[1] ?? /class="product-stock__online">([^<]*)</.exec(html)?.[1];
const addButtonOf = (html: string) => /<div class="product-page__buy">.*?<button type="submit" class="button add-to-cart"([^>]*)>/s.exec(html)?.[1] ?? expect.fail('no add to cart button');

async function productPage(p: DemoProduct) {
  const res = await request(app).get(`/products/${p.handle}`).expect(200);
  return res.text;
}

async function cardOf(p: DemoProduct) {
  const res = await request(app).get(dataPath(`/search?${new URLSearchParams({ 'search[query]': p.variants[0]!.sku })}`, 'search')).expect(200);
  return listingOf(res).cards.find((card) => card.sku === p.variants[0]!.sku) ?? expect.fail(`no card for ${p.variants[0]!.sku}`);
}

const add = (agent: ReturnType<typeof request.agent>, p: DemoProduct, path = '/cart') =>
  agent.post(path).set('accept', 'application/json').type('form').send({ cartFormInput: JSON.stringify({ action: 'LinesAdd', inputs: { lines: [{ merchandiseId: gid(p), quantity: 1 }] } }) });

describe('a product with no online stock and no orderable status cannot be bought on any path', () => {
  it("its page says 'Out of Stock', disables Add to Cart, offers no Buy Now and tells search engines OutOfStock", async () => {
    const html = await productPage(soldOut);
    expect(onlineStatusOf(html)).toBe('Out of Stock');
    expect(addButtonOf(html)).toContain('disabled');
    expect(html).not.toContain('class="button button--secondary buy-now"');
    expect(jsonLdOf(html).offers.availability).toBe('https://schema.org/OutOfStock');
  });

  it("its card says 'Out of Stock' and its Add to Cart is not offered", async () => {
    const card = await cardOf(soldOut);
    expect(card.stockStatus).toBe('Out of Stock');
    expect(card.buyable).toBe(false);
  });

  it.each(['/cart', '/cart?index', '/en-gb/cart'])('POST %s LinesAdd is refused with the shopper message and the cart stays as it was', async (path) => {
    const agent = request.agent(app);
    await add(agent, inStock).expect(200);
    const res = await add(agent, soldOut, path);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(CART_MESSAGES.outOfStock);
    const cart = (await agent.get('/api/cart').expect(200)).body.cart as CartView;
    expect(cart.lines.map((l) => l.merchandiseId)).toEqual([gid(inStock)]);
  });

  it('a plain form post is refused with a page that says so', async () => {
    const res = await request(app).post('/cart').type('form').send({ cartFormInput: JSON.stringify({ action: 'LinesAdd', inputs: { lines: [{ merchandiseId: gid(soldOut) }] } }) });
    expect(res.status).toBe(409);
    expect(res.text).toContain(CART_MESSAGES.outOfStock);
  });

  it('buy now /cart/{id}:1 does not reach checkout', async () => {
    const res = await request(app).get(`/cart/${variantId(soldOut)}:1`).set('user-agent', BROWSER).set('accept', 'application/json');
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(CART_MESSAGES.outOfStock);
  });
});

describe("a backordered product ('Accepting Orders' without stock) can be bought on every path", () => {
  it("its page says 'Accepting Orders', enables Add to Cart and Buy Now, and tells search engines BackOrder", async () => {
    const html = await productPage(backordered);
    expect(onlineStatusOf(html)).toBe('Accepting Orders');
    expect(addButtonOf(html)).not.toContain('disabled');
    expect(html).toContain('class="button button--secondary buy-now"');
    expect(jsonLdOf(html).offers.availability).toBe('https://schema.org/BackOrder');
  });

  it('its card says so and can add it; POST /cart and buy now take it', async () => {
    const card = await cardOf(backordered);
    expect(card.stockStatus).toBe('Accepting Orders');
    expect(card.buyable).toBe(true);
    const agent = request.agent(app);
    expect(((await add(agent, backordered, '/cart?index').expect(200)).body.cart as CartView).lines[0]!.merchandiseId).toBe(gid(backordered));
    expect((await request(app).get(`/cart/${variantId(backordered)}:1`).set('user-agent', BROWSER)).status).toBe(303);
  });
});

describe('a product in stock online', () => {
  it("says 'In Stock' on its page and card, is InStock to search engines, and can be bought", async () => {
    const html = await productPage(inStock);
    expect(onlineStatusOf(html)).toBe('In Stock');
    expect(addButtonOf(html)).not.toContain('disabled');
    expect(jsonLdOf(html).offers.availability).toBe('https://schema.org/InStock');
    const card = await cardOf(inStock);
    expect(card.stockStatus).toBe('In Stock');
    expect(card.buyable).toBe(true);
    expect((await request(app).get(`/cart/${variantId(inStock)}:1`).set('user-agent', BROWSER)).status).toBe(303);
  });
});
