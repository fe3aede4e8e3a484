// Issue 29, after the order: the account's order list shows each order's status (paid, then ready
// for pick-up and collected, or shipped and delivered) and links to the order's own page, which
// only its signed-in owner sees; anyone else signed in gets a 404, a signed-out visitor the log-in.
import type { Express } from 'express';
import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { generateCatalogue } from '../../src/adapters/embedded/demo-data/generate-catalogue';
import { FulfilOrder } from '../../src/application/checkout/fulfil-order';
import type { Composition } from '../../src/server/composition-root';
import type { CartView } from '../../src/ui/cart/view-models';
import { buildTestApp } from '../support/test-app';
import { checkoutPageFields } from '../support/checkout-page-fields';
import { testCardFields } from '../support/test-card';

let app: Express;
let composition: Composition;
let merchandiseId: string;
let productTitle: string;
let serial = 0;

beforeAll(async () => {
  const built = await buildTestApp();
  app = built.app;
  composition = built.composition;
  const catalogue = generateCatalogue({ seed: built.config.demo.seed, productCount: built.config.demo.productCount });
  const product = catalogue.products.find((p) => p.status === 'active' && p.openBoxParent === null && p.metafields.is_heavy === 'false' && p.variants[0]!.inventory.some((e) => e.quantity > 5))!;
  merchandiseId = `gid://shopify/ProductVariant/${product.variants[0]!.id}`;
  productTitle = product.title;
});
// A fresh app (and so fresh per-IP registration limits) for every test; the databases are shared.
beforeEach(async () => {
  app = (await buildTestApp()).app;
});

async function signedIn() {
  const agent = request.agent(app);
  serial += 1;
  await agent.post('/account/register').set('accept', 'application/json').type('form').send({ firstName: 'Ann', lastName: 'Lee', email: `orders-${Date.now()}-${serial}@example.com`, password: 'correct horse battery' }).expect(200);
  return agent;
}

async function placeOrder(agent: ReturnType<typeof request.agent>, method: 'delivery' | 'pickup' = 'delivery') {
  const form = { cartFormInput: JSON.stringify({ action: 'LinesAdd', inputs: { lines: [{ merchandiseId, quantity: 1 }] } }) };
  const cart = (await agent.post('/en-au/cart?index').type('form').send(form).expect(200)).body.cart as CartView;
  const body = method === 'pickup'
    ? { method: 'pickup', store: 'forestville', email: 'ann@example.com', name: 'Ann Lee' }
    : { email: 'ann@example.com', name: 'Ann Lee', address1: '1 King William St', city: 'Adelaide', region: 'SA', postcode: '5000' };
  const placed = await agent.post(cart.checkoutUrl).type('form').send({ ...testCardFields(), ...(await checkoutPageFields(agent, cart.checkoutUrl, { form: method })), ...body }).expect(303);
  const page = (await agent.get(String(placed.headers.location)).expect(200)).text;
  return Number(/data-testid="order-number">#(?:<!-- -->)?(\d+)</.exec(page)?.[1]);
}

/** The account table's row of an order: its label, status and link. */
function rowOf(html: string, number: number) {
  const row = new RegExp(`<tr>(?:(?!</tr>).)*#${number}(?:(?!</tr>).)*</tr>`).exec(html)?.[0] ?? '';
  return { row, status: /data-testid="order-status">([^<]*)</.exec(row)?.[1] ?? null, href: /href="([^"]*)"/.exec(row)?.[1] ?? null };
}

const fulfil = (number: number) => composition.container.resolve(FulfilOrder).execute(number);

describe("the account's order list", () => {
  it('a new delivery order says Paid and links to its page; after demo:fulfil it says Shipped, then Delivered', async () => {
    const agent = await signedIn();
    const number = await placeOrder(agent);
    const paid = rowOf((await agent.get('/en-au/account').expect(200)).text, number);
    expect(paid.status).toBe('Paid');
    expect(paid.href).toBe(`/en-au/account/orders/${number}`);
    await fulfil(number);
    expect(rowOf((await agent.get('/en-au/account')).text, number).status).toBe('Shipped');
    await fulfil(number);
    expect(rowOf((await agent.get('/en-au/account')).text, number).status).toBe('Delivered');
  });

  it('a pick-up order says Paid, then Ready for pick-up, then Collected', async () => {
    const agent = await signedIn();
    const number = await placeOrder(agent, 'pickup');
    expect(rowOf((await agent.get('/account')).text, number).status).toBe('Paid');
    await fulfil(number);
    expect(rowOf((await agent.get('/account')).text, number).status).toBe('Ready for pick-up');
    await fulfil(number);
    expect(rowOf((await agent.get('/account')).text, number).status).toBe('Collected');
  });
});

describe("an order's own page", () => {
  it('its owner sees the number, date, status, lines and total; private, no-store, noindex', async () => {
    const agent = await signedIn();
    const number = await placeOrder(agent);
    await fulfil(number);
    const page = await agent.get(`/en-au/account/orders/${number}`).expect(200);
    const main = /<main[\s\S]*<\/main>/.exec(page.text)?.[0] ?? '';
    expect(main).toContain(`#${number}`);
    expect(/data-testid="order-status">([^<]*)</.exec(main)?.[1]).toBe('Shipped');
    expect(main).toContain(productTitle.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));
    expect(main).toMatch(/data-testid="order-total">\$\d/);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.text).toMatch(/<meta name="robots" content="noindex/);
  });

  it('with JavaScript (the data route) the owner gets the same order', async () => {
    const agent = await signedIn();
    const number = await placeOrder(agent);
    const data = await agent.get(`/_data/account/orders/${number}?_route=account-order`).expect(200);
    expect(data.body).toMatchObject({ order: { label: `#${number}`, status: 'Paid' } });
  });

  it.each([
    { name: 'another signed-in customer', path: (n: number) => `/account/orders/${n}` },
    { name: 'another signed-in customer, through the data route', path: (n: number) => `/_data/account/orders/${n}?_route=account-order` },
  ])('$name: 404, nothing of the order', async ({ path }) => {
    const owner = await signedIn();
    const number = await placeOrder(owner);
    const other = await signedIn();
    const res = await other.get(path(number));
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('King William');
  });

  it.each(['999999', 'abc', '0', '1001x'])('the owner asking for order %j they do not have: 404', async (given) => {
    const agent = await signedIn();
    await placeOrder(agent);
    expect((await agent.get(`/account/orders/${given}`)).status).toBe(404);
  });

  it('signed out: sent to log in, nothing of the order', async () => {
    const owner = await signedIn();
    const number = await placeOrder(owner);
    const res = await request(app).get(`/account/orders/${number}`);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/account/login');
  });
});
