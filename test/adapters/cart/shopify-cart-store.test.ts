// ShopifyCartStore against the local Storefront stand-in: the shared contract, the operations it
// sends, and the failures of spec section 8 (the cart error shown, the cart kept).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { generateCatalogue } from '../../../src/adapters/embedded/demo-data/generate-catalogue';
import { createShopifyClient } from '../../../src/adapters/shopify/shopify-client';
import { ShopifyCartStore } from '../../../src/adapters/shopify/shopify-cart-store';
import { CartError } from '../../../src/application/cart/cart-errors';
import type { CartAction } from '../../../src/domain/cart-actions';
import { localeByKey } from '../../../src/domain/locale';
import { cartStoreFixtureFrom, describeCartStoreContract } from '../../contract/cart-store.contract';
import { StorefrontMockServer } from '../../support/storefront-mock-server';
import { shopifyCartRoot } from './support/shopify-cart-backend';

const catalogue = generateCatalogue({ seed: 2026, productCount: 300 });
const fixture = cartStoreFixtureFrom(catalogue);
const AU = localeByKey('en-au');

async function start(options: { publicCheckoutBase?: string; timeoutMs?: number } = {}) {
  const shopify = await StorefrontMockServer.start({ root: shopifyCartRoot(catalogue) });
  const client = createShopifyClient(shopify.clientConfig, { fetch: shopify.fetch, timeoutMs: options.timeoutMs ?? 2_000, retryDelayMs: 1 });
  const store = new ShopifyCartStore(client, options.publicCheckoutBase ? { publicCheckoutBase: options.publicCheckoutBase } : {});
  return { shopify, store, close: () => shopify.close() };
}

describeCartStoreContract('ShopifyCartStore', start, fixture);

describe('ShopifyCartStore on the wire', () => {
  let subject: Awaited<ReturnType<typeof start>>;
  const [first] = fixture.light;
  const add = { action: 'LinesAdd' as const, inputs: { lines: [{ merchandiseId: first.id, quantity: 1 }] } };

  beforeAll(async () => {
    subject = await start({ publicCheckoutBase: 'https://checkout.example.com.au', timeoutMs: 300 });
  });
  afterAll(() => subject.close());
  beforeEach(() => subject.shopify.reset());

  it('creates a cart with the lines in one cartCreate, in the shopper market', async () => {
    await subject.store.apply(null, add, AU);
    expect(subject.shopify.operations.map((op) => op.operationName)).toEqual(['CartCreate']);
    expect(subject.shopify.operations[0]?.variables).toMatchObject({ input: { lines: [{ merchandiseId: first.id, quantity: 1 }] }, country: 'AU', language: 'EN' });
  });

  it('sends metafields with the cart as owner, then reads the cart again', async () => {
    const cart = await subject.store.apply(null, add, AU);
    subject.shopify.reset();
    await subject.store.apply(cart.id, { action: 'MetafieldsSet', inputs: { metafields: [{ key: 'gift', type: 'single_line_text_field', value: 'yes' }] } }, AU);
    expect(subject.shopify.operations.map((op) => op.operationName)).toEqual(['CartMetafieldsSet', 'CartById']);
    expect(subject.shopify.operations[0]?.variables).toEqual({ metafields: [{ key: 'gift', type: 'single_line_text_field', value: 'yes', ownerId: cart.id }] });
  });

  it('maps delivery addresses into the selectable-address shape', async () => {
    const cart = await subject.store.apply(null, add, AU);
    subject.shopify.reset();
    await subject.store.apply(cart.id, { action: 'DeliveryAddressesAdd', inputs: { addresses: [{ address: { city: 'Adelaide', zip: '5000' }, selected: true }] } }, AU);
    expect(subject.shopify.operationsNamed('CartDeliveryAddressesAdd')[0]?.variables.addresses).toEqual([{ address: { deliveryAddress: { city: 'Adelaide', zip: '5000' } }, selected: true }]);
  });

  it.each([
    ['AttributesUpdateInput', { attributes: [{ key: 'gift', value: 'yes' }] }, 'CartAttributesUpdate', { attributes: [{ key: 'gift', value: 'yes' }] }],
    ['BuyerIdentityUpdate', { buyerIdentity: { email: 'shopper@example.com', countryCode: 'AU' } }, 'CartBuyerIdentityUpdate', { buyerIdentity: { email: 'shopper@example.com', countryCode: 'AU' } }],
    ['DiscountCodesUpdate', { discountCodes: ['SHOWTIME10', 'WELCOME20'] }, 'CartDiscountCodesUpdate', { discountCodes: ['SHOWTIME10', 'WELCOME20'] }],
    ['GiftCardCodesUpdate', { giftCardCodes: ['GIFT-A'] }, 'CartGiftCardCodesUpdate', { giftCardCodes: ['GIFT-A'] }],
    ['GiftCardCodesAdd', { giftCardCodes: ['GIFT-B'] }, 'CartGiftCardCodesAdd', { giftCardCodes: ['GIFT-B'] }],
    ['GiftCardCodesRemove', { appliedGiftCardIds: ['gid://shopify/AppliedGiftCard/1'] }, 'CartGiftCardCodesRemove', { appliedGiftCardIds: ['gid://shopify/AppliedGiftCard/1'] }],
    [
      'SelectedDeliveryOptionsUpdate',
      { selectedDeliveryOptions: [{ deliveryGroupId: 'gid://shopify/CartDeliveryGroup/1', deliveryOptionHandle: 'express' }] },
      'CartSelectedDeliveryOptionsUpdate',
      { selectedDeliveryOptions: [{ deliveryGroupId: 'gid://shopify/CartDeliveryGroup/1', deliveryOptionHandle: 'express' }] },
    ],
  ] as const)('sends %s as one %s with the cart id, the inputs and the market', async (action, inputs, operation, variables) => {
    const cart = await subject.store.apply(null, add, AU);
    subject.shopify.reset();
    await subject.store.apply(cart.id, { action, inputs } as CartAction, AU);
    expect(subject.shopify.operations.map((op) => op.operationName)).toEqual([operation]);
    expect(subject.shopify.operations[0]?.variables).toEqual({ cartId: cart.id, ...variables, country: 'AU', language: 'EN' });
  });

  it("sends a relative change ('+', '−') as the cart's held quantity plus the change, read from the cart just before (cartLinesUpdate takes absolute quantities)", async () => {
    const cart = await subject.store.apply(null, { action: 'LinesAdd', inputs: { lines: [{ merchandiseId: first.id, quantity: 3 }] } }, AU);
    const lineId = cart.lines[0]!.id;
    subject.shopify.reset();
    await subject.store.apply(cart.id, { action: 'LinesAdjust', inputs: { lines: [{ id: lineId, delta: 1 }] } }, AU);
    expect(subject.shopify.operations.map((op) => op.operationName)).toEqual(['CartById', 'CartLinesUpdate']);
    expect(subject.shopify.operations[1]?.variables).toEqual({ cartId: cart.id, lines: [{ id: lineId, quantity: 4 }], country: 'AU', language: 'EN' });
    subject.shopify.reset();
    const emptied = await subject.store.apply(cart.id, { action: 'LinesAdjust', inputs: { lines: [{ id: lineId, delta: -4 }] } }, AU);
    expect(subject.shopify.operations[1]?.variables).toMatchObject({ lines: [{ id: lineId, quantity: 0 }] });
    expect(emptied.lines).toEqual([]);
  });

  it('moves the checkout link onto the public checkout base', async () => {
    const cart = await subject.store.apply(null, add, AU);
    expect(cart.checkoutUrl).toMatch(/^https:\/\/checkout\.example\.com\.au\/cart\/c\/\w+$/);
  });

  it.each([
    ['a 503', { kind: 'status', status: 503 } as const],
    ['a timeout', { kind: 'slow', delayMs: 1_000 } as const],
    ['GraphQL errors', { kind: 'graphql-errors' } as const],
  ])('answers the cart error for %s on a write, sends it once, and keeps the cart', async (_, fault) => {
    const cart = await subject.store.apply(null, add, AU);
    subject.shopify.fault(fault);
    const error = await subject.store.apply(cart.id, add, AU).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CartError);
    expect((error as CartError).code).toBe('unavailable');
    expect((error as CartError).message).toBe('Something went wrong');
    expect(subject.shopify.operationsNamed('CartLinesAdd')).toHaveLength(1);
    subject.shopify.heal();
    expect((await subject.store.cart(cart.id, AU))?.lines[0]?.quantity).toBe(1);
  });

  it('retries a cart read through one 503', async () => {
    const cart = await subject.store.apply(null, add, AU);
    subject.shopify.fault({ kind: 'status', status: 503 }, 1);
    expect((await subject.store.cart(cart.id, AU))?.id).toBe(cart.id);
  });
});

describe("ShopifyCartStore: Shopify's stock warnings become the line changes the shopper is shown (issue 29)", () => {
  /** Shopify cuts a line to the stock left and says so in `warnings`, targeting the line. */
  async function startWarning(code: string) {
    const root = shopifyCartRoot(catalogue);
    const cartLinesUpdate = root.cartLinesUpdate as (args: { cartId: string; lines: { id: string; quantity?: number }[] }, ctx: unknown) => { cart: unknown; userErrors: unknown[]; warnings: unknown[] };
    const shopify = await StorefrontMockServer.start({
      root: {
        ...root,
        cartLinesUpdate: (args: { cartId: string; lines: { id: string; quantity?: number }[] }, ctx: unknown) => {
          const cut = { ...args, lines: args.lines.map((line) => ({ ...line, quantity: Math.min(line.quantity ?? 1, 2) })) };
          return { ...cartLinesUpdate(cut, ctx), warnings: [{ code, message: 'Only 2 items were added to your cart due to availability.', target: args.lines[0]!.id }] };
        },
      },
    });
    const client = createShopifyClient(shopify.clientConfig, { fetch: shopify.fetch, timeoutMs: 2_000, retryDelayMs: 1 });
    return { shopify, store: new ShopifyCartStore(client, {}) };
  }
  const [first] = fixture.light;

  it.each([
    { code: 'MERCHANDISE_NOT_ENOUGH_STOCK', quantity: 2, changes: [{ kind: 'quantity-reduced', from: null, to: 2 }] },
    { code: 'MERCHANDISE_OUT_OF_STOCK', quantity: 2, changes: [{ kind: 'unavailable' }] },
    { code: 'DISCOUNT_NOT_FOUND', quantity: 2, changes: undefined },
  ])('$code', async ({ code, quantity, changes }) => {
    const { shopify, store } = await startWarning(code);
    try {
      const cart = await store.apply(null, { action: 'LinesAdd', inputs: { lines: [{ merchandiseId: first.id, quantity: 1 }] } }, AU);
      const updated = await store.apply(cart.id, { action: 'LinesUpdate', inputs: { lines: [{ id: cart.lines[0]!.id, quantity: 5 }] } }, AU);
      expect(updated.lines[0]!.quantity).toBe(quantity);
      expect(updated.lines[0]!.changes).toEqual(changes);
      expect(shopify.operationsNamed('CartLinesUpdate')[0]?.query).toContain('warnings { code message target }');
    } finally {
      await shopify.close();
    }
  });
});
