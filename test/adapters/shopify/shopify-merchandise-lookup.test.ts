// ShopifyMerchandiseLookup on the Storefront stand-in: the variants a cart action names, in the
// buyer's market, with what the availability rule reads; and the purchase rules in front of the
// Shopify cart store with it, as production wires them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoProduct } from '../../../src/adapters/embedded/demo-data/catalogue-types';
import { createShopifyClient } from '../../../src/adapters/shopify/shopify-client';
import { ShopifyCartStore } from '../../../src/adapters/shopify/shopify-cart-store';
import { ShopifyMerchandiseLookup } from '../../../src/adapters/shopify/shopify-merchandise-lookup';
import { DemoOpenBoxItems } from '../../../src/adapters/embedded/demo-open-box';
import { CartError } from '../../../src/application/cart/cart-errors';
import { PurchaseGuardedCartStore } from '../../../src/application/cart/purchase-guard';
import { variantAvailability } from '../../../src/domain/availability';
import { CART_MESSAGES } from '../../../src/domain/cart-messages';
import { localeByKey } from '../../../src/domain/locale';
import { StorefrontMockServer } from '../../support/storefront-mock-server';
import { demoStorefrontRoot } from './support/demo-storefront';
import { shopifyCartRoot } from '../cart/support/shopify-cart-backend';
import { demoCatalogue } from './support/shopify-catalog-harness';

const catalogue = demoCatalogue();
const active = catalogue.products.filter((p) => p.status === 'active' && p.openBoxParent === null);
const anyStock = (p: DemoProduct) => p.variants[0]!.inventory.some((e) => e.quantity > 0);
const soldOut = active.find((p) => !anyStock(p)) ?? expect.fail('no sold-out product');
const inStock = active.find((p) => anyStock(p) && p.metafields.stock_status === 'In Stock') ?? expect.fail('no product in stock');
const gid = (p: DemoProduct) => `gid://shopify/ProductVariant/${p.variants[0]!.id}`;
const GB = localeByKey('en-gb');

let shopify: StorefrontMockServer;
let lookup: ShopifyMerchandiseLookup;

beforeAll(async () => {
  shopify = await StorefrontMockServer.start({ root: demoStorefrontRoot(catalogue) });
  lookup = new ShopifyMerchandiseLookup(createShopifyClient(shopify.clientConfig, { fetch: shopify.fetch, retryDelayMs: 5 }));
});
afterAll(() => shopify?.close());

describe('ShopifyMerchandiseLookup', () => {
  it("answers known variants in the buyer's market with Shopify's availableForSale and the stock-status metafield; unknown and malformed ids are absent", async () => {
    const found = await lookup.variantsByIds([gid(inStock), 'gid://shopify/ProductVariant/1', 'not-an-id'], GB);
    expect(found).toHaveLength(1);
    const [merchandise] = found;
    expect(merchandise).toMatchObject({
      id: gid(inStock),
      productId: `gid://shopify/Product/${inStock.id}`,
      sku: inStock.variants[0]!.sku,
      price: { amount: (inStock.variants[0]!.prices.GBP.price / 100).toFixed(2), currencyCode: 'GBP' },
      product: { handle: inStock.handle, title: inStock.title, isHeavy: inStock.metafields.is_heavy === 'true' },
      availability: { availableForSale: true, stockStatus: 'In Stock' },
      openBoxUnit: null,
    });
    expect(variantAvailability(merchandise!.availability).buyable).toBe(true);
  });

  it('a variant Shopify does not sell reads as Out of Stock', async () => {
    const [merchandise] = await lookup.variantsByIds([gid(soldOut)], GB);
    expect(merchandise!.availability.availableForSale).toBe(false);
    expect(variantAvailability(merchandise!.availability)).toMatchObject({ label: 'Out of Stock', buyable: false });
  });

  it('asks nothing for no valid ids', async () => {
    shopify.reset();
    expect(await lookup.variantsByIds(['x', ''], GB)).toEqual([]);
    expect(shopify.operations).toEqual([]);
  });
});

describe('the Shopify cart store behind the purchase rules, with this lookup', () => {
  const product = active.find((p) => p.openBoxItems.length > 0) ?? expect.fail('no product with units');
  const unit = product.openBoxItems[0]!;
  const unitGid = `gid://shopify/ProductVariant/${unit.shopifyVariantId}`;
  let carts: StorefrontMockServer;
  let store: PurchaseGuardedCartStore;
  const addUnit = (cartId: string | null, attributes: { key: string; value: string }[], quantity = 1) =>
    store.apply(cartId, { action: 'LinesAdd', inputs: { lines: [{ merchandiseId: unitGid, quantity, attributes }] } }, GB);
  const failure = (promise: Promise<unknown>) => promise.then(() => expect.fail('accepted'), (e: unknown) => e as CartError);

  beforeAll(async () => {
    carts = await StorefrontMockServer.start({ root: { ...demoStorefrontRoot(catalogue), ...shopifyCartRoot(catalogue) } });
    const client = createShopifyClient(carts.clientConfig, { fetch: carts.fetch, retryDelayMs: 5 });
    store = new PurchaseGuardedCartStore(new ShopifyCartStore(client), new ShopifyMerchandiseLookup(client), new DemoOpenBoxItems(catalogue), null);
  });
  afterAll(() => carts?.close());

  it("a unit named by its number is one line of quantity 1 with the open-box data's attributes; a second add and + are refused", async () => {
    const cart = await addUnit(null, [{ key: 'Open Box', value: unit.open_box_number }, { key: 'Condition', value: 'Brand new, never opened' }]);
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]!.quantity).toBe(1);
    expect(cart.lines[0]!.attributes.find((a) => a.key === 'Condition')?.value).toBe(unit.condition);
    expect((await failure(addUnit(cart.id, [{ key: 'Open Box', value: unit.open_box_number }]))).message).toBe(CART_MESSAGES.openBoxUnitInCart);
    const plus = await failure(store.apply(cart.id, { action: 'LinesUpdate', inputs: { lines: [{ id: cart.lines[0]!.id, quantity: 2 }] } }, GB));
    expect(plus.message).toBe(CART_MESSAGES.openBoxUnitOnlyOne);
    expect((await failure(addUnit(null, [{ key: 'Open Box', value: unit.open_box_number }], 5))).message).toBe(CART_MESSAGES.openBoxUnitOnlyOne);
  });

  it("tells a unit's own variant by its SKU ({new-stock SKU}-{unit number}) and refuses it without its unit number, as the embedded store does", async () => {
    const [found] = await new ShopifyMerchandiseLookup(createShopifyClient(carts.clientConfig, { fetch: carts.fetch })).variantsByIds([unitGid], GB);
    expect(found?.openBoxUnit).toEqual({ number: unit.open_box_number, productId: expect.any(String) });
    expect((await failure(addUnit(null, []))).message).toBe(CART_MESSAGES.openBoxUnitFromPage);
    expect((await failure(addUnit(null, [{ key: 'Condition', value: 'Brand new, never opened' }]))).message).toBe(CART_MESSAGES.openBoxUnitFromPage);
  });

  it('refuses a variant Shopify does not sell with the shopper message, before any cart mutation is sent', async () => {
    shopify.reset();
    const client = createShopifyClient(shopify.clientConfig, { fetch: shopify.fetch, retryDelayMs: 5 });
    const store = new PurchaseGuardedCartStore(new ShopifyCartStore(client), lookup, new DemoOpenBoxItems(catalogue), null);
    const refused = await store.apply(null, { action: 'LinesAdd', inputs: { lines: [{ merchandiseId: gid(soldOut), quantity: 1 }] } }, GB).then(() => null, (e: unknown) => e);
    expect(refused).toBeInstanceOf(CartError);
    expect((refused as CartError).message).toBe(CART_MESSAGES.outOfStock);
    expect(shopify.operations.map((op) => op.operationName)).toEqual(['MerchandiseByIds']);
  });
});
