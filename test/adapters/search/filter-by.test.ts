import { describe, expect, it } from 'vitest';
import { filterBy, filterClauses, quoteValue } from '../../../src/adapters/typesense/filter-by';
import { sortBy } from '../../../src/adapters/typesense/search-params';
import { listingQuery } from '../../contract/product-search.contract';

describe('quoteValue', () => {
  it.each([
    ['Fender', '`Fender`'],
    ['AC/DC && (Live)', '`AC/DC && (Live)`'],
    ['Fender" || x:"y', '`Fender" || x:"y`'],
    ["O'Neil, Sons", "`O'Neil, Sons`"],
    ['Fen`der', null],
    ['line\nbreak', null],
  ])('%j → %j', (value, quoted) => {
    expect(quoteValue(value)).toBe(quoted);
  });
});

describe('filterClauses and filterBy', () => {
  it.each([
    ['the whole shop', {}, 'show_in_search:true'],
    ['a category', { scope: { kind: 'category', catCode: '102' } }, 'show_in_categories:true && catCodes:=`102`'],
    ['brands, ORed', { refinements: { brand: ['Fender', 'Gibson'] } }, 'show_in_search:true && brand:=[`Fender`,`Gibson`]'],
    ['an unsafe value among safe ones', { refinements: { brand: ['Fen`der', 'Gibson'] } }, 'show_in_search:true && brand:=[`Gibson`]'],
    ['only unsafe values', { refinements: { brand: ['`'] } }, 'show_in_search:true && brand:=[`␀`]'],
    ['a flag', { refinements: { on_sale: ['true'] } }, 'show_in_search:true && on_sale:true'],
    ['a flag both ways', { refinements: { is_openbox: ['true', 'false'] } }, 'show_in_search:true && is_openbox:[true,false]'],
    ['a flag with a bogus value', { refinements: { new_product: ['yes'] } }, 'show_in_search:true && new_product:true && new_product:false'],
    ['a category path', { categoryPath: 'Drums > Cymbals' }, 'show_in_search:true && catcodes.lvl1:=`Drums > Cymbals`'],
    ['a closed price range in GBP', { price: { min: 10.5, max: 99.999 }, currency: 'GBP' }, 'show_in_search:true && price_gbp:[10.5..100]'],
    ['a minimum price', { price: { min: 1000 } }, 'show_in_search:true && price:>=1000'],
    ['a maximum price in NOK', { price: { max: 200 }, currency: 'NOK' }, 'show_in_search:true && price_nok:<=200'],
  ] as const)('%s', (_, overrides, expected) => {
    expect(filterBy(filterClauses(listingQuery(overrides as never)))).toBe(expected);
  });

  it('leaves one facet group out for its disjunctive facet query', () => {
    const clauses = filterClauses(listingQuery({ refinements: { brand: ['Roland'], colour: ['Black'] }, price: { min: 5 } }));
    expect(filterBy(clauses, 'brand')).toBe('show_in_search:true && colour:=[`Black`] && price:>=5');
    expect(filterBy(clauses, 'price')).toBe('show_in_search:true && brand:=[`Roland`] && colour:=[`Black`]');
  });

  it('refuses a facet name that is not a field name', () => {
    expect(() => filterClauses(listingQuery({ refinements: { 'brand:=x || y': ['a'] } }))).toThrow(/field name/);
  });
});

describe('sortBy', () => {
  it.each([
    ['relevance', 'USD', '_text_match:desc,globalSortOverride:desc,globalSortOrder:asc'],
    ['saving', 'AUD', 'saveprice:desc'],
    ['saving', 'USD', 'saveprice_usd:desc'],
    ['price-asc', 'GBP', 'price_gbp:asc'],
    ['price-desc', 'XYZ', 'price:desc'],
    ['price-asc', 'AUD', 'price:asc'],
    ['bogus' as never, 'AUD', '_text_match:desc,globalSortOverride:desc,globalSortOrder:asc'],
  ] as const)('%s in %s → %s', (sort, currency, expected) => {
    expect(sortBy({ sort, currency })).toBe(expected);
  });
});
