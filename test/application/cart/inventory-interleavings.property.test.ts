// Issue 29's invariants over generated interleavings of three shoppers (add, change quantity, '+',
// open the checkout, pay with a card that approves or declines, submit twice at once) and the world
// (stock set by a delivery or a stocktake, a price change, another shopper's order), on the embedded
// store: the SQLite cart store behind the purchase rules, the embedded checkout's use case with its
// payment step, and the SQLite inventory that orders consume in their own transaction.
//   - under 'In Stock' (DENY) nothing is ever sold beyond the stock: the ONLINE figure is exactly
//     what the world last set minus what orders took since, and never below zero; a back-order
//     ('Accepting Orders', CONTINUE) keeps the same account and may go below zero;
//   - a cart never grows past what is left of an 'In Stock' item;
//   - no charge the shopper's last confirmed page did not show: an order exists only for a page
//     whose figures still held, and its lines, unit prices and total are that page's;
//   - every order's total = lines − discount + shipping, and its approved charge is that total;
//   - one order and one charge per checkout, however often (and however concurrently) it is submitted;
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
import { checkoutFiguresText } from '../../../src/application/checkout/checkout-figures';
import type { Order } from '../../../src/application/checkout/order';
import { PaymentNotTaken } from '../../../src/application/checkout/payment';
import { PlaceCartOrder } from '../../../src/application/checkout/place-cart-order';
import { quoteCartShipping } from '../../../src/application/checkout/quote-cart-shipping';
import { chargedLines } from '../../../src/domain/cart';
import type { CartAction } from '../../../src/domain/cart-actions';
import { orderFigures } from '../../../src/domain/cart-shipping';
import { isCartMessage } from '../../../src/domain/cart-messages';
import { localeByKey } from '../../../src/domain/locale';
import { minorUnits } from '../../../src/domain/money';
import { cardPayment, paymentStepWith } from '../checkout/payment-fakes';

/** Sequences generated per run; each is 5 to 30 steps. */
const RUNS = 200;
const AU = localeByKey('en-au');
const catalogue = generateCatalogue({ seed: 2026, productCount: 300 });
const light = (p: DemoProduct) => p.status === 'active' && p.openBoxParent === null && p.variants.length === 1 && p.metafields.is_heavy === 'false';
const IN_STOCK = catalogue.products.find((p) => light(p) && p.metafields.stock_status === 'In Stock')!;
const BACKORDER = catalogue.products.find((p) => light(p) && p.metafields.stock_status === 'Accepting Orders')!;
const PRODUCTS = [IN_STOCK, BACKORDER];
const SEED_PRICES = PRODUCTS.map((p) => p.variants[0]!.prices.AUD.price);
const SHOPPERS = 3;
const gid = (p: DemoProduct) => `gid://shopify/ProductVariant/${p.variants[0]!.id}`;
const silent = { warn: () => {}, info: () => {} };
const ADDRESS = { name: 'Sam', address1: '1 St', city: 'Adelaide', region: 'SA', postcode: '5000', country: 'Australia' };

type Step =
  | { kind: 'add'; shopper: number; product: number; quantity: number }
  | { kind: 'change'; shopper: number; product: number; quantity: number }
  | { kind: 'plus'; shopper: number; product: number }
  | { kind: 'open-checkout'; shopper: number }
  | { kind: 'submit'; shopper: number; card: 'approves' | 'declines'; twice: boolean }
  | { kind: 'world-sets-stock'; product: number; quantity: number }
  | { kind: 'world-sets-price'; product: number; cents: number }
  | { kind: 'someone-else-orders'; product: number; quantity: number };

const shopper = fc.nat({ max: SHOPPERS - 1 });
const product = fc.nat({ max: PRODUCTS.length - 1 });
const step: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('add' as const), shopper, product, quantity: fc.integer({ min: 1, max: 3 }) }), weight: 4 },
  fc.record({ kind: fc.constant('change' as const), shopper, product, quantity: fc.integer({ min: 0, max: 6 }) }),
  fc.record({ kind: fc.constant('plus' as const), shopper, product }),
  { arbitrary: fc.record({ kind: fc.constant('open-checkout' as const), shopper }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant('submit' as const), shopper, card: fc.constantFrom('approves' as const, 'declines' as const), twice: fc.boolean() }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant('world-sets-stock' as const), product, quantity: fc.integer({ min: 0, max: 3 }) }), weight: 2 },
  fc.record({ kind: fc.constant('world-sets-price' as const), product, cents: fc.integer({ min: 50_00, max: 2_000_00 }) }),
  { arbitrary: fc.record({ kind: fc.constant('someone-else-orders' as const), product, quantity: fc.integer({ min: 1, max: 3 }) }), weight: 2 },
);

function shop() {
  const db = openDatabase(':memory:');
  const inventory = new SqliteInventory(db, catalogue);
  const lookup = new DemoMerchandiseLookup(catalogue);
  const orders = new SqliteOrderBook(db, undefined, inventory);
  const carts = new PurchaseGuardedCartStore(new SqliteCartStore(db, lookup), lookup, new DemoOpenBoxItems(catalogue), orders);
  const rates = new DemoShippingRates(catalogue);
  const payment = paymentStepWith(orders);
  const checkout = new PlaceCartOrder(carts, orders, rates, silent, payment.step);
  const online = async (p: DemoProduct) => (await inventory.levelsForSku(p.variants[0]!.sku)).find((l) => l.locationId === 'ONLINE')!.quantity;
  return { db, inventory, carts, checkout, online, rates, gateway: payment.gateway };
}

/** What a shopper's open checkout page showed: the figures it posts back, and what it said would be charged. */
interface ShownPage {
  cartId: string;
  figures: string;
  total: number;
  lines: [string, number, number][];
  key: number;
}

describe('the honest store under any interleaving of shoppers and the world (issue 29)', () => {
  it(`sells no more than the stock, charges only what the confirmed page showed, one order and one charge per checkout (${RUNS} generated sequences)`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 30 }), fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 }), async (steps, startIn, startBack) => {
        PRODUCTS.forEach((p, i) => (p.variants[0]!.prices.AUD.price = SEED_PRICES[i]!));
        const { db, inventory, carts, checkout, online, rates, gateway } = shop();
        // What the world last set, and what orders took since: the ONLINE figure must be their difference.
        const set = [startIn, startBack];
        const sold = [0, 0];
        PRODUCTS.forEach((p, i) => inventory.setOnline(p.variants[0]!.sku, set[i]!));
        const cartIds: (string | null)[] = Array.from({ length: SHOPPERS }, () => null);
        const pages: (ShownPage | null)[] = Array.from({ length: SHOPPERS }, () => null);
        const held: number[] = Array.from({ length: SHOPPERS }, () => 0);
        const placed = new Map<string, Order>();
        let keys = 0;

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
        /** The checkout page as the shopper sees it now: the cart, its shipping and the figures it carries. */
        const openPage = async (cartId: string): Promise<ShownPage | null> => {
          const cart = await carts.cart(cartId, AU);
          if (!cart || chargedLines(cart.lines).length === 0) return null;
          const quote = await quoteCartShipping({ rates, log: silent }, cart, '5000', AU);
          if (quote.kind !== 'rule') return null;
          const lines = chargedLines(cart.lines).map((l): [string, number, number] => [l.merchandise.id, l.quantity, minorUnits(l.cost.totalAmount) / l.quantity]);
          return { cartId, figures: checkoutFiguresText(cart, quote), total: minorUnits(orderFigures(cart.cost, quote.fee).total), lines, key: (keys += 1) };
        };
        /** Submits a page (twice at once when asked) with one idempotency key; answers the order, or null with the refusal checked. */
        const submit = async (page: ShownPage, card: 'approves' | 'declines', twice: boolean): Promise<Order | null> => {
          const pay = cardPayment(card === 'approves' ? '1' : '2', `key-${String(page.key).padStart(14, '0')}`);
          const request = { cartId: page.cartId, email: 'sam@example.com', customerId: null, shippingAddress: ADDRESS, confirmedFigures: page.figures };
          const answers = await Promise.allSettled(Array.from({ length: twice ? 2 : 1 }, () => checkout.execute(request, AU, pay)));
          const orders = answers.flatMap((a) => (a.status === 'fulfilled' ? [a.value] : []));
          for (const answer of answers) {
            if (answer.status === 'fulfilled') continue;
            const error = answer.reason as unknown;
            if (error instanceof PaymentNotTaken) expect(card).toBe('declines');
            else if (!isCartError(error)) throw error;
            expect(isCartMessage(error instanceof PaymentNotTaken ? error.message : shopperMessageOf(error as never))).toBe(true);
          }
          // One checkout, one order: every submit that succeeded answers the same order.
          expect(new Set(orders.map((o) => o.id)).size).toBeLessThanOrEqual(1);
          const order = orders[0] ?? null;
          if (!order) return null;
          expect(card).toBe('approves');
          // What the confirmed page showed is what is charged.
          expect(minorUnits(order.total)).toBe(page.total);
          expect(order.lines.map((l): [string, number, number] => [l.merchandiseId, l.quantity, minorUnits(l.unitPrice)])).toEqual(page.lines);
          if (!placed.has(order.id)) for (const line of order.lines) sold[PRODUCTS.findIndex((p) => gid(p) === line.merchandiseId)]! += line.quantity;
          placed.set(order.id, order);
          return order;
        };

        for (const s of steps) {
          if (s.kind === 'add') await act(s.shopper, { action: 'LinesAdd', inputs: { lines: [{ merchandiseId: gid(PRODUCTS[s.product]!), quantity: s.quantity }] } });
          if (s.kind === 'change' || s.kind === 'plus') {
            const line = await lineOf(s.shopper, PRODUCTS[s.product]!);
            if (line && s.kind === 'change') await act(s.shopper, { action: 'LinesUpdate', inputs: { lines: [{ id: line.id, quantity: s.quantity }] } });
            if (line && s.kind === 'plus') await act(s.shopper, { action: 'LinesAdjust', inputs: { lines: [{ id: line.id, delta: 1 }] } });
          }
          if (s.kind === 'open-checkout') pages[s.shopper] = cartIds[s.shopper] ? await openPage(cartIds[s.shopper]!) : null;
          if (s.kind === 'submit' && pages[s.shopper]) {
            const order = await submit(pages[s.shopper]!, s.card, s.twice);
            if (order) [cartIds[s.shopper], pages[s.shopper]] = [null, null];
          }
          if (s.kind === 'world-sets-stock') {
            inventory.setOnline(PRODUCTS[s.product]!.variants[0]!.sku, s.quantity);
            set[s.product] = s.quantity;
            sold[s.product] = 0;
          }
          if (s.kind === 'world-sets-price') PRODUCTS[s.product]!.variants[0]!.prices.AUD.price = s.cents;
          if (s.kind === 'someone-else-orders') {
            const other = await carts.apply(null, { action: 'LinesAdd', inputs: { lines: [{ merchandiseId: gid(PRODUCTS[s.product]!), quantity: s.quantity }] } }, AU).catch(() => null);
            const page = other ? await openPage(other.id) : null;
            if (page) await submit(page, 'approves', false);
          }

          const [inStockLeft, backorderLeft] = [await online(IN_STOCK), await online(BACKORDER)];
          expect(inStockLeft).toBe(set[0]! - sold[0]!);
          expect(inStockLeft).toBeGreaterThanOrEqual(0);
          expect(backorderLeft).toBe(set[1]! - sold[1]!);
          // A cart's quantity of the 'In Stock' item only grows within what is left.
          const holding = await Promise.all(cartIds.map(async (_, who) => (await lineOf(who, IN_STOCK))?.quantity ?? 0));
          holding.forEach((now, who) => expect(now <= held[who]! || now <= inStockLeft).toBe(true));
          held.splice(0, SHOPPERS, ...holding);
          // Every order: total = lines − discount + shipping; one approved charge each, for its total; no other charge stands.
          for (const order of placed.values()) {
            const lines = order.lines.reduce((sum, line) => sum + minorUnits(line.total), 0);
            expect(minorUnits(order.total)).toBe(lines - (order.discount ? minorUnits(order.discount) : 0) + minorUnits(order.shipping!));
          }
          const approved = gateway.approved();
          expect(approved).toHaveLength(placed.size);
          expect(approved.map((charge) => minorUnits(charge.request.amount)).sort()).toEqual([...placed.values()].map((o) => minorUnits(o.total)).sort());
        }
        db.close();
      }),
      { numRuns: RUNS },
    );
    PRODUCTS.forEach((p, i) => (p.variants[0]!.prices.AUD.price = SEED_PRICES[i]!));
    // 200 sequences of SQLite work: about 8 s on a quiet machine; the limit is for a hang, not a speed.
  }, 90_000);
});
