// The compare page's specification rows (issue 19): each product's Specifications table read into
// rows, the rows of all products aligned by name, and the 'Show differences only' rule.

export interface SpecificationRow {
  name: string;
  value: string;
}

/** One row of the comparison: a value per product, null where the product has no such row. */
export interface AlignedRow {
  name: string;
  values: (string | null)[];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

function plainText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+\d*|#39);/gi, (whole, name: string) => {
      const lower = name.toLowerCase();
      if (lower in ENTITIES) return ENTITIES[lower] as string;
      const code = lower.startsWith('#x') ? parseInt(lower.slice(2), 16) : lower.startsWith('#') ? parseInt(lower.slice(1), 10) : NaN;
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The rows of a Specifications table ('<tr><th>Body</th><td>Alder</td></tr>'): a row's first cell is
 * its name and the next its value; rows without a name or a value are not specifications.
 */
export function specificationRows(html: string | null | undefined): SpecificationRow[] {
  const rows: SpecificationRow[] = [];
  for (const [, row] of (html ?? '').matchAll(/<tr\b[^>]*>([\s\S]*?)<\/tr>/gi)) {
    const cells = [...(row ?? '').matchAll(/<t[hd]\b[^>]*>([\s\S]*?)<\/t[hd]>/gi)].map(([, cell]) => plainText(cell ?? ''));
    const [name, value] = cells;
    if (name && value) rows.push({ name, value });
  }
  return rows;
}

/** Row names match whatever their case and spacing ('Body wood' and 'body  Wood'). */
const rowKey = (name: string) => name.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * Every row any product has, once, in the order they first appear (the first product's rows, then
 * rows only later products have), with each product's value or null. A product naming a row twice
 * keeps the first.
 */
export function alignSpecifications(products: readonly (readonly SpecificationRow[])[]): AlignedRow[] {
  const rows = new Map<string, AlignedRow>();
  products.forEach((specs, column) => {
    for (const spec of specs) {
      const key = rowKey(spec.name);
      let row = rows.get(key);
      if (!row) {
        row = { name: spec.name.trim(), values: products.map(() => null) };
        rows.set(key, row);
      }
      if (row.values[column] === null) row.values[column] = spec.value;
    }
  });
  return [...rows.values()];
}

const valueKey = (value: string | null) => (value === null ? null : value.replace(/\s+/g, ' ').trim().toLowerCase());

/**
 * A row is a difference when its products do not all say the same (a missing row differs from any
 * value; case and spacing do not count). With fewer than two products nothing differs.
 */
export function isDifference(row: AlignedRow): boolean {
  if (row.values.length < 2) return false;
  const first = valueKey(row.values[0] ?? null);
  return row.values.some((value) => valueKey(value) !== first);
}

/** 'Show differences only': the rows where the products differ, in their order. */
export const differencesOnly = (rows: readonly AlignedRow[]): AlignedRow[] => rows.filter(isDifference);
