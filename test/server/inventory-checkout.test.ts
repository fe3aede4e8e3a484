// Issue 29, observation 1: orders reduce stock. Five shoppers checking out the same 'Only one left'
// guitar at once give one order, the others a shopper's message; 50 of it cannot enter a cart; the
// product page and the card then say it is out of stock. The same for a pick-up of a store's last
// unit. A back-order ('Accepting Orders') is ordered past zero. Over the real composed app (SQLite
// cart store behind the purchase rules, the embedded checkout, the inventory table).
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { DemoProduct } from '../../src/adapters/embedded/demo-data/catalogue-types';
import type { Inventory } from '../../src/application/ports';
import { TOKENS } from '../../src/application/tokens';
import type { CartView } from '../../src/ui/cart/view-models';
import { buildTestApp } from '../support/test-app';
import { catalogueOf, dataPath, listingOf } from './search-support';
import { CART_MESSAGES } from '../../src/domain/cart-messages';
import { checkoutPageFields } from '../support/checkout-page-fields';
import { testCardFields } from '../support/test-card';

const { app, config, composition } = await buildTestApp();
const catalogue = catalogueOf(config);
const at = (p: DemoProduct, location: string) => p.variants[0]!.inventory.find((e) => e.locationId === location)?.quantity ?? 0;
const plain = (p: DemoProduct) => p.status === 'active' && p.openBoxParent === null && p.openBoxItems.length === 0 && p.variants.length === 1 && p.metafields.is_heavy === 'false';
const onlyOneLeft = catalogue.products.filter((p) => plain(p) && p.metafields.stock_status === 'In Stock' && at(p, 'ONLINE') === 1);
/** A guitar, as the shoppers bought. */
const guitar = onlyOneLeft.find((p) => /guitar/i.test(p.title)) ?? expect.fail("no 'Only one left' guitar in the demo catalogue");
const lastAtForestville = catalogue.products.find((p) => plain(p) && p.metafields.stock_status === 'In Stock' && at(p, '51') === 1 && at(p, 'ONLINE') >= 1 && p !== guitar)!;
const backorder = catalogue.products.find((p) => plain(p) && p.metafields.stock_status === 'Accepting Orders' && at(p, 'ONLINE') === 0)!;

const gid = (p: DemoProduct) => `gid://shopify/ProductVariant/${p.variants[0]!.id}`;
type Agent = ReturnType<typeof request.agent>;
const post = (agent: Agent, action: string, inputs: unknown) =>
  agent.post('/en-au/cart').set('accept', 'application/json').type('form').send({ cartFormInput: JSON.stringify({ action, inputs }) });
const addTo = async (agent: Agent, p: DemoProduct, quantity: number) => (await post(agent, 'LinesAdd', { lines: [{ merchandiseId: gid(p), quantity }] }).expect(200)).body.cart as CartView;
/** Each shopper's checkout page, read before anyone places an order (the figures it shows go back with the order). */
const checkoutPage = (agent: Agent, cart: CartView, form: 'delivery' | 'pickup' = 'delivery') => checkoutPageFields(agent, cart.checkoutUrl, { form });
const deliver = (agent: Agent, cart: CartView, shown: Record<string, string>) =>
  agent.post(cart.checkoutUrl).set('accept', 'application/json').type('form').send({ ...testCardFields(), ...shown, email: 'shopper@example.com', name: 'Sam Player', address1: '1 Rundle Mall', city: 'Adelaide', region: 'SA', postcode: '5000' });
const collect = (agent: Agent, cart: CartView, shown: Record<string, string>) =>
  agent.post(cart.checkoutUrl).set('accept', 'application/json').type('form').send({ ...testCardFields(), ...shown, store: 'forestville', email: 'shopper@example.com', name: 'Sam Player' });
const placed = (status: number) => status === 303 || status === 200;

const levels = (p: DemoProduct) => composition.container.resolve<Inventory>(TOKENS.Inventory).levelsForSku(p.variants[0]!.sku, p.handle);
const quantityAt = async (p: DemoProduct, location: string) => (await levels(p)).find((l) => l.locationId === location)!.quantity;
const onlineStatusOf = (html: string) => /class="product-stock__status">([^<]*)</.exec(html)?.[1] ?? /class="product-stock__online">([^<]*)</.exec(html)?.[1];
const addButtonOf = (html: string) => /<div class="product-page__buy">.*?<button type="submit" class="button add-to-cart"([^>]*)>/s.exec(html)?.[1] ?? expect.fail('no add to cart button');
async function cardOf(p: DemoProduct) {
  const res = await request(app).get(dataPath(`/en-au/search?${new URLSearchParams({ 'search[query]': p.variants[0]!.sku })}`, 'search')).expect(200);
  return listingOf(res).cards.find((card) => card.sku === p.variants[0]!.sku) ?? expect.fail(`no card for ${p.variants[0]!.sku}`);
}

describe("the last unit of an 'In Stock' guitar (issue 29, observation 1)", () => {
  it("is 'Only one left' before; 50 of it cannot enter a cart ('Only 1 left.'); five shoppers checking out at once give one order and four messages; then the page says Out of Stock and the card offers no Add to Cart", async () => {
    const page = (await request(app).get(`/en-au/products/${guitar.handle}`).expect(200)).text;
    expect(page).toContain('Only one left');

    const greedy = request.agent(app);
    const fifty = await post(greedy, 'LinesAdd', { lines: [{ merchandiseId: gid(guitar), quantity: 50 }] }).expect(409);
    expect(fifty.body.error.message).toBe('Only 1 left.');
    expect((await greedy.get('/en-au/api/cart').expect(200)).body.cart).toBeNull();

    const shoppers = Array.from({ length: 5 }, () => request.agent(app));
    const carts = await Promise.all(shoppers.map((agent) => addTo(agent, guitar, 1)));
    const pages = await Promise.all(shoppers.map((agent, i) => checkoutPage(agent, carts[i]!)));
    const answers = await Promise.all(shoppers.map((agent, i) => deliver(agent, carts[i]!, pages[i]!)));
    expect(answers.filter((a) => placed(a.status))).toHaveLength(1);
    // A checkout that reads the cart after the sale finds its page's figures changed; one that read it before is refused by the stock.
    const told = [`Sorry, ${guitar.title} has just sold out.`, CART_MESSAGES.figuresChanged];
    const refused = answers.filter((a) => !placed(a.status));
    expect(refused).toHaveLength(4);
    for (const answer of refused) {
      expect(answer.status).toBe(409);
      expect(told).toContain(answer.body.error.message);
    }
    expect(await quantityAt(guitar, 'ONLINE')).toBe(0);

    const after = (await request(app).get(`/en-au/products/${guitar.handle}`).expect(200)).text;
    expect(onlineStatusOf(after)).toBe('Out of Stock');
    expect(addButtonOf(after)).toContain('disabled');
    const card = await cardOf(guitar);
    expect(card.stockStatus).toBe('Out of Stock');
    expect(card.buyable).toBe(false);
    // A new add is refused too.
    expect((await post(request.agent(app), 'LinesAdd', { lines: [{ merchandiseId: gid(guitar), quantity: 1 }] }).expect(409)).body.error.message).toBe(
      'Sorry, this product is out of stock and cannot be bought right now.',
    );
  });
});

describe("a store's last unit, picked up", () => {
  it("five shoppers collecting it at Forestville at once give one order; the others are told; the store's stock is 0 and the online stock untouched", async () => {
    const online = await quantityAt(lastAtForestville, 'ONLINE');
    const shoppers = Array.from({ length: 5 }, () => request.agent(app));
    const carts = await Promise.all(shoppers.map((agent) => addTo(agent, lastAtForestville, 1)));
    const pages = await Promise.all(shoppers.map((agent, i) => checkoutPage(agent, carts[i]!, 'pickup')));
    const answers = await Promise.all(shoppers.map((agent, i) => collect(agent, carts[i]!, pages[i]!)));
    expect(answers.filter((a) => placed(a.status))).toHaveLength(1);
    const told = [`Sorry, ${lastAtForestville.title} has just sold out.`, `Forestville does not have ${lastAtForestville.title} in stock to pick up. Choose another store or delivery.`, CART_MESSAGES.figuresChanged];
    for (const answer of answers.filter((a) => !placed(a.status))) {
      expect(answer.status).toBe(409);
      expect(told).toContain(answer.body.error.message);
    }
    expect(await quantityAt(lastAtForestville, '51')).toBe(0);
    expect(await quantityAt(lastAtForestville, 'ONLINE')).toBe(online);
  });
});

describe("a back-order ('Accepting Orders' with no stock)", () => {
  it('is ordered past zero: the order is placed and the stock goes below 0; the page still takes orders', async () => {
    const agent = request.agent(app);
    const cart = await addTo(agent, backorder, 3);
    expect(placed((await deliver(agent, cart, await checkoutPage(agent, cart))).status)).toBe(true);
    expect(await quantityAt(backorder, 'ONLINE')).toBe(-3);
    const page = (await request(app).get(`/en-au/products/${backorder.handle}`).expect(200)).text;
    expect(onlineStatusOf(page)).toBe('Accepting Orders');
    expect(addButtonOf(page)).not.toContain('disabled');
  });
});
