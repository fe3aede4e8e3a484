// The embedded alert check's memory: each variant's online stock, stock status and market prices at
// the last `npm run alerts:check`, in SQLite. A variant whose figures differ now (or that the
// snapshot does not hold yet) is a change to check alerts for.
import type { CatalogueSnapshot } from '../../application/ports';
import { inTransaction, type Database } from '../sqlite/open-database';
import { MARKET_CURRENCIES, type DemoCatalogue } from './demo-data/catalogue-types';
import { onlineQuantityOf, variantGid } from './demo-reshape';

export class DemoCatalogueSnapshot implements CatalogueSnapshot {
  constructor(
    private readonly db: Database,
    private readonly catalogue: DemoCatalogue,
  ) {
    db.exec('CREATE TABLE IF NOT EXISTS demo_catalogue_snapshot (variant_id TEXT PRIMARY KEY, figures TEXT NOT NULL) STRICT;');
  }

  async changedVariantIds(): Promise<string[]> {
    const saved = new Map((this.db.prepare('SELECT variant_id, figures FROM demo_catalogue_snapshot').all() as { variant_id: string; figures: string }[]).map((r) => [r.variant_id, r.figures]));
    return [...this.figures()].filter(([id, figures]) => saved.get(id) !== figures).map(([id]) => id);
  }

  async save(): Promise<void> {
    const upsert = this.db.prepare('INSERT INTO demo_catalogue_snapshot (variant_id, figures) VALUES (?, ?) ON CONFLICT (variant_id) DO UPDATE SET figures = excluded.figures');
    inTransaction(this.db, () => {
      for (const [id, figures] of this.figures()) upsert.run(id, figures);
    });
  }

  private *figures(): Generator<[string, string]> {
    for (const product of this.catalogue.products) {
      if (product.status !== 'active') continue;
      for (const variant of product.variants) {
        const prices = MARKET_CURRENCIES.map((c) => `${c}:${variant.prices[c].price}`).join(',');
        yield [variantGid(variant.id), `${onlineQuantityOf(variant, product)}|${product.metafields.stock_status}|${prices}`];
      }
    }
  }
}
