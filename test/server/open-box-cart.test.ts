// Issue 15, observation 1: an open-box unit is unique. It is one line of quantity 1, at most once in
// a cart, with the price and condition the server's open-box data gives it, and it is sold once: an
// order consumes it, and a later order or cart holding it is told and loses the line. Over the real
// composed app (SQLite cart store behind the purchase rules).
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { DemoOpenBoxItem, DemoProduct } from '../../src/adapters/embedded/demo-data/catalogue-types';
import { CART_MESSAGES } from '../../src/domain/cart-messages';
import type { CartView } from '../../src/ui/cart/view-models';
import { buildTestApp } from '../support/test-app';
import { catalogueOf } from './search-support';
import { testCardFields } from '../support/test-card';
import { checkoutPageFields } from '../support/checkout-page-fields';
import { shownHtml } from '../support/shown-html';

const { app, config } = await buildTestApp();
/** Buy-now GETs by crawlers only get a confirm page (issue 17): these are a shopper's browser. */
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const catalogue = catalogueOf(config);
const withUnits = catalogue.products.filter((p) => p.status === 'active' && p.openBoxParent === null && p.openBoxItems.length > 0);
const plain = catalogue.products.find((p) => p.status === 'active' && p.openBoxParent === null && p.openBoxItems.length === 0 && p.variants[0]!.inventory[0]!.quantity > 3)!;
/** Takes orders past zero ('Accepting Orders', '7 Day Dispatch'): the cart may hold 99 of it whatever the stock (issue 29). */
const backorder = catalogue.products.find((p) => p.status === 'active' && p.openBoxParent === null && p.openBoxItems.length === 0 && ['Accepting Orders', '7 Day Dispatch'].includes(p.metafields.stock_status))!;
/** Each test takes a unit of its own: an order in one test must not sell another test's unit. */
let next = 0;
function aUnit(): { product: DemoProduct; unit: DemoOpenBoxItem } {
  const product = withUnits[next++] ?? expect.fail('not enough open-box units in the demo catalogue');
  return { product, unit: product.openBoxItems[0]! };
}
const unitGid = (unit: DemoOpenBoxItem) => `gid://shopify/ProductVariant/${unit.shopifyVariantId}`;
const gid = (p: DemoProduct) => `gid://shopify/ProductVariant/${p.variants[0]!.id}`;

type Agent = ReturnType<typeof request.agent>;
const post = (agent: Agent, action: string, inputs: unknown) =>
  agent.post('/cart').set('accept', 'application/json').type('form').send({ cartFormInput: JSON.stringify({ action, inputs }) });
const cartOf = async (agent: Agent) => (await agent.get('/api/cart').expect(200)).body.cart as CartView | null;

/** The attributes the product page's open-box form posts for the unit. */
async function pageAttributes(product: DemoProduct, unit: DemoOpenBoxItem): Promise<{ key: string; value: string }[]> {
  const html = (await request(app).get(`/products/${product.handle}?obx=1`).expect(200)).text;
  const forms = [...html.matchAll(/name="cartFormInput" value="([^"]*)"/g)].map((m) => JSON.parse(m[1]!.replace(/&quot;/g, '"').replace(/&amp;/g, '&')));
  const form = forms.find((f) => f.inputs.lines[0].merchandiseId === unitGid(unit)) ?? expect.fail(`the page offers no form for ${unit.open_box_number}`);
  return form.inputs.lines[0].attributes;
}

const addUnit = (agent: Agent, unit: DemoOpenBoxItem, attributes: { key: string; value: string }[] | undefined, quantity = 1) =>
  post(agent, 'LinesAdd', { lines: [{ merchandiseId: unitGid(unit), quantity, ...(attributes ? { attributes } : {}) }] });

const SERVER_ATTRIBUTES = (unit: DemoOpenBoxItem) => [
  { key: 'Open Box', value: unit.open_box_number },
  { key: 'Condition', value: unit.condition },
  { key: 'Original Box', value: unit.original_box === 'Y' ? 'Yes' : 'No' },
  { key: 'All Accessories', value: unit.all_accessories === 'Y' ? 'Yes' : 'No' },
];

async function placeOrder(agent: Agent, cart: CartView) {
  const shown = await checkoutPageFields(agent, cart.checkoutUrl, cart.shipping.kind === 'calculated' ? { postcode: '10001' } : {});
  return agent.post(cart.checkoutUrl).set('accept', 'application/json').type('form').send({ ...testCardFields(), ...shown, email: 'shopper@example.com', name: 'Sam Player', address1: '350 Fifth Avenue', city: 'New York', region: 'NY', postcode: '10001' });
}

describe('an open-box unit in the cart', () => {
  it('is added once with quantity 1 and the attributes of the open-box data; a second add, + and quantity 5 are refused with a message', async () => {
    const { product, unit } = aUnit();
    const agent = request.agent(app);
    const added = (await addUnit(agent, unit, await pageAttributes(product, unit)).expect(200)).body.cart as CartView;
    expect(added.lines).toHaveLength(1);
    expect(added.lines[0]).toMatchObject({ quantity: 1, openBox: true, attributes: SERVER_ATTRIBUTES(unit) });

    const again = await addUnit(agent, unit, await pageAttributes(product, unit)).expect(409);
    expect(again.body.error.message).toBe(CART_MESSAGES.openBoxUnitInCart);
    const plus = await post(agent, 'LinesUpdate', { lines: [{ id: added.lines[0]!.id, quantity: 2 }] }).expect(409);
    expect(plus.body.error.message).toBe(CART_MESSAGES.openBoxUnitOnlyOne);
    // The '+' button's own post, a change relative to what the cart holds, is refused the same way.
    const relative = await post(agent, 'LinesAdjust', { lines: [{ id: added.lines[0]!.id, delta: 1 }] }).expect(409);
    expect(relative.body.error.message).toBe(CART_MESSAGES.openBoxUnitOnlyOne);
    expect((await cartOf(agent))!.lines.map((l) => l.quantity)).toEqual([1]);
  });

  it('LinesAdd of the unit with quantity 5 is refused, and nothing is added', async () => {
    const { product, unit } = aUnit();
    const agent = request.agent(app);
    const response = await addUnit(agent, unit, await pageAttributes(product, unit), 5).expect(409);
    expect(response.body.error.message).toBe(CART_MESSAGES.openBoxUnitOnlyOne);
    expect(await cartOf(agent)).toBeNull();
  });

  it("the unit's merchandise without its unit number is refused, never added as a plain line", async () => {
    const { unit } = aUnit();
    const agent = request.agent(app);
    expect((await addUnit(agent, unit, undefined).expect(409)).body.error.message).toBe(CART_MESSAGES.openBoxUnitFromPage);
    expect((await addUnit(agent, unit, [{ key: 'Condition', value: 'Brand new, never opened' }]).expect(409)).body.error.message).toBe(CART_MESSAGES.openBoxUnitFromPage);
  });

  it("a client's own condition is replaced by the open-box data's", async () => {
    const { unit } = aUnit();
    const agent = request.agent(app);
    const forged = [{ key: 'Open Box', value: unit.open_box_number }, { key: 'Condition', value: 'Brand new, never opened' }];
    const cart = (await addUnit(agent, unit, forged).expect(200)).body.cart as CartView;
    expect(cart.lines[0]!.attributes).toEqual(SERVER_ATTRIBUTES(unit));
  });

  it("a plain product never carries the client's attributes (it cannot pose as open-box)", async () => {
    const agent = request.agent(app);
    const cart = (await post(agent, 'LinesAdd', { lines: [{ merchandiseId: gid(plain), quantity: 1, attributes: [{ key: 'Condition', value: 'Mint' }] }] }).expect(200)).body.cart as CartView;
    expect(cart.lines[0]).toMatchObject({ openBox: false, attributes: [] });
  });

  it('buy now refuses a unit (by variant id or by unit number) with a message, not a 400 about digits', async () => {
    const { unit } = aUnit();
    const byVariant = await request(app).get(`/cart/${unit.shopifyVariantId}:1`).set('user-agent', BROWSER).set('accept', 'application/json');
    expect(byVariant.status).toBe(409);
    expect(byVariant.body.error.message).toBe(CART_MESSAGES.openBoxUnitFromPage);
    const byNumber = await request(app).get(`/cart/${unit.open_box_number}:1`).set('user-agent', BROWSER).set('accept', 'application/json');
    expect(byNumber.status).toBe(400);
    expect(byNumber.body.error.message).toBe(CART_MESSAGES.openBoxUnitFromPage);
  });
});

describe('an open-box unit is sold once', () => {
  it("the first order consumes it; a second shopper's order and cart are told it has just been sold and lose the line", async () => {
    const { product, unit } = aUnit();
    const first = request.agent(app);
    const second = request.agent(app);
    const attributes = await pageAttributes(product, unit);
    const firstCart = (await addUnit(first, unit, attributes).expect(200)).body.cart as CartView;
    await post(second, 'LinesAdd', { lines: [{ merchandiseId: gid(plain), quantity: 1 }] }).expect(200);
    const secondCart = (await addUnit(second, unit, attributes).expect(200)).body.cart as CartView;
    expect(secondCart.lines).toHaveLength(2);

    expect((await placeOrder(first, firstCart)).status).toBe(303);

    const refused = await placeOrder(second, secondCart);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(CART_MESSAGES.openBoxUnitSold);
    const after = await cartOf(second);
    expect(after!.lines.map((l) => l.merchandiseId)).toEqual([gid(plain)]);
    // The rest of the cart can be ordered.
    expect((await placeOrder(second, after!)).status).toBe(303);
  });

  it('a cart holding a sold unit loses it on its next action, with the message; adding it again is refused', async () => {
    const { product, unit } = aUnit();
    const buyer = request.agent(app);
    const other = request.agent(app);
    const attributes = await pageAttributes(product, unit);
    const bought = (await addUnit(buyer, unit, attributes).expect(200)).body.cart as CartView;
    await addUnit(other, unit, attributes).expect(200);
    await post(other, 'LinesAdd', { lines: [{ merchandiseId: gid(plain), quantity: 1 }] }).expect(200);
    expect((await placeOrder(buyer, bought)).status).toBe(303);

    const next = await post(other, 'LinesAdd', { lines: [{ merchandiseId: gid(plain), quantity: 1 }] }).expect(409);
    expect(next.body.error.message).toBe(CART_MESSAGES.openBoxUnitSold);
    expect((await cartOf(other))!.lines.map((l) => [l.merchandiseId, l.quantity])).toEqual([[gid(plain), 1]]);
    expect((await addUnit(request.agent(app), unit, attributes).expect(409)).body.error.message).toBe(CART_MESSAGES.openBoxUnitSold);
    // Its product page no longer offers it.
    const page = (await request(app).get(`/products/${product.handle}?obx=1`).expect(200)).text;
    expect(page).not.toContain(`Add open-box unit ${unit.open_box_number} to cart`);
  });

  it('a cart read (drawer, cart page) after the sale shows the cart without the unit and says why', async () => {
    const { product, unit } = aUnit();
    const buyer = request.agent(app);
    const other = request.agent(app);
    const attributes = await pageAttributes(product, unit);
    const bought = (await addUnit(buyer, unit, attributes).expect(200)).body.cart as CartView;
    await post(other, 'LinesAdd', { lines: [{ merchandiseId: gid(plain), quantity: 1 }] }).expect(200);
    await addUnit(other, unit, attributes).expect(200);
    expect((await placeOrder(buyer, bought)).status).toBe(303);

    const read = await cartOf(other);
    expect(read!.lines.map((l) => l.merchandiseId)).toEqual([gid(plain)]);
    expect(read!.notices).toEqual([CART_MESSAGES.openBoxUnitSold]);
    // Every view of the cart says so (the header and the page read it alike) until the shopper acts.
    expect((await cartOf(other))!.notices).toEqual([CART_MESSAGES.openBoxUnitSold]);
    await post(other, 'LinesAdd', { lines: [{ merchandiseId: gid(plain), quantity: 1 }] }).expect(200);
    expect((await cartOf(other))!.notices).toEqual([]);
  });

  it('the cart page, read first after the sale, shows the message above the remaining cart', async () => {
    const { product, unit } = aUnit();
    const buyer = request.agent(app);
    const other = request.agent(app);
    const attributes = await pageAttributes(product, unit);
    const bought = (await addUnit(buyer, unit, attributes).expect(200)).body.cart as CartView;
    await post(other, 'LinesAdd', { lines: [{ merchandiseId: gid(plain), quantity: 1 }] }).expect(200);
    await addUnit(other, unit, attributes).expect(200);
    expect((await placeOrder(buyer, bought)).status).toBe(303);
    const html = (await other.get('/cart').expect(200)).text;
    expect(html).toMatch(new RegExp(`data-testid="cart-notice">${CART_MESSAGES.openBoxUnitSold}<`));
  });
});

describe("the cart's '+' (server-rendered, works without JavaScript)", () => {
  const increase = (html: string) => [...shownHtml(html).matchAll(/<button type="submit" class="cart-line__quantity-button" aria-label="Increase quantity of [^"]*"([^>]*)>/g)].map((m) => m[1]!);

  it("is not offered on an open-box line, and is disabled at the maximum quantity 99", async () => {
    const { product, unit } = aUnit();
    const agent = request.agent(app);
    await addUnit(agent, unit, await pageAttributes(product, unit)).expect(200);
    expect(increase((await agent.get('/cart').expect(200)).text)).toEqual([]);

    await post(agent, 'LinesAdd', { lines: [{ merchandiseId: gid(backorder), quantity: 98 }] }).expect(200);
    expect(increase((await agent.get('/cart').expect(200)).text)).toEqual(['']);
    await post(agent, 'LinesAdd', { lines: [{ merchandiseId: gid(backorder), quantity: 1 }] }).expect(200);
    expect(increase((await agent.get('/cart').expect(200)).text)).toEqual([' disabled=""']);
    const over = await post(agent, 'LinesAdd', { lines: [{ merchandiseId: gid(backorder), quantity: 1 }] }).expect(409);
    expect(over.body.error.message).toBe(CART_MESSAGES.maxQuantity);
  });
});
