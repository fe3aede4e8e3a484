// The Typesense collection schema against spec section 3, written out here rather than derived from
// the code under test: 'Searchable and facet fields: price, in_stock, brand, product_status, stock,
// supplier, body_shape, colour, orientation, catcodes.lvl0 to lvl3, catdesc.lvl0, show_in_search,
// show_in_categories, saveprice, globalSortOverride, globalSortOrder, title, description, sid.'
import { describe, expect, it } from 'vitest';
import { collectionSchema, type CollectionField } from '../../../src/adapters/typesense/collection-schema';

const SPEC_FIELDS = [
  'price', 'in_stock', 'brand', 'product_status', 'stock', 'supplier', 'body_shape', 'colour', 'orientation',
  'catcodes.lvl0', 'catcodes.lvl1', 'catcodes.lvl2', 'catcodes.lvl3', 'catdesc.lvl0',
  'show_in_search', 'show_in_categories', 'saveprice', 'globalSortOverride', 'globalSortOrder', 'title', 'description', 'sid',
];

/** Every indexed field: the spec's, plus the flags, the category codes and each market's prices (flags and codes filter-only). */
const EXPECTED: CollectionField[] = [
  { name: 'title', type: 'string' },
  { name: 'description', type: 'string' },
  { name: 'sid', type: 'string' },
  { name: 'option_values', type: 'string[]' },
  { name: 'brand', type: 'string', facet: true },
  { name: 'stock', type: 'string', facet: true },
  { name: 'colour', type: 'string', facet: true, optional: true },
  { name: 'body_shape', type: 'string', facet: true, optional: true },
  { name: 'orientation', type: 'string', facet: true, optional: true },
  { name: 'supplier', type: 'string', facet: true },
  { name: 'in_stock', type: 'bool', facet: true },
  { name: 'on_sale', type: 'bool' },
  { name: 'discounted', type: 'bool' },
  { name: 'new_product', type: 'bool' },
  { name: 'is_openbox', type: 'bool' },
  { name: 'product_status', type: 'string', facet: true },
  { name: 'catcodes.lvl0', type: 'string', facet: true },
  { name: 'catcodes.lvl1', type: 'string', facet: true, optional: true },
  { name: 'catcodes.lvl2', type: 'string', facet: true, optional: true },
  { name: 'catcodes.lvl3', type: 'string', facet: true, optional: true },
  { name: 'catdesc.lvl0', type: 'string', facet: true, optional: true },
  { name: 'catCodes', type: 'string[]' },
  { name: 'show_in_search', type: 'bool' },
  { name: 'show_in_categories', type: 'bool' },
  { name: 'globalSortOverride', type: 'int32' },
  { name: 'globalSortOrder', type: 'int32' },
  { name: 'price', type: 'float', facet: true },
  { name: 'wasprice', type: 'float' },
  { name: 'saveprice', type: 'float' },
  { name: 'price_usd', type: 'float', facet: true },
  { name: 'wasprice_usd', type: 'float' },
  { name: 'saveprice_usd', type: 'float' },
  { name: 'price_gbp', type: 'float', facet: true },
  { name: 'wasprice_gbp', type: 'float' },
  { name: 'saveprice_gbp', type: 'float' },
  { name: 'price_nok', type: 'float', facet: true },
  { name: 'wasprice_nok', type: 'float' },
  { name: 'saveprice_nok', type: 'float' },
];

const schema = collectionSchema('products');
const field = (name: string) => schema.fields.find((f) => f.name === name);

describe('collection schema', () => {
  it('indexes every searchable and facet field of spec section 3', () => {
    expect(SPEC_FIELDS.filter((name) => !field(name))).toEqual([]);
  });

  it('is exactly the written-out field list, types, facets and optional fields included', () => {
    expect(schema.fields).toEqual(EXPECTED);
  });

  it.each(['brand', 'stock', 'supplier', 'body_shape', 'colour', 'orientation', 'in_stock', 'product_status', 'price', 'catcodes.lvl0', 'catcodes.lvl1', 'catcodes.lvl2', 'catcodes.lvl3', 'catdesc.lvl0'])('facets on %s', (name) => {
    expect(field(name)?.facet).toBe(true);
  });

  it.each(['on_sale', 'discounted', 'new_product', 'is_openbox', 'catCodes'])('filters on %s without counting it (no facet)', (name) => {
    expect(field(name)?.facet).toBeUndefined();
  });

  it.each(['title', 'description', 'sid'])('searches %s as text, not as a facet', (name) => {
    expect(field(name)).toEqual({ name, type: 'string' });
  });

  it('searches the option values as a list of texts, not as a facet (issue 30)', () => {
    expect(field('option_values')).toEqual({ name: 'option_values', type: 'string[]' });
  });

  it('names the collection and sorts by globalSortOrder by default', () => {
    expect(schema).toMatchObject({ name: 'products', default_sorting_field: 'globalSortOrder' });
  });
});
