// Tables of the embedded commerce store. Carts keep their lines in rows (so one line changes
// without rewriting the cart) and the rarely used cart-level fields as one JSON document. Prices
// are read from the catalogue every time, like a hosted cart; a line remembers only the unit price
// the shopper added it at (seen_price, in seen_currency) and the quantity it asked for before the
// shop cut it to what is left (reduced_from), so the shopper is told of both before paying.
// Orders freeze prices and are keyed by customer and email so an account can list them.
import type { Database } from './open-database';

export function createCommerceTables(db: Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS carts (
      id TEXT PRIMARY KEY,
      details TEXT NOT NULL DEFAULT '{}',
      created_at INTEGER NOT NULL,
      updated_at INTEGER NOT NULL
    ) STRICT;
    CREATE TABLE IF NOT EXISTS cart_lines (
      id TEXT PRIMARY KEY,
      cart_id TEXT NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
      merchandise_id TEXT NOT NULL,
      quantity INTEGER NOT NULL CHECK (quantity > 0),
      attributes TEXT NOT NULL DEFAULT '[]',
      position INTEGER NOT NULL,
      seen_price INTEGER,
      seen_currency TEXT,
      reduced_from INTEGER
    ) STRICT;
    CREATE INDEX IF NOT EXISTS cart_lines_by_cart ON cart_lines (cart_id, position);
    -- Keys of keyed cart actions, written with the action's change (sqlite-cart-store.ts).
    CREATE TABLE IF NOT EXISTS cart_applied_actions (
      key TEXT PRIMARY KEY,
      cart_id TEXT NOT NULL,
      expires_at INTEGER NOT NULL
    ) STRICT;
    CREATE TABLE IF NOT EXISTS orders (
      id TEXT PRIMARY KEY,
      number INTEGER NOT NULL UNIQUE,
      cart_id TEXT NOT NULL UNIQUE,
      customer_id TEXT,
      email TEXT NOT NULL,
      document TEXT NOT NULL,
      placed_at TEXT NOT NULL
    ) STRICT;
    CREATE INDEX IF NOT EXISTS orders_by_customer ON orders (customer_id, placed_at);
    CREATE INDEX IF NOT EXISTS orders_by_email ON orders (email, placed_at);
  `);
  // Files made before issue 29 lack the line's memory of what the shopper saw.
  addMissingColumns(db, 'cart_lines', { seen_price: 'INTEGER', seen_currency: 'TEXT', reduced_from: 'INTEGER' });
}

/** Adds the columns a table made by an older version lacks (SQLite has no ADD COLUMN IF NOT EXISTS). */
function addMissingColumns(db: Database, table: string, columns: Record<string, string>): void {
  const present = new Set((db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((column) => column.name));
  for (const [name, type] of Object.entries(columns)) if (!present.has(name)) db.exec(`ALTER TABLE ${table} ADD COLUMN ${name} ${type}`);
}

/** Open-box units consumed by orders: a unit number is sold once, whichever order got there first. */
export function createOpenBoxSalesTable(db: Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS sold_open_box_units (
      unit_number TEXT PRIMARY KEY,
      order_id TEXT NOT NULL
    ) STRICT;
  `);
}
