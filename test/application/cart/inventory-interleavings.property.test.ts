// Issue 29's stock invariants over generated interleavings of three shoppers (add, change quantity,
// check out) and the world (stock set by a delivery or a stocktake, another shopper's order), on the
// embedded store: the SQLite cart store behind the purchase rules, the embedded checkout's use case,
// and the SQLite inventory that orders consume in their own transaction.
//   - under 'In Stock' (DENY) nothing is ever sold beyond the stock: the ONLINE figure is exactly
//     what the world last set minus what orders took since, and never below zero;
//   - a back-order ('Accepting Orders', CONTINUE) keeps the same account and may go below zero;
//   - a cart never grows past what is left of an 'In Stock' item;
//   - every refusal reaches the shopper as a message from the cart-message list, and changes nothing.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DemoProduct } from '../../../src/adapters/embedded/demo-data/catalogue-types';
import { generateCatalogue } from '../../../src/adapters/embedded/demo-data/generate-catalogue';
import { DemoMerchandiseLookup } from '../../../src/adapters/embedded/demo-merchandise-lookup';
import { DemoOpenBoxItems } from '../../../src/adapters/embedded/demo-open-box';
import { DemoShippingRates } from '../../../src/adapters/embedded/demo-shipping-rates';
import { openDatabase } from '../../../src/adapters/sqlite/open-database';
import { SqliteCartStore } from '../../../src/adapters/sqlite/sqlite-cart-store';
import { SqliteInventory } from '../../../src/adapters/sqlite/sqlite-inventory';
import { SqliteOrderBook } from '../../../src/adapters/sqlite/sqlite-order-book';
import { isCartError, shopperMessageOf } from '../../../src/application/cart/cart-errors';
import { PurchaseGuardedCartStore } from '../../../src/application/cart/purchase-guard';
import { PlaceCartOrder } from '../../../src/application/checkout/place-cart-order';
import { quoteCartShipping } from '../../../src/application/checkout/quote-cart-shipping';
import { checkoutFiguresText } from '../../../src/application/checkout/checkout-figures';
import { chargedLines } from '../../../src/domain/cart';
import type { CartAction } from '../../../src/domain/cart-actions';
import { isCartMessage } from '../../../src/domain/cart-messages';
import { localeByKey } from '../../../src/domain/locale';

/** Sequences generated per run; each is 5 to 30 steps. */
const RUNS = 200;
const AU = localeByKey('en-au');
const catalogue = generateCatalogue({ seed: 2026, productCount: 300 });
const light = (p: DemoProduct) => p.status === 'active' && p.openBoxParent === null && p.variants.length === 1 && p.metafields.is_heavy === 'false';
const IN_STOCK = catalogue.products.find((p) => light(p) && p.metafields.stock_status === 'In Stock')!;
const BACKORDER = catalogue.products.find((p) => light(p) && p.metafields.stock_status === 'Accepting Orders')!;
const PRODUCTS = [IN_STOCK, BACKORDER];
const SHOPPERS = 3;
const gid = (p: DemoProduct) => `gid://shopify/ProductVariant/${p.variants[0]!.id}`;
const silent = { warn: () => {}, info: () => {} };

type Step =
  | { kind: 'add'; shopper: number; product: number; quantity: number }
  | { kind: 'change'; shopper: number; product: number; quantity: number }
  | { kind: 'plus'; shopper: number; product: number }
  | { kind: 'checkout'; shopper: number }
  | { kind: 'world-sets'; product: number; quantity: number }
  | { kind: 'someone-else-orders'; product: number; quantity: number };

const shopper = fc.nat({ max: SHOPPERS - 1 });
const product = fc.nat({ max: PRODUCTS.length - 1 });
const step: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('add' as const), shopper, product, quantity: fc.integer({ min: 1, max: 3 }) }), weight: 4 },
  fc.record({ kind: fc.constant('change' as const), shopper, product, quantity: fc.integer({ min: 0, max: 6 }) }),
  fc.record({ kind: fc.constant('plus' as const), shopper, product }),
  { arbitrary: fc.record({ kind: fc.constant('checkout' as const), shopper }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant('world-sets' as const), product, quantity: fc.integer({ min: 0, max: 3 }) }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('someone-else-orders' as const), product, quantity: fc.integer({ min: 1, max: 3 }) }), weight: 2 },
);

function shop() {
  const db = openDatabase(':memory:');
  const inventory = new SqliteInventory(db, catalogue);
  const lookup = new DemoMerchandiseLookup(catalogue);
  const orders = new SqliteOrderBook(db, undefined, inventory);
  const carts = new PurchaseGuardedCartStore(new SqliteCartStore(db, lookup), lookup, new DemoOpenBoxItems(catalogue), orders);
  const rates = new DemoShippingRates(catalogue);
  const checkout = new PlaceCartOrder(carts, orders, rates, silent);
  const online = async (p: DemoProduct) => (await inventory.levelsForSku(p.variants[0]!.sku)).find((l) => l.locationId === 'ONLINE')!.quantity;
  return { db, inventory, carts, checkout, online, rates };
}

describe('stock under any interleaving of shoppers and the world (issue 29)', () => {
  it(`never sells more than the stock of an 'In Stock' item, and keeps every unit accounted for (${RUNS} generated sequences)`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 30 }), fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 }), async (steps, startIn, startBack) => {
        const { db, inventory, carts, checkout, online, rates } = shop();
        // What the world last set, and what orders took since: the ONLINE figure must be their difference.
        const set = [startIn, startBack];
        const sold = [0, 0];
        PRODUCTS.forEach((p, i) => inventory.setOnline(p.variants[0]!.sku, set[i]!));
        const cartIds: (string | null)[] = Array.from({ length: SHOPPERS }, () => null);
        const held: number[] = Array.from({ length: SHOPPERS }, () => 0);

        /** Applies an action; a refusal is a shopper's message and leaves the cart as it was. */
        const act = async (who: number, action: CartAction) => {
          const before = cartIds[who] ? await carts.cart(cartIds[who]!, AU) : null;
          try {
            cartIds[who] = (await carts.apply(cartIds[who] ?? null, action, AU)).id;
          } catch (error) {
            if (!isCartError(error)) throw error;
            expect(isCartMessage(shopperMessageOf(error))).toBe(true);
            const after = cartIds[who] ? await carts.cart(cartIds[who]!, AU) : null;
            expect(after?.lines.map((l) => [l.merchandise.id, l.quantity]) ?? null).toEqual(before?.lines.map((l) => [l.merchandise.id, l.quantity]) ?? null);
          }
        };
        const lineOf = async (who: number, p: DemoProduct) => (cartIds[who] ? (await carts.cart(cartIds[who]!, AU))?.lines.find((l) => l.merchandise.id === gid(p)) : undefined);
        const order = async (cartId: string) => {
          // The checkout page the shopper confirms: the cart as they see it, and its figures.
          const cart = await carts.cart(cartId, AU);
          const shown = cart ? await quoteCartShipping({ rates, log: silent }, cart, '5000', AU) : null;
          const confirmedFigures = cart && shown && (shown.kind === 'rule' || shown.kind === 'quoted') ? checkoutFiguresText(cart, shown) : '';
          try {
            await checkout.execute({ cartId, email: 'sam@example.com', customerId: null, shippingAddress: { name: 'Sam', address1: '1 St', city: 'Adelaide', region: 'SA', postcode: '5000', country: 'Australia' }, confirmedFigures }, AU);
            for (const line of chargedLines(cart?.lines ?? [])) sold[PRODUCTS.findIndex((p) => gid(p) === line.merchandise.id)]! += line.quantity;
            return true;
          } catch (error) {
            if (!isCartError(error)) throw error;
            expect(isCartMessage(shopperMessageOf(error))).toBe(true);
            return false;
          }
        };

        for (const s of steps) {
          if (s.kind === 'add') await act(s.shopper, { action: 'LinesAdd', inputs: { lines: [{ merchandiseId: gid(PRODUCTS[s.product]!), quantity: s.quantity }] } });
          if (s.kind === 'change' || s.kind === 'plus') {
            const line = await lineOf(s.shopper, PRODUCTS[s.product]!);
            if (line && s.kind === 'change') await act(s.shopper, { action: 'LinesUpdate', inputs: { lines: [{ id: line.id, quantity: s.quantity }] } });
            if (line && s.kind === 'plus') await act(s.shopper, { action: 'LinesAdjust', inputs: { lines: [{ id: line.id, delta: 1 }] } });
          }
          if (s.kind === 'checkout' && cartIds[s.shopper]) {
            const cart = await carts.cart(cartIds[s.shopper]!, AU);
            if (cart && cart.lines.length > 0 && (await order(cart.id))) cartIds[s.shopper] = null;
          }
          if (s.kind === 'world-sets') {
            inventory.setOnline(PRODUCTS[s.product]!.variants[0]!.sku, s.quantity);
            set[s.product] = s.quantity;
            sold[s.product] = 0;
          }
          if (s.kind === 'someone-else-orders') {
            const other = await carts.apply(null, { action: 'LinesAdd', inputs: { lines: [{ merchandiseId: gid(PRODUCTS[s.product]!), quantity: s.quantity }] } }, AU).catch(() => null);
            if (other) await order(other.id);
          }

          const [inStockLeft, backorderLeft] = [await online(IN_STOCK), await online(BACKORDER)];
          expect(inStockLeft).toBe(set[0]! - sold[0]!);
          expect(inStockLeft).toBeGreaterThanOrEqual(0);
          expect(backorderLeft).toBe(set[1]! - sold[1]!);
          // A cart's quantity of the 'In Stock' item only grows within what is left (it may hold more once others bought: the cart view clamps that at read time).
          const holding = await Promise.all(cartIds.map(async (_, who) => (await lineOf(who, IN_STOCK))?.quantity ?? 0));
          holding.forEach((now, who) => expect(now <= held[who]! || now <= inStockLeft).toBe(true));
          held.splice(0, SHOPPERS, ...holding);
        }
        db.close();
      }),
      { numRuns: RUNS },
    );
  }, 120_000);
});
