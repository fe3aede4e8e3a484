// Embedded saved lists: one row per (customer, product) in the shoppers file, changed in one write
// transaction so two tabs saving at once both count.
import type { SavedItems } from '../../application/ports';
import type { SavedItem } from '../../domain/saved-items';
import { inTransaction, type Database } from './open-database';

interface SavedRow {
  product_id: string;
  handle: string;
  saved_amount: string;
  saved_currency: string;
  saved_at: string;
}

const toItem = (row: SavedRow): SavedItem => ({
  productId: row.product_id,
  handle: row.handle,
  savedPrice: { amount: row.saved_amount, currencyCode: row.saved_currency },
  savedAt: row.saved_at,
});

export class SqliteSavedItems implements SavedItems {
  constructor(private readonly db: Database) {
    db.exec(`
      CREATE TABLE IF NOT EXISTS saved_items (
        customer_id TEXT NOT NULL,
        handle TEXT NOT NULL,
        product_id TEXT NOT NULL,
        saved_amount TEXT NOT NULL,
        saved_currency TEXT NOT NULL,
        saved_at TEXT NOT NULL,
        PRIMARY KEY (customer_id, handle)
      ) STRICT;
    `);
  }

  async list(customerId: string): Promise<SavedItem[]> {
    return this.read(customerId);
  }

  async update(customerId: string, change: (items: readonly SavedItem[]) => SavedItem[]): Promise<SavedItem[]> {
    return inTransaction(this.db, () => {
      const next = change(this.read(customerId));
      this.db.prepare('DELETE FROM saved_items WHERE customer_id = ?').run(customerId);
      const insert = this.db.prepare('INSERT INTO saved_items (customer_id, handle, product_id, saved_amount, saved_currency, saved_at) VALUES (?, ?, ?, ?, ?, ?)');
      for (const item of next) insert.run(customerId, item.handle, item.productId, item.savedPrice.amount, item.savedPrice.currencyCode, item.savedAt);
      return this.read(customerId);
    });
  }

  private read(customerId: string): SavedItem[] {
    const rows = this.db.prepare('SELECT * FROM saved_items WHERE customer_id = ? ORDER BY saved_at DESC, handle').all(customerId) as unknown as SavedRow[];
    return rows.map(toItem);
  }
}
