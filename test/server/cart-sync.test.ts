// Issue 15, observation 3: two tabs on one cart. '+' and '−' are changes relative to what the
// server holds (LinesAdjust), so a stale tab never undoes another tab's change; a change to a line
// another tab removed answers the current cart with a shopper's message, never a line id. The same
// through the JSON API (POST /cart and POST /cart?index) and the plain form post.
import fc from 'fast-check';
import request from 'supertest';
import type { Express } from 'express';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateCatalogue } from '../../src/adapters/embedded/demo-data/generate-catalogue';
import type { DemoProduct } from '../../src/adapters/embedded/demo-data/catalogue-types';
import { CART_LINE_GONE_MESSAGE } from '../../src/domain/cart';
import { quantityButtonInput } from '../../src/ui/cart/optimistic-cart';
import type { CartView } from '../../src/ui/cart/view-models';
import { buildTestApp } from '../support/test-app';

let app: Express;
let cheap: DemoProduct;
let other: DemoProduct;
const gid = (p: DemoProduct) => `gid://shopify/ProductVariant/${p.variants[0]!.id}`;

beforeAll(async () => {
  const built = await buildTestApp();
  app = built.app;
  const catalogue = generateCatalogue({ seed: built.config.demo.seed, productCount: built.config.demo.productCount });
  // Back-orders ('Accepting Orders', '7 Day Dispatch'): '+' may reach 99 whatever the stock (a cart holds no more of an 'In Stock' item than is left, issue 29).
  const light = catalogue.products.filter((p) => p.status === 'active' && p.openBoxParent === null && p.metafields.is_heavy === 'false' && p.metafields.stock_status !== 'In Stock');
  cheap = light.find((p) => p.variants[0]!.prices.USD.price < 40_00)!;
  other = light.find((p) => p.id !== cheap.id && p.variants[0]!.prices.USD.price < 40_00)!;
});

type Agent = ReturnType<typeof request.agent>;
const cartFormInput = (action: string, inputs: unknown) => JSON.stringify({ action, inputs });
const post = (agent: Agent, action: string, inputs: unknown, path = '/cart') =>
  agent.post(path).set('accept', 'application/json').type('form').send({ cartFormInput: cartFormInput(action, inputs) });
const cartOf = async (agent: Agent) => (await agent.get('/api/cart').expect(200)).body.cart as CartView;
const quantities = (cart: CartView) => cart.lines.map((l) => [l.merchandiseId, l.quantity]);

/** One shopper (one cookie) with a line of `cheap` at quantity 1: both tabs see the same cart. */
async function oneLineCart() {
  const agent = request.agent(app);
  const cart = (await post(agent, 'LinesAdd', { lines: [{ merchandiseId: gid(cheap), quantity: 1 }] }).expect(200)).body.cart as CartView;
  return { agent, lineId: cart.lines[0]!.id };
}

describe("two tabs: '+' and '−' change what the server holds", () => {
  it("B presses '+' twice, then stale A presses '+': the line is 4, not 2", async () => {
    const { agent, lineId } = await oneLineCart();
    await post(agent, 'LinesAdjust', { lines: [{ id: lineId, delta: 1 }] }).expect(200);
    await post(agent, 'LinesAdjust', { lines: [{ id: lineId, delta: 1 }] }).expect(200);
    const a = await post(agent, 'LinesAdjust', { lines: [{ id: lineId, delta: 1 }] }, '/cart?index').expect(200);
    expect(quantities(a.body.cart)).toEqual([[gid(cheap), 4]]);
    expect(quantities(await cartOf(agent))).toEqual([[gid(cheap), 4]]);
  });

  it("'−' takes one from the server's quantity, and from 1 removes the line (spec section 4)", async () => {
    const { agent, lineId } = await oneLineCart();
    await post(agent, 'LinesAdjust', { lines: [{ id: lineId, delta: 2 }] }).expect(200);
    expect(quantities((await post(agent, 'LinesAdjust', { lines: [{ id: lineId, delta: -1 }] }).expect(200)).body.cart)).toEqual([[gid(cheap), 2]]);
    await post(agent, 'LinesAdjust', { lines: [{ id: lineId, delta: -1 }] }).expect(200);
    expect((await post(agent, 'LinesAdjust', { lines: [{ id: lineId, delta: -1 }] }).expect(200)).body.cart.lines).toEqual([]);
  });

  it.each<[string, (lineId: string) => [string, unknown]]>([
    ['a change to the line B removed', (lineId) => ['LinesAdjust', { lines: [{ id: lineId, delta: 1 }] }]],
    ['an absolute update of the line B removed', (lineId) => ['LinesUpdate', { lines: [{ id: lineId, quantity: 3 }] }]],
    ['a removal of the line B removed', (lineId) => ['LinesRemove', { lineIds: [lineId] }]],
  ])('%s answers 409 with the current cart and a shopper’s message, no line id', async (_, change) => {
    const { agent, lineId } = await oneLineCart();
    await post(agent, 'LinesAdd', { lines: [{ merchandiseId: gid(other), quantity: 2 }] }).expect(200);
    await post(agent, 'LinesRemove', { lineIds: [lineId] }).expect(200);
    const [action, inputs] = change(lineId);
    for (const path of ['/cart', '/cart?index', '/en-gb/cart']) {
      const answer = await post(agent, action, inputs, path).expect(409);
      expect(answer.body.error).toEqual({ code: 'conflict', message: CART_LINE_GONE_MESSAGE });
      expect(JSON.stringify(answer.body.error)).not.toMatch(/gid:|CartLine|inputs|lines\[/);
      expect(quantities(answer.body.cart)).toEqual([[gid(other), 2]]);
    }
    expect(quantities(await cartOf(agent))).toEqual([[gid(other), 2]]);
  });

  it('refuses a change past 99 with a 400 that carries the current cart and changes nothing', async () => {
    const { agent, lineId } = await oneLineCart();
    await post(agent, 'LinesAdjust', { lines: [{ id: lineId, delta: 98 }] }).expect(200);
    const answer = await post(agent, 'LinesAdjust', { lines: [{ id: lineId, delta: 1 }] }).expect(400);
    expect(answer.body.error.message).not.toMatch(/inputs|lines\[|gid:/);
    expect(quantities(answer.body.cart)).toEqual([[gid(cheap), 99]]);
  });

  it.each([
    ['a zero change', { lines: [{ id: 'gid://shopify/CartLine/x', delta: 0 }] }],
    ['a fractional change', { lines: [{ id: 'gid://shopify/CartLine/x', delta: 0.5 }] }],
    ['a change past the maximum', { lines: [{ id: 'gid://shopify/CartLine/x', delta: 100 }] }],
    ['no line id', { lines: [{ delta: 1 }] }],
    ['no lines', { lines: [] }],
  ])('refuses %s as bad input (400) and changes nothing', async (_, inputs) => {
    const { agent } = await oneLineCart();
    const before = await cartOf(agent);
    await post(agent, 'LinesAdjust', inputs).expect(400);
    expect(await cartOf(agent)).toEqual(before);
  });

  it('20 parallel relative changes from many tabs all count', async () => {
    const { agent, lineId } = await oneLineCart();
    const changes = Array.from({ length: 20 }, (_, i) => (i % 4 === 3 ? -1 : 1));
    await Promise.all(changes.map((delta) => post(agent, 'LinesAdjust', { lines: [{ id: lineId, delta }] }).expect(200)));
    expect(quantities(await cartOf(agent))).toEqual([[gid(cheap), 1 + 15 - 5]]);
  });
});

describe('any interleaving of two tabs pressing +, − and Remove on what each last saw (property)', () => {
  /** Two tabs' presses, each on the line of one of two products as that tab shows it; or a reload. */
  const press = fc.record({ tab: fc.constantFrom(0, 1), product: fc.constantFrom(0, 1), button: fc.constantFrom('increase', 'decrease', 'increase', 'remove', 'reload') });
  let sequences = 0;

  it('never loses an update: each line holds 1 plus the changes the server accepted, and the answering tab shows the server’s cart', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(press, { maxLength: 14 }), async (presses) => {
        sequences += 1;
        const agent = request.agent(app);
        const products = [cheap, other];
        await post(agent, 'LinesAdd', { lines: products.map((p) => ({ merchandiseId: gid(p), quantity: 1 })) }).expect(200);
        const tabs = [await cartOf(agent), await cartOf(agent)];
        // What the server must hold: 1 of each plus every accepted change; null once the line is gone.
        const held: (number | null)[] = [1, 1];
        const expected = () => products.flatMap((p, i) => (held[i] === null ? [] : [[gid(p), held[i]]]));
        for (const [step, { tab, product, button }] of presses.entries()) {
          if (button === 'reload') {
            tabs[tab] = await cartOf(agent);
            continue;
          }
          const line = tabs[tab]!.lines.find((l) => l.merchandiseId === gid(products[product]!));
          if (!line) continue; // this tab shows no such line, so it has no button for it
          const input = button === 'remove' ? { action: 'LinesRemove', inputs: { lineIds: [line.id] } } : quantityButtonInput(line.id, button);
          const answer = await post(agent, input.action, input.inputs, step % 2 ? '/cart?index' : '/cart');
          const current = held[product]!;
          if (current === null) {
            expect(answer.status).toBe(409);
            expect(answer.body.error).toEqual({ code: 'conflict', message: CART_LINE_GONE_MESSAGE });
          } else {
            expect(answer.status).toBe(200);
            const next = button === 'remove' ? 0 : current + (button === 'increase' ? 1 : -1);
            held[product] = next > 0 ? next : null;
          }
          tabs[tab] = answer.body.cart as CartView;
          expect(quantities(tabs[tab]!)).toEqual(expected());
        }
        expect(quantities(await cartOf(agent))).toEqual(expected());
      }),
      { numRuns: 100 },
    );
    expect(sequences).toBeGreaterThanOrEqual(100);
  });
});

describe('without JavaScript', () => {
  it("a '+' form post changes what the server holds and comes back to the page", async () => {
    const { agent, lineId } = await oneLineCart();
    await post(agent, 'LinesAdjust', { lines: [{ id: lineId, delta: 1 }] }).expect(200);
    const back = await agent.post('/cart').type('form').send({ cartFormInput: cartFormInput('LinesAdjust', { lines: [{ id: lineId, delta: 1 }] }), redirectTo: '/cart' }).expect(303);
    expect(back.headers.location).toBe('/cart');
    expect(quantities(await cartOf(agent))).toEqual([[gid(cheap), 3]]);
  });

  it('a change to a removed line comes back to the cart page, which shows the current cart and the message', async () => {
    const { agent, lineId } = await oneLineCart();
    await post(agent, 'LinesAdd', { lines: [{ merchandiseId: gid(other), quantity: 1 }] }).expect(200);
    await post(agent, 'LinesRemove', { lineIds: [lineId] }).expect(200);
    const back = await agent.post('/en-au/cart').type('form').send({ cartFormInput: cartFormInput('LinesAdjust', { lines: [{ id: lineId, delta: 1 }] }), redirectTo: '/en-au/cart' }).expect(303);
    expect(back.headers.location).toBe('/en-au/cart?notice=line-gone');
    const page = await agent.get(back.headers.location as string).expect(200);
    expect(page.text).toContain(CART_LINE_GONE_MESSAGE);
    expect(page.text).toContain(other.variants[0]!.sku);
    expect(page.text).not.toContain(lineId);
  });
});
