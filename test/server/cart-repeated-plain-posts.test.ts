// Issue 31 (docs/repeated-cart-posts.md): a plain (no-JS) cart form from a page the edge keeps for
// every visitor carries an empty key, yet the same post sent twice (a double submit, the edge's
// retry on another copy) changes the cart once: the shop names a keyless plain form post by the
// shopper's cart, the action and the page it returns to, for 5 s after its first answer. The
// discount form does the same, and carries a key of its own on a page rendered for its shopper.
// And a copy that dies after the cart changed but before its answer was kept: the repeat, once the
// dead copy's claim lapsed, finds the action already in the cart (the embedded store keeps the
// action's key with the change, in one transaction) and changes nothing.
import request from 'supertest';
import type { Express } from 'express';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DemoProduct } from '../../src/adapters/embedded/demo-data/catalogue-types';
import { openDatabase } from '../../src/adapters/sqlite/open-database';
import { SqliteActionAnswers } from '../../src/adapters/sqlite/sqlite-action-answers';
import { AnswerCartActionOnce } from '../../src/application/cart/answer-cart-action-once';
import type { ActionAnswers } from '../../src/application/ports';
import type { CartView } from '../../src/ui/cart/view-models';
import { addLine, cartInput, twoLightProducts, variantGid } from '../support/cart-posts';
import { buildTestApp } from '../support/test-app';
import { shownHtml } from '../support/shown-html';

let app: Express;
/** The shop's clock for kept answers, moved by the tests. */
let now = 1_800_000_000_000;
let cheap: DemoProduct;
let other: DemoProduct;
const gid = variantGid;

/** Kept answers that lose the next one to be kept: the copy died after the cart changed, before its answer was stored. */
class DyingCopyAnswers implements ActionAnswers {
  loseNext = false;
  constructor(private readonly inner: ActionAnswers) {}
  claim(key: string, leaseMs: number, at: number) {
    return this.inner.claim(key, leaseMs, at);
  }
  keep(key: string, answer: Parameters<ActionAnswers['keep']>[1], ttlMs: number, at: number) {
    if (!this.loseNext) return this.inner.keep(key, answer, ttlMs, at);
    this.loseNext = false;
    return Promise.reject(new Error('the copy died before its answer was kept'));
  }
  release(key: string) {
    return this.inner.release(key);
  }
}
const answers = new DyingCopyAnswers(new SqliteActionAnswers(openDatabase(':memory:')));

beforeAll(async () => {
  const built = await buildTestApp({
    // The composed app with a clock the tests move; waiting for a claim moves it too.
    useCases: (real) => ({ ...real, answerCartActionOnce: new AnswerCartActionOnce(answers, { clock: () => now, wait: async (ms) => void (now += ms) }) }),
  });
  app = built.app;
  [cheap, other] = twoLightProducts(built.config);
});

type Agent = ReturnType<typeof request.agent>;
const add = addLine;
const discount = (held: string[]) => cartInput('DiscountCodesUpdate', { discountCodes: held });
const plainPost = (agent: Agent, body: Record<string, string>, redirectTo = '/collections/guitar-bass') => agent.post('/cart').type('form').send({ redirectTo, idempotencyKey: '', ...body });
const cartOf = async (agent: Agent) => (await agent.get('/api/cart').expect(200)).body.cart as CartView;
const quantityOf = async (agent: Agent, p: DemoProduct) => (await cartOf(agent)).lines.find((l) => l.merchandiseId === gid(p))?.quantity ?? 0;
/** A shopper with a cart (the first add, by the cart script). */
const shopperWithCart = async () => {
  const agent = request.agent(app);
  await agent.post('/cart').set('accept', 'application/json').type('form').send(add(other)).expect(200);
  return agent;
};

describe("a shared page's plain cart form (empty key) posted again", () => {
  it('a double submit adds once; both answers are the same 303, the second marked as a replay', async () => {
    const agent = await shopperWithCart();
    const first = await plainPost(agent, add(cheap)).expect(303);
    const repeat = await plainPost(agent, add(cheap)).expect(303);
    expect(repeat.headers.location).toBe(first.headers.location);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(await quantityOf(agent, cheap)).toBe(1);
  });

  it.each([
    [0, 1],
    [4_999, 1],
    [5_000, 2],
    [60_000, 2],
  ])('the same post %i ms after the first answer: the cart holds %i', async (later, quantity) => {
    const agent = await shopperWithCart();
    await plainPost(agent, add(cheap)).expect(303);
    now += later;
    await plainPost(agent, add(cheap)).expect(303);
    expect(await quantityOf(agent, cheap)).toBe(quantity);
  });

  it.each([
    ['another product', () => add(other), '/collections/guitar-bass', [1, 2]],
    ['another quantity', () => add(cheap, 2), '/collections/guitar-bass', [3, 1]],
    ['another page to return to', () => add(cheap), '/search', [2, 1]],
  ])('%s is another post: it acts', async (_name, second, redirectTo, [cheapQuantity, otherQuantity]) => {
    const agent = await shopperWithCart();
    await plainPost(agent, add(cheap)).expect(303);
    await plainPost(agent, second(), redirectTo).expect(303);
    expect([await quantityOf(agent, cheap), await quantityOf(agent, other)]).toEqual([cheapQuantity, otherQuantity]);
  });

  it("another shopper's same post is theirs: it acts on their cart", async () => {
    const [one, two] = [await shopperWithCart(), await shopperWithCart()];
    await plainPost(one, add(cheap)).expect(303);
    await plainPost(two, add(cheap)).expect(303);
    expect([await quantityOf(one, cheap), await quantityOf(two, cheap)]).toEqual([1, 1]);
  });

  it("the cart script's posts without a key still act each time (it sends its own key per click)", async () => {
    const agent = await shopperWithCart();
    for (const _ of [1, 2]) await agent.post('/cart').set('accept', 'application/json').type('form').send(add(cheap)).expect(200);
    expect(await quantityOf(agent, cheap)).toBe(2);
  });
});

describe('the discount form posted again', () => {
  it.each([
    ['a plain form with its hidden key', (agent: Agent) => agent.post('/cart').type('form').send({ ...discount([]), discountCode: 'SAVE10', redirectTo: '/cart', idempotencyKey: 'discount-form-key-0123456789' })],
    ['a plain form from a shared shell (empty key)', (agent: Agent) => plainPost(agent, { ...discount([]), discountCode: 'SAVE10' }, '/cart')],
    ['the cart script, one key per click', (agent: Agent) => agent.post('/cart').set('accept', 'application/json').set('idempotency-key', 'discount-click-0123456789').type('form').send({ ...discount([]), discountCode: 'SAVE10' })],
  ])('%s: applied once, the same answer twice', async (_name, apply) => {
    const agent = await shopperWithCart();
    const first = await apply(agent);
    const repeat = await apply(agent);
    expect(first.status).toBeLessThan(400);
    expect([repeat.status, repeat.headers.location, repeat.body]).toEqual([first.status, first.headers.location, first.body]);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect((await cartOf(agent)).discountCodes.map((d) => d.code)).toEqual(['SAVE10']);
  });

  it('the cart page renders each discount form with a hidden key (the render\'s: each form posts another action)', async () => {
    const agent = await shopperWithCart();
    await agent.post('/cart').type('form').send({ ...discount([]), discountCode: 'SAVE10', redirectTo: '/cart' }).expect(303);
    const page = shownHtml((await agent.get('/cart').expect(200)).text);
    const forms = [...page.matchAll(/<form[^>]*class="discount-codes__(?:form|remove)"[^>]*>([\s\S]*?)<\/form>/g)].map((m) => /name="idempotencyKey" value="([^"]*)"/.exec(m[1]!)?.[1] ?? null);
    expect(forms).toHaveLength(2);
    for (const key of forms) expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});

describe('a copy that dies after the cart changed, before its answer was kept', () => {
  it.each([
    ['a keyed add of the cart script', (agent: Agent) => agent.post('/cart').set('accept', 'application/json').set('idempotency-key', 'dying-copy-0123456789abcdef').type('form').send(add(cheap))],
    ["a shared page's plain form", (agent: Agent) => plainPost(agent, add(cheap))],
  ])('%s sent again once its claim lapsed changes nothing more', async (_name, send) => {
    const agent = await shopperWithCart();
    answers.loseNext = true;
    await send(agent);
    const repeat = await send(agent);
    expect(repeat.status).toBeLessThan(400);
    expect(await quantityOf(agent, cheap)).toBe(1);
  });
});
