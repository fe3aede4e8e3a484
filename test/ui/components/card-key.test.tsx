// A card's static parts are keyed by its view's JSON (product-card.tsx): a frozen view, which the
// server keeps and serves again (server/views/kept-card-views.ts), is stringified once.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deepFreeze } from '../../../src/domain/deep-freeze';
import { cardKey } from '../../../src/ui/components/product-card';
import type { ProductCardView } from '../../../src/ui/components/product-card-view';

const view = (): ProductCardView => ({
  sku: 'FEN-0144502',
  title: 'Fender Player Stratocaster',
  brand: 'Fender',
  href: '/products/fender-player-stratocaster',
  stockStatus: 'In Stock',
  buyable: true,
  stockState: 'in-stock',
  price: '$1,299',
  wasPrice: null,
  savePrice: null,
  ribbon: { kind: 'new', label: 'New' },
  images: ['/img/strat-1.jpg'],
  variantId: 'gid://shopify/ProductVariant/4242',
  payment: null,
  openBox: false,
  attributes: [],
  priceAmount: '1299.00',
});

afterEach(() => vi.restoreAllMocks());

describe('cardKey', () => {
  it("is the view's JSON", () => {
    expect(cardKey(view())).toBe(JSON.stringify(view()));
  });

  it('stringifies a frozen view once: the same string every time', () => {
    const frozen = deepFreeze(view());
    const first = cardKey(frozen);
    const stringify = vi.spyOn(JSON, 'stringify');
    expect(cardKey(frozen)).toBe(first);
    expect(cardKey(frozen)).toBe(first);
    expect(stringify).not.toHaveBeenCalled();
  });

  it('stringifies a view that is not frozen each time (it could have changed)', () => {
    const open = view();
    expect(cardKey(open)).toBe(JSON.stringify(open));
    open.price = '$1,199';
    expect(cardKey(open)).toContain('"price":"$1,199"');
  });
});
