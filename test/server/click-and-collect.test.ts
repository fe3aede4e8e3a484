// Click and collect over HTTP (issue 20): the product page's pick-up line and 'Change store'
// (a plain form that sets the chosen-store cookie), and the embedded checkout's pick-up order:
// a store holding every line takes it, one missing a line is refused with the line's name and
// nothing changes, an unknown store id is a 400. Stock comes from the demo catalogue.
import type { Express } from 'express';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DemoProduct } from '../../src/adapters/embedded/demo-data/catalogue-types';
import { generateCatalogue } from '../../src/adapters/embedded/demo-data/generate-catalogue';
import { cartIdFromCheckoutToken } from '../../src/application/checkout/local-checkout';
import type { Order } from '../../src/application/checkout/order';
import type { Composition } from '../../src/server/composition-root';
import type { CartView } from '../../src/ui/cart/view-models';
import { buildTestApp } from '../support/test-app';
import { testCardFields } from '../support/test-card';
import { checkoutPageFields } from '../support/checkout-page-fields';

// The content's stores and their inventory locations: Forestville is 51, Adelaide City 52.
const FORESTVILLE = { slug: 'forestville', location: '51', name: 'Forestville' };
const CITY = { slug: 'adelaide-city', location: '52', name: 'Adelaide City' };

let app: Express;
let composition: Composition;
/** Light, sellable, with stock at Forestville and none at the City store. */
let forestvilleOnly: DemoProduct[];

const at = (p: DemoProduct, location: string) => p.variants[0]!.inventory.find((e) => e.locationId === location)?.quantity ?? 0;

beforeAll(async () => {
  const built = await buildTestApp();
  app = built.app;
  composition = built.composition;
  const catalogue = generateCatalogue({ seed: built.config.demo.seed, productCount: built.config.demo.productCount });
  forestvilleOnly = catalogue.products.filter(
    (p) => p.status === 'active' && p.openBoxParent === null && p.variants.length === 1 && p.metafields.is_heavy === 'false' && at(p, 'ONLINE') > 0 && at(p, FORESTVILLE.location) >= 2 && at(p, CITY.location) === 0,
  );
});

const gid = (p: DemoProduct) => `gid://shopify/ProductVariant/${p.variants[0]!.id}`;
const form = (action: string, inputs: unknown) => ({ cartFormInput: JSON.stringify({ action, inputs }) });

async function cartWith(products: DemoProduct[]) {
  const agent = request.agent(app);
  let cart: CartView | null = null;
  for (const product of products) {
    cart = (await agent.post('/en-au/cart').set('accept', 'application/json').type('form').send(form('LinesAdd', { lines: [{ merchandiseId: gid(product), quantity: 1 }] })).expect(200)).body.cart as CartView;
  }
  return { agent, cart: cart! };
}

const PICKUP_LINE = /data-testid="pickup-headline">(Pick up (?:today|tomorrow|[A-Z][a-z]+day)(?:<!-- -->)? at (?:<!-- -->)?Forestville)</;

describe('product page: the pick-up line and Change store', () => {
  it('with Forestville chosen, the page says when the item can be picked up there and lists every store with its stock and hours', async () => {
    const product = forestvilleOnly[0]!;
    const page = (await request(app).get(`/en-au/products/${product.handle}`).set('cookie', 'preferredStore=forestville').expect(200)).text;
    expect(page).toMatch(PICKUP_LINE);
    expect(page).toContain('Change store');
    expect(page).toMatch(/action="\/en-au\/store-preference"/);
    // Choosing brings the shopper back to this page, in this market.
    expect(page).toContain(`name="redirectTo" value="/en-au/products/${product.handle}"`);
    // The City store lacks it but the online warehouse holds it: a transfer.
    expect(page).toMatch(/data-store="adelaide-city"[\s\S]*?Not in stock[\s\S]*?Ready in 2-4 days at (<!-- -->)?Adelaide City/);
    expect(page).toMatch(/data-store="forestville"[\s\S]*?\d+ in stock[\s\S]*?Today: /);
  });

  it('with the City store chosen, the page says the item is ready there in 2-4 days, the chosen store first', async () => {
    const product = forestvilleOnly[0]!;
    const page = (await request(app).get(`/en-au/products/${product.handle}`).set('cookie', 'preferredStore=adelaide-city').expect(200)).text;
    expect(page).toMatch(/data-testid="pickup-headline">Ready in 2-4 days at (<!-- -->)?Adelaide City</);
    expect(page.indexOf('data-store="adelaide-city"')).toBeLessThan(page.indexOf('data-store="forestville"'));
  });

  it("a page showing the shopper's chosen store is theirs: never cached, never shared", async () => {
    const product = forestvilleOnly[0]!;
    const answer = await request(app).get(`/en-au/products/${product.handle}`).set('cookie', 'preferredStore=forestville').expect(200);
    expect(answer.headers['cache-control']).toBe('private, no-store');
  });

  it('a cookie naming no store, or not a slug at all, is ignored', async () => {
    const product = forestvilleOnly[0]!;
    for (const cookie of ['preferredStore=nowhere', 'preferredStore=%3Cscript%3E']) {
      const page = (await request(app).get(`/en-au/products/${product.handle}`).set('cookie', cookie).expect(200)).text;
      expect(page).toContain('Choose a store');
      expect(page).toMatch(PICKUP_LINE);
    }
  });
});

describe('POST /store-preference: the chosen store, validated', () => {
  it('a published store sets the cookie and returns to the page (a plain form)', async () => {
    const answer = await request(app).post('/en-au/store-preference').type('form').send({ store: 'adelaide-city', redirectTo: '/en-au/products/x?Colour=Red' }).expect(303);
    expect(answer.headers.location).toBe('/en-au/products/x?Colour=Red');
    expect(String(answer.headers['set-cookie'])).toMatch(/^preferredStore=adelaide-city; Max-Age=31536000; Path=\/; SameSite=Lax; HttpOnly/);
  });

  it.each([
    { name: 'an unknown store', body: { store: 'nowhere' } },
    { name: 'markup', body: { store: '<script>' } },
    { name: 'no store', body: {} },
    { name: 'a store list', body: { store: ['forestville', 'adelaide-city'] } },
  ])('$name: 400, the error shape, no cookie', async ({ body }) => {
    const answer = await request(app).post('/store-preference').set('accept', 'application/json').send(body).expect(400);
    expect(answer.body).toEqual({ error: { code: 'bad_request', message: 'Please choose one of our stores.' } });
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it('an off-site redirect is not followed', async () => {
    const answer = await request(app).post('/store-preference').type('form').send({ store: 'forestville', redirectTo: 'https://evil.example/' }).expect(303);
    expect(answer.headers.location).toBe('/');
  });
});

describe('embedded checkout: pick up at a store that holds every line', () => {
  it('the checkout lists the stores; those missing a line say which and cannot be chosen', async () => {
    const [a, b] = forestvilleOnly;
    const { agent, cart } = await cartWith([a!, b!]);
    const page = (await agent.get(cart.checkoutUrl).expect(200)).text;
    expect(page).toContain('Pick up in store (free)');
    const input = (slug: string) => new RegExp(`data-store="${slug}"><input([^>]*)>`).exec(page)?.[1] ?? '';
    expect(input('forestville')).toMatch(/value="forestville"/);
    expect(input('forestville')).toMatch(/checked=""/);
    expect(input('forestville')).not.toMatch(/disabled/);
    expect(input('adelaide-city')).toMatch(/disabled=""/);
    expect(page).toContain(`Not in stock here: <!-- -->${a!.title.replace(/&/g, '&amp;').replace(/'/g, '&#x27;')}, ${b!.title.replace(/&/g, '&amp;').replace(/'/g, '&#x27;')}`);
  });

  it("the stores that can fill the order come first, each saying when it is ready; the rest are folded under 'N stores can't fill this order'", async () => {
    const [a, b] = forestvilleOnly;
    const { agent, cart } = await cartWith([a!, b!]);
    const page = (await agent.get(cart.checkoutUrl).expect(200)).text;
    const list = /<fieldset class="checkout-stores">[\s\S]*?<\/fieldset>/.exec(page)?.[0] ?? '';
    expect(list).toContain('<legend class="visually-hidden">Choose a store</legend>');
    const folded = /<details class="checkout-stores__unavailable"><summary>(\d+) stores can&#x27;t fill this order<\/summary>([\s\S]*?)<\/details>/.exec(list);
    expect(folded).not.toBeNull();
    const before = list.slice(0, list.indexOf('<details'));
    const shown = [...before.matchAll(/data-store="([^"]+)"><input[^>]*>[\s\S]*?<span class="checkout-stores__when">(Ready [^<]+)<\/span>/g)].map((m) => m[1]);
    expect(shown[0]).toBe(FORESTVILLE.slug);
    expect([...before.matchAll(/data-store="[^"]+"><input([^>]*)>/g)].every(([, attributes]) => !attributes!.includes('disabled'))).toBe(true);
    const unavailable = [...folded![2]!.matchAll(/data-store="([^"]+)"><input([^>]*)>/g)];
    expect(unavailable.map((m) => m[1])).toContain(CITY.slug);
    expect(unavailable.length).toBe(Number(folded![1]));
    expect(unavailable.every(([, , attributes]) => attributes!.includes('disabled=""'))).toBe(true);
    expect(folded![2]).not.toContain('checkout-stores__when');
  });

  it('a pick-up at Forestville places the order with no shipping; the order records the store and the confirmation says where and when', async () => {
    const { agent, cart } = await cartWith([forestvilleOnly[0]!]);
    const placed = await agent.post(cart.checkoutUrl).type('form').send({ ...testCardFields(), ...(await checkoutPageFields(agent, cart.checkoutUrl, { form: 'pickup' })), store: 'forestville', email: 'sam@example.com', name: 'Sam Player' }).expect(303);
    const location = String(placed.headers.location);
    const orderId = new URL(location, 'http://x').searchParams.get('order')!;
    const cartId = cartIdFromCheckoutToken(cart.checkoutUrl.split('/').pop()!)!;
    const order = (await composition.useCases.loadCartOrder!.execute(orderId, { cartId, customerId: null })) as Order;
    expect(order.fulfilment).toMatchObject({ method: 'pickup', store: { slug: 'forestville', name: 'Forestville', address: '120 Leader Street, Forestville SA 5035' } });
    expect(Number(order.shipping!.amount)).toBe(0);
    const confirmation = (await agent.get(location).expect(200)).text;
    expect(confirmation).toMatch(/data-testid="order-pickup">Pick up at <strong>Forestville<\/strong>, <!-- -->120 Leader Street, Forestville SA 5035/);
    expect(confirmation).toMatch(/Ready from (<!-- -->)?\d{1,2}(:\d{2})?(am|pm) (today, |on )[A-Z][a-z]+day \d{1,2} [A-Z][a-z]+/);
    expect(confirmation).not.toContain('Shipping to');
  });

  it('a store missing a line is refused with the line it lacks, and the cart stays as it was', async () => {
    const product = forestvilleOnly[1]!;
    const { agent, cart } = await cartWith([product]);
    const refused = await agent.post(cart.checkoutUrl).set('accept', 'application/json').send({ ...testCardFields(), ...(await checkoutPageFields(agent, cart.checkoutUrl, { form: 'pickup' })), store: 'adelaide-city', email: 'sam@example.com', name: 'Sam' }).expect(409);
    expect(refused.body).toEqual({ error: { code: 'conflict', message: `Adelaide City does not have ${product.title} in stock to pick up. Choose another store or delivery.` } });
    const after = (await agent.get('/en-au/api/cart').expect(200)).body.cart as CartView;
    expect(after.lines.map((l) => l.quantity)).toEqual([1]);
  });

  it.each([
    { name: 'an unknown store', body: { store: 'nowhere' }, status: 400, message: 'Please choose one of our stores.' },
    { name: 'no store', body: {}, status: 400, message: 'Please choose one of our stores.' },
    { name: 'markup as a store', body: { store: '"><img>' }, status: 400, message: 'Please choose one of our stores.' },
    { name: 'no name', body: { store: 'forestville', name: '' }, status: 400, message: 'Please enter your name' },
  ])('$name: $status and no order', async ({ body, status, message }) => {
    const { agent, cart } = await cartWith([forestvilleOnly[2]!]);
    const answer = await agent.post(cart.checkoutUrl).set('accept', 'application/json').send({ ...testCardFields(), ...(await checkoutPageFields(agent, cart.checkoutUrl, { form: 'pickup' })), email: 'sam@example.com', name: 'Sam', ...body }).expect(status);
    expect(answer.body.error.message).toBe(message);
    expect(((await agent.get('/en-au/api/cart').expect(200)).body.cart as CartView).lines).toHaveLength(1);
  });

  it('a delivery order records delivery', async () => {
    const { agent, cart } = await cartWith([forestvilleOnly[3]!]);
    const placed = await agent.post(cart.checkoutUrl).type('form').send({ ...testCardFields(), ...(await checkoutPageFields(agent, cart.checkoutUrl)), email: 'sam@example.com', name: 'Sam', address1: '1 Rundle Mall', city: 'Adelaide', region: 'SA', postcode: '5000' }).expect(303);
    const orderId = new URL(String(placed.headers.location), 'http://x').searchParams.get('order')!;
    const cartId = cartIdFromCheckoutToken(cart.checkoutUrl.split('/').pop()!)!;
    expect((await composition.useCases.loadCartOrder!.execute(orderId, { cartId, customerId: null }))?.fulfilment).toEqual({ method: 'delivery' });
  });
});

describe('cart: the delivery preference a hosted checkout opens with (POST /collect)', () => {
  it('the cart page offers pick-up at a store holding every line; choosing it sets the preference and the chosen store', async () => {
    const { agent } = await cartWith([forestvilleOnly[4]!]);
    const page = (await agent.get('/en-au/cart').set('cookie', 'preferredStore=forestville').expect(200)).text;
    expect(page).toMatch(/Pick up at (<!-- -->)?Forestville(<!-- -->)? \(free\)/);
    const chosen = await agent.post('/en-au/collect').type('form').send({ method: 'pickup', store: 'forestville' }).expect(303);
    expect(chosen.headers.location).toBe('/en-au/cart');
    expect(String(chosen.headers['set-cookie'])).toMatch(/^preferredStore=forestville;/);
    const after = (await agent.get('/en-au/cart').expect(200)).text;
    expect(after).toMatch(/data-testid="cart-collecting">Collecting from <strong>Forestville<\/strong>: <!-- -->Ready from/);
    const back = await agent.post('/en-au/collect').set('accept', 'application/json').send({ method: 'delivery' }).expect(200);
    expect(back.body).toEqual({ deliveryPreference: { method: 'SHIPPING', pickupHandle: null } });
  });

  it('a store missing a line is refused with its name and the preference stays as it was', async () => {
    const product = forestvilleOnly[5]!;
    const { agent } = await cartWith([product]);
    await agent.post('/en-au/collect').set('accept', 'application/json').send({ method: 'pickup', store: 'forestville' }).expect(200);
    const refused = await agent.post('/en-au/collect').set('accept', 'application/json').send({ method: 'pickup', store: 'adelaide-city' }).expect(409);
    expect(refused.body).toEqual({ error: { code: 'conflict', message: `Adelaide City does not have ${product.title} in stock to pick up. Choose another store or delivery.` } });
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect((await agent.get('/en-au/cart').expect(200)).text).toContain('Collecting from <strong>Forestville</strong>');
  });

  it.each([
    { name: 'an unknown store', body: { method: 'pickup', store: 'nowhere' }, status: 400 },
    { name: 'no method', body: { store: 'forestville' }, status: 400 },
    { name: 'an unknown method', body: { method: 'drone', store: 'forestville' }, status: 400 },
    { name: 'a preference sent through the cart form', body: null, status: 200 },
  ])('$name: refused or ignored, the preference unchanged', async ({ body, status }) => {
    const { agent } = await cartWith([forestvilleOnly[6]!]);
    if (body) await agent.post('/en-au/collect').set('accept', 'application/json').send(body).expect(status);
    else {
      // The cart form takes BuyerIdentityUpdate, but never a client's delivery preference.
      await agent.post('/en-au/cart').set('accept', 'application/json').type('form')
        .send(form('BuyerIdentityUpdate', { buyerIdentity: { preferences: { delivery: { deliveryMethod: ['PICK_UP'], pickupHandle: ['adelaide-city'] } } } })).expect(status);
    }
    expect((await agent.get('/en-au/cart').expect(200)).text).not.toContain('Collecting from');
  });

  it('without a cart there is nothing to collect: 400', async () => {
    const answer = await request(app).post('/en-au/collect').set('accept', 'application/json').send({ method: 'delivery' }).expect(400);
    expect(answer.body.error.message).toBe('Your cart is empty.');
  });
});

describe("GET /api/cart?with=pickup: the drawer's pick-up line, the cart page's view for the chosen store", () => {
  it('a cart carries the pick-up view of the chosen store, the same headline as the cart page', async () => {
    const product = forestvilleOnly[7]!;
    const { agent } = await cartWith([product]);
    const city = (await agent.get('/en-au/api/cart?with=pickup').set('cookie', 'preferredStore=adelaide-city').expect(200)).body;
    expect(city.cart.lines).toHaveLength(1);
    expect(city.pickup.chosen).toBe('adelaide-city');
    expect(city.pickup.headline).toBe('Ready in 2-4 days at Adelaide City');
    expect(city.pickup.stores.find((s: { slug: string }) => s.slug === 'adelaide-city').missing).toEqual([product.title]);
    const page = (await agent.get('/en-au/cart').set('cookie', 'preferredStore=adelaide-city').expect(200)).text;
    expect(page).toMatch(/data-testid="pickup-headline">Ready in 2-4 days at (<!-- -->)?Adelaide City</);

    const forestville = (await agent.get('/en-au/api/cart?with=pickup').set('cookie', 'preferredStore=forestville').expect(200)).body;
    expect(forestville.pickup.chosen).toBe('forestville');
    expect(forestville.pickup.headline).toMatch(/^Pick up (today|tomorrow|[A-Z][a-z]+day) at Forestville$/);
    expect(forestville.pickup.stores.find((s: { slug: string }) => s.slug === 'forestville')).toMatchObject({ canCollect: true, missing: [] });
  });

  it('no cart, or an emptied one, has no pick-up line', async () => {
    expect((await request(app).get('/en-au/api/cart?with=pickup').set('cookie', 'preferredStore=forestville').expect(200)).body).toEqual({ cart: null, pickup: null });
    const { agent, cart } = await cartWith([forestvilleOnly[8]!]);
    await agent.post('/en-au/cart').set('accept', 'application/json').type('form').send(form('LinesRemove', { lineIds: [cart.lines[0]!.id] })).expect(200);
    const emptied = (await agent.get('/en-au/api/cart?with=pickup').set('cookie', 'preferredStore=forestville').expect(200)).body;
    expect(emptied.cart.lines).toEqual([]);
    expect(emptied.pickup).toBeNull();
  });
});
