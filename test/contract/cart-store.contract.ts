// What every CartStore must do, whichever system keeps the cart. Run once per adapter:
//   describeCartStoreContract('SqliteCartStore', async () => ({ store, close }), cartStoreFixtureFrom(catalogue))
// Prices in the fixture come from the demo catalogue that both the embedded store and the
// Storefront mock serve, so the contract checks that totals come from the catalogue.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoCatalogue, DemoProduct, DemoVariant } from '../../src/adapters/embedded/demo-data/catalogue-types';
import { CartError } from '../../src/application/cart/cart-errors';
import type { CartStore } from '../../src/application/ports';
import type { Cart } from '../../src/domain/cart';
import type { CartAction } from '../../src/domain/cart-actions';
import { localeByKey } from '../../src/domain/locale';
import { minorUnits } from '../../src/domain/money';

export interface CartStoreUnderTest {
  store: CartStore;
  close(): Promise<void>;
}

interface FixtureVariant {
  id: string;
  /** The variant's product, by global id. */
  productId: string;
  sku: string;
  productTitle: string;
  /** Cents per market. */
  aud: number;
  gbp: number;
}

export interface CartStoreFixture {
  light: [FixtureVariant, FixtureVariant];
  heavy: FixtureVariant;
  unknownVariantId: string;
}

const AU = localeByKey('en-au');
const GB = localeByKey('en-gb');

const fixtureVariant = (product: DemoProduct): FixtureVariant => {
  const variant = product.variants[0] as DemoVariant;
  return { id: `gid://shopify/ProductVariant/${variant.id}`, productId: `gid://shopify/Product/${product.id}`, sku: variant.sku, productTitle: product.title, aud: variant.prices.AUD.price, gbp: variant.prices.GBP.price };
};

export function cartStoreFixtureFrom(catalogue: DemoCatalogue): CartStoreFixture {
  // Back-orders: the contract is about cart mechanics (quantities up to 99, parallel adds), which an
  // 'In Stock' item's stock would cap (issue 29's inventory policy, tested on its own).
  const sellable = catalogue.products.filter((p) => p.status === 'active' && p.variants.length > 0 && p.openBoxParent === null && p.metafields.stock_status !== 'In Stock');
  const light = sellable.filter((p) => p.metafields.is_heavy === 'false');
  const heavy = sellable.find((p) => p.metafields.is_heavy === 'true') as DemoProduct;
  return { light: [fixtureVariant(light[2] as DemoProduct), fixtureVariant(light[7] as DemoProduct)], heavy: fixtureVariant(heavy), unknownVariantId: 'gid://shopify/ProductVariant/1' };
}

const cents = (cart: Cart) => ({ subtotal: minorUnits(cart.cost.subtotalAmount), total: minorUnits(cart.cost.totalAmount) });
const add = (merchandiseId: string, quantity = 1, attributes?: { key: string; value: string }[]): CartAction => ({
  action: 'LinesAdd',
  inputs: { lines: [{ merchandiseId, quantity, ...(attributes ? { attributes } : {}) }] },
});

const adjust = (id: string, delta: number): CartAction => ({ action: 'LinesAdjust', inputs: { lines: [{ id, delta }] } });

async function failure(promise: Promise<unknown>): Promise<CartError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(CartError);
  return error as CartError;
}

export function describeCartStoreContract(name: string, makeStore: () => Promise<CartStoreUnderTest>, fixture: CartStoreFixture): void {
  describe(`${name} honours the CartStore contract`, () => {
    let subject: CartStoreUnderTest;
    const store = () => subject.store;
    const [first, second] = fixture.light;

    beforeAll(async () => {
      subject = await makeStore();
    });
    afterAll(async () => {
      await subject?.close();
    });

    it('creates an empty cart with an id and a checkout link, and finds it again', async () => {
      const created = await store().apply(null, { action: 'Create', inputs: { input: {} } }, AU);
      expect(created.id).toMatch(/^gid:\/\/shopify\/Cart\/\S+$/);
      expect(created.lines).toEqual([]);
      expect(created.totalQuantity).toBe(0);
      expect(created.checkoutUrl).not.toBe('');
      expect((await store().cart(created.id, AU))?.id).toBe(created.id);
    });

    it('creates a cart with lines, a note and discount codes, priced from the catalogue', async () => {
      const input = { lines: [{ merchandiseId: first.id, quantity: 2 }, { merchandiseId: second.id, quantity: 1 }], note: 'For the band', discountCodes: ['SHOWTIME10'] };
      const created = await store().apply(null, { action: 'Create', inputs: { input } }, AU);
      expect(created.lines.map((l) => [l.merchandise.id, l.quantity])).toEqual([[first.id, 2], [second.id, 1]]);
      expect(created.note).toBe('For the band');
      expect(created.discountCodes).toEqual([{ code: 'SHOWTIME10', applicable: true }]);
      const subtotal = first.aud * 2 + second.aud;
      expect(cents(created)).toEqual({ subtotal, total: subtotal - Math.round(subtotal / 10) });
    });

    it('Create with an existing id starts a new cart and leaves the old one unchanged', async () => {
      const old = await store().apply(null, add(first.id, 2), AU);
      await store().apply(old.id, { action: 'NoteUpdate', inputs: { note: 'Keep me' } }, AU);
      const created = await store().apply(old.id, { action: 'Create', inputs: { input: { lines: [{ merchandiseId: second.id, quantity: 1 }], note: 'Fresh' } } }, AU);
      expect(created.id).not.toBe(old.id);
      expect(created.lines.map((l) => [l.merchandise.id, l.quantity])).toEqual([[second.id, 1]]);
      expect(created.note).toBe('Fresh');
      expect(cents(created)).toEqual({ subtotal: second.aud, total: second.aud });
      const before = await store().cart(old.id, AU);
      expect(before?.lines.map((l) => [l.id, l.merchandise.id, l.quantity])).toEqual(old.lines.map((l) => [l.id, first.id, 2]));
      expect(before?.note).toBe('Keep me');
      expect(cents(before!)).toEqual(cents(old));
    });

    it('answers null for a cart id it does not know', async () => {
      expect(await store().cart('gid://shopify/Cart/no-such-cart', AU)).toBeNull();
    });

    it('adds lines without a cart by creating one, priced from the catalogue', async () => {
      const cart = await store().apply(null, add(first.id, 2), AU);
      expect(cart.lines).toHaveLength(1);
      const [line] = cart.lines;
      expect(line?.quantity).toBe(2);
      expect(line?.merchandise.id).toBe(first.id);
      expect(line?.merchandise.title).toBe(first.sku);
      expect(line?.merchandise.product.title).toBe(first.productTitle);
      expect(line?.merchandise.product.id).toBe(first.productId);
      expect(line?.merchandise.product.isHeavy).toBe(false);
      expect(minorUnits(line!.cost.totalAmount)).toBe(first.aud * 2);
      expect(cart.cost.subtotalAmount.currencyCode).toBe('AUD');
      expect(cents(cart)).toEqual({ subtotal: first.aud * 2, total: first.aud * 2 });
      expect(cart.totalQuantity).toBe(2);
    });

    it('prices the same cart in the shopper market currency', async () => {
      const cart = await store().apply(null, add(first.id, 1), AU);
      const gb = await store().cart(cart.id, GB);
      expect(gb?.cost.totalAmount.currencyCode).toBe('GBP');
      expect(minorUnits(gb!.cost.subtotalAmount)).toBe(first.gbp);
    });

    it('adds to the existing line for the same variant and opens a new line for another', async () => {
      const cart = await store().apply(null, add(first.id, 1), AU);
      await store().apply(cart.id, add(first.id, 2), AU);
      const after = await store().apply(cart.id, add(second.id, 1), AU);
      expect(after.lines.map((l) => [l.merchandise.id, l.quantity])).toEqual([[first.id, 3], [second.id, 1]]);
      expect(cents(after).subtotal).toBe(first.aud * 3 + second.aud);
    });

    it('keeps open-box attributes on their own line', async () => {
      const condition = [{ key: 'Condition', value: 'Excellent' }];
      const cart = await store().apply(null, add(first.id, 1), AU);
      const after = await store().apply(cart.id, add(first.id, 1, condition), AU);
      expect(after.lines).toHaveLength(2);
      expect(after.lines.find((l) => l.attributes.length > 0)?.attributes).toEqual(condition);
    });

    it('marks heavy products', async () => {
      const cart = await store().apply(null, add(fixture.heavy.id), AU);
      expect(cart.lines[0]?.merchandise.product.isHeavy).toBe(true);
    });

    it('updates quantities, removes a line updated to 0, and removes lines by id', async () => {
      const cart = await store().apply(null, { action: 'LinesAdd', inputs: { lines: [{ merchandiseId: first.id, quantity: 1 }, { merchandiseId: second.id, quantity: 1 }] } }, AU);
      const [a, b] = cart.lines;
      const updated = await store().apply(cart.id, { action: 'LinesUpdate', inputs: { lines: [{ id: a!.id, quantity: 4 }] } }, AU);
      expect(updated.lines.find((l) => l.id === a!.id)?.quantity).toBe(4);
      expect(cents(updated).subtotal).toBe(first.aud * 4 + second.aud);
      const zeroed = await store().apply(cart.id, { action: 'LinesUpdate', inputs: { lines: [{ id: b!.id, quantity: 0 }] } }, AU);
      expect(zeroed.lines.map((l) => l.id)).toEqual([a!.id]);
      const emptied = await store().apply(cart.id, { action: 'LinesRemove', inputs: { lineIds: [a!.id] } }, AU);
      expect(emptied.lines).toEqual([]);
      expect(cents(emptied)).toEqual({ subtotal: 0, total: 0 });
    });

    it.each([
      ['an unknown variant', 'unknown-merchandise', (): CartAction => add(fixture.unknownVariantId)],
      ['an unknown line id in an update', 'unknown-line', (): CartAction => ({ action: 'LinesUpdate', inputs: { lines: [{ id: 'gid://shopify/CartLine/nope', quantity: 2 }] } })],
      ['an unknown line id in a removal', 'unknown-line', (): CartAction => ({ action: 'LinesRemove', inputs: { lineIds: ['gid://shopify/CartLine/nope'] } })],
    ])('refuses %s with a CartError and changes nothing', async (_, code, action) => {
      const cart = await store().apply(null, add(first.id, 1), AU);
      expect((await failure(store().apply(cart.id, action(), AU))).code).toBe(code);
      const after = await store().cart(cart.id, AU);
      expect(after?.lines.map((l) => [l.merchandise.id, l.quantity])).toEqual([[first.id, 1]]);
    });

    it('refuses a whole add when one of its variants is unknown', async () => {
      const cart = await store().apply(null, add(first.id, 1), AU);
      const mixed: CartAction = { action: 'LinesAdd', inputs: { lines: [{ merchandiseId: second.id, quantity: 1 }, { merchandiseId: fixture.unknownVariantId, quantity: 1 }] } };
      expect((await failure(store().apply(cart.id, mixed, AU))).code).toBe('unknown-merchandise');
      expect((await store().cart(cart.id, AU))?.lines).toHaveLength(1);
    });

    it('refuses any action on a cart that does not exist', async () => {
      expect((await failure(store().apply('gid://shopify/Cart/no-such-cart', add(first.id), AU))).code).toBe('cart-not-found');
    });

    it('keeps the note', async () => {
      const cart = await store().apply(null, add(first.id), AU);
      const after = await store().apply(cart.id, { action: 'NoteUpdate', inputs: { note: 'Gift wrap please' } }, AU);
      expect(after.note).toBe('Gift wrap please');
    });

    it('lists discount codes and takes an applicable discount off the total, never the subtotal', async () => {
      const cart = await store().apply(null, add(first.id, 3), AU);
      const after = await store().apply(cart.id, { action: 'DiscountCodesUpdate', inputs: { discountCodes: ['SHOWTIME10', 'NOT-A-CODE'] } }, AU);
      // Why a code does not apply is the store's to say where it can (the embedded store always; Shopify with a warning): not part of the contract.
      expect(after.discountCodes?.map(({ code, applicable }) => ({ code, applicable }))).toEqual([{ code: 'SHOWTIME10', applicable: true }, { code: 'NOT-A-CODE', applicable: false }]);
      expect(cents(after).subtotal).toBe(first.aud * 3);
      expect(cents(after).total).toBe(first.aud * 3 - Math.round((first.aud * 3) / 10));
      const cleared = await store().apply(cart.id, { action: 'DiscountCodesUpdate', inputs: { discountCodes: [] } }, AU);
      expect(cents(cleared).total).toBe(first.aud * 3);
    });

    it.each<[string, CartAction]>([
      ['AttributesUpdateInput', { action: 'AttributesUpdateInput', inputs: { attributes: [{ key: 'source', value: 'drawer' }] } }],
      ['BuyerIdentityUpdate', { action: 'BuyerIdentityUpdate', inputs: { buyerIdentity: { email: 'shopper@example.com', countryCode: 'AU' } } }],
      ['MetafieldsSet', { action: 'MetafieldsSet', inputs: { metafields: [{ key: 'gift', type: 'single_line_text_field', value: 'yes' }] } }],
      ['MetafieldDelete', { action: 'MetafieldDelete', inputs: { key: 'gift' } }],
      ['GiftCardCodesUpdate', { action: 'GiftCardCodesUpdate', inputs: { giftCardCodes: ['GIFT-1'] } }],
      ['GiftCardCodesAdd', { action: 'GiftCardCodesAdd', inputs: { giftCardCodes: ['GIFT-2'] } }],
      ['GiftCardCodesRemove', { action: 'GiftCardCodesRemove', inputs: { appliedGiftCardIds: ['gid://shopify/AppliedGiftCard/GIFT-2'] } }],
      ['DeliveryAddressesAdd', { action: 'DeliveryAddressesAdd', inputs: { addresses: [{ address: { city: 'Adelaide', countryCode: 'AU', zip: '5000' }, selected: true }] } }],
      ['DeliveryAddressesReplace', { action: 'DeliveryAddressesReplace', inputs: { addresses: [{ address: { city: 'Melbourne', countryCode: 'AU', zip: '3000' } }] } }],
      ['SelectedDeliveryOptionsUpdate', { action: 'SelectedDeliveryOptionsUpdate', inputs: { selectedDeliveryOptions: [{ deliveryGroupId: 'gid://shopify/CartDeliveryGroup/1', deliveryOptionHandle: 'standard' }] } }],
    ])('accepts %s and keeps the lines and totals', async (_, action) => {
      const cart = await store().apply(null, add(first.id, 2), AU);
      const after = await store().apply(cart.id, action, AU);
      expect(after.id).toBe(cart.id);
      expect(after.lines.map((l) => [l.id, l.quantity])).toEqual(cart.lines.map((l) => [l.id, l.quantity]));
      expect(cents(after)).toEqual(cents(cart));
    });

    it('keeps the delivery preference (click and collect): pick up at a location, then shipping', async () => {
      const cart = await store().apply(null, add(first.id, 1), AU);
      expect(cart.deliveryPreference ?? null).toBeNull();
      const pickUp = await store().apply(cart.id, { action: 'BuyerIdentityUpdate', inputs: { buyerIdentity: { preferences: { delivery: { deliveryMethod: ['PICK_UP'], pickupHandle: ['forestville'] } } } } }, AU);
      expect(pickUp.deliveryPreference).toEqual({ method: 'PICK_UP', pickupHandle: 'forestville' });
      expect(pickUp.lines.map((l) => l.quantity)).toEqual([1]);
      const reread = await store().cart(cart.id, AU);
      expect(reread?.deliveryPreference).toEqual({ method: 'PICK_UP', pickupHandle: 'forestville' });
      const shipping = await store().apply(cart.id, { action: 'BuyerIdentityUpdate', inputs: { buyerIdentity: { preferences: { delivery: { deliveryMethod: ['SHIPPING'], pickupHandle: [] } } } } }, AU);
      expect(shipping.deliveryPreference).toEqual({ method: 'SHIPPING', pickupHandle: null });
    });

    it('adds delivery addresses, then updates and removes them by the ids the cart lists', async () => {
      const cart = await store().apply(null, add(first.id, 2), AU);
      const adelaide = { city: 'Adelaide', countryCode: 'AU', zip: '5000' };
      const perth = { city: 'Perth', countryCode: 'AU', zip: '6000' };
      const added = await store().apply(cart.id, { action: 'DeliveryAddressesAdd', inputs: { addresses: [{ address: adelaide, selected: true }, { address: perth }] } }, AU);
      expect(added.deliveryAddresses?.map((a) => [a.address, a.selected, a.oneTimeUse])).toEqual([[adelaide, true, false], [perth, false, false]]);
      const [home, away] = added.deliveryAddresses!;
      expect(home!.id).not.toBe(away!.id);

      const moved = { address1: '1 Hay Street', city: 'Perth', countryCode: 'AU', zip: '6000' };
      const updated = await store().apply(cart.id, { action: 'DeliveryAddressesUpdate', inputs: { addresses: [{ id: away!.id, address: moved, oneTimeUse: true }] } }, AU);
      expect(updated.deliveryAddresses).toEqual([home, { id: away!.id, address: moved, selected: false, oneTimeUse: true }]);

      const removed = await store().apply(cart.id, { action: 'DeliveryAddressesRemove', inputs: { addressIds: [home!.id] } }, AU);
      expect(removed.deliveryAddresses?.map((a) => a.id)).toEqual([away!.id]);
      const after = await store().cart(cart.id, AU);
      expect(after?.deliveryAddresses).toEqual(removed.deliveryAddresses);
      expect(after?.lines.map((l) => [l.id, l.quantity])).toEqual(cart.lines.map((l) => [l.id, l.quantity]));
      expect(cents(after!)).toEqual(cents(cart));
    });

    it.each<[string, (id: string) => CartAction]>([
      ['an update', (id) => ({ action: 'DeliveryAddressesUpdate', inputs: { addresses: [{ id, selected: true }] } })],
      ['a removal', (id) => ({ action: 'DeliveryAddressesRemove', inputs: { addressIds: [id] } })],
    ])('refuses %s of a delivery address the cart does not have and changes nothing', async (_, action) => {
      const cart = await store().apply(null, add(first.id), AU);
      const added = await store().apply(cart.id, { action: 'DeliveryAddressesAdd', inputs: { addresses: [{ address: { city: 'Hobart', zip: '7000' } }] } }, AU);
      expect((await failure(store().apply(cart.id, action('gid://shopify/CartSelectableAddress/nope'), AU))).code).toBe('invalid-input');
      expect((await store().cart(cart.id, AU))?.deliveryAddresses).toEqual(added.deliveryAddresses);
    });

    it("changes a line relative to the quantity it holds: '+' after another tab's two '+' gives 4, '−' from 1 removes", async () => {
      const cart = await store().apply(null, add(first.id, 1), AU);
      const lineId = cart.lines[0]!.id;
      await store().apply(cart.id, adjust(lineId, 1), AU);
      await store().apply(cart.id, adjust(lineId, 1), AU);
      const stale = await store().apply(cart.id, adjust(lineId, 1), AU);
      expect(stale.lines.map((l) => [l.id, l.quantity])).toEqual([[lineId, 4]]);
      expect(cents(stale).subtotal).toBe(first.aud * 4);
      const down = await store().apply(cart.id, adjust(lineId, -3), AU);
      expect(down.lines.map((l) => [l.id, l.quantity])).toEqual([[lineId, 1]]);
      const removed = await store().apply(cart.id, adjust(lineId, -1), AU);
      expect(removed.lines).toEqual([]);
      expect(cents(removed)).toEqual({ subtotal: 0, total: 0 });
    });

    it('refuses a relative change to a line the cart no longer has, or past 99 of one product, and changes nothing', async () => {
      const cart = await store().apply(null, { action: 'LinesAdd', inputs: { lines: [{ merchandiseId: first.id, quantity: 1 }, { merchandiseId: second.id, quantity: 98 }] } }, AU);
      const [gone, full] = cart.lines;
      await store().apply(cart.id, { action: 'LinesRemove', inputs: { lineIds: [gone!.id] } }, AU);
      expect((await failure(store().apply(cart.id, adjust(gone!.id, 1), AU))).code).toBe('unknown-line');
      await store().apply(cart.id, adjust(full!.id, 1), AU);
      expect((await failure(store().apply(cart.id, adjust(full!.id, 1), AU))).code).toBe('invalid-input');
      expect((await store().cart(cart.id, AU))?.lines.map((l) => [l.id, l.quantity])).toEqual([[full!.id, 99]]);
    });

    it('counts every relative change when batches of them reach one cart at once (property)', async () => {
      const start = 50;
      await fc.assert(
        fc.asyncProperty(fc.array(fc.array(fc.constantFrom(1, -1, 2), { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 4 }), async (batches) => {
          const cart = await store().apply(null, add(first.id, start), AU);
          const lineId = cart.lines[0]!.id;
          for (const batch of batches) await Promise.all(batch.map((delta) => store().apply(cart.id, adjust(lineId, delta), AU)));
          const after = await store().cart(cart.id, AU);
          const sum = batches.flat().reduce((a, b) => a + b, 0);
          expect(after?.lines.map((l) => [l.id, l.quantity])).toEqual([[lineId, start + sum]]);
          expect(cents(after!).subtotal).toBe(first.aud * (start + sum));
        }),
        { numRuns: 25 },
      );
    });

    it('stays consistent under 20 parallel adds to one cart', async () => {
      const cart = await store().apply(null, add(first.id, 1), AU);
      await Promise.all(Array.from({ length: 20 }, (_, i) => store().apply(cart.id, add(i % 2 === 0 ? first.id : second.id, 1), AU)));
      const after = await store().cart(cart.id, AU);
      expect(after?.lines.map((l) => [l.merchandise.id, l.quantity])).toEqual([[first.id, 11], [second.id, 10]]);
      expect(after?.totalQuantity).toBe(21);
      expect(cents(after!).subtotal).toBe(first.aud * 11 + second.aud * 10);
    });
  });
}
