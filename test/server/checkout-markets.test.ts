// A checkout for every market (issue 29, observation 5). Each market ships to its own country
// (docs/markets.md): the checkout asks that country's address with its postcode rule, the carrier
// quotes that destination, and the quote is in the market's currency. The expected figures are
// worked out by hand from the demo rate tables (src/adapters/embedded/demo-postcode-zones.ts, AUD
// cents) and the price lists' fixed rates (USD 0.66, GBP 0.52, NOK 7.05):
//   the grand piano weighs 411.97 kg, so 407 kg over the first 5 kg, and is too heavy for express.
//   US east (ZIP 0–3…):  2295 + 407 × 180 = 75555 AUD cents × 0.66 = 49866.3 → $498.66 (not $755.55)
//   US west (ZIP 8–9…):  2495 + 407 × 200 = 83895 AUD cents × 0.66 = 55370.7 → $553.71
//   AU metro (3000):     1095 + 407 ×  90 = 37725 AUD cents         → $377.25
//   GB mainland:         1495 + 407 × 120 = 50335 AUD cents × 0.52 = 26174.2 → £261.74
//   NO Oslo (00–12…):    1895 + 407 × 150 = 62945 AUD cents × 7.05 = 443762.25 → 4 437,62 kr
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Express } from 'express';
import type { DemoProduct } from '../../src/adapters/embedded/demo-data/catalogue-types';
import { generateCatalogue } from '../../src/adapters/embedded/demo-data/generate-catalogue';
import { cartIdFromCheckoutToken } from '../../src/application/checkout/local-checkout';
import type { Composition } from '../../src/server/composition-root';
import type { CartView } from '../../src/ui/cart/view-models';
import { buildTestApp } from '../support/test-app';
import { checkoutPageFields } from '../support/checkout-page-fields';
import { testCardFields } from '../support/test-card';

const PIANO = 'yamaha-classic-cz-540-grand-piano';
const NBSP = '\u00a0';

let app: Express;
let composition: Composition;
let piano: DemoProduct;
let light: DemoProduct;

beforeAll(async () => {
  const built = await buildTestApp();
  app = built.app;
  composition = built.composition;
  const catalogue = generateCatalogue({ seed: built.config.demo.seed, productCount: built.config.demo.productCount });
  piano = catalogue.products.find((p) => p.handle === PIANO)!;
  expect(piano.weightKg).toBe(411.97);
  light = catalogue.products.find((p) => p.status === 'active' && p.openBoxParent === null && p.metafields.is_heavy === 'false' && p.variants[0]!.inventory.some((e) => e.quantity > 5))!;
});

const gid = (p: DemoProduct) => `gid://shopify/ProductVariant/${p.variants[0]!.id}`;
const form = (action: string, inputs: unknown) => ({ cartFormInput: JSON.stringify({ action, inputs }) });
const testId = (html: string, id: string) => new RegExp(`data-testid="${id}">([^<]*(?:<!-- -->[^<]*)*)<`).exec(html)?.[1]?.replaceAll('<!-- -->', '').replace(/&amp;/g, '&') ?? null;

async function cartWith(prefix: string, product: DemoProduct) {
  const agent = request.agent(app);
  const cart = (await agent.post(`${prefix}/cart`).set('accept', 'application/json').type('form').send(form('LinesAdd', { lines: [{ merchandiseId: gid(product), quantity: 1 }] })).expect(200)).body.cart as CartView;
  return { agent, cart };
}

const orderOf = async (cart: CartView) => composition.useCases.loadCartOrder!.execute('', { cartId: cartIdFromCheckoutToken(cart.checkoutUrl.split('/').pop()!)!, customerId: null });
const placedOrder = async (cart: CartView, location: string) =>
  composition.useCases.loadCartOrder!.execute(new URL(location, 'http://x').searchParams.get('order')!, { cartId: cartIdFromCheckoutToken(cart.checkoutUrl.split('/').pop()!)!, customerId: null });

const US = { email: 'sam@example.com', name: 'Sam Player', address1: '350 Fifth Avenue', city: 'New York', region: 'NY' };
const GB = { email: 'sam@example.com', name: 'Sam Player', address1: '10 Downing Street', city: 'London' };
const NO = { email: 'sam@example.com', name: 'Sam Player', address1: 'Karl Johans gate 1', city: 'Oslo' };
const AU = { email: 'sam@example.com', name: 'Sam Player', address1: '1 Rundle Mall', city: 'Adelaide', region: 'SA' };

describe('observation 5: a heavy item on the default (US) site is quoted in US dollars, not the AUD figure', () => {
  it.each([
    ['10001', '$498.66'],
    ['90210', '$553.71'],
  ])("the product page's estimator quotes ZIP %s at %s", async (zip, price) => {
    const res = await request(app).post(`/api/products/${PIANO}/shipping-estimate`).send({ postcode: zip }).expect(200);
    expect(res.body.rates).toEqual([{ service: 'Standard Delivery', price }]);
  });

  it('the checkout quotes the same US dollars and the order charges them, shipping to the United States', async () => {
    const { agent, cart } = await cartWith('', piano);
    const asked = (await agent.get(cart.checkoutUrl).expect(200)).text;
    expect(asked).toContain('Delivery ZIP code');
    const wrong = (await agent.get(`${cart.checkoutUrl}?postcode=3000`).expect(200)).text;
    expect(wrong).toContain('Please enter a valid ZIP code: 5 digits, or ZIP+4 such as 10001-1234.');
    const quoted = (await agent.get(`${cart.checkoutUrl}?postcode=10001`).expect(200)).text;
    expect(testId(quoted, 'checkout-shipping')).toBe('Standard Delivery: $498.66');
    expect(testId(quoted, 'checkout-total')).toBe('$28,877.66');
    const placed = await agent.post(cart.checkoutUrl).type('form').send({ ...testCardFields(), ...(await checkoutPageFields(agent, cart.checkoutUrl, { postcode: '10001' })), ...US, postcode: '10001' }).expect(303);
    const order = (await placedOrder(cart, placed.headers.location as string))!;
    expect(order.shipping).toEqual({ amount: '498.66', currencyCode: 'USD' });
    expect(order.total).toEqual({ amount: '28877.66', currencyCode: 'USD' });
    expect(order.shippingAddress).toEqual({ name: 'Sam Player', address1: '350 Fifth Avenue', city: 'New York', region: 'NY', postcode: '10001', country: 'United States', countryCode: 'US' });
  });

  it.each([
    ['/en-au', '3000', 'Standard Delivery: $377.25'],
    ['/en-gb', 'SW1A 1AA', 'Standard Delivery: £261.74'],
    ['/en-no', '0150', `Standard Delivery: 4${NBSP}437,62${NBSP}kr`],
  ])('%s quotes its own country (%s) in its own currency: %s', async (prefix, postcode, shown) => {
    const { agent, cart } = await cartWith(prefix, piano);
    const quoted = (await agent.get(`${cart.checkoutUrl}?postcode=${encodeURIComponent(postcode)}`).expect(200)).text;
    expect(testId(quoted, 'checkout-shipping')).toBe(shown);
    const estimate = await request(app).post(`${prefix}/api/products/${PIANO}/shipping-estimate`).send({ postcode }).expect(200);
    expect(`${estimate.body.rates[0].service}: ${estimate.body.rates[0].price}`).toBe(shown);
  });
});

describe("each market's postcode rule at checkout, both sides of it (400 with the message, nothing changes)", () => {
  const ZIP = 'Please enter a valid ZIP code: 5 digits, or ZIP+4 such as 10001-1234.';
  const UK = 'Please enter a valid UK postcode, such as SW1A 1AA.';
  const NORWAY = 'Please enter a valid 4-digit Norwegian postcode.';
  const AUSTRALIA = 'Please enter a valid 4-digit postal code.';
  it.each([
    ['', '10001', '10001', US],
    ['', '10001-1234', '10001-1234', US],
    ['/en-gb', 'SW1A 1AA', 'SW1A 1AA', GB],
    ['/en-gb', 'm1 1ae', 'M1 1AE', GB],
    ['/en-gb', 'sw1a1aa', 'SW1A 1AA', GB],
    ['/en-no', '0150', '0150', NO],
    ['/en-au', '5000', '5000', AU],
  ])('%s accepts %s: the order records %s', async (prefix, postcode, recorded, address) => {
    const { agent, cart } = await cartWith(prefix, light);
    const placed = await agent.post(cart.checkoutUrl).type('form').send({ ...testCardFields(), ...(await checkoutPageFields(agent, cart.checkoutUrl)), ...address, postcode }).expect(303);
    expect((await placedOrder(cart, placed.headers.location as string))!.shippingAddress.postcode).toBe(recorded);
  });

  it.each([
    ['', '1000', ZIP, US],
    ['', '5000', ZIP, US],
    ['', '100011', ZIP, US],
    ['', '10001-123', ZIP, US],
    ['/en-gb', '2000', UK, GB],
    ['/en-gb', 'SW1A', UK, GB],
    ['/en-no', '150', NORWAY, NO],
    ['/en-no', '01500', NORWAY, NO],
    ['/en-no', 'SW1A 1AA', NORWAY, NO],
    ['/en-au', '500', AUSTRALIA, AU],
    ['/en-au', 'SW1A 1AA', AUSTRALIA, AU],
  ])('%s refuses %s: %s', async (prefix, postcode, message, address) => {
    const { agent, cart } = await cartWith(prefix, light);
    const refused = await agent.post(cart.checkoutUrl).type('form').send({ ...testCardFields(), ...(await checkoutPageFields(agent, cart.checkoutUrl)), ...address, postcode }).expect(400);
    expect(refused.text).toContain(message);
    expect(await orderOf(cart)).toBeNull();
    const again = (await agent.get(`${prefix}/api/cart`).expect(200)).body.cart as CartView;
    expect(again.lines).toHaveLength(1);
  });

  it.each([
    ['', { ...US, region: undefined }, '10001', 'Please choose your state.'],
    ['', { ...US, region: 'XX' }, '10001', 'Please choose your state.'],
    ['/en-au', { ...AU, region: undefined }, '5000', 'Please choose your state or territory.'],
    ['/en-au', { ...AU, region: 'NY' }, '5000', 'Please choose your state or territory.'],
  ])('%s asks for the state (case %#)', async (prefix, address, postcode, message) => {
    const { agent, cart } = await cartWith(prefix, light);
    const refused = await agent.post(cart.checkoutUrl).type('form').send({ ...testCardFields(), ...(await checkoutPageFields(agent, cart.checkoutUrl)), ...address, postcode }).expect(400);
    expect(refused.text).toContain(message);
    expect(await orderOf(cart)).toBeNull();
  });

  it("a county is optional in the UK; a body's own country is not believed: the order ships to the market's", async () => {
    const { agent, cart } = await cartWith('/en-gb', light);
    const placed = await agent.post(cart.checkoutUrl).type('form').send({ ...testCardFields(), ...(await checkoutPageFields(agent, cart.checkoutUrl)), ...GB, region: 'Greater London', postcode: 'SW1A 1AA', country: 'Australia' }).expect(303);
    const order = (await placedOrder(cart, placed.headers.location as string))!;
    expect(order.shippingAddress).toEqual({ name: 'Sam Player', address1: '10 Downing Street', city: 'London', region: 'Greater London', postcode: 'SW1A 1AA', country: 'United Kingdom', countryCode: 'GB' });
    const page = (await agent.get(placed.headers.location as string).expect(200)).text;
    expect(page).toContain('Shipping to <!-- -->Sam Player, 10 Downing Street, London, Greater London, SW1A 1AA, United Kingdom');
  });
});

describe("the checkout form asks each country's address, and GST only in Australia", () => {
  const labels = (html: string) => [...html.matchAll(/<label[^>]*>([^<]+)</g)].map((m) => m[1]!.trim());
  it.each([
    ['', ['Email', 'Full name', 'Street address', 'City', 'State', 'ZIP code', 'Card number', 'Name on card', 'Expiry (MM/YY)', 'Security code'], 'United States', false],
    ['/en-au', ['Email', 'Full name', 'Street address', 'City or suburb', 'State or territory', 'Postcode', 'Card number', 'Name on card', 'Expiry (MM/YY)', 'Security code'], 'Australia', true],
    ['/en-gb', ['Email', 'Full name', 'Street address', 'Town or city', 'County (optional)', 'Postcode', 'Card number', 'Name on card', 'Expiry (MM/YY)', 'Security code'], 'United Kingdom', false],
    ['/en-no', ['Email', 'Full name', 'Street address', 'City', 'Postcode', 'Card number', 'Name on card', 'Expiry (MM/YY)', 'Security code'], 'Norway', false],
  ])('%s asks %j, ships to %s', async (prefix, fields, country, gst) => {
    const { agent, cart } = await cartWith(prefix, light);
    const page = (await agent.get(cart.checkoutUrl).expect(200)).text;
    const form = page.slice(page.indexOf('class="checkout-form"'), page.indexOf('</form>', page.indexOf('class="checkout-form"')));
    expect(labels(form)).toEqual(fields);
    expect(form).toContain(`Shipping to ${country}`);
    expect(page.includes('GST')).toBe(gst);
  });

  it('the US state and the Australian state are chosen from a list', async () => {
    const us = (await cartWith('', light));
    const usPage = (await us.agent.get(us.cart.checkoutUrl).expect(200)).text;
    expect(usPage).toContain('<option value="NY">New York</option>');
    expect(usPage).toContain('<option value="DC">District of Columbia</option>');
    const au = (await cartWith('/en-au', light));
    const auPage = (await au.agent.get(au.cart.checkoutUrl).expect(200)).text;
    expect(auPage).toContain('<option value="SA">South Australia</option>');
    expect(auPage).not.toContain('value="NY"');
  });
});
