// Issue 33, 'Shop Pay in its own style' and a focused checkout, on the checkout page itself. The spec
// (section 9) and decisions.md: 'the Shop Pay button appends payment=shop_pay' to the checkout's
// address. So the checkout opens with an express checkout, Shop Pay's purple button, above the
// form (as Shopify's does); that button and the cart's lead to the same address, where the shopper
// pays with Shop Pay: hosted, the Shop Pay account's card; embedded, Shop Pay's test wallet, whose
// card is the test gateway's approving Visa 4242 (docs/payment.md). No card is typed.
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
import { checkoutPageFields } from '../support/checkout-page-fields';
import { buildTestApp } from '../support/test-app';

let app: Express;
let composition: Composition;
/** Light, sellable, in stock online and at Forestville (so pick-up is offered). */
let products: DemoProduct[];

beforeAll(async () => {
  const built = await buildTestApp({ env: { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'shop-pay-')) } });
  app = built.app;
  composition = built.composition;
  const catalogue = generateCatalogue({ seed: built.config.demo.seed, productCount: built.config.demo.productCount });
  const at = (p: DemoProduct, location: string) => p.variants[0]!.inventory.find((e) => e.locationId === location)?.quantity ?? 0;
  products = catalogue.products.filter((p) => p.status === 'active' && p.openBoxParent === null && p.variants.length === 1 && p.metafields.is_heavy === 'false' && at(p, 'ONLINE') >= 5 && at(p, '51') > 2);
});

const gid = (p: DemoProduct) => `gid://shopify/ProductVariant/${p.variants[0]!.id}`;
let next = 0;

async function cart() {
  const agent = request.agent(app);
  const product = products[next++ % products.length]!;
  const cartFormInput = JSON.stringify({ action: 'LinesAdd', inputs: { lines: [{ merchandiseId: gid(product), quantity: 1 }] } });
  const view = (await agent.post('/en-au/cart').set('accept', 'application/json').type('form').send({ cartFormInput }).expect(200)).body.cart as CartView;
  return { agent, cart: view, cartId: cartIdFromCheckoutToken(view.checkoutUrl.split('/').pop()!)! };
}

const ADDRESS = { email: 'sam@example.com', name: 'Sam Player', address1: '1 Rundle Mall', city: 'Adelaide', region: 'SA', postcode: '5000' };
const count = (html: string, text: string) => html.split(text).length - 1;
const gateway = () => composition.container.resolve<SqliteBogusGateway>(TOKENS.PaymentGateway);
const chargesOf = (key: string) => gateway().charges().filter((charge) => charge.idempotencyKey.endsWith(`:${key}`));
const orderOfCart = (cartId: string) => composition.container.resolve<{ orderOfCart(id: string): Promise<{ id: string } | null> }>(TOKENS.OrderBook).orderOfCart(cartId);
const SHOP_PAY_BUTTON = '<span class="shop-pay-mark">shop <span class="shop-pay-mark__pay">Pay</span></span></a>';

describe('the checkout page offers Shop Pay as an express checkout', () => {
  it("opens with 'Express checkout': Shop Pay's purple button, named for what it does, above the contact fields, then 'or pay by card'", async () => {
    const { agent, cart: view } = await cart();
    const page = (await agent.get(view.checkoutUrl).expect(200)).text;
    const express = `<a class="button button--block checkout-express__shop-pay" href="${view.checkoutUrl}?payment=shop_pay" aria-label="Buy with Shop Pay">${SHOP_PAY_BUTTON}`;
    expect(page).toContain('<section class="checkout-express" aria-labelledby="checkout-express-title"><p id="checkout-express-title" class="checkout-express__title">Express checkout</p>');
    expect(page).toContain(express);
    expect(page).toContain('<p class="checkout-express__or"><span>or pay by card</span></p>');
    expect(page.indexOf(express)).toBeLessThan(page.indexOf('>Contact</legend>'));
    // Still one primary action: one Place order.
    expect(count(page, '>Place order</button>')).toBe(1);
  });

  it("the checkout's Shop Pay and the cart's Shop Pay lead to the same address: the checkout with payment=shop_pay", async () => {
    const { agent, cart: view } = await cart();
    expect(view.shopPayUrl).toBe(`${view.checkoutUrl}?payment=shop_pay`);
    const cartPage = (await agent.get('/en-au/cart').expect(200)).text;
    expect(cartPage).toContain(`href="${view.checkoutUrl}?payment=shop_pay" aria-label="Buy with Shop Pay"`);
  });
});

describe('paying with Shop Pay (the checkout opened with payment=shop_pay)', () => {
  it("shows Shop Pay's wallet card instead of the card fields, and a way back to paying by card", async () => {
    const { agent, cart: view } = await cart();
    const page = (await agent.get(`${view.checkoutUrl}?payment=shop_pay`).expect(200)).text;
    for (const label of ['Card number', 'Name on card', 'Expiry (MM/YY)', 'Security code']) expect(page).not.toContain(`${label}<input`);
    expect(page).toContain('<span>Visa ending 4242</span>');
    expect(page).toContain('<input type="hidden" name="wallet" value="shop_pay"/>');
    expect(page).toContain(`<a href="${view.checkoutUrl}">Pay with a card instead</a>`);
    expect(page).not.toContain('Express checkout');
    expect(count(page, '>Place order</button>')).toBe(1);
  });

  it.each([
    ['shipped', 'delivery' as const, {}],
    ['picked up at Forestville', 'pickup' as const, { store: 'forestville' }],
  ])('an order %s is placed and paid with the wallet card: one approved charge ending 4242', async (_case, form, extra) => {
    const { agent, cart: view, cartId } = await cart();
    const fields = await checkoutPageFields(agent, `${view.checkoutUrl}?payment=shop_pay`, { form });
    expect(fields.wallet).toBe('shop_pay');
    const placed = await agent.post(view.checkoutUrl).type('form').send({ ...fields, ...ADDRESS, ...extra }).expect(303);
    expect(String(placed.headers.location)).toContain('?order=');
    expect(await orderOfCart(cartId)).not.toBeNull();
    expect(chargesOf(fields.idempotencyKey!)).toEqual([expect.objectContaining({ status: 'approved', cardLastFour: '4242' })]);
  });

  it.each([
    // [what is posted beside the address, the answer's message]
    ['Shop Pay without the page key', { wallet: 'shop_pay' }, 'Please reload the checkout and try again'],
    ['Shop Pay with a key that is not one the page makes', { wallet: 'shop_pay', idempotencyKey: 'short' }, 'Please reload the checkout and try again'],
    ['a wallet the shop does not offer, without a card', { wallet: 'apple_pay', idempotencyKey: 'a'.repeat(32) }, 'Please enter your card number'],
  ])('%s is refused (400) and places no order', async (_case, payment, message) => {
    const { agent, cart: view, cartId } = await cart();
    const { idempotencyKey: _key, wallet: _wallet, ...figures } = await checkoutPageFields(agent, `${view.checkoutUrl}?payment=shop_pay`);
    const refused = await agent.post(view.checkoutUrl).type('form').send({ ...figures, ...ADDRESS, ...payment });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain(message);
    expect(await orderOfCart(cartId)).toBeNull();
  });
});
