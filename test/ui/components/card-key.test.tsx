// A card's static parts are keyed by its view's JSON (product-card.tsx).
import { describe, expect, it } from 'vitest';
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

describe('cardKey', () => {
  it("is the view's JSON", () => {
    expect(cardKey(view())).toBe(JSON.stringify(view()));
  });

  it('follows a change to the view', () => {
    const open = view();
    expect(cardKey(open)).toBe(JSON.stringify(open));
    open.price = '$1,199';
    expect(cardKey(open)).toContain('"price":"$1,199"');
  });
});
