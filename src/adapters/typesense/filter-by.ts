// Typesense `filter_by` built from a domain query. Every string value is wrapped in backticks, so
// '&&', '||', quotes, commas and parentheses inside a value are matched as text and never read as
// filter syntax. Typesense has no safe escape for a backtick inside a backtick-quoted value (its
// first pass splits on the raw backtick), so a value holding one is dropped: no facet value in the
// catalogue holds one, and a dropped value matches nothing.
import type { ProductSearchQuery } from '../../application/search/search-query';
import { categoryLevelOf, FLAG_FACETS } from '../../application/search/search-facets';
import { priceField } from './product-document';

/** A filter clause together with the facet group it belongs to, so disjunctive facet queries can leave it out. */
export interface FilterClause {
  group: string;
  clause: string;
}

export const PRICE_GROUP = 'price';
export const CATEGORY_GROUP = 'category';
const UNSAFE = /[`\u0000-\u001f]/;
/** A value no document holds: what a refinement whose every value was dropped must match. */
const NOTHING = '`\u2400`';

const FIELD = /^[A-Za-z_][A-Za-z0-9_.]*$/;

export function quoteValue(value: string): string | null {
  return UNSAFE.test(value) ? null : `\`${value}\``;
}

function field(name: string): string {
  if (!FIELD.test(name)) throw new Error(`Not a filterable field name: ${name}`);
  return name;
}

function numeric(value: number): string {
  return String(Math.round(value * 100) / 100);
}

export function filterClauses(query: ProductSearchQuery): FilterClause[] {
  const clauses: FilterClause[] = [];
  const scope = query.scope.kind === 'category' ? quoteValue(query.scope.catCode) : null;
  if (query.scope.kind === 'category') clauses.push({ group: 'scope', clause: `show_in_categories:true && catCodes:=${scope ?? NOTHING}` });
  else clauses.push({ group: 'scope', clause: 'show_in_search:true' });
  for (const [facet, values] of Object.entries(query.refinements)) {
    if (values.length === 0) continue;
    if ((FLAG_FACETS as readonly string[]).includes(facet)) {
      // Yes/no fields take bare true/false; anything else cannot match.
      const flags = [...new Set(values.filter((v) => v === 'true' || v === 'false'))];
      clauses.push({ group: facet, clause: flags.length === 1 ? `${field(facet)}:${flags[0]}` : flags.length === 2 ? `${field(facet)}:[true,false]` : `${field(facet)}:true && ${field(facet)}:false` });
      continue;
    }
    const quoted = values.map(quoteValue).filter((v): v is string => v !== null);
    clauses.push({ group: facet, clause: `${field(facet)}:=[${(quoted.length > 0 ? quoted : [NOTHING]).join(',')}]` });
  }
  const level = query.categoryPath ? categoryLevelOf(query.categoryPath) : null;
  if (level && query.categoryPath) clauses.push({ group: CATEGORY_GROUP, clause: `${field(level)}:=${quoteValue(query.categoryPath) ?? NOTHING}` });
  const { min, max } = query.price;
  const price = priceField('price', query.currency);
  if (min !== undefined && max !== undefined) clauses.push({ group: PRICE_GROUP, clause: `${price}:[${numeric(min)}..${numeric(max)}]` });
  else if (min !== undefined) clauses.push({ group: PRICE_GROUP, clause: `${price}:>=${numeric(min)}` });
  else if (max !== undefined) clauses.push({ group: PRICE_GROUP, clause: `${price}:<=${numeric(max)}` });
  return clauses;
}

/** The clauses joined with '&&', optionally leaving one facet group out. */
export function filterBy(clauses: readonly FilterClause[], without?: string): string {
  return clauses.filter((c) => c.group !== without).map((c) => c.clause).join(' && ');
}
