import { describe, expect, it } from 'vitest';
import type { StoreContent } from '../../../src/application/content/content';
import { LoadCartPickup } from '../../../src/application/collect/load-cart-pickup';
import { PickupRefused, PlacePickupOrder } from '../../../src/application/collect/place-pickup-order';
import { cardPayment, paymentStepWith } from '../checkout/payment-fakes';
import { ChooseCartDelivery } from '../../../src/application/collect/choose-cart-delivery';
import type { CartAction } from '../../../src/domain/cart-actions';
import type { Order, OrderRequest, OrderTotals } from '../../../src/application/checkout/order';
import type { CartStore, Inventory, OrderBook } from '../../../src/application/ports';
import type { Cart, CartLine } from '../../../src/domain/cart';
import type { InventoryLevel } from '../../../src/domain/catalogue/product';
import { localeByKey } from '../../../src/domain/locale';
import { moneyFromMinorUnits } from '../../../src/domain/money';
import { FakeContentSource } from '../content/content-fakes';
import { RecordingEventLog } from '../product/product-fakes';
import { checkoutFiguresText } from '../../../src/application/checkout/checkout-figures';

const AU = localeByKey('en-au');
const aud = (cents: number) => moneyFromMinorUnits(cents, 'AUD');

function store(slug: string, name: string, locationId: string, sunday = 'Closed'): StoreContent {
  return {
    storeId: locationId, name, city: 'Adelaide', slug, street: '1 Main Street', suburb: 'Forestville', state: 'SA', postcode: '5035', phoneNumber: '08 5550 1051',
    email: 'x@example.com', link: `/locations/${slug}`, introText: [], tradingHours: { weekdays: '9:30am - 5:30pm', saturday: '10am - 3pm', sunday },
    timeZone: 'Australia/Adelaide', parking: null, publicTransport: { train: null, tram: null, bus: null }, googleMap: null, virtualTourURL: null, alertBanner: null,
    rolandBanner: null, obxLocation: false, isMainStore: true, locationId,
  } as StoreContent;
}
const STORES = [store('forestville', 'Forestville', '51'), store('adelaide-city', 'Adelaide City', '52')];

function cartOf(lines: { sku: string; title: string; quantity: number }[]): Cart {
  const cartLines: CartLine[] = lines.map((l, i) => ({
    id: `line-${i}`, quantity: l.quantity, cost: { totalAmount: aud(100_00 * l.quantity) }, attributes: [],
    merchandise: { id: `gid://shopify/ProductVariant/${i}`, title: l.sku, selectedOptions: [], product: { id: `gid://shopify/Product/${i}`, handle: `p-${i}`, title: l.title, isHeavy: false } },
  }));
  const total = lines.reduce((sum, l) => sum + 100_00 * l.quantity, 0);
  return { id: 'c', lines: cartLines, checkoutUrl: '/checkout/c', totalQuantity: cartLines.length, cost: { subtotalAmount: aud(total), totalAmount: aud(total), totalTaxAmount: null } };
}

class FakeInventory implements Inventory {
  constructor(private readonly bySku: Record<string, Record<string, number>>) {}
  async levelsForSku(sku: string): Promise<InventoryLevel[]> {
    return Object.entries(this.bySku[sku] ?? {}).map(([locationId, quantity]) => ({ locationId, quantity, hasDemo: false }));
  }
}

class OneCart implements CartStore {
  constructor(private readonly held: Cart | null) {}
  async cart() {
    return this.held;
  }
  async apply(_cartId: string | null, _action: CartAction): Promise<Cart> {
    throw new Error('not used');
  }
}

class RecordingOrderBook implements OrderBook {
  placed: { request: OrderRequest; figures: OrderTotals }[] = [];
  async placeOrder(request: OrderRequest, _cart: Cart, figures: OrderTotals): Promise<Order> {
    this.placed.push({ request, figures });
    return { id: 'o1', number: 1001, email: request.email, customerId: null, lines: [], ...figures, shippingAddress: request.shippingAddress, ...(request.fulfilment ? { fulfilment: request.fulfilment } : {}), placedAt: '2026-11-25T00:00:00.000Z', ...(request.payment ? { payment: request.payment } : {}) };
  }
  async order() {
    return null;
  }
  async orderOfCart() {
    return null;
  }
  async ordersOfCustomer() {
    return [];
  }
}

// Wednesday 25 November 2026, 10:00 in Adelaide (ACDT, UTC+10:30).
const NOW = new Date('2026-11-24T23:30:00Z');
const CART = cartOf([{ sku: 'GTR-1', title: 'Strat', quantity: 1 }, { sku: 'AMP-1', title: 'Amp', quantity: 2 }]);
// Forestville holds both; the City store has the guitar but only one amp (the rest online).
const STOCK = new FakeInventory({ 'GTR-1': { ONLINE: 3, '51': 1, '52': 2 }, 'AMP-1': { ONLINE: 4, '51': 2, '52': 1 } });

const placePickup = (storeSlug: string, inventory: Inventory = STOCK) => {
  const orders = new RecordingOrderBook();
  const useCase = new PlacePickupOrder(new OneCart(CART), orders, inventory, new FakeContentSource({ stores: STORES }), paymentStepWith(orders).step);
  return { orders, result: useCase.execute({ cartId: 'c', email: 'a@b.co', name: 'Alex', customerId: null, storeSlug, now: NOW, confirmedFigures: checkoutFiguresText(CART, { kind: 'pickup' }), payment: cardPayment() }, AU) };
};

describe('PlacePickupOrder: pick up at a store that holds every line', () => {
  it('places the order with no shipping, the store, and when it is ready in the store\'s own time', async () => {
    const { orders, result } = await placePickup('forestville');
    await result;
    expect(orders.placed).toHaveLength(1);
    const [{ request, figures }] = orders.placed as [{ request: OrderRequest; figures: OrderTotals }];
    expect(figures).toMatchObject({ shipping: aud(0), total: aud(300_00) });
    expect(request.fulfilment).toEqual({
      method: 'pickup',
      store: { slug: 'forestville', name: 'Forestville', address: '1 Main Street, Forestville SA 5035', phoneNumber: '08 5550 1051' },
      readyWhen: 'Ready from 11am today, Wednesday 25 November',
      readiness: { kind: 'today', date: '2026-11-25', readyAt: 660 },
    });
  });

  it('refuses a store that lacks a line, naming it, and orders nothing', async () => {
    const { orders, result } = placePickup('adelaide-city');
    await expect(result).rejects.toThrow(new PickupRefused('cannot-fulfil', 'Adelaide City does not have Amp in stock to pick up. Choose another store or delivery.'));
    expect(orders.placed).toEqual([]);
  });

  it('refuses a store id that names no store, and orders nothing', async () => {
    const { orders, result } = placePickup('nowhere');
    await expect(result).rejects.toMatchObject({ code: 'unknown-store', message: 'Please choose one of our stores.' });
    expect(orders.placed).toEqual([]);
  });
});

describe('LoadCartPickup: every store, the chosen one first, with what it lacks', () => {
  it('orders by the chosen store and says which lines a store lacks', async () => {
    const pickup = await new LoadCartPickup(STOCK, new FakeContentSource({ stores: STORES }), new RecordingEventLog()).execute({ cart: CART, preferredStore: 'adelaide-city', now: NOW });
    expect(pickup?.chosen).toBe('adelaide-city');
    expect(pickup?.options.map((o) => [o.store.slug, o.fulfilment, o.headline])).toEqual([
      ['adelaide-city', { kind: 'transfer', missing: ['Amp'] }, 'Ready in 2-4 days at Adelaide City'],
      ['forestville', { kind: 'holds-every-line' }, 'Pick up today at Forestville'],
    ]);
  });

  it('ignores a chosen store that is not published', async () => {
    const pickup = await new LoadCartPickup(STOCK, new FakeContentSource({ stores: STORES }), new RecordingEventLog()).execute({ cart: CART, preferredStore: 'nowhere', now: NOW });
    expect(pickup?.chosen).toBeNull();
    expect(pickup?.options.map((o) => o.store.slug)).toEqual(['forestville', 'adelaide-city']);
  });

  it('says nothing about pick-up when stock cannot be read, and logs why', async () => {
    const log = new RecordingEventLog();
    const failing: Inventory = { levelsForSku: () => Promise.reject(new Error('middleware down')) };
    expect(await new LoadCartPickup(failing, new FakeContentSource({ stores: STORES }), log).execute({ cart: CART, preferredStore: null, now: NOW })).toBeNull();
    expect(log.warnings.length).toBe(1);
  });
});

describe("ChooseCartDelivery: the cart's delivery preference, checked on the server", () => {
  class RecordingCart extends OneCart {
    applied: CartAction[] = [];
    override async apply(_cartId: string | null, action: CartAction): Promise<Cart> {
      this.applied.push(action);
      return CART;
    }
  }
  const choose = (choice: Parameters<ChooseCartDelivery['execute']>[1]) => {
    const carts = new RecordingCart(CART);
    return { carts, result: new ChooseCartDelivery(carts, STOCK, new FakeContentSource({ stores: STORES })).execute('c', choice, AU) };
  };

  it('pick up at a store holding every line: PICK_UP with the store as the pick-up handle', async () => {
    const { carts, result } = choose({ method: 'pickup', storeSlug: 'forestville' });
    await result;
    expect(carts.applied).toEqual([{ action: 'BuyerIdentityUpdate', inputs: { buyerIdentity: { preferences: { delivery: { deliveryMethod: ['PICK_UP'], pickupHandle: ['forestville'] } } } } }]);
  });

  it('delivery: SHIPPING, no stock read needed', async () => {
    const { carts, result } = choose({ method: 'delivery' });
    await result;
    expect(carts.applied).toEqual([{ action: 'BuyerIdentityUpdate', inputs: { buyerIdentity: { preferences: { delivery: { deliveryMethod: ['SHIPPING'], pickupHandle: [] } } } } }]);
  });

  it.each([
    { slug: 'adelaide-city', error: { code: 'cannot-fulfil', message: 'Adelaide City does not have Amp in stock to pick up. Choose another store or delivery.' } },
    { slug: 'nowhere', error: { code: 'unknown-store', message: 'Please choose one of our stores.' } },
  ])('$slug is refused and the cart is not touched', async ({ slug, error }) => {
    const { carts, result } = choose({ method: 'pickup', storeSlug: slug });
    await expect(result).rejects.toMatchObject(error);
    expect(carts.applied).toEqual([]);
  });
});
