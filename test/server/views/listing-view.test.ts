import { describe, expect, it } from 'vitest';
import type { Listing } from '../../../src/application/search/listing';
import type { FacetGroup } from '../../../src/domain/facets';
import { localeByKey } from '../../../src/domain/locale';
import { EMPTY_SEARCH_STATE, type SearchState } from '../../../src/domain/search-state';
import { toListingView } from '../../../src/server/views/listing-view';

const AU = localeByKey('en-au');
const state = (overrides: Partial<SearchState> = {}): SearchState => ({ ...EMPTY_SEARCH_STATE, refinementList: {}, hierarchicalMenu: {}, range: {}, ...overrides });

function listing(facets: FacetGroup[], s: SearchState = state()): Listing {
  return { state: s, result: { cards: [], totalHits: 42, page: 1, facets, priceStats: { min: 12.5, max: 2999.95 } }, firstPage: 1, pageSize: 20, totalPages: 3, hasMore: true, unavailable: false };
}

const context = (hierarchyRoot = '') => ({ scope: 'category' as const, title: 'T', description: 'D', breadcrumbs: [], subcategories: [], hierarchyRoot, locale: AU, now: new Date('2026-11-21T00:00:00Z') });
const values = (...names: string[]) => names.map((value, i) => ({ value, count: 10 - i }));

describe('toListingView', () => {
  it('hides groups with one item or fewer and keeps sidebar order and labels', () => {
    const view = toListingView(listing([{ attribute: 'colour', values: values('Black', 'Red') }, { attribute: 'brand', values: values('Fender', 'Gibson') }, { attribute: 'orientation', values: values('Right Handed') }, { attribute: 'supplier', values: values('A', 'B') }]), context());
    expect(view.facets.map((g) => [g.attribute, g.label])).toEqual([
      ['brand', 'Brand'],
      ['colour', 'Colour'],
    ]);
    expect(view.facets[0]).toMatchObject({ limit: 10, showMoreLimit: 200, searchable: true });
  });

  it('marks selected values and keeps a selected value the counts no longer hold', () => {
    const view = toListingView(listing([{ attribute: 'brand', values: values('Fender', 'Gibson') }], state({ refinementList: { brand: ['Gibson', 'Ibanez'] } })), context());
    expect(view.facets[0]?.values).toEqual([
      { value: 'Fender', count: 10, selected: false },
      { value: 'Gibson', count: 9, selected: true },
      { value: 'Ibanez', count: 0, selected: true },
    ]);
  });

  it('lists the hierarchy below the category, opening the selected path', () => {
    const facets: FacetGroup[] = [
      { attribute: 'catcodes.lvl0', values: values('Guitar & Bass') },
      { attribute: 'catcodes.lvl1', values: values('Guitar & Bass > Acoustic', 'Guitar & Bass > Electric', 'Drums > Kits') },
      { attribute: 'catcodes.lvl2', values: values('Guitar & Bass > Electric > Solid Body', 'Guitar & Bass > Acoustic > Dreadnought') },
    ];
    const view = toListingView(listing(facets, state({ hierarchicalMenu: { 'catcodes.lvl0': ['Guitar & Bass > Electric'] } })), context('Guitar & Bass'));
    expect(view.hierarchy.map((i) => [i.label, i.selected, i.children.map((c) => c.label)])).toEqual([
      ['Acoustic', false, []],
      ['Electric', true, ['Solid Body']],
    ]);
  });

  it('lists at most 15 categories a level (categories limit 15), most products first, keeping a selected one beyond them', () => {
    const many = (parent: string, n: number) => Array.from({ length: n }, (_, i) => ({ value: `${parent} > Sub ${String(i + 1).padStart(2, '0')}`, count: 100 - i }));
    const cut = (n: number, selected?: string) =>
      toListingView(listing([{ attribute: 'catcodes.lvl1', values: many('Guitar & Bass', n) }], state(selected ? { hierarchicalMenu: { 'catcodes.lvl0': [selected] } } : {})), context('Guitar & Bass')).hierarchy;
    expect(cut(15).map((i) => i.label)).toEqual(Array.from({ length: 15 }, (_, i) => `Sub ${String(i + 1).padStart(2, '0')}`));
    expect(cut(16).map((i) => i.label)).toEqual(cut(15).map((i) => i.label));
    expect(cut(16).at(-1)?.count).toBe(86);
    const chosen = cut(20, 'Guitar & Bass > Sub 18');
    expect(chosen).toHaveLength(16);
    expect(chosen.at(-1)).toMatchObject({ label: 'Sub 18', selected: true });

    // The top categories on search, and the children of a selected category, are limited the same way.
    const top = toListingView(listing([{ attribute: 'catcodes.lvl0', values: Array.from({ length: 18 }, (_, i) => ({ value: `Top ${i + 1}`, count: 50 - i })) }]), context());
    expect(top.hierarchy).toHaveLength(15);
    const children = toListingView(
      listing([{ attribute: 'catcodes.lvl0', values: values('Drums', 'Keys') }, { attribute: 'catcodes.lvl1', values: many('Drums', 17) }], state({ hierarchicalMenu: { 'catcodes.lvl0': ['Drums'] } })),
      context(),
    );
    expect(children.hierarchy[0]?.children).toHaveLength(15);
  });

  it('lists filters under Filters: with the state that removes each, back on page 1', () => {
    const s = state({ refinementList: { brand: ['Fender'] }, hierarchicalMenu: { 'catcodes.lvl0': ['A > B'] }, range: { price: { min: 200, max: 500 } }, page: 3, maxPage: 3 });
    const view = toListingView(listing([], s), context());
    expect(view.activeFilters.map((f) => f.label)).toEqual(['Brand: Fender', 'Category: B', 'Price: $200 - $500']);
    expect(view.activeFilters[0]?.remove).toMatchObject({ refinementList: {}, page: 1 });
    expect(view.activeFilters[1]?.remove).toMatchObject({ hierarchicalMenu: {}, page: 1 });
    expect(view.activeFilters[2]?.remove).toMatchObject({ range: {}, page: 1, refinementList: { brand: ['Fender'] } });
  });

  it('clamps the price inputs into the hits’ prices within the shop range and marks the active button', () => {
    const view = toListingView(listing([], state({ range: { price: { min: 500, max: 1000 } } })), context());
    expect(view.price).toMatchObject({ min: 500, max: 1000, bounds: { min: 12, max: 3000 }, currency: 'AUD' });
    expect(view.price.buttons.filter((b) => b.active).map((b) => b.label)).toEqual(['$500 - $1000']);
  });
});
