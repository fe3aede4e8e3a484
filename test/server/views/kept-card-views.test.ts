import { describe, expect, it } from 'vitest';
import type { ProductCard } from '../../../src/domain/catalogue/product-card';
import { cardFromSearchHit, type SearchHit } from '../../../src/adapters/typesense/search-hit';
import { deepFreeze } from '../../../src/domain/deep-freeze';
import { localeByKey } from '../../../src/domain/locale';
import { toProductCardView } from '../../../src/server/views/product-card-view';

const AU = localeByKey('en-au');
const US = localeByKey('en-us');
const NOW = new Date('2026-11-21T00:00:00Z');

const hit = (overrides: Partial<SearchHit> = {}): SearchHit => ({
  title: 'Fender Player Stratocaster',
  brand: 'Fender',
  stock: 'In Stock',
  price: 1299.5,
  url: 'fender-player-stratocaster',
  image: ['/img/strat-1.jpg'],
  variantId: 4242,
  attributes: [{ key: 'Open Box', value: 'OB-1' }],
  sid: 'FEN-0144502',
  ...overrides,
});

/** A card as the embedded search keeps it (adapters/columnar/kept-cards.ts): frozen. */
const keptCard = (overrides: Partial<SearchHit> = {}): ProductCard => deepFreeze(cardFromSearchHit(hit(overrides), 'AUD'));

describe('toProductCardView keeps the views of kept cards', () => {
  it('gives the same view for the same card, locale and time, frozen all the way down', () => {
    const card = keptCard();
    const view = toProductCardView(card, AU, NOW);
    expect(toProductCardView(card, AU, NOW)).toBe(view);
    expect(toProductCardView(card, localeByKey('en-au'), new Date(NOW.getTime() + 60_000))).toBe(view);
    expect(Object.isFrozen(view)).toBe(true);
    expect(Object.isFrozen(view.images)).toBe(true);
    expect(Object.isFrozen(view.attributes[0])).toBe(true);
  });

  it('gives each locale its own view', () => {
    const card = keptCard();
    const au = toProductCardView(card, AU, NOW);
    const us = toProductCardView(card, US, NOW);
    expect(us).not.toBe(au);
    expect(toProductCardView(card, US, NOW)).toBe(us);
    expect(toProductCardView(card, AU, NOW)).toBe(au);
  });

  it('is the view built afresh, field for field', () => {
    const card = keptCard({ wasprice: 1499, saveprice: 199.5, on_sale: true });
    expect(toProductCardView(card, AU, NOW)).toEqual(toProductCardView(cardFromSearchHit(hit({ wasprice: 1499, saveprice: 199.5, on_sale: true }), 'AUD'), AU, NOW));
  });

  it('never serves a scheduled ribbon outside its schedule, on either side of either bound', () => {
    const start = '2026-11-20T00:00:00Z';
    const end = '2026-11-22T00:00:00Z';
    const card = keptCard({ ribbonOverride: 'Special Offer', ribbonStart: start, ribbonEnd: end });
    const at = (instant: string, ms = 0) => toProductCardView(card, AU, new Date(Date.parse(instant) + ms)).ribbon;
    const offer = { kind: 'specialOffer', label: 'Special Offer' };
    expect(at(start, -1)).toBeNull();
    expect(at(start)).toEqual(offer);
    expect(at(end, -1)).toEqual(offer);
    expect(at(end)).toBeNull();
    expect(at(end, -1)).toEqual(offer);
    expect(at(start, -1)).toBeNull();
  });

  it('keeps serving the view inside the window, and a new one once the ribbon changes', () => {
    const card = keptCard({ ribbonOverride: 'sale', wasprice: 1499, ribbonEnd: '2026-11-22T00:00:00Z', new_product: true });
    const inside = toProductCardView(card, AU, NOW);
    expect(inside.ribbon).toEqual({ kind: 'sale', label: 'Sale' });
    expect(toProductCardView(card, AU, new Date('2026-11-21T23:59:59Z'))).toBe(inside);
    // After the override ends the was price still makes a sale: the same ribbon, the same view.
    expect(toProductCardView(card, AU, new Date('2026-11-23T00:00:00Z'))).toBe(inside);
    const scheduled = keptCard({ ribbonOverride: 'staff pick', ribbonEnd: '2026-11-22T00:00:00Z', new_product: true });
    const before = toProductCardView(scheduled, AU, NOW);
    const after = toProductCardView(scheduled, AU, new Date('2026-11-22T00:00:00Z'));
    expect(before.ribbon).toEqual({ kind: 'staffPick', label: 'Staff Pick' });
    expect(after.ribbon).toEqual({ kind: 'new', label: 'New' });
    expect(after).not.toBe(before);
    expect({ ...after, ribbon: before.ribbon }).toEqual(before);
  });

  it('builds a fresh view of a card that is not frozen (it could change; a hosted search\'s cards are new each answer)', () => {
    const card = cardFromSearchHit(hit(), 'AUD');
    const view = toProductCardView(card, AU, NOW);
    expect(toProductCardView(card, AU, NOW)).not.toBe(view);
    expect(toProductCardView(card, AU, NOW)).toEqual(view);
    expect(Object.isFrozen(view)).toBe(false);
    expect(Object.isFrozen(card.attributes)).toBe(false);
  });
});
