// The cart's HTTP surface on the real composed app (embedded SQLite store, demo catalogue):
// every cart action through POST /cart, ?index, buy now, discount links, related products, the
// carousel intent, cookies, cross-site refusal, and every kind of bad input answered with a 400
// that changes nothing.
import request from 'supertest';
import type { Express } from 'express';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateCatalogue } from '../../src/adapters/embedded/demo-data/generate-catalogue';
import type { DemoProduct } from '../../src/adapters/embedded/demo-data/catalogue-types';
import { productCardOf } from '../../src/adapters/embedded/demo-card';
import { DemoMerchandiseLookup } from '../../src/adapters/embedded/demo-merchandise-lookup';
import { emptyDetails, parseDetails, type CartDetails } from '../../src/adapters/sqlite/cart-details';
import { openDatabase, type Database } from '../../src/adapters/sqlite/open-database';
import { SqliteCartStore } from '../../src/adapters/sqlite/sqlite-cart-store';
import { CartError } from '../../src/application/cart/cart-errors';
import type { CartStore, ProductSearch, RelatedProducts } from '../../src/application/ports';
import { FetchCartRelatedProducts } from '../../src/application/cart/fetch-cart-related-products';
import { LoadCart } from '../../src/application/cart/load-cart';
import { UpdateCart } from '../../src/application/cart/update-cart';
import type { CartView, RelatedProductView } from '../../src/ui/cart/view-models';
import { RecordingEventLog } from '../support/recording-event-log';
import { buildTestApp } from '../support/test-app';
import { testCardFields } from '../support/test-card';
import { checkoutPageFields } from '../support/checkout-page-fields';

/** Spec section 9: cart suggestions capped at 8. */
const MAX_CART_SUGGESTIONS = 8;
/** The shop's words for a refused cart change, written out (src/domain/cart-messages.ts states them). */
const CART_MESSAGES = {
  invalidRequest: 'Sorry, we could not update your cart. Please try again.',
  maxQuantity: 'You can buy at most 99 of one product.',
  productUnavailable: 'Sorry, this product is no longer available.',
} as const;

let app: Express;
/** The same app over a cart store whose database the tests read, to see what each action stored. */
let detailed: Express;
let db: Database;
let store: SqliteCartStore;
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
  db = openDatabase(':memory:');
  store = new SqliteCartStore(db, new DemoMerchandiseLookup(catalogue));
  detailed = (await buildTestApp({ useCases: (real) => ({ ...real, loadCart: new LoadCart(store), updateCart: new UpdateCart(store) }) })).app;
});

/** The cart-level fields the embedded store keeps for a cart (the domain cart shows only some). */
function detailsOf(cartId: string): CartDetails {
  const row = db.prepare('SELECT details FROM carts WHERE id = ?').get(cartId) as { details: string } | undefined;
  if (!row) throw new Error(`no cart ${cartId}`);
  return parseDetails(row.details);
}

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

  const address = (city: string, zip: string) => ({ id: expect.stringMatching(/^gid:\/\/shopify\/CartSelectableAddress\//), address: { city, zip }, selected: false, oneTimeUse: false });
  const giftCard = (code: string) => ({ id: `gid://shopify/AppliedGiftCard/${code}`, code });
  const metafieldsSet = ['MetafieldsSet', { metafields: [{ key: 'k', type: 'single_line_text_field', value: 'v' }] }] as const;
  it.each<[string, [string, unknown][], unknown, Partial<CartDetails>]>([
    ['AttributesUpdateInput', [], { attributes: [{ key: 'gift', value: 'yes' }] }, { attributes: [{ key: 'gift', value: 'yes' }] }],
    ['BuyerIdentityUpdate', [], { buyerIdentity: { email: 'shopper@example.com', countryCode: 'AU' } }, { buyerIdentity: { email: 'shopper@example.com', countryCode: 'AU' } }],
    ['DiscountCodesUpdate', [], { discountCodes: ['SHOWTIME10'] }, { discountCodes: ['SHOWTIME10'] }],
    ['NoteUpdate', [], { note: 'Leave at the door' }, { note: 'Leave at the door' }],
    [
      'SelectedDeliveryOptionsUpdate',
      [],
      { selectedDeliveryOptions: [{ deliveryGroupId: 'g1', deliveryOptionHandle: 'express' }] },
      { selectedDeliveryOptions: [{ deliveryGroupId: 'g1', deliveryOptionHandle: 'express' }] },
    ],
    ['MetafieldsSet', [], metafieldsSet[1], { metafields: { k: { type: 'single_line_text_field', value: 'v' } } }],
    ['MetafieldDelete', [[...metafieldsSet]], { key: 'k' }, { metafields: {} }],
    ['GiftCardCodesUpdate', [], { giftCardCodes: ['GIFT'] }, { giftCards: [giftCard('GIFT')] }],
    ['GiftCardCodesAdd', [['GiftCardCodesUpdate', { giftCardCodes: ['GIFT'] }]], { giftCardCodes: ['GIFT2'] }, { giftCards: [giftCard('GIFT'), giftCard('GIFT2')] }],
    ['GiftCardCodesRemove', [['GiftCardCodesUpdate', { giftCardCodes: ['GIFT', 'GIFT2'] }]], { appliedGiftCardIds: ['gid://shopify/AppliedGiftCard/GIFT2'] }, { giftCards: [giftCard('GIFT')] }],
    ['DeliveryAddressesAdd', [], { addresses: [{ address: { city: 'Adelaide', zip: '5000' } }] }, { deliveryAddresses: [address('Adelaide', '5000')] }],
    [
      'DeliveryAddressesReplace',
      [['DeliveryAddressesAdd', { addresses: [{ address: { city: 'Adelaide', zip: '5000' } }] }]],
      { addresses: [{ address: { city: 'Perth', zip: '6000' } }] },
      { deliveryAddresses: [address('Perth', '6000')] },
    ],
  ])('%s changes exactly what it names, in the same cart, lines kept', async (action, setup, inputs, change) => {
    const agent = request.agent(detailed);
    const cart = (await post(agent, 'LinesAdd', { lines: [{ merchandiseId: gid(cheap), quantity: 1 }] }).expect(200)).body.cart as CartView;
    for (const [name, input] of setup) await post(agent, name, input).expect(200);
    const before = detailsOf(cart.id);
    const response = await post(agent, action, inputs).expect(200);
    expect(response.body.cart.id).toBe(cart.id);
    expect(response.body.cart.lines).toEqual(cart.lines);
    const after = detailsOf(cart.id);
    expect(after).toEqual({ ...before, ...change });
    expect(after).not.toEqual(before);
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

  it('Create keeps the old cart’s own fields and starts the new one from its input only', async () => {
    const agent = request.agent(detailed);
    const old = (await post(agent, 'LinesAdd', { lines: [{ merchandiseId: gid(cheap), quantity: 1 }] }).expect(200)).body.cart as CartView;
    await post(agent, 'NoteUpdate', { note: 'Old note' }).expect(200);
    const created = (await post(agent, 'Create', { input: { lines: [], note: 'New note' } }).expect(200)).body.cart as CartView;
    expect(created.id).not.toBe(old.id);
    expect(detailsOf(created.id)).toEqual({ ...emptyDetails(), note: 'New note' });
    expect(detailsOf(old.id).note).toBe('Old note');
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
    expect(unknown.body.error).toEqual({ code: 'bad_request', message: CART_MESSAGES.invalidRequest });
  });

  it('takes an applicable discount off the displayed total', async () => {
    const agent = shopper();
    const before = (await post(agent, 'LinesAdd', { lines: [{ merchandiseId: gid(pricey), quantity: 1 }] })).body.cart as CartView;
    const after = (await post(agent, 'DiscountCodesUpdate', { discountCodes: ['SHOWTIME10'] })).body.cart as CartView;
    expect(after.discountCodes).toEqual([{ code: 'SHOWTIME10', applicable: true, message: null }]);
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
    // Shopper messages only (issue 15): no validation path, schema wording or line id reaches the page.
    const cases: [string, Record<string, string>, string][] = [
      ['malformed JSON', { cartFormInput: '{"action": "LinesAdd", ' }, CART_MESSAGES.invalidRequest],
      ['an unknown action', { cartFormInput: JSON.stringify({ action: 'LinesExplode', inputs: {} }) }, CART_MESSAGES.invalidRequest],
      // Issue 29, observation 9: a negative quantity is named for what it is, not the per-line maximum.
      ['a negative quantity', form('LinesAdd', { lines: [{ merchandiseId: 'gid://shopify/ProductVariant/1', quantity: -1 }] }), 'Quantity must be at least 1.'],
      ['a negative quantity on an update', form('LinesUpdate', { lines: [{ id: 'x', quantity: -3 }] }), 'Quantity must be at least 1.'],
      ['an absurd quantity', form('LinesAdd', { lines: [{ merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 1_000_000 }] }), CART_MESSAGES.maxQuantity],
      ['quantity 100 on an update', form('LinesUpdate', { lines: [{ id: 'x', quantity: 100 }] }), CART_MESSAGES.maxQuantity],
      ['a fractional quantity', form('LinesUpdate', { lines: [{ id: 'x', quantity: 1.5 }] }), CART_MESSAGES.invalidRequest],
      ['an unknown merchandise id', form('LinesAdd', { lines: [{ merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 1 }] }), CART_MESSAGES.productUnavailable],
      ['no cartFormInput at all', { something: 'else' }, CART_MESSAGES.invalidRequest],
      ['malformed analytics', { ...form('LinesAdd', { lines: [{ merchandiseId: 'gid://shopify/ProductVariant/1' }] }), analytics: '{oops' }, CART_MESSAGES.invalidRequest],
    ];
    it.each(cases)('%s', async (_, body, message) => {
      const agent = shopper();
      await post(agent, 'LinesAdd', { lines: [{ merchandiseId: gid(cheap), quantity: 1 }] }).expect(200);
      const before = await cartOf(agent);
      const response = await agent.post('/cart').set('accept', 'application/json').type('form').send(body).expect(400);
      expect(response.body.error).toEqual({ code: 'bad_request', message });
      // The refusal may carry the current cart (its ids are the cart's); the message never names one.
      expect(JSON.stringify(response.body.error)).not.toMatch(/at \w+ \(|node_modules|gid:|inputs\./);
      expect(await cartOf(agent)).toEqual(before);
    });

    it('answers a JSON body that is not JSON with 400', async () => {
      const response = await request(app).post('/cart').set('accept', 'application/json').set('content-type', 'application/json').send('{"cartFormInput":').expect(400);
      expect(response.body).toEqual({ error: { code: 'bad_request', message: CART_MESSAGES.invalidRequest } });
    });

    it('shows a plain form post its error as a page with a way back', async () => {
      const response = await request(app).post('/cart').type('form').send({ cartFormInput: 'nope' }).expect(400);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.text).toContain(CART_MESSAGES.invalidRequest.replace("'", '&#39;'));
      expect(response.text).toContain('href="/cart"');
    });
  });

  describe('a cart store that fails (CartError unavailable)', () => {
    let failing: Express;
    const failingStore: CartStore = {
      cart: (cartId, locale) => store.cart(cartId, locale),
      apply: async () => {
        throw Object.assign(new CartError('unavailable', 'Storefront API timed out after 3000 ms'), { cause: new Error('socket hang up') });
      },
    };
    beforeAll(async () => {
      failing = (await buildTestApp({ useCases: (real) => ({ ...real, loadCart: new LoadCart(store), updateCart: new UpdateCart(failingStore) }) })).app;
    });

    async function cartWithALine() {
      const response = await post(request.agent(detailed), 'LinesAdd', { lines: [{ merchandiseId: gid(cheap), quantity: 2 }] }).expect(200);
      const cookie = String(response.headers['set-cookie']).split(';')[0]!;
      return { cookie, cart: response.body.cart as CartView };
    }

    it.each<[string, (cart: CartView) => unknown]>([
      ['LinesAdd', () => ({ lines: [{ merchandiseId: gid(cheap), quantity: 1 }] })],
      ['LinesRemove', (cart) => ({ lineIds: [cart.lines[0]!.id] })],
      ['NoteUpdate', () => ({ note: 'x' })],
    ])("answers %s with 503 and the spec's fallback 'Something went wrong', and keeps the cart", async (action, inputs) => {
      const { cookie, cart } = await cartWithALine();
      const details = detailsOf(cart.id);
      const body = inputs(cart);
      const response = await request(failing).post('/cart').set('cookie', cookie).set('accept', 'application/json').type('form').send(form(action, body)).expect(503);
      expect(response.body).toEqual({ error: { code: 'service_unavailable', message: 'Something went wrong' } });
      expect(response.headers['set-cookie']).toBeUndefined();
      const kept = (await request(failing).get('/api/cart').set('cookie', cookie).expect(200)).body.cart as CartView;
      expect(kept).toEqual(cart);
      expect(detailsOf(cart.id)).toEqual(details);
    });

    it('shows a plain form post the fallback as a page, never the store’s own message', async () => {
      const { cookie } = await cartWithALine();
      const response = await request(failing).post('/cart').set('cookie', cookie).type('form').send(form('LinesAdd', { lines: [{ merchandiseId: gid(cheap) }] })).expect(503);
      expect(response.text).toContain('<p role="alert">Something went wrong</p>');
      expect(response.text).not.toMatch(/timed out|socket/);
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

describe('GET /cart/{variantId}:{qty},... (buy now, by a shopper’s browser: bots get a confirm page, buy-now-bots.test.ts)', () => {
  const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
  it('creates a cart with those lines and redirects to its checkout', async () => {
    const id = (p: DemoProduct) => p.variants[0]!.id;
    const response = await request(app).get(`/cart/${id(cheap)}:2,${id(pricey)}:1`).set('user-agent', BROWSER).expect(303);
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
    const response = await request(app).get('/cart/1:1').set('user-agent', BROWSER).expect(400);
    expect(response.text).toContain(CART_MESSAGES.productUnavailable);
  });
});

describe('GET /discount/{code}', () => {
  it('applies the code to the cart and redirects to a same-origin path or home', async () => {
    const agent = shopper();
    await post(agent, 'LinesAdd', { lines: [{ merchandiseId: gid(pricey), quantity: 1 }] }).expect(200);
    const response = await agent.get('/discount/SHOWTIME10?redirect=/collections/drums').expect(303);
    expect(response.headers.location).toBe('/collections/drums');
    expect((await cartOf(agent))?.discountCodes).toEqual([{ code: 'SHOWTIME10', applicable: true, message: null }]);
    expect((await agent.get('/discount/WELCOME20?redirect=https://evil.example').expect(303)).headers.location).toBe('/');
  });

  it.each([
    ['no code', '/discount/'],
    ['no code and no slash', '/discount'],
    ['a blank code', '/discount/%20%20'],
    ['a code with <', '/discount/SAVE%3Cscript%3E'],
    ['a code with >', '/discount/SAVE%3E'],
    ['a control character', '/discount/SAVE%0A10'],
    ['a NUL character', '/discount/SAVE%0010'],
    ['65 characters', `/discount/${'A'.repeat(65)}`],
  ])('answers 400 for %s and leaves the cart as it was', async (_, path) => {
    const agent = shopper();
    await post(agent, 'LinesAdd', { lines: [{ merchandiseId: gid(pricey), quantity: 1 }] }).expect(200);
    await agent.get('/discount/SHOWTIME10').expect(303);
    const before = await cartOf(agent);
    const response = await agent.get(path).set('accept', 'application/json').expect(400);
    expect(response.body.error.message).toMatch(/discount code/i);
    expect(await cartOf(agent)).toEqual(before);
  });

  it('takes a code of exactly 64 characters', async () => {
    const agent = shopper();
    await post(agent, 'LinesAdd', { lines: [{ merchandiseId: gid(pricey), quantity: 1 }] }).expect(200);
    await agent.get(`/discount/${'A'.repeat(64)}`).expect(303);
    expect((await cartOf(agent))?.discountCodes.map((d) => d.code)).toEqual(['A'.repeat(64)]);
  });
});

describe('POST /api/fetch-related-products', () => {
  it('answers at most 8 when the two products have more than 8 related products between them, in order, none in the cart', async () => {
    const pool = catalogue.products.filter((p) => p.status === 'active' && p.openBoxParent === null);
    const [a, b] = pool;
    // The demo catalogue relates at most 4 products to one, so a fake relates 6 to each: 12 candidates.
    const relatedTo = new Map([
      [`gid://shopify/Product/${a!.id}`, pool.slice(2, 8)],
      [`gid://shopify/Product/${b!.id}`, pool.slice(7, 13)],
    ]);
    const related: RelatedProducts = { forProduct: async (id, locale) => (relatedTo.get(id) ?? []).map((p) => productCardOf(p, locale)) };
    const noSearch: ProductSearch = { search: () => Promise.reject(new Error('not by title')), searchFacetValues: async () => [] };
    const fake = (await buildTestApp({ useCases: (real) => ({ ...real, fetchCartRelatedProducts: new FetchCartRelatedProducts(related, noSearch, new RecordingEventLog()) }) })).app;
    const agent = request.agent(fake);
    await post(agent, 'LinesAdd', { lines: [{ merchandiseId: gid(pool[2]!), quantity: 1 }] }).expect(200);

    const response = await agent.post('/api/fetch-related-products').send([...relatedTo.keys()]).expect(200);
    const candidates = [...new Set([...pool.slice(2, 8), ...pool.slice(7, 13)])].filter((p) => p !== pool[2]);
    expect(candidates.length).toBeGreaterThan(MAX_CART_SUGGESTIONS);
    const body = response.body as RelatedProductView[];
    expect(body).toHaveLength(MAX_CART_SUGGESTIONS);
    expect(body.map((r) => r.variantId)).toEqual(candidates.slice(0, MAX_CART_SUGGESTIONS).map(gid));
    expect(body[0]).toMatchObject({ href: `/products/${candidates[0]!.handle}`, title: candidates[0]!.title, price: expect.stringMatching(/^\$\d/) });
  });

  it('answers products of the same kind for a title, without the titled product itself', async () => {
    const product = catalogue.products.find((p) => p.status === 'active' && p.openBoxParent === null && p.title.endsWith('Guitar Picks'))!;
    const response = await request(app).post('/api/fetch-related-products').send([product.title]).expect(200);
    const body = response.body as RelatedProductView[];
    expect(body.length).toBeGreaterThan(0);
    expect(body.length).toBeLessThanOrEqual(MAX_CART_SUGGESTIONS);
    expect(body.map((r) => r.href)).not.toContain(`/products/${product.handle}`);
    const byHandle = new Map(catalogue.products.map((p) => [`/products/${p.handle}`, p]));
    const matches = body.map((found) => byHandle.get(found.href)!);
    for (const [n, match] of matches.entries()) {
      expect(match.status).toBe('active');
      expect(body[n]!.variantId).toBe(gid(match));
      expect(match.title).toMatch(/\bGuitar\b/);
    }
    // The best match is another product of the same kind.
    expect(matches[0]!.title).toMatch(/Guitar Picks$/);
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
    const placed = await agent.post(`${cart.checkoutUrl}`).type('form').send({ ...testCardFields(), ...(await checkoutPageFields(agent, cart.checkoutUrl)), email: 'shopper@example.com', name: 'Sam Player', address1: '350 Fifth Avenue', city: 'New York', region: 'NY', postcode: '10001' }).expect(303);
    expect(String(placed.headers['set-cookie'])).toMatch(/^cart=; Max-Age=0/);
    const confirmation = await agent.get(placed.headers.location as string).expect(200);
    expect(confirmation.text).toContain('Thank you for your order');
    expect(confirmation.text).toMatch(/data-testid="order-number">#(<!-- -->)?10\d\d</);
    expect(await cartOf(agent)).toBeNull();
  });

  it('refuses a postcode that is no ZIP code on the default (US) site (each market: checkout-markets.test.ts)', async () => {
    const agent = shopper();
    const cart = (await post(agent, 'LinesAdd', { lines: [{ merchandiseId: gid(cheap) }] })).body.cart as CartView;
    const response = await agent.post(cart.checkoutUrl).type('form').send({ ...testCardFields(), ...(await checkoutPageFields(agent, cart.checkoutUrl)), email: 'a@b.co', name: 'A', address1: 'x', city: 'y', region: 'NY', postcode: '5000' }).expect(400);
    expect(response.text).toContain('Please enter a valid ZIP code: 5 digits, or ZIP+4 such as 10001-1234.');
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

  it('every page counts the cart in the header from the first byte (issue 16): 0 without a cart, the cart\'s items with one, private', async () => {
    const anonymous = await request(app).get('/').expect(200);
    expect(anonymous.text).toContain('aria-label="Cart, 0 items"');
    const agent = shopper();
    await post(agent, 'LinesAdd', { lines: [{ merchandiseId: gid(cheap), quantity: 1 }] }).expect(200);
    const one = await agent.get(`/products/${pricey.handle}`).expect(200);
    expect(one.headers['cache-control']).toBe('private, no-store');
    expect(one.text).toContain('aria-label="Cart, 1 item"');
    expect(one.text).toMatch(/data-testid="cart-count">1</);
    await post(agent, 'LinesAdd', { lines: [{ merchandiseId: gid(pricey), quantity: 2 }] }).expect(200);
    const three = await agent.get('/').expect(200);
    expect(three.text).toContain('aria-label="Cart, 3 items"');
    expect(three.text).toMatch(/data-testid="cart-count">3</);
  });

  it("shows 'Your cart is empty.' with Continue Shopping without a cart", async () => {
    const page = await request(app).get('/cart').expect(200);
    expect(page.text).toContain('Your cart is empty.');
    expect(page.text).toContain('Continue Shopping');
  });
});
