// The embedded checkout's payment step over HTTP (issue 29, observation 6): no order without an
// approved payment; test card '1' approves, '2' declines and '3' is a gateway error (the cart stays
// and the checkout says why); a double submit, even in parallel, is one order and one charge; the
// order's confirmation email lands in DATA_DIR/outbox.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DemoProduct } from '../../src/adapters/embedded/demo-data/catalogue-types';
import { generateCatalogue } from '../../src/adapters/embedded/demo-data/generate-catalogue';
import type { SqliteBogusGateway } from '../../src/adapters/sqlite/sqlite-bogus-gateway';
import { cartIdFromCheckoutToken } from '../../src/application/checkout/local-checkout';
import { TOKENS } from '../../src/application/tokens';
import type { Composition } from '../../src/server/composition-root';
import type { CartView } from '../../src/ui/cart/view-models';
import { readOutbox } from '../support/eml';
import { TEST_CARDS, testCardFields } from '../support/test-card';
import { buildTestApp } from '../support/test-app';
import { checkoutPageFields } from '../support/checkout-page-fields';

let app: Express;
let composition: Composition;
let dataDir: string;
let products: DemoProduct[];

const ADDRESS = { email: 'sam@example.com', name: 'Sam Player', address1: '1 Rundle Mall', city: 'Adelaide', region: 'SA', postcode: '5000' };
const DECLINED = 'Your card was declined. Please try another card.';
const GATEWAY_ERROR = 'We could not reach the payment provider. You have not been charged. Please try again.';

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'payment-'));
  const built = await buildTestApp({ env: { DATA_DIR: dataDir } });
  app = built.app;
  composition = built.composition;
  const catalogue = generateCatalogue({ seed: built.config.demo.seed, productCount: built.config.demo.productCount });
  const online = (p: DemoProduct) => p.variants[0]!.inventory.find((e) => e.locationId === 'ONLINE')?.quantity ?? 0;
  products = catalogue.products.filter((p) => p.status === 'active' && p.openBoxParent === null && p.variants.length === 1 && p.metafields.is_heavy === 'false' && online(p) >= 5);
});

const gid = (p: DemoProduct) => `gid://shopify/ProductVariant/${p.variants[0]!.id}`;
let next = 0;

async function cart(prefix = '/en-au') {
  const agent = request.agent(app);
  const product = products[next++ % products.length]!;
  const body = { cartFormInput: JSON.stringify({ action: 'LinesAdd', inputs: { lines: [{ merchandiseId: gid(product), quantity: 1 }] } }) };
  const view = (await agent.post(`${prefix}/cart`).set('accept', 'application/json').type('form').send(body).expect(200)).body.cart as CartView;
  return { agent, cart: view, cartId: cartIdFromCheckoutToken(view.checkoutUrl.split('/').pop()!)!, product };
}

/** What the page's delivery form posts beside what the shopper types (the figures it showed, its key). */
const shown = (agent: ReturnType<typeof request.agent>, view: CartView) => checkoutPageFields(agent, view.checkoutUrl);
const gateway = () => composition.container.resolve<SqliteBogusGateway>(TOKENS.PaymentGateway);
const chargesOf = (key: string) => gateway().charges().filter((charge) => charge.idempotencyKey.endsWith(`:${key}`));
const orderOfCart = (cartId: string) => composition.container.resolve<{ orderOfCart(id: string): Promise<{ id: string; number: number } | null> }>(TOKENS.OrderBook).orderOfCart(cartId);

describe('observation 6: the embedded checkout takes payment before any order', () => {
  it('a checkout posted without card details is refused (400) and no order exists; the cart stays', async () => {
    const { agent, cart: view, cartId } = await cart();
    const refused = await agent.post(view.checkoutUrl).type('form').send({ ...(await shown(agent, view)), ...ADDRESS });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('Please enter your card number');
    expect(await orderOfCart(cartId)).toBeNull();
    expect(((await agent.get('/en-au/api/cart').expect(200)).body.cart as CartView).lines).toHaveLength(1);
  });

  it('the checkout page asks for the card and carries a fresh idempotency key each time it renders', async () => {
    const { agent, cart: view } = await cart();
    const first = (await agent.get(view.checkoutUrl).expect(200)).text;
    const second = (await agent.get(view.checkoutUrl).expect(200)).text;
    for (const label of ['Card number', 'Name on card', 'Expiry (MM/YY)', 'Security code']) expect(first).toContain(label);
    const keyOf = (html: string) => html.match(/name="idempotencyKey" value="([^"]+)"/)?.[1];
    expect(keyOf(first)).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(keyOf(second)).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(keyOf(first)).not.toBe(keyOf(second));
  });
});

describe('test cards', () => {
  it("card '1' approves: one order, one approved charge for the order's total, only the last digits kept", async () => {
    const { agent, cart: view, cartId } = await cart();
    const fields = testCardFields(TEST_CARDS.approves);
    const placed = await agent.post(view.checkoutUrl).type('form').send({ ...(await shown(agent, view)), ...ADDRESS, ...fields }).expect(303);
    const orderId = new URL(String(placed.headers.location), 'http://x').searchParams.get('order')!;
    const order = await orderOfCart(cartId);
    expect(order?.id).toBe(orderId);
    expect(chargesOf(fields.idempotencyKey)).toEqual([expect.objectContaining({ status: 'approved', cardLastFour: '1', amount: (order as unknown as { total: unknown }).total })]);
    expect(JSON.stringify(gateway().charges())).not.toContain('"123"');
  });

  it.each([
    { card: TEST_CARDS.declines, name: "'2' declines", message: DECLINED, status: 402 },
    { card: TEST_CARDS.gatewayError, name: "'3' is a gateway error", message: GATEWAY_ERROR, status: 502 },
  ])('card $name: no order, no charge, the cart stays and the checkout says why', async ({ card, message, status }) => {
    const { agent, cart: view, cartId } = await cart();
    const fields = testCardFields(card);
    const answer = await agent.post(view.checkoutUrl).type('form').send({ ...(await shown(agent, view)), ...ADDRESS, ...fields }).expect(303);
    expect(answer.headers.location).toMatch(/\/en-au\/checkout\/[^?]+\?payment=/);
    const page = (await agent.get(String(answer.headers.location)).expect(200)).text;
    expect(page).toContain(message);
    expect(page).toContain('Place order');
    expect(await orderOfCart(cartId)).toBeNull();
    expect(chargesOf(fields.idempotencyKey)).toEqual([]);
    expect(((await agent.get('/en-au/api/cart').expect(200)).body.cart as CartView).lines).toHaveLength(1);
    // The JSON API answers the same refusal with its status.
    const json = await agent.post(view.checkoutUrl).set('accept', 'application/json').send({ ...(await shown(agent, view)), ...ADDRESS, ...testCardFields(card) }).expect(status);
    expect(json.body.error.message).toBe(message);
  });

  it('a declined card then the approving one: one order', async () => {
    const { agent, cart: view, cartId } = await cart();
    await agent.post(view.checkoutUrl).type('form').send({ ...(await shown(agent, view)), ...ADDRESS, ...testCardFields(TEST_CARDS.declines) }).expect(303);
    const placed = await agent.post(view.checkoutUrl).type('form').send({ ...(await shown(agent, view)), ...ADDRESS, ...testCardFields(TEST_CARDS.approves) }).expect(303);
    expect(String(placed.headers.location)).toContain('?order=');
    expect(await orderOfCart(cartId)).not.toBeNull();
  });
});

describe('placing an order is idempotent', () => {
  it('five parallel submits with one key: one order, one charge, every answer the same confirmation', async () => {
    const { agent, cart: view, cartId } = await cart();
    const fields = { ...(await shown(agent, view)), ...ADDRESS, ...testCardFields(TEST_CARDS.approves) };
    const answers = await Promise.all(Array.from({ length: 5 }, () => agent.post(view.checkoutUrl).type('form').send(fields)));
    expect(answers.map((a) => a.status)).toEqual([303, 303, 303, 303, 303]);
    const order = await orderOfCart(cartId);
    expect(new Set(answers.map((a) => new URL(String(a.headers.location), 'http://x').searchParams.get('order')))).toEqual(new Set([order!.id]));
    expect(chargesOf(fields.idempotencyKey)).toHaveLength(1);
  });

  it('parallel submits from two renders of the page (two keys): one order, and the second charge is voided', async () => {
    const { agent, cart: view, cartId } = await cart();
    const [a, b] = [testCardFields(), testCardFields()];
    const page = await shown(agent, view);
    const answers = await Promise.all([a, b].map((fields) => agent.post(view.checkoutUrl).type('form').send({ ...page, ...ADDRESS, ...fields })));
    expect(answers.map((answer) => answer.status)).toEqual([303, 303]);
    expect(await orderOfCart(cartId)).not.toBeNull();
    const approved = [...chargesOf(a.idempotencyKey), ...chargesOf(b.idempotencyKey)].filter((charge) => charge.status === 'approved');
    expect(approved).toHaveLength(1);
  });

  it('a retry after the order was placed answers the same order and charges nothing more', async () => {
    const { agent, cart: view } = await cart();
    const fields = testCardFields();
    const page = await shown(agent, view);
    const first = await agent.post(view.checkoutUrl).type('form').send({ ...page, ...ADDRESS, ...fields }).expect(303);
    const again = await agent.post(view.checkoutUrl).type('form').send({ ...page, ...ADDRESS, ...testCardFields() }).expect(303);
    expect(again.headers.location).toBe(first.headers.location);
    expect(chargesOf(fields.idempotencyKey)).toHaveLength(1);
  });
});

describe('the order confirmation email', () => {
  it('is written to DATA_DIR/outbox once, to the shopper, with the order number, lines and total', async () => {
    const { agent, cart: view, cartId, product } = await cart();
    await agent.post(view.checkoutUrl).type('form').send({ ...(await shown(agent, view)), ...ADDRESS, email: 'receipt@example.com', ...testCardFields() }).expect(303);
    const order = (await orderOfCart(cartId))!;
    const mails = readOutbox(path.join(dataDir, 'outbox')).filter((mail) => mail.headers.get('to') === 'receipt@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.headers.get('subject')).toBe(`Your order #${order.number} is confirmed`);
    expect(mails[0]!.text).toContain(`1 × ${product.title}`);
    expect(mails[0]!.text).toMatch(/\nTotal: \$[\d,]+(\.\d\d)?\n/);
    expect(mails[0]!.text).toContain('Shipping to:\nSam Player\n1 Rundle Mall\nAdelaide 5000\nAustralia');
  });
});
