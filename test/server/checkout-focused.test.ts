// Issue 33, observation 6 and 'Retail patterns shoppers know': the checkout is focused, as
// Shopify's is. It keeps the store's header, newsletter and footer out (a slim header with the logo
// and a secure-checkout mark, a footer of policies), shows each line with its picture in an order
// summary that folds into 'Show order summary' on phones, has one form with ONE 'Place order', and
// Ship or Pick up as one radio switch. Shop Pay is its own purple button with its wordmark.
import type { Express } from 'express';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DemoProduct } from '../../src/adapters/embedded/demo-data/catalogue-types';
import { generateCatalogue } from '../../src/adapters/embedded/demo-data/generate-catalogue';
import type { CartView } from '../../src/ui/cart/view-models';
import { droppedFamilies } from '../../src/server/first-screen-styles';
import { buildTestApp } from '../support/test-app';

let app: Express;
/** Light, sellable, in stock online and at Forestville (so pick-up is offered). */
let products: DemoProduct[];

beforeAll(async () => {
  const built = await buildTestApp();
  app = built.app;
  const catalogue = generateCatalogue({ seed: built.config.demo.seed, productCount: built.config.demo.productCount });
  const at = (p: DemoProduct, location: string) => p.variants[0]!.inventory.find((e) => e.locationId === location)?.quantity ?? 0;
  products = catalogue.products.filter((p) => p.status === 'active' && p.openBoxParent === null && p.variants.length === 1 && p.metafields.is_heavy === 'false' && at(p, 'ONLINE') > 2 && at(p, '51') > 2);
});

const gid = (p: DemoProduct) => `gid://shopify/ProductVariant/${p.variants[0]!.id}`;

async function cartWith(prefix: string, lines: DemoProduct[]) {
  const agent = request.agent(app);
  let cart: CartView | null = null;
  for (const product of lines) {
    const cartFormInput = JSON.stringify({ action: 'LinesAdd', inputs: { lines: [{ merchandiseId: gid(product), quantity: 1 }] } });
    cart = (await agent.post(`${prefix}/cart`).set('accept', 'application/json').type('form').send({ cartFormInput }).expect(200)).body.cart as CartView;
  }
  return { agent, cart: cart! };
}

const count = (html: string, text: string) => html.split(text).length - 1;
/** The HTML of the element that starts at the first `start` and ends at its `end` tag (no nesting of the same tag). */
const slice = (html: string, start: string, end: string) => html.slice(html.indexOf(start), html.indexOf(end, html.indexOf(start)) + end.length);

describe('the checkout keeps the store out of the way', () => {
  it.each([
    // [what every store page has, which the checkout leaves out]
    ['the newsletter', 'aria-label="Newsletter"'],
    ['the store footer', 'class="site-footer"'],
    ['the three features', 'aria-label="Why shop with us"'],
    ['the promotions bar', 'aria-label="Promotions"'],
    ['the department menu', 'aria-label="Shop by Category"'],
    ['the header search', 'data-slot="header-search"'],
    ['the cart link', 'class="cart-link"'],
    ['the cart drawer', 'aria-label="Close cart"'],
  ])('%s is on a product page and not on the checkout', async (_what, marker) => {
    const { agent, cart } = await cartWith('/en-au', [products[0]!]);
    const productPage = (await agent.get(`/en-au/products/${products[0]!.handle}`).expect(200)).text;
    const checkout = (await agent.get(cart.checkoutUrl).expect(200)).text;
    expect(productPage).toContain(marker);
    expect(checkout).not.toContain(marker);
  });

  it('a slim header: the logo home and a secure-checkout mark; a footer of policies', async () => {
    const { agent, cart } = await cartWith('/en-au', [products[0]!]);
    const checkout = (await agent.get(cart.checkoutUrl).expect(200)).text;
    const header = slice(checkout, '<header class="checkout-header"', '</header>');
    expect(header).toContain('<a class="site-header__logo checkout-header__logo" href="/en-au" data-route="/">Backline Music</a>');
    expect(header).toContain('Secure checkout');
    const footer = slice(checkout, '<footer class="checkout-footer"', '</footer>');
    for (const policy of ['Delivery Information', 'Returns Policy', 'Terms &amp; Conditions', 'Privacy Policy']) expect(footer).toContain(`>${policy}</a>`);
    expect(footer).toContain('href="/en-au/pages/returns-policy"');
  });
});

describe('one form, one Place order, Ship or Pick up as a switch', () => {
  it('the page has one order form and one Place order button, for both ways of getting the order', async () => {
    const { agent, cart } = await cartWith('/en-au', [products[1]!]);
    const page = (await agent.get(cart.checkoutUrl).expect(200)).text;
    expect(count(page, '>Place order</button>')).toBe(1);
    expect(page).not.toContain('Place pick-up order');
    expect(count(page, `action="${cart.checkoutUrl}" method="post"`)).toBe(1);
    expect(page).toContain('Pick up in store (free)');
  });

  it.each([
    ['a cart set for delivery starts on Ship', null, 'delivery'],
    ["a cart set to be picked up (the cart's 'Pick up at Forestville') starts on Pick up", 'forestville', 'pickup'],
  ])('%s', async (_case, pickupStore, checked) => {
    const { agent, cart } = await cartWith('/en-au', [products[2]!]);
    if (pickupStore) await agent.post('/en-au/collect').type('form').send({ method: 'pickup', store: pickupStore }).expect(303);
    const page = (await agent.get(cart.checkoutUrl).expect(200)).text;
    const radios = [...page.matchAll(/<input type="radio" name="method"([^>]*)>/g)].map(([, rest]) => [/value="(\w+)"/.exec(rest!)?.[1], /checked=""/.test(rest!)]);
    expect(radios).toEqual([['delivery', checked === 'delivery'], ['pickup', checked === 'pickup']]);
    expect(page).toMatch(/<label class="checkout-switch__option"><input type="radio" name="method"[^>]* value="delivery"\/><span>Ship<\/span><\/label>/);
    expect(page).toMatch(/<label class="checkout-switch__option"><input type="radio" name="method"[^>]* value="pickup"\/><span>Pick up<\/span><\/label>/);
  });
});

describe('the order summary', () => {
  it('lists each line with its picture, quantity and price, then the totals, in a disclosure that opens without JavaScript', async () => {
    const { agent, cart } = await cartWith('/en-au', [products[4]!, products[5]!]);
    const page = (await agent.get(cart.checkoutUrl).expect(200)).text;
    const summary = slice(page, '<details class="checkout-summary"', '</details>');
    expect(summary).toContain('<summary class="checkout-summary__toggle"><span class="checkout-summary__show">Show order summary</span>');
    expect(count(summary, '<li class="checkout-line">')).toBe(2);
    for (const line of cart.lines) {
      expect(line.image?.url).toMatch(/^\/images\/products\//);
      expect(summary).toContain(`<img src="${line.image!.url}" alt="" width="64" height="64" decoding="async"`);
      expect(summary).toContain(`${line.total}</span>`);
    }
    expect(count(summary, '<span class="checkout-line__qty" aria-hidden="true">1</span>')).toBe(2);
    for (const testId of ['checkout-subtotal', 'checkout-shipping', 'checkout-total']) expect(summary).toContain(`data-testid="${testId}"`);
  });
});

describe('Shop Pay in the cart', () => {
  it("is its own purple button with Shop Pay's wordmark, named for what it does (its visible words in its name), not a second red Checkout", async () => {
    const { agent } = await cartWith('/en-au', [products[6]!]);
    const page = (await agent.get('/en-au/cart').expect(200)).text;
    expect(page).toMatch(/<a class="button cart-summary__shop-pay" href="[^"]*payment=shop_pay" aria-label="Buy with Shop Pay"><span class="shop-pay-mark">shop <span class="shop-pay-mark__pay">Pay<\/span><\/span><\/a>/);
  });
});

describe("the checkout's first-screen styles leave out what the focused checkout never shows", () => {
  // The store's parts the checkout keeps out (above), whose rules filled its inline cut to within
  // 700 bytes of its limit: the cut drops them, so the pick-up list's rules fit.
  it.each(['product-card', 'product-carousel', 'carousel', 'compare-tray', 'compare-toggle', 'save-heart', 'newsletter-form', 'site-footer', 'header-search', 'promo-bar', 'cart-link'])(
    '%s: in no class on the checkout (ship or pick up), and dropped from its cut',
    async (family) => {
      const { agent, cart } = await cartWith('/en-au', [products[7]!, products[8]!]);
      const classes = new RegExp(`class="(?:[^"]* )?${family}(?:__|--|[ "])`);
      expect((await agent.get(cart.checkoutUrl).expect(200)).text).not.toMatch(classes);
      expect(droppedFamilies('checkout')).toContain(family);
    },
  );
});
