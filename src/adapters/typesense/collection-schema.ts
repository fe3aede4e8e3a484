// The Typesense collection schema: every searchable and facet field of spec section 3, the
// catcodes.lvl0..lvl3 hierarchy as flat keys, and each market's price columns. A field is a facet
// exactly when listings count it (FACET_FIELDS, and the shopper's market price for the price
// stats); the yes/no flags and catCodes are filter-only. Fields not listed (url, image,
// attributes, ribbon flags) are stored with the document but not indexed.
import { CATEGORY_LEVELS, REFINABLE_FACETS } from '../../application/search/search-facets';
import { MARKET_CURRENCIES, priceField, type PriceColumn } from './product-document';

export interface CollectionField {
  name: string;
  type: 'string' | 'string[]' | 'bool' | 'int32' | 'float';
  facet?: boolean;
  optional?: boolean;
  sort?: boolean;
}

export interface CollectionSchema {
  name: string;
  fields: CollectionField[];
  default_sorting_field: string;
}

const OPTIONAL_FACETS = new Set(['colour', 'body_shape', 'orientation']);
const PRICE_COLUMNS: readonly PriceColumn[] = ['price', 'wasprice', 'saveprice'];

export function collectionFields(): CollectionField[] {
  return [
    { name: 'title', type: 'string' },
    { name: 'description', type: 'string' },
    { name: 'sid', type: 'string' },
    { name: 'option_values', type: 'string[]' },
    ...REFINABLE_FACETS.map((name): CollectionField => ({ name, type: 'string', facet: true, ...(OPTIONAL_FACETS.has(name) ? { optional: true } : {}) })),
    { name: 'in_stock', type: 'bool', facet: true },
    { name: 'on_sale', type: 'bool' },
    { name: 'discounted', type: 'bool' },
    { name: 'new_product', type: 'bool' },
    { name: 'is_openbox', type: 'bool' },
    { name: 'product_status', type: 'string', facet: true },
    ...CATEGORY_LEVELS.map((name, level): CollectionField => ({ name, type: 'string', facet: true, ...(level > 0 ? { optional: true } : {}) })),
    { name: 'catdesc.lvl0', type: 'string', facet: true, optional: true },
    { name: 'catCodes', type: 'string[]' },
    { name: 'show_in_search', type: 'bool' },
    { name: 'show_in_categories', type: 'bool' },
    { name: 'globalSortOverride', type: 'int32' },
    { name: 'globalSortOrder', type: 'int32' },
    ...MARKET_CURRENCIES.flatMap((currency) =>
      PRICE_COLUMNS.map((column): CollectionField => ({ name: priceField(column, currency), type: 'float', ...(column === 'price' ? { facet: true } : {}) })),
    ),
  ];
}

export function collectionSchema(name: string): CollectionSchema {
  return { name, fields: collectionFields(), default_sorting_field: 'globalSortOrder' };
}
