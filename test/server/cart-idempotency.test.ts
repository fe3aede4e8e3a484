// Issue 31: cart POSTs carry an idempotency key, so a retry (a double submit, the edge sending the
// POST again through another copy) changes the cart once. On the real composed app: the script's
// Idempotency-Key header (JSON) and a plain form's hidden key (303) each add one line once; without
// a key, or with a new key, the action acts again; a malformed key is a 400 that changes nothing.
import request from 'supertest';
import type { Express } from 'express';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DemoProduct } from '../../src/adapters/embedded/demo-data/catalogue-types';
import type { CartView } from '../../src/ui/cart/view-models';
import { addLine, cartInput, twoLightProducts, variantGid } from '../support/cart-posts';
import { buildTestApp } from '../support/test-app';

let app: Express;
let cheap: DemoProduct;
let other: DemoProduct;
const gid = variantGid;
// A key is one click's: each test makes its own (a key names its first answer for ten minutes, and
// before the first add that answer is the new cart's, whoever sends the key).
let clicks = 0;
const newKey = () => `click-${++clicks}-0123456789abcdef`;
let KEY_A = '';
let KEY_B = '';
beforeEach(() => {
  KEY_A = newKey();
  KEY_B = newKey();
});

beforeAll(async () => {
  const built = await buildTestApp();
  app = built.app;
  [cheap, other] = twoLightProducts(built.config);
});

type Agent = ReturnType<typeof request.agent>;
const add = addLine;
const postJson = (agent: Agent, body: Record<string, string>, key?: string) => {
  const req = agent.post('/cart').set('accept', 'application/json').type('form');
  return (key ? req.set('idempotency-key', key) : req).send(body);
};
const postForm = (agent: Agent, body: Record<string, string>) => agent.post('/cart').type('form').send({ ...body, redirectTo: '/cart' });
const cartOf = async (agent: Agent) => (await agent.get('/api/cart').expect(200)).body.cart as CartView;
const linesOf = (cart: CartView) => cart.lines.map((line) => [line.merchandiseId, line.quantity]);

describe('cart POSTs under an Idempotency-Key', () => {
  it('the same key twice adds one line once; the repeat gets the first answer', async () => {
    const agent = request.agent(app);
    const first = await postJson(agent, add(cheap), KEY_A).expect(200);
    const repeat = await postJson(agent, add(cheap), KEY_A).expect(200);
    expect(repeat.body).toEqual(first.body);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(linesOf(await cartOf(agent))).toEqual([[gid(cheap), 1]]);
  });

  it('the first add of a new cart sent twice (the retry carries no cookie yet) makes one cart, named again in the answer', async () => {
    const key = KEY_A;
    const first = await request(app).post('/cart').set('accept', 'application/json').set('idempotency-key', key).type('form').send(add(cheap)).expect(200);
    const repeat = await request(app).post('/cart').set('accept', 'application/json').set('idempotency-key', key).type('form').send(add(cheap)).expect(200);
    expect(repeat.body.cart.id).toBe(first.body.cart.id);
    expect(String(repeat.headers['set-cookie'])).toContain(encodeURIComponent(first.body.cart.id as string));
    expect(repeat.body.cart.totalQuantity).toBe(1);
  });

  it.each([
    ['LinesUpdate to 3', (line: string) => cartInput('LinesUpdate', { lines: [{ id: line, quantity: 3 }] }), [[3, 1]]],
    ['LinesRemove', (line: string) => cartInput('LinesRemove', { lineIds: [line] }), [[1]]],
  ])('%s sent twice under one key acts once', async (_name, body, quantities) => {
    const agent = request.agent(app);
    await postJson(agent, add(cheap));
    const line = (await postJson(agent, add(other)).expect(200)).body.cart.lines.find((l: { merchandiseId: string }) => l.merchandiseId === gid(cheap)).id as string;
    await postJson(agent, body(line), KEY_A).expect(200);
    const again = await postJson(agent, body(line), KEY_A);
    expect(again.status).toBe(200);
    expect([(await cartOf(agent)).lines.map((l) => l.quantity)]).toEqual(quantities);
  });

  it('a new key is a new action: two clicks add two', async () => {
    const agent = request.agent(app);
    await postJson(agent, add(cheap), KEY_A).expect(200);
    await postJson(agent, add(cheap), KEY_B).expect(200);
    expect(linesOf(await cartOf(agent))).toEqual([[gid(cheap), 2]]);
  });

  it('without a key every post acts (as before)', async () => {
    const agent = request.agent(app);
    await postJson(agent, add(cheap)).expect(200);
    await postJson(agent, add(cheap)).expect(200);
    expect(linesOf(await cartOf(agent))).toEqual([[gid(cheap), 2]]);
  });

  it('the same key with another action (another quantity) is another action', async () => {
    const agent = request.agent(app);
    await postJson(agent, add(cheap, 1), KEY_A).expect(200);
    await postJson(agent, add(cheap, 2), KEY_A).expect(200);
    expect(linesOf(await cartOf(agent))).toEqual([[gid(cheap), 3]]);
  });

  it.each(['short', 'has spaces in it, sixteen+', 'x'.repeat(129)])('a malformed key (%s) is a 400 that changes nothing', async (key) => {
    const agent = request.agent(app);
    await postJson(agent, add(cheap)).expect(200);
    const res = await postJson(agent, add(other), key);
    expect(res.status).toBe(400);
    expect(linesOf(await cartOf(agent))).toEqual([[gid(cheap), 1]]);
  });
});

describe("a plain form's hidden key (no JavaScript)", () => {
  it('the same rendered form posted twice with a cart adds once, both answers 303 to the same place', async () => {
    const agent = request.agent(app);
    await postJson(agent, add(other)).expect(200);
    const first = await postForm(agent, { ...add(cheap), idempotencyKey: KEY_A }).expect(303);
    const repeat = await postForm(agent, { ...add(cheap), idempotencyKey: KEY_A }).expect(303);
    expect(repeat.headers.location).toBe(first.headers.location);
    expect((await cartOf(agent)).lines.find((l) => l.merchandiseId === gid(cheap))?.quantity).toBe(1);
  });

  it("before the first add a form's key does not count (a shared page gives every visitor the same one)", async () => {
    const one = request.agent(app);
    const two = request.agent(app);
    await postForm(one, { ...add(cheap), idempotencyKey: KEY_A }).expect(303);
    await postForm(two, { ...add(cheap), idempotencyKey: KEY_A }).expect(303);
    const [a, b] = [await cartOf(one), await cartOf(two)];
    expect(a.id).not.toBe(b.id);
    expect([linesOf(a), linesOf(b)]).toEqual([[[gid(cheap), 1]], [[gid(cheap), 1]]]);
  });

  it("a shared page's form (the shell for an ESI edge) carries an empty key: the shop names the post itself (cart-repeated-plain-posts.test.ts)", async () => {
    const shell = await request(app).get('/collections/guitar-bass').set('surrogate-capability', 'varnish="ESI/1.0"').expect(200);
    const keys = [...shell.text.matchAll(/name="idempotencyKey" value="([^"]*)"/g)].map((m) => m[1]);
    expect(keys.length).toBeGreaterThan(0);
    expect(new Set(keys)).toEqual(new Set(['']));
    const agent = request.agent(app);
    await postJson(agent, add(other)).expect(200);
    await postForm(agent, { ...add(cheap), idempotencyKey: '' }).expect(303);
    await postForm(agent, { ...add(cheap), idempotencyKey: '' }).expect(303);
    expect((await cartOf(agent)).lines.find((l) => l.merchandiseId === gid(cheap))?.quantity).toBe(1);
  });

  it('the cart page renders its forms with a hidden key, another on each render', async () => {
    const agent = request.agent(app);
    await postJson(agent, add(cheap)).expect(200);
    const keysOf = async () => [...(await agent.get('/cart').expect(200)).text.matchAll(/name="idempotencyKey" value="([A-Za-z0-9_-]{22})"/g)].map((m) => m[1]);
    const [first, second] = [await keysOf(), await keysOf()];
    expect(first.length).toBeGreaterThan(0);
    expect(second.filter((key) => first.includes(key))).toEqual([]);
  });
});
