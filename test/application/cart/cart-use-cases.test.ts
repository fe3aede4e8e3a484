// The cart use cases against small hand-written fakes of their ports.
import { describe, expect, it } from 'vitest';
import { CartError } from '../../../src/application/cart/cart-errors';
import type { Order, OrderRequest, OrderTotals } from '../../../src/application/checkout/order';
import type { CartStore, EventLog, OrderBook, ProductSearch, RelatedProducts } from '../../../src/application/ports';
import type { ProductSearchQuery, ProductSearchResult } from '../../../src/application/search/search-query';
import { FetchCartRelatedProducts } from '../../../src/application/cart/fetch-cart-related-products';
import { PlaceCartOrder } from '../../../src/application/checkout/place-cart-order';
import { cardPayment, paymentStepWith } from '../checkout/payment-fakes';
import { QuoteCartShipping } from '../../../src/application/checkout/quote-cart-shipping';
import { checkoutFiguresText } from '../../../src/application/checkout/checkout-figures';
import { UpdateCart } from '../../../src/application/cart/update-cart';
import type { Cart, CartLine } from '../../../src/domain/cart';
import type { CartAction } from '../../../src/domain/cart-actions';
import type { ProductCard } from '../../../src/domain/catalogue/product-card';
import { localeByKey } from '../../../src/domain/locale';
import { moneyFromMinorUnits } from '../../../src/domain/money';
import type { RatesResponse } from '../../../src/domain/product-shipping';
import { FakeShippingRates, RecordingEventLog } from '../product/product-fakes';

const AU = localeByKey('en-au');
const aud = (cents: number) => moneyFromMinorUnits(cents, 'AUD');

/** A cart with lines of the given cents each (quantity 1). */
function cartMother(id: string, lineCents: number[], heavy = false): Cart {
  const lines: CartLine[] = lineCents.map((cents, i) => ({
    id: `line-${i}`,
    quantity: 1,
    cost: { totalAmount: aud(cents) },
    attributes: [],
    merchandise: { id: `gid://shopify/ProductVariant/${i}`, title: `SKU-${i}`, selectedOptions: [], product: { id: `gid://shopify/Product/${i}`, handle: `p-${i}`, title: `Product ${i}`, isHeavy: heavy } },
  }));
  const total = lineCents.reduce((a, b) => a + b, 0);
  return { id, lines, checkoutUrl: `/checkout/${id}`, totalQuantity: lines.length, cost: { subtotalAmount: aud(total), totalAmount: aud(total), totalTaxAmount: null } };
}

class FakeCartStore implements CartStore {
  readonly carts = new Map<string, Cart>();
  readonly applied: { cartId: string | null; action: CartAction['action'] }[] = [];
  async cart(cartId: string) {
    return this.carts.get(cartId) ?? null;
  }
  async apply(cartId: string | null, action: CartAction) {
    this.applied.push({ cartId, action: action.action });
    if (cartId && !this.carts.has(cartId)) throw new CartError('cart-not-found', 'gone');
    const cart = cartMother(cartId ?? `new-${this.applied.length}`, [1000]);
    this.carts.set(cart.id, cart);
    return cart;
  }
}

const card = (variant: string, title = `Title ${variant}`): ProductCard => ({
  sku: `SKU${variant}`,
  shopifyProductId: `gid://shopify/ProductVariant/${variant}`,
  title,
  sellingPrice: aud(1000),
  is_newProduct: false,
  is_onSale: false,
  is_openbox: false,
  is_staffPick: false,
  linkURL: `/products/p${variant}`,
  disable_payment: false,
});

describe('UpdateCart', () => {
  const add: CartAction = { action: 'LinesAdd', inputs: { lines: [{ merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 1 }] } };
  const update: CartAction = { action: 'LinesUpdate', inputs: { lines: [{ id: 'line-0', quantity: 2 }] } };

  it('starts a new cart when an add meets a cart that no longer exists', async () => {
    const store = new FakeCartStore();
    const cart = await new UpdateCart(store).execute({ cartId: 'expired', action: add, locale: AU });
    expect(store.applied).toEqual([{ cartId: 'expired', action: 'LinesAdd' }, { cartId: null, action: 'LinesAdd' }]);
    expect(cart.id).not.toBe('expired');
  });

  it('does not invent a cart for an update of a cart that no longer exists', async () => {
    const store = new FakeCartStore();
    await expect(new UpdateCart(store).execute({ cartId: 'expired', action: update, locale: AU })).rejects.toMatchObject({ code: 'cart-not-found' });
    expect(store.applied).toHaveLength(1);
  });
});

describe('FetchCartRelatedProducts', () => {
  const log: EventLog & { warnings: string[] } = { warnings: [], warn(_d, m) { this.warnings.push(m); }, info() {} };
  const related: RelatedProducts = {
    async forProduct(id) {
      if (id.endsWith('/666')) throw new Error('related service down');
      const n = Number(id.split('/').pop());
      return Array.from({ length: 6 }, (_, i) => card(String(n * 10 + i)));
    },
  };
  const searched: ProductSearchQuery[] = [];
  const search: ProductSearch = {
    async search(query): Promise<ProductSearchResult> {
      searched.push(query);
      return { cards: [card('900', query.term), card('901', 'A similar guitar')], totalHits: 2, page: 1, facets: [], priceStats: null };
    },
    async searchFacetValues() {
      return [];
    },
  };
  const useCase = new FetchCartRelatedProducts(related, search, log);

  it.each([[[]], [['1', '2', '3']]])('skips the lookup for %j', async (products) => {
    expect(await useCase.execute({ products, inCart: [], locale: AU })).toEqual([]);
  });

  it('merges the related products of two ids, at most 8, none already in the cart', async () => {
    const cards = await useCase.execute({ products: ['gid://shopify/Product/1', '2'], inCart: ['gid://shopify/ProductVariant/11'], locale: AU });
    expect(cards.map((c) => c.shopifyProductId.split('/').pop())).toEqual(['10', '12', '13', '14', '15', '20', '21', '22']);
  });

  it('searches by title for a title, leaving out the product itself', async () => {
    const cards = await useCase.execute({ products: ['Fender Player Stratocaster'], inCart: [], locale: AU });
    expect(searched.at(-1)).toMatchObject({ term: 'Fender Player Stratocaster', currency: 'AUD', page: 1 });
    expect(cards.map((c) => c.title)).toEqual(['A similar guitar']);
  });

  it('drops words from the front of a title until products other than its own turn up', async () => {
    const terms: string[] = [];
    const ownOnly: ProductSearch = {
      async search(query): Promise<ProductSearchResult> {
        terms.push(query.term);
        const cards = query.term === 'Guitar Picks' ? [card('950', 'Fender Deluxe EF-490 Guitar Picks'), card('951', 'Dunlop Tortex Guitar Picks')] : [card('950', 'Fender Deluxe EF-490 Guitar Picks')];
        return { cards, totalHits: cards.length, page: 1, facets: [], priceStats: null };
      },
      async searchFacetValues() {
        return [];
      },
    };
    const cards = await new FetchCartRelatedProducts(related, ownOnly, log).execute({ products: ['Fender Deluxe EF-490 Guitar Picks'], inCart: [], locale: AU });
    expect(terms).toEqual(['Fender Deluxe EF-490 Guitar Picks', 'Deluxe EF-490 Guitar Picks', 'EF-490 Guitar Picks', 'Guitar Picks']);
    expect(cards.map((c) => c.title)).toEqual(['Dunlop Tortex Guitar Picks']);
  });

  it('gives up on a title after 6 searches that find only the product itself', async () => {
    const terms: string[] = [];
    const ownOnly: ProductSearch = {
      async search(query): Promise<ProductSearchResult> {
        terms.push(query.term);
        return { cards: [card('950', 'A B C D E F G H')], totalHits: 1, page: 1, facets: [], priceStats: null };
      },
      async searchFacetValues() {
        return [];
      },
    };
    expect(await new FetchCartRelatedProducts(related, ownOnly, log).execute({ products: ['A B C D E F G H'], inCart: [], locale: AU })).toEqual([]);
    expect(terms).toEqual(['A B C D E F G H', 'B C D E F G H', 'C D E F G H', 'D E F G H', 'E F G H', 'F G H']);
  });

  it('logs a failing lookup and keeps the others', async () => {
    const cards = await useCase.execute({ products: ['666', '1'], inCart: [], locale: AU });
    expect(cards).toHaveLength(6);
    expect(log.warnings).toContain('related products lookup failed');
  });
});

describe('PlaceCartOrder', () => {
  class FakeOrderBook implements OrderBook {
    placed: { cart: Cart; figures: OrderTotals }[] = [];
    async placeOrder(request: OrderRequest, cart: Cart, figures: OrderTotals): Promise<Order> {
      this.placed.push({ cart, figures });
      return { id: 'o1', number: 1001, email: request.email, customerId: null, lines: [], ...figures, shippingAddress: request.shippingAddress, placedAt: '2026-01-01T00:00:00.000Z', ...(request.payment ? { payment: request.payment } : {}) };
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
  const request: OrderRequest = { cartId: 'c', email: 'a@b.co', customerId: null, shippingAddress: { name: 'A', address1: '1 St', city: 'Adelaide', region: 'SA', postcode: '5000', country: 'Australia' } };
  const RATES: RatesResponse = { kind: 'ok', rates: [{ serviceName: 'Express Post', totalPriceCents: 41_50 }, { serviceName: 'Standard Delivery', totalPriceCents: 26_25 }] };
  const place = async (cart: Cart, rates: RatesResponse = RATES, req: OrderRequest = request) => {
    const store = new FakeCartStore();
    store.carts.set('c', cart);
    const orders = new FakeOrderBook();
    const shipping = new FakeShippingRates(rates);
    // The figures the shopper's checkout page showed for this cart (quoted apart, as the page was).
    const shown = await new QuoteCartShipping(new FakeShippingRates(rates), new RecordingEventLog()).execute(cart, req.shippingAddress.postcode, AU);
    const confirmedFigures = shown.kind === 'rule' || shown.kind === 'quoted' ? checkoutFiguresText(cart, shown) : '';
    await new PlaceCartOrder(store, orders, shipping, new RecordingEventLog(), paymentStepWith(orders).step).execute({ ...req, confirmedFigures }, AU, cardPayment());
    return { figures: orders.placed[0]!.figures, quotes: shipping.quotes };
  };

  it.each([
    ['below $100: $5 shipping added to the total', [40_00], 5_00, 45_00],
    ['from $100: free shipping', [60_00, 40_00], 0, 100_00],
  ])('%s', async (_, lines, shipping, total) => {
    const { figures, quotes } = await place(cartMother('c', lines));
    expect(figures).toMatchObject({ shipping: aud(shipping), total: aud(total), discount: null });
    expect(quotes).toEqual([]);
  });

  it('judges free shipping after the discount: $104.99 less SHOWTIME10 ($10.50) pays $5.00', async () => {
    const cart = cartMother('c', [104_99]);
    cart.cost = { subtotalAmount: aud(104_99), totalAmount: aud(94_49), totalTaxAmount: aud(8_59) };
    const { figures } = await place(cart);
    expect(figures).toEqual({ subtotal: aud(104_99), discount: aud(10_50), shipping: aud(5_00), tax: aud(9_04), total: aud(99_49) });
  });

  it('quotes a heavy cart through the shipping rates for the delivery postcode and charges the cheapest rate', async () => {
    const { figures, quotes } = await place(cartMother('c', [40_00], true));
    expect(quotes).toEqual([{ country: 'AU', postcode: '5000', items: [{ sku: 'SKU-0', quantity: 1, priceCents: 40_00 }] }]);
    expect(figures).toMatchObject({ shipping: aud(26_25), shippingService: 'Standard Delivery', total: aud(66_25) });
  });

  it('charges the service the shopper chose among the quoted ones', async () => {
    const { figures } = await place(cartMother('c', [40_00], true), RATES, { ...request, shippingService: 'Express Post' });
    expect(figures).toMatchObject({ shipping: aud(41_50), shippingService: 'Express Post', total: aud(81_50) });
  });

  it.each([
    ['no rates', { kind: 'ok', rates: [] }, 'No shipping options available. Please try a different postal code.', 'invalid-input'],
    ['a refusal', { kind: 'not-ok' }, 'No shipping options available. Please try a different postal code.', 'invalid-input'],
    ['an unreachable service', { kind: 'network-error' }, 'Failed to calculate shipping rates. Please try again later.', 'unavailable'],
  ] as const)('places no heavy order on %s', async (_, rates, message, code) => {
    await expect(place(cartMother('c', [40_00], true), rates)).rejects.toMatchObject({ code, message });
  });

  it.each([
    ['a cart that does not exist', undefined, 'cart-not-found'],
    ['an empty cart', cartMother('c', []), 'invalid-input'],
  ])('refuses %s', async (_, cart, code) => {
    const store = new FakeCartStore();
    if (cart) store.carts.set('c', cart);
    const orders = new FakeOrderBook();
    await expect(new PlaceCartOrder(store, orders, new FakeShippingRates(RATES), new RecordingEventLog(), paymentStepWith(orders).step).execute({ ...request, confirmedFigures: '' }, AU, cardPayment())).rejects.toMatchObject({ code });
  });
});
