// Issue 29, observation 7: codes applied only through a /discount/CODE link. A discount code is
// entered and removed through the DiscountCodesUpdate cart action (POST /cart), as JSON (the drawer
// and the cart page with JavaScript) and as a plain form post that comes back to the page (303)
// with the shopper's message; unknown, expired and wrong-market codes say why. Over the real
// composed app (SQLite cart store behind the purchase rules).
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { DemoProduct } from '../../src/adapters/embedded/demo-data/catalogue-types';
import type { CartView } from '../../src/ui/cart/view-models';
import { buildTestApp } from '../support/test-app';
import { catalogueOf } from './search-support';
import { shownHtml } from '../support/shown-html';

const { app, config } = await buildTestApp();
const catalogue = catalogueOf(config);
/** A light product sold online whose AUD price is $200 to $300 and whose GBP price is £100 to £150: every code's minimum is met. */
const product = catalogue.products.find(
  (p) => p.status === 'active' && p.openBoxParent === null && p.metafields.is_heavy === 'false' && p.variants.length === 1 && p.variants[0]!.inventory.some((e) => e.locationId === 'ONLINE' && e.quantity > 3)
    && p.variants[0]!.prices.AUD.price >= 200_00 && p.variants[0]!.prices.AUD.price <= 300_00 && p.variants[0]!.prices.GBP.price >= 100_00,
) as DemoProduct;
const gid = `gid://shopify/ProductVariant/${product.variants[0]!.id}`;

type Agent = ReturnType<typeof request.agent>;
const cartForm = (action: string, inputs: unknown) => JSON.stringify({ action, inputs });
const postJson = (agent: Agent, base: string, discountCodes: string[]) =>
  agent.post(`${base}/cart`).set('accept', 'application/json').type('form').send({ cartFormInput: cartForm('DiscountCodesUpdate', { discountCodes }) });

async function cartWithLine(base: string): Promise<{ agent: Agent; cart: CartView }> {
  const agent = request.agent(app);
  const res = await agent.post(`${base}/cart`).set('accept', 'application/json').type('form').send({ cartFormInput: cartForm('LinesAdd', { lines: [{ merchandiseId: gid, quantity: 1 }] }) }).expect(200);
  return { agent, cart: res.body.cart as CartView };
}

const ROUTE_CASES = [
  // [market, code as typed, applies, the shopper's message]
  ['/en-au', 'SHOWTIME10', true, null],
  ['/en-au', 'showtime10', true, null],
  ['/en-au', 'WELCOME20', true, null],
  ['/en-au', 'SAVE10', false, 'Sorry, SAVE10 is not a valid discount code.'],
  ['/en-au', 'SPRING15', false, 'This discount code has expired.'],
  ['/en-au', 'AUSSIE10', true, null],
  ['/en-gb', 'AUSSIE10', false, 'This discount code is not valid in this market.'],
  ['', 'AUSSIE10', false, 'This discount code is not valid in this market.'],
  ['/en-no', 'AUSSIE10', false, 'This discount code is not valid in this market.'],
  ['/en-gb', 'SHOWTIME10', true, null],
] as const;

describe('POST /cart DiscountCodesUpdate, as the drawer and the cart page send it (JSON)', () => {
  it.each(ROUTE_CASES)('under "%s" %s applies: %s, message: %s', async (base, code, applies, message) => {
    const { agent, cart } = await cartWithLine(base);
    const res = await postJson(agent, base, [code]).expect(200);
    const after = res.body.cart as CartView;
    expect(after.discountCodes).toEqual([{ code, applicable: applies, message }]);
    if (applies) expect(after.total).not.toBe(cart.total);
    else expect([after.total, after.discount]).toEqual([cart.total, null]);
  });

  it('a code is removed by posting the codes without it; the total comes back', async () => {
    const { agent, cart } = await cartWithLine('/en-au');
    const applied = (await postJson(agent, '/en-au', ['SHOWTIME10', 'SAVE10']).expect(200)).body.cart as CartView;
    expect(applied.discountCodes.map((c) => c.code)).toEqual(['SHOWTIME10', 'SAVE10']);
    expect(applied.discount).not.toBeNull();
    const one = (await postJson(agent, '/en-au', ['SAVE10']).expect(200)).body.cart as CartView;
    expect(one.discountCodes).toEqual([{ code: 'SAVE10', applicable: false, message: 'Sorry, SAVE10 is not a valid discount code.' }]);
    expect([one.total, one.discount]).toEqual([cart.total, null]);
    const none = (await postJson(agent, '/en-au', []).expect(200)).body.cart as CartView;
    expect(none.discountCodes).toEqual([]);
  });

  it('the typed code of a form post is added to the codes the cart holds, once whatever its case', async () => {
    const { agent } = await cartWithLine('/en-au');
    await postJson(agent, '/en-au', ['SHOWTIME10']).expect(200);
    const send = (typed: string) =>
      agent.post('/en-au/cart').set('accept', 'application/json').type('form').send({ cartFormInput: cartForm('DiscountCodesUpdate', { discountCodes: ['SHOWTIME10'] }), discountCode: typed });
    expect(((await send('welcome20').expect(200)).body.cart as CartView).discountCodes.map((c) => c.code)).toEqual(['SHOWTIME10', 'welcome20']);
    expect(((await send('showtime10').expect(200)).body.cart as CartView).discountCodes.map((c) => c.code)).toEqual(['SHOWTIME10']);
  });

  it.each([
    ['a code of 65 characters', 'A'.repeat(65)],
    ['markup', '<b>SAVE</b>'],
  ])('%s is refused with 400 and the cart keeps its codes', async (_name, typed) => {
    const { agent } = await cartWithLine('/en-au');
    await postJson(agent, '/en-au', ['SHOWTIME10']).expect(200);
    await agent.post('/en-au/cart').set('accept', 'application/json').type('form').send({ cartFormInput: cartForm('DiscountCodesUpdate', { discountCodes: ['SHOWTIME10'] }), discountCode: typed }).expect(400);
    const now = (await agent.get('/en-au/api/cart').expect(200)).body.cart as CartView;
    expect(now.discountCodes.map((c) => c.code)).toEqual(['SHOWTIME10']);
  });
});

describe('the discount form without JavaScript: a plain post, 303 back to the page, the message shown there', () => {
  const formPost = (agent: Agent, base: string, typed: string, held: string[], redirectTo: string) =>
    agent.post(`${base}/cart`).type('form').send({ cartFormInput: cartForm('DiscountCodesUpdate', { discountCodes: held }), discountCode: typed, redirectTo });

  it.each([
    ['/en-au', 'SAVE10', 'Sorry, SAVE10 is not a valid discount code.'],
    ['/en-au', 'SPRING15', 'This discount code has expired.'],
    ['/en-gb', 'AUSSIE10', 'This discount code is not valid in this market.'],
  ])('on the cart page under %s, %s says "%s"', async (base, typed, message) => {
    const { agent } = await cartWithLine(base);
    const res = await formPost(agent, base, typed, [], `${base}/cart`).expect(303);
    expect(res.headers.location).toBe(`${base}/cart`);
    const html = (await agent.get(`${base}/cart`).expect(200)).text;
    expect(html).toContain(`<span class="discount-codes__message" role="alert">${message}</span>`);
  });

  it('the cart page offers the field and a Remove button for each code, posting the codes without it', async () => {
    const { agent } = await cartWithLine('/en-au');
    await formPost(agent, '/en-au', 'SHOWTIME10', [], '/en-au/cart').expect(303);
    await formPost(agent, '/en-au', 'SAVE10', ['SHOWTIME10'], '/en-au/cart').expect(303);
    const html = shownHtml((await agent.get('/en-au/cart').expect(200)).text);
    expect(html).toContain('name="discountCode"');
    expect(html).toContain('aria-label="Remove discount code SHOWTIME10"');
    const forms = [...html.matchAll(/name="cartFormInput" value="([^"]*)"/g)].map((m) => JSON.parse(m[1]!.replace(/&quot;/g, '"').replace(/&amp;/g, '&')) as { action: string; inputs: { discountCodes?: string[] } });
    const discountForms = forms.filter((f) => f.action === 'DiscountCodesUpdate').map((f) => f.inputs.discountCodes);
    // Remove SHOWTIME10, remove SAVE10, then the field's own form with both.
    expect(discountForms).toEqual([['SAVE10'], ['SHOWTIME10'], ['SHOWTIME10', 'SAVE10']]);
  });

  it('at checkout a code comes back to the checkout with the new totals; removing it brings them back', async () => {
    const { agent, cart } = await cartWithLine('/en-au');
    const before = (await agent.get(cart.checkoutUrl).expect(200)).text;
    expect(before).toContain('name="discountCode"');
    expect(before).not.toContain('data-testid="checkout-discount"');
    const res = await formPost(agent, '/en-au', 'SHOWTIME10', [], cart.checkoutUrl).expect(303);
    expect(res.headers.location).toBe(cart.checkoutUrl);
    const after = (await agent.get(cart.checkoutUrl).expect(200)).text.replaceAll('<!-- -->', '');
    const aud = product.variants[0]!.prices.AUD.price;
    const off = Math.round(aud / 10);
    // The shop's money format: whole dollars without cents, else two decimals.
    const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-AU', { minimumFractionDigits: cents % 100 === 0 ? 0 : 2, maximumFractionDigits: 2 })}`;
    expect(/data-testid="checkout-discount">([^<]*)</.exec(after)?.[1]).toBe(`−${dollars(off)}`);
    expect(/data-testid="checkout-total">([^<]*)</.exec(after)?.[1]).toBe(dollars(aud - off));
    await formPost(agent, '/en-au', '', [], cart.checkoutUrl).expect(303);
    const removed = (await agent.get(cart.checkoutUrl).expect(200)).text;
    expect(removed).not.toContain('data-testid="checkout-discount"');
  });
});
