// Issue 29, "what the shopper sees is what is charged": observations 3 (a price raised while the
// line sat in the cart was charged without a word) and 4 (a line whose stock went to 0 was still
// ordered), and the cut of a line to what is left. The world changes as a tester's `npm run
// demo:change` changes it: another connection writes the demo-change table, the shop picks it up.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DemoCatalogueOverrides } from '../../src/adapters/embedded/demo-catalogue-overrides';
import type { DemoProduct } from '../../src/adapters/embedded/demo-data/catalogue-types';
import { DEMO_SEED } from '../../src/adapters/embedded/demo-data/demo-defaults';
import { generateCatalogue } from '../../src/adapters/embedded/demo-data/generate-catalogue';
import { openDatabase } from '../../src/adapters/sqlite/open-database';
import { cartIdFromCheckoutToken } from '../../src/application/checkout/local-checkout';
import type { MerchandiseLookup } from '../../src/application/ports';
import { TOKENS } from '../../src/application/tokens';
import { localeByKey } from '../../src/domain/locale';
import type { CartView } from '../../src/ui/cart/view-models';
import { checkoutPageFields } from '../support/checkout-page-fields';
import { testCardFields } from '../support/test-card';
import { buildTestApp } from '../support/test-app';

type Shop = Awaited<ReturnType<typeof buildTestApp>>;
type Agent = ReturnType<typeof request.agent>;

const AU = localeByKey('en-au');
const ADDRESS = { email: 'shopper@example.com', name: 'Sam Player', address1: '1 Rundle Mall', city: 'Adelaide', region: 'SA', postcode: '5000' };
const catalogue = generateCatalogue({ seed: DEMO_SEED, productCount: 300 });
/** Light, new, 'In Stock' items with at least 5 online: the rule prices their shipping, stock caps them. */
const inStock = catalogue.products.filter(
  (p) => p.status === 'active' && p.openBoxParent === null && p.openBoxItems.length === 0 && p.metafields.is_heavy === 'false' && p.metafields.stock_status === 'In Stock' && p.variants[0]!.inventory[0]!.quantity >= 5,
);
const gid = (product: DemoProduct) => `gid://shopify/ProductVariant/${product.variants[0]!.id}`;
const sku = (product: DemoProduct) => product.variants[0]!.sku;

let shop: Shop;
let overrides: DemoCatalogueOverrides;

beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'honest-cart-'));
  const database = path.join(dataDir, 'alerts.sqlite');
  shop = await buildTestApp({ env: { DATA_DIR: dataDir, ALERTS_DATABASE: database } });
  // The tester's command writes the same table from another connection.
  overrides = new DemoCatalogueOverrides(openDatabase(database), generateCatalogue({ seed: DEMO_SEED, productCount: 300 }));
});
afterAll(() => shop.composition.close());

const lookup = () => shop.composition.container.resolve<MerchandiseLookup>(TOKENS.MerchandiseLookup);

/** Changes the world and waits until the shop sees it. */
async function setPrice(product: DemoProduct, audCents: number) {
  overrides.set({ sku: sku(product), field: 'price:AUD', value: audCents });
  await vi.waitFor(async () => expect((await lookup().variantsByIds([gid(product)], AU))[0]!.price.amount).toBe((audCents / 100).toFixed(2)), { timeout: 5_000, interval: 50 });
}
async function setStock(product: DemoProduct, quantity: number) {
  overrides.set({ sku: sku(product), field: 'stock', value: quantity });
  await vi.waitFor(async () => expect((await lookup().variantsByIds([gid(product)], AU))[0]!.availability.onlineQuantity).toBe(quantity), { timeout: 5_000, interval: 50 });
}

const add = async (agent: Agent, product: DemoProduct, quantity: number) =>
  (await agent.post('/en-au/cart').set('accept', 'application/json').type('form').send({ cartFormInput: JSON.stringify({ action: 'LinesAdd', inputs: { lines: [{ merchandiseId: gid(product), quantity }] } }) }).expect(200)).body.cart as CartView;
const cartOf = async (agent: Agent) => (await agent.get('/en-au/api/cart').expect(200)).body.cart as CartView;
const lineOf = (cart: CartView, product: DemoProduct) => cart.lines.find((line) => line.merchandiseId === gid(product))!;
const orderOfCart = (cart: CartView) => shop.composition.container.resolve<{ orderOfCart(id: string): Promise<unknown> }>(TOKENS.OrderBook).orderOfCart(cartIdFromCheckoutToken(cart.checkoutUrl.split('/').pop()!)!);

describe('observation 3: a price raised while the line sits in the cart', () => {
  it('is shown on the cart, the drawer JSON and the checkout; the old page places nothing; the new page charges what it shows', async () => {
    const [product] = inStock;
    await setPrice(product!, 409_00);
    const agent = request.agent(shop.app);
    const added = await add(agent, product!, 1);
    expect(lineOf(added, product!).changes).toBeUndefined();
    const before = await checkoutPageFields(agent, added.checkoutUrl);

    await setPrice(product!, 999_00);
    const cart = await cartOf(agent);
    expect(lineOf(cart, product!)).toMatchObject({ total: '$999', changes: ['Price changed from $409 to $999'] });
    expect((await agent.get('/en-au/cart').expect(200)).text).toContain('Price changed from $409 to $999');
    const checkout = (await agent.get(cart.checkoutUrl).expect(200)).text;
    expect(checkout).toContain('Price changed from $409 to $999');

    // Place order from the page that showed $409: nothing is ordered, the checkout comes back and says why.
    const stale = await agent.post(cart.checkoutUrl).type('form').send({ ...before, ...ADDRESS, ...testCardFields() }).expect(303);
    expect(stale.headers.location).toBe(`${cart.checkoutUrl}?notice=figures-changed`);
    expect(await orderOfCart(cart)).toBeNull();
    const back = (await agent.get(stale.headers.location as string).expect(200)).text;
    expect(back).toContain('Nothing has been charged: please check the figures below and place your order again.');
    expect(back).toMatch(/data-testid="checkout-total">\$999</);

    // From the page that showed $999, the order is placed at $999.
    const placed = await agent.post(cart.checkoutUrl).type('form').send({ ...(await checkoutPageFields(agent, cart.checkoutUrl)), ...ADDRESS, ...testCardFields() }).expect(303);
    expect(placed.headers.location).toMatch(/\?order=/);
    expect(await orderOfCart(cart)).toMatchObject({ total: { amount: '999.00', currencyCode: 'AUD' }, lines: [{ quantity: 1, unitPrice: { amount: '999.00', currencyCode: 'AUD' } }] });
  });

  it('a second add of the same item at the new price is the price the shopper saw: no change is shown', async () => {
    const product = inStock[1]!;
    await setPrice(product, 409_00);
    const agent = request.agent(shop.app);
    await add(agent, product, 1);
    await setPrice(product, 999_00);
    expect(lineOf(await cartOf(agent), product).changes).toEqual(['Price changed from $409 to $999']);
    const again = await add(agent, product, 1);
    expect(lineOf(again, product)).toMatchObject({ quantity: 2, total: '$1,998' });
    expect(lineOf(again, product).changes).toBeUndefined();
  });
});

describe('observation 4: a line whose stock went to 0 while in the cart', () => {
  it('is shown as not charged with Remove, is left out of the totals, and is not ordered', async () => {
    const [gone, kept] = [inStock[2]!, inStock[3]!];
    await setPrice(gone, 150_00);
    await setPrice(kept, 120_00);
    await setStock(gone, 5);
    const agent = request.agent(shop.app);
    await add(agent, gone, 2);
    await add(agent, kept, 1);
    const before = await checkoutPageFields(agent, (await cartOf(agent)).checkoutUrl);

    await setStock(gone, 0);
    const cart = await cartOf(agent);
    expect(lineOf(cart, gone)).toMatchObject({ quantity: 2, total: 'Not charged', unavailable: true, changes: ['Sorry, this item is no longer available. It will not be charged; please remove it.'] });
    expect(cart).toMatchObject({ subtotal: '$120', totalQuantity: 1 });
    expect((await agent.get('/en-au/cart').expect(200)).text).toContain('Sorry, this item is no longer available. It will not be charged; please remove it.');

    // The page that still showed both lines places nothing.
    expect((await agent.post(cart.checkoutUrl).type('form').send({ ...before, ...ADDRESS, ...testCardFields() }).expect(303)).headers.location).toBe(`${cart.checkoutUrl}?notice=figures-changed`);
    expect(await orderOfCart(cart)).toBeNull();
    // The page that shows it as not charged orders the rest only.
    await agent.post(cart.checkoutUrl).type('form').send({ ...(await checkoutPageFields(agent, cart.checkoutUrl)), ...ADDRESS, ...testCardFields() }).expect(303);
    expect(await orderOfCart(cart)).toMatchObject({ subtotal: { amount: '120.00' }, total: { amount: '120.00' }, lines: [{ merchandiseId: gid(kept), quantity: 1 }] });
  });

  it('a cart holding only that line offers no Place order', async () => {
    const product = inStock[4]!;
    await setStock(product, 5);
    const agent = request.agent(shop.app);
    const added = await add(agent, product, 2);
    await setStock(product, 0);
    const page = (await agent.get(added.checkoutUrl).expect(200)).text;
    expect(page).not.toContain('Place order');
    expect(page).toContain('Sorry, this item is no longer available. It will not be charged; please remove it.');
  });
});

describe('a line cut to what is left', () => {
  it('counts what is left, says so until the shopper changes the line, and never grows back by itself', async () => {
    const product = inStock[5]!;
    await setPrice(product, 100_00);
    await setStock(product, 9);
    const agent = request.agent(shop.app);
    await add(agent, product, 5);

    await setStock(product, 2);
    const cut = await cartOf(agent);
    expect(lineOf(cut, product)).toMatchObject({ quantity: 2, total: '$200', changes: ['Only 2 left: your quantity is now 2 (was 5)'] });
    // Read again (the page after the drawer): still told.
    expect(lineOf(await cartOf(agent), product).changes).toEqual(['Only 2 left: your quantity is now 2 (was 5)']);
    // Stock comes back: the line stays at the 2 the shopper was told.
    await setStock(product, 9);
    expect(lineOf(await cartOf(agent), product)).toMatchObject({ quantity: 2, changes: ['Only 2 left: your quantity is now 2 (was 5)'] });

    const line = lineOf(await cartOf(agent), product);
    const updated = (await agent.post('/en-au/cart').set('accept', 'application/json').type('form').send({ cartFormInput: JSON.stringify({ action: 'LinesUpdate', inputs: { lines: [{ id: line.id, quantity: 3 }] } }) }).expect(200)).body.cart as CartView;
    expect(lineOf(updated, product)).toMatchObject({ quantity: 3, total: '$300' });
    expect(lineOf(updated, product).changes).toBeUndefined();
  });
});

describe('a back-order asked past its stock says so at the cart and the checkout (issue 29)', () => {
  it("'Accepting Orders' with 0 online: the line, the cart page and the checkout carry the back-order words", async () => {
    const item = catalogue.products.find((p) => p.status === 'active' && p.openBoxParent === null && p.openBoxItems.length === 0 && p.metafields.is_heavy === 'false' && p.metafields.stock_status === 'Accepting Orders')!;
    await setStock(item, 0);
    const agent = request.agent(shop.app);
    const cart = await add(agent, item, 2);
    const words = 'Back-order: not in stock today. We take your order now and send it as soon as it arrives.';
    expect(lineOf(cart, item)).toMatchObject({ quantity: 2, backorder: words });
    expect((await agent.get('/en-au/cart').expect(200)).text).toContain(words);
    expect((await agent.get(cart.checkoutUrl).expect(200)).text).toContain(words);
  });
});
