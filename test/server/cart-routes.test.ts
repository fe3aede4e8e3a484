// The cart's HTTP surface on the real composed app (embedded SQLite store, demo catalogue):
// every cart action through POST /cart, ?index, buy now, discount links, related products, the
// carousel intent, cookies, cross-site refusal, and every kind of bad input answered with a 400
// that changes nothing.
import request from 'supertest';
import type { Express } from 'express';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateCatalogue } from '../../src/adapters/embedded/demo-data/generate-catalogue';
import type { DemoProduct } from '../../src/adapters/embedded/demo-data/catalogue-types';
import type { CartView } from '../../src/ui/cart/view-models';
import { buildTestApp } from '../support/test-app';

let app: Express;
let catalogue: ReturnType<typeof generateCatalogue>;
const gid = (p: DemoProduct) => `gid://shopify/ProductVariant/${p.variants[0]!.id}`;
let cheap: DemoProduct;
let pricey: DemoProduct;
let heavy: DemoProduct;

beforeAll(async () => {
  const built = await buildTestApp();
  app = built.app;
  catalogue = generateCatalogue({ seed: built.config.demo.seed, productCount: built.config.demo.productCount });
  const sellable = catalogue.products.filter((p) => p.status === 'active' && p.openBoxParent === null);
  const light = sellable.filter((p) => p.metafields.is_heavy === 'false');
  cheap = light.find((p) => p.variants[0]!.prices.USD.price < 40_00)!;
  pricey = light.find((p) => p.variants[0]!.prices.USD.price > 150_00)!;
  heavy = sellable.find((p) => p.metafields.is_heavy === 'true')!;
});

/** A shopper with a cookie jar. */
function shopper() {
  return request.agent(app);
}

const form = (action: string, inputs: unknown) => ({ cartFormInput: JSON.stringify({ action, inputs }) });

function post(agent: ReturnType<typeof shopper>, action: string, inputs: unknown) {
  return agent.post('/cart').set('accept', 'application/json').type('form').send(form(action, inputs));
}

async function cartOf(agent: ReturnType<typeof shopper>): Promise<CartView | null> {
  return (await agent.get('/api/cart').expect(200)).body.cart as CartView | null;
}

describe('POST /cart', () => {
  it('adds a line, sets the HttpOnly SameSite=Lax cart cookie and answers the cart with server prices', async () => {
    const agent = shopper();
    const response = await post(agent, 'LinesAdd', { lines: [{ merchandiseId: gid(cheap), quantity: 2 }] }).expect(200);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^cart=gid%3A%2F%2Fshopify%2FCart%2F[\w-]+; Max-Age=\d+; Path=\/; SameSite=Lax; HttpOnly$/);
    expect(cookie).not.toContain('Secure');
    const cart = response.body.cart as CartView;
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]).toMatchObject({ quantity: 2, merchandiseId: gid(cheap), skuText: cheap.variants[0]!.sku });
    expect(cart.totalQuantity).toBe(2);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('accepts the spec form names (lines-add with id) and ignores any price the client sends', async () => {
    const agent = shopper();
    const response = await post(agent, 'lines-add', { lines: [{ id: gid(cheap), quantity: 1, price: '0.01', cost: { totalAmount: { amount: '0.01' } } }] }).expect(200);
    const dollars = (cheap.variants[0]!.prices.USD.price / 100).toFixed(2).replace(/\.00$/, '');
    expect(response.body.cart.subtotal).toBe(`$${dollars}`);
  });

  it('changes quantities, removes at 0 and by id, down to the empty cart', async () => {
    const agent = shopper();
    const added = (await post(agent, 'LinesAdd', { lines: [{ merchandiseId: gid(cheap), quantity: 1 }, { merchandiseId: gid(pricey), quantity: 1 }] })).body.cart as CartView;
    const [a, b] = added.lines;
    expect((await post(agent, 'LinesUpdate', { lines: [{ id: a!.id, quantity: 3 }] }).expect(200)).body.cart.lines[0].quantity).toBe(3);
    expect((await post(agent, 'LinesUpdate', { lines: [{ id: a!.id, quantity: 0 }] }).expect(200)).body.cart.lines).toHaveLength(1);
    expect((await post(agent, 'LinesRemove', { lineIds: [b!.id] }).expect(200)).body.cart.lines).toEqual([]);
    expect((await cartOf(agent))?.lines).toEqual([]);
  });

  it('shows the free-shipping banner below $100, free shipping from $100 and Calculated at checkout for heavy items', async () => {
    const agent = shopper();
    const below = (await post(agent, 'LinesAdd', { lines: [{ merchandiseId: gid(cheap), quantity: 1 }] })).body.cart as CartView;
    expect(below.shipping).toMatchObject({ kind: 'flat', label: '$5.00' });
    expect(below.shipping.banner).toMatch(/^Add \$[\d,.]+ to get free shipping!$/);
    const above = (await post(agent, 'LinesAdd', { lines: [{ merchandiseId: gid(pricey), quantity: 1 }] })).body.cart as CartView;
    expect(above.shipping).toEqual({ kind: 'free', label: 'Free', banner: null });
    const withHeavy = (await post(agent, 'LinesAdd', { lines: [{ merchandiseId: gid(heavy), quantity: 1 }] })).body.cart as CartView;
    expect(withHeavy.shipping).toEqual({ kind: 'calculated', label: 'Calculated at checkout', banner: null });
  });

  it.each([
    ['AttributesUpdateInput', { attributes: [{ key: 'gift', value: 'yes' }] }],
    ['BuyerIdentityUpdate', { buyerIdentity: { email: 'shopper@example.com' } }],
    ['DiscountCodesUpdate', { discountCodes: ['SHOWTIME10'] }],
    ['NoteUpdate', { note: 'Leave at the door' }],
    ['SelectedDeliveryOptionsUpdate', { selectedDeliveryOptions: [{ deliveryGroupId: 'g1', deliveryOptionHandle: 'express' }] }],
    ['MetafieldsSet', { metafields: [{ key: 'k', type: 'single_line_text_field', value: 'v' }] }],
    ['MetafieldDelete', { key: 'k' }],
    ['GiftCardCodesUpdate', { giftCardCodes: ['GIFT'] }],
    ['GiftCardCodesAdd', { giftCardCodes: ['GIFT2'] }],
    ['GiftCardCodesRemove', { appliedGiftCardIds: ['gid://shopify/AppliedGiftCard/GIFT2'] }],
    ['DeliveryAddressesAdd', { addresses: [{ address: { city: 'Adelaide', zip: '5000' } }] }],
    ['DeliveryAddressesReplace', { addresses: [{ address: { city: 'Perth', zip: '6000' } }] }],
    ['Create', { input: { lines: [] } }],
  ])('accepts %s', async (action, inputs) => {
    const agent = shopper();
    await post(agent, 'LinesAdd', { lines: [{ merchandiseId: gid(cheap), quantity: 1 }] }).expect(200);
    const response = await post(agent, action, inputs).expect(200);
    expect(response.body.cart.id).toMatch(/^gid:\/\/shopify\/Cart\//);
  });

  it('Create starts a new cart, points the cart cookie at it and leaves the old cart as it was', async () => {
    const agent = shopper();
    const old = (await post(agent, 'LinesAdd', { lines: [{ merchandiseId: gid(cheap), quantity: 1 }] }).expect(200)).body.cart as CartView;
    const response = await post(agent, 'Create', { input: { lines: [{ merchandiseId: gid(pricey), quantity: 2 }] } }).expect(200);
    const created = response.body.cart as CartView;
    expect(created.id).not.toBe(old.id);
    expect(String(response.headers['set-cookie'])).toContain(`cart=${encodeURIComponent(created.id)};`);
    expect((await cartOf(agent))?.lines.map((l) => [l.merchandiseId, l.quantity])).toEqual([[gid(pricey), 2]]);
    const oldCart = (await request(app).get('/api/cart').set('cookie', `cart=${encodeURIComponent(old.id)}`).expect(200)).body.cart as CartView;
    expect(oldCart.lines.map((l) => [l.merchandiseId, l.quantity])).toEqual([[gid(cheap), 1]]);
  });

  it('adds a delivery address, then updates and removes it by the id the cart answers', async () => {
    const agent = shopper();
    await post(agent, 'LinesAdd', { lines: [{ merchandiseId: gid(cheap), quantity: 1 }] }).expect(200);
    const added = (await post(agent, 'DeliveryAddressesAdd', { addresses: [{ address: { city: 'Adelaide', zip: '5000' }, selected: true }] }).expect(200)).body.cart as CartView;
    expect(added.deliveryAddresses).toEqual([{ id: expect.stringMatching(/^gid:\/\/shopify\/CartSelectableAddress\//), address: { city: 'Adelaide', zip: '5000' }, selected: true, oneTimeUse: false }]);
    const id = added.deliveryAddresses[0]!.id;

    const moved = { address1: '1 Rundle Mall', city: 'Adelaide', zip: '5000' };
    const updated = (await post(agent, 'DeliveryAddressesUpdate', { addresses: [{ id, address: moved, selected: false }] }).expect(200)).body.cart as CartView;
    expect(updated.deliveryAddresses).toEqual([{ id, address: moved, selected: false, oneTimeUse: false }]);
    expect((await cartOf(agent))?.deliveryAddresses).toEqual(updated.deliveryAddresses);

    const removed = (await post(agent, 'DeliveryAddressesRemove', { addressIds: [id] }).expect(200)).body.cart as CartView;
    expect(removed.deliveryAddresses).toEqual([]);
    expect(removed.lines.map((l) => [l.merchandiseId, l.quantity])).toEqual([[gid(cheap), 1]]);

    const unknown = await post(agent, 'DeliveryAddressesRemove', { addressIds: [id] }).expect(400);
    expect(unknown.body.error).toMatch(/No delivery address/);
  });

  it('takes an applicable discount off the displayed total', async () => {
    const agent = shopper();
    const before = (await post(agent, 'LinesAdd', { lines: [{ merchandiseId: gid(pricey), quantity: 1 }] })).body.cart as CartView;
    const after = (await post(agent, 'DiscountCodesUpdate', { discountCodes: ['SHOWTIME10'] })).body.cart as CartView;
    expect(after.discountCodes).toEqual([{ code: 'SHOWTIME10', applicable: true }]);
    expect(after.subtotal).toBe(before.subtotal);
    expect(after.total).not.toBe(before.total);
  });

  it('answers ?index with JSON holding the cart id, analytics included', async () => {
    const response = await request(app)
      .post('/cart?index')
      .type('form')
      .send({ ...form('LinesAdd', { lines: [{ merchandiseId: gid(cheap), quantity: 1 }] }), analytics: JSON.stringify({ products: [{ name: cheap.title }] }) })
      .expect(200);
    expect(response.body.cart.id).toMatch(/^gid:\/\/shopify\/Cart\//);
  });

  it('redirects a plain form post back to the page it came from (same origin only)', async () => {
    const agent = shopper();
    const back = await agent.post('/cart').type('form').send({ ...form('LinesAdd', { lines: [{ merchandiseId: gid(cheap) }] }), redirectTo: '/products/x' }).expect(303);
    expect(back.headers.location).toBe('/products/x');
    const evil = await agent.post('/cart').type('form').send({ ...form('LinesAdd', { lines: [{ merchandiseId: gid(cheap) }] }), redirectTo: '//evil.example/' }).expect(303);
    expect(evil.headers.location).toBe('/cart');
    const localized = await agent.post('/en-au/cart').type('form').send(form('LinesAdd', { lines: [{ merchandiseId: gid(cheap) }] })).expect(303);
    expect(localized.headers.location).toBe('/en-au/cart');
  });

  it('prices in the locale of the prefixed path', async () => {
    const agent = shopper();
    const response = await agent.post('/en-gb/cart').set('accept', 'application/json').type('form').send(form('LinesAdd', { lines: [{ merchandiseId: gid(cheap) }] })).expect(200);
    expect(response.body.cart.subtotal).toMatch(/^£/);
    expect(response.body.cart.checkoutUrl).toMatch(/^\/en-gb\/checkout\//);
  });

  describe('bad input: a clear 400 and nothing changes', () => {
    const cases: [string, Record<string, string>, RegExp][] = [
      ['malformed JSON', { cartFormInput: '{"action": "LinesAdd", ' }, /not valid JSON/],
      ['an unknown action', { cartFormInput: JSON.stringify({ action: 'LinesExplode', inputs: {} }) }, /Unknown cart action/],
      ['a negative quantity', form('LinesAdd', { lines: [{ merchandiseId: 'gid://shopify/ProductVariant/1', quantity: -1 }] }), /quantity/],
      ['an absurd quantity', form('LinesAdd', { lines: [{ merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 1_000_000 }] }), /quantity/],
      ['a fractional quantity', form('LinesUpdate', { lines: [{ id: 'x', quantity: 1.5 }] }), /quantity/],
      ['an unknown merchandise id', form('LinesAdd', { lines: [{ merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 1 }] }), /not available/],
      ['an unknown line id', form('LinesUpdate', { lines: [{ id: 'gid://shopify/CartLine/nope', quantity: 2 }] }), /no line/],
      ['no cartFormInput at all', { something: 'else' }, /cartFormInput/],
      ['malformed analytics', { ...form('LinesAdd', { lines: [{ merchandiseId: 'gid://shopify/ProductVariant/1' }] }), analytics: '{oops' }, /analytics is not valid JSON/],
    ];
    it.each(cases)('%s', async (_, body, message) => {
      const agent = shopper();
      await post(agent, 'LinesAdd', { lines: [{ merchandiseId: gid(cheap), quantity: 1 }] }).expect(200);
      const before = await cartOf(agent);
      const response = await agent.post('/cart').set('accept', 'application/json').type('form').send(body).expect(400);
      expect(response.body.error).toMatch(message);
      expect(JSON.stringify(response.body)).not.toMatch(/at \w+ \(|node_modules/);
      expect(await cartOf(agent)).toEqual(before);
    });

    it('answers a JSON body that is not JSON with 400', async () => {
      const response = await request(app).post('/cart').set('accept', 'application/json').set('content-type', 'application/json').send('{"cartFormInput":').expect(400);
      expect(response.body.error).toBe('The request body is not valid JSON');
    });

    it('shows a plain form post its error as a page with a way back', async () => {
      const response = await request(app).post('/cart').type('form').send({ cartFormInput: 'nope' }).expect(400);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.text).toContain('cartFormInput is not valid JSON');
      expect(response.text).toContain('href="/cart"');
    });
  });

  describe('cross-site posts', () => {
    it.each([
      ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
      ['a foreign Origin', { origin: 'https://evil.example' }],
      ['Origin null', { origin: 'null' }],
    ])('refuses %s with 403', async (_, headers) => {
      await request(app).post('/cart').set(headers).type('form').send(form('LinesAdd', { lines: [{ merchandiseId: gid(cheap) }] })).expect(403);
    });

    it('accepts the same origin', async () => {
      const agent = shopper();
      await agent.post('/cart').set({ 'sec-fetch-site': 'same-origin' }).set('accept', 'application/json').type('form').send(form('LinesAdd', { lines: [{ merchandiseId: gid(cheap) }] })).expect(200);
    });
  });

  it('keeps 20 parallel adds to one cart consistent', async () => {
    const agent = shopper();
    await post(agent, 'LinesAdd', { lines: [{ merchandiseId: gid(cheap), quantity: 1 }] }).expect(200);
    const responses = await Promise.all(Array.from({ length: 20 }, () => post(agent, 'LinesAdd', { lines: [{ merchandiseId: gid(cheap), quantity: 1 }] })));
    expect(responses.every((r) => r.status === 200)).toBe(true);
    const cart = await cartOf(agent);
    expect(cart?.lines).toHaveLength(1);
    expect(cart?.lines[0]?.quantity).toBe(21);
  });

  it('sets the cartCarouselVisible cookie for the toggle intent (30 days, readable by scripts)', async () => {
    const response = await request(app).post('/cart').set('accept', 'application/json').type('form').send({ intent: 'toggleCartCarouselVisible', visible: 'false' }).expect(200);
    expect(response.body).toEqual({ cartCarouselVisible: false });
    expect(String(response.headers['set-cookie'])).toBe('cartCarouselVisible=false; Max-Age=2592000; Path=/; SameSite=Lax');
    const toggled = await request(app).post('/cart').set('cookie', 'cartCarouselVisible=false').set('accept', 'application/json').type('form').send({ intent: 'toggleCartCarouselVisible' }).expect(200);
    expect(toggled.body).toEqual({ cartCarouselVisible: true });
  });
});

describe('GET /cart/{variantId}:{qty},... (buy now)', () => {
  it('creates a cart with those lines and redirects to its checkout', async () => {
    const id = (p: DemoProduct) => p.variants[0]!.id;
    const response = await request(app).get(`/cart/${id(cheap)}:2,${id(pricey)}:1`).expect(303);
    expect(response.headers.location).toMatch(/^\/checkout\/[\w-]+$/);
    const checkout = await request(app).get(response.headers.location as string).expect(200);
    expect(checkout.text).toContain(cheap.title);
    expect(checkout.text).toContain(pricey.title);
    expect(checkout.headers['cache-control']).toBe('private, no-store');
  });

  it.each([
    ['a non-numeric id', '/cart/abc:1'],
    ['a zero quantity', '/cart/123:0'],
    ['an absurd quantity', '/cart/123:1000'],
    ['an empty segment', '/cart/123:1,,'],
  ])('answers 400 for %s', async (_, path) => {
    await request(app).get(path).expect(400);
  });

  it('answers 400 for a variant the shop does not sell', async () => {
    const response = await request(app).get('/cart/1:1').expect(400);
    expect(response.text).toContain('not available');
  });
});

describe('GET /discount/{code}', () => {
  it('applies the code to the cart and redirects to a same-origin path or home', async () => {
    const agent = shopper();
    await post(agent, 'LinesAdd', { lines: [{ merchandiseId: gid(pricey), quantity: 1 }] }).expect(200);
    const response = await agent.get('/discount/SHOWTIME10?redirect=/collections/drums').expect(303);
    expect(response.headers.location).toBe('/collections/drums');
    expect((await cartOf(agent))?.discountCodes).toEqual([{ code: 'SHOWTIME10', applicable: true }]);
    expect((await agent.get('/discount/WELCOME20?redirect=https://evil.example').expect(303)).headers.location).toBe('/');
  });
});

describe('POST /api/fetch-related-products', () => {
  it('answers products for product ids, at most 8', async () => {
    const withRelated = catalogue.products.filter((p) => p.status === 'active' && p.relatedProductIds.some((id) => catalogue.products.some((q) => q.id === id && q.status === 'active')));
    const ids = withRelated.slice(0, 2).map((p) => `gid://shopify/Product/${p.id}`);
    const response = await request(app).post('/api/fetch-related-products').send(ids).expect(200);
    expect(Array.isArray(response.body)).toBe(true);
    expect(response.body.length).toBeGreaterThan(0);
    expect(response.body.length).toBeLessThanOrEqual(8);
    expect(response.body[0]).toMatchObject({ variantId: expect.stringMatching(/^gid:\/\/shopify\/ProductVariant\//), href: expect.stringMatching(/^\/products\//), price: expect.stringMatching(/^\$/) });
  });

  it.each([
    ['no products', []],
    ['more than two products', ['1', '2', '3']],
  ])('skips the lookup for %s', async (_, body) => {
    expect((await request(app).post('/api/fetch-related-products').send(body).expect(200)).body).toEqual([]);
  });

  it.each([
    ['an object', { ids: [] }],
    ['numbers', [1, 2]],
  ])('answers 400 for %s', async (_, body) => {
    await request(app).post('/api/fetch-related-products').send(body).expect(400);
  });
});

describe('embedded checkout', () => {
  it('turns the cart into an order, clears the cart cookie and shows the confirmation', async () => {
    const agent = shopper();
    const cart = (await post(agent, 'LinesAdd', { lines: [{ merchandiseId: gid(cheap), quantity: 2 }] })).body.cart as CartView;
    const checkoutPage = await agent.get(cart.checkoutUrl).expect(200);
    expect(checkoutPage.text).toContain('Place order');
    const placed = await agent.post(`${cart.checkoutUrl}`).type('form').send({ email: 'shopper@example.com', name: 'Sam Player', address1: '1 Rundle Mall', city: 'Adelaide', postcode: '5000' }).expect(303);
    expect(String(placed.headers['set-cookie'])).toMatch(/^cart=; Max-Age=0/);
    const confirmation = await agent.get(placed.headers.location as string).expect(200);
    expect(confirmation.text).toContain('Thank you for your order');
    expect(confirmation.text).toMatch(/data-testid="order-number">#(<!-- -->)?10\d\d</);
    expect(await cartOf(agent)).toBeNull();
  });

  it('refuses a postcode that is not 4 digits', async () => {
    const agent = shopper();
    const cart = (await post(agent, 'LinesAdd', { lines: [{ merchandiseId: gid(cheap) }] })).body.cart as CartView;
    const response = await agent.post(cart.checkoutUrl).type('form').send({ email: 'a@b.co', name: 'A', address1: 'x', city: 'y', postcode: '50' }).expect(400);
    expect(response.text).toContain('Please enter a valid 4-digit postal code.');
  });
});

describe('the cart page', () => {
  it('renders the lines on the server, private', async () => {
    const agent = shopper();
    await post(agent, 'LinesAdd', { lines: [{ merchandiseId: gid(cheap), quantity: 1 }] }).expect(200);
    const page = await agent.get('/cart').expect(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.text).toContain(cheap.variants[0]!.sku);
  });

  it("shows 'Your cart is empty.' with Continue Shopping without a cart", async () => {
    const page = await request(app).get('/cart').expect(200);
    expect(page.text).toContain('Your cart is empty.');
    expect(page.text).toContain('Continue Shopping');
  });
});
