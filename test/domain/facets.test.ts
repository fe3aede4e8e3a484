import { describe, expect, it } from 'vitest';
import { assertFacetSearchAllowed, FacetSearchError, facetHitsLimit, facetLimits, facetValuesToShow, visibleFacetGroups } from '../../src/domain/facets';

const values = (n: number) => Array.from({ length: n }, (_, i) => ({ value: `v${i}`, count: n - i }));

describe('Filter groups with one item or fewer are hidden', () => {
  it('keeps groups of two or more values', () => {
    const groups = [
      { attribute: 'brand', values: values(2) },
      { attribute: 'colour', values: values(1) },
      { attribute: 'orientation', values: [] },
    ];
    expect(visibleFacetGroups(groups).map((g) => g.attribute)).toEqual(['brand']);
  });
});

describe('Facet list default limit 10, show-more 20, brand 10 up to 200; categories limit 15', () => {
  it.each([
    { attribute: 'colour', expected: { limit: 10, showMoreLimit: 20 } },
    { attribute: 'brand', expected: { limit: 10, showMoreLimit: 200 } },
    { attribute: 'catcodes.lvl0', expected: { limit: 15, showMoreLimit: 15 } },
    { attribute: 'catdesc.lvl0', expected: { limit: 15, showMoreLimit: 15 } },
  ])('$attribute: $expected', ({ attribute, expected }) => {
    expect(facetLimits(attribute)).toEqual(expected);
  });

  it.each([
    { name: '10 values: all shown, no toggle', attribute: 'colour', n: 10, expanded: false, shown: 10, toggle: false },
    { name: '11 values collapsed: 10 shown, Show More', attribute: 'colour', n: 11, expanded: false, shown: 10, toggle: true },
    { name: '25 values expanded: 20 shown', attribute: 'colour', n: 25, expanded: true, shown: 20, toggle: true },
    { name: '250 brands expanded: 200 shown', attribute: 'brand', n: 250, expanded: true, shown: 200, toggle: true },
    { name: '30 categories: 15 shown, no toggle', attribute: 'catcodes.lvl1', n: 30, expanded: true, shown: 15, toggle: false },
  ])('$name', ({ attribute, n, expanded, shown, toggle }) => {
    const result = facetValuesToShow({ attribute, values: values(n) }, expanded);
    expect(result.values).toHaveLength(shown);
    expect(result.canToggle).toBe(toggle);
  });
});

describe('Facet hits 1-100, default 10', () => {
  it.each([
    { requested: undefined, expected: 10 },
    { requested: null, expected: 10 },
    { requested: NaN, expected: 10 },
    { requested: 0, expected: 1 },
    { requested: 1, expected: 1 },
    { requested: 100, expected: 100 },
    { requested: 101, expected: 100 },
    { requested: 5.7, expected: 5 },
  ])('$requested → $expected', ({ requested, expected }) => {
    expect(facetHitsLimit(requested)).toBe(expected);
  });
});

describe('Searching inside a facet list in a multi-index context throws an error', () => {
  it.each([
    { indexes: 1, throws: false },
    { indexes: 2, throws: true },
  ])('$indexes indexes: throws $throws', ({ indexes, throws }) => {
    if (throws) expect(() => assertFacetSearchAllowed(indexes)).toThrow(FacetSearchError);
    else expect(() => assertFacetSearchAllowed(indexes)).not.toThrow();
  });

  it('carries a stable code', () => {
    expect(() => assertFacetSearchAllowed(3)).toThrow(
      expect.objectContaining({ code: 'facet-search-multi-index', name: 'FacetSearchError', message: expect.stringContaining('multi-index') }),
    );
  });
});
