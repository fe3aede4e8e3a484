// The embedded commerce store's inventory, as Shopify keeps it: a quantity per variant (by SKU) and
// location, in the commerce SQLite file beside the carts and orders. Seeded from the demo
// catalogue's figures (what the demo middleware reports) with INSERT OR IGNORE, so a file database
// keeps what orders consumed across restarts. Orders draw on it in their own transaction
// (SqliteOrderBook), a tester's `npm run demo:change --stock` sets the ONLINE figure once.
//
// Why the catalogue in memory is written to as well (the mirror): every reader of stock in the
// embedded shop (product page, cards, the merchandise lookup behind the cart, store availability,
// click and collect, the alert snapshot) reads the demo catalogue's `variant.inventory` entries,
// and the search index takes its documents from them at start. Rather than teach each of them a
// second source, the table stays the one truth and, after every change it takes, its figures are
// copied onto those entries; a change another process commits (SQLite's data_version moves) is
// copied within a second by `watch`. Listing cards in search results are indexed at start and show
// a change after the next start; the product page, related cards, cart and checkout show it at once.
import type { Inventory } from '../../application/ports';
import type { InventoryLevel } from '../../domain/catalogue/product';
import { drawRefusal, inventoryPolicyOf, type InventoryPolicy, type StockDraw } from '../../domain/inventory-policy';
import { ONLINE_LOCATION } from '../../domain/stock';
import type { CartMessage } from '../../domain/cart-messages';
import type { DemoStockChange } from '../embedded/demo-catalogue-overrides';
import type { DemoCatalogue, DemoProduct, InventoryEntry } from '../embedded/demo-data/catalogue-types';
import { DEMO_LOCATIONS } from '../embedded/demo-data/locations';
import { addColumnIfMissing, inTransaction, type Database } from './open-database';

/** What an order line asks of the stock. */
export interface StockLine {
  sku: string;
  title: string;
  quantity: number;
}

/** Where an order's stock comes from: the online warehouse, or the store the shopper collects at. */
export type StockSource = { kind: 'online' } | { kind: 'store'; storeSlug: string };

/** An order the stock cannot cover: the shopper's message; nothing was drawn. */
export class StockRefusal extends Error {
  override name = 'StockRefusal';
  constructor(readonly shopperMessage: CartMessage) {
    super(shopperMessage);
  }
}

interface Stocked {
  /** The catalogue's own entries: the mirror writes here. */
  entries: InventoryEntry[];
  product: Pick<DemoProduct, 'metafields'>;
  seed: ReadonlyMap<string, number>;
}

const key = (sku: string) => sku.trim().toUpperCase();

/** Told the SKUs whose figures moved (an order, a tester's change, another process's order): Shopify's inventory_levels/update. */
export type StockMoved = (skus: readonly string[]) => void;

export class SqliteInventory implements Inventory {
  private readonly bySku = new Map<string, Stocked>();
  private readonly listeners = new Set<StockMoved>();
  private version = -1;

  constructor(
    private readonly db: Database,
    catalogue: DemoCatalogue,
  ) {
    db.exec(`
      CREATE TABLE IF NOT EXISTS inventory_levels (
        sku TEXT NOT NULL,
        location_id TEXT NOT NULL,
        position INTEGER NOT NULL,
        quantity INTEGER NOT NULL,
        has_demo INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (sku, location_id)
      ) STRICT, WITHOUT ROWID;
      CREATE TABLE IF NOT EXISTS inventory_seeded (
        catalogue TEXT PRIMARY KEY
      ) STRICT;
      CREATE TABLE IF NOT EXISTS inventory_demo_changes (
        sku TEXT PRIMARY KEY,
        quantity INTEGER NOT NULL,
        revision INTEGER NOT NULL DEFAULT 0
      ) STRICT;
    `);
    addColumnIfMissing(db, 'inventory_demo_changes', 'revision INTEGER NOT NULL DEFAULT 0');
    for (const product of catalogue.products) {
      for (const variant of product.variants) {
        this.bySku.set(key(variant.sku), { entries: variant.inventory, product, seed: new Map(variant.inventory.map((e) => [e.locationId, e.quantity])) });
      }
    }
    // Seeded once per demo catalogue (its seed and size): a restart reads the table as it is.
    const catalogueKey = `${catalogue.seed}/${catalogue.products.length}`;
    if (!db.prepare('SELECT 1 FROM inventory_seeded WHERE catalogue = ?').get(catalogueKey)) {
      const rows = [...this.bySku].flatMap(([sku, { entries }]) => entries.map((e, position) => [sku, e.locationId, position, e.quantity, e.hasDemo ? 1 : 0]));
      inTransaction(db, () => {
        db.prepare(
          `INSERT OR IGNORE INTO inventory_levels (sku, location_id, position, quantity, has_demo)
           SELECT value ->> 0, value ->> 1, value ->> 2, value ->> 3, value ->> 4 FROM json_each(?)`,
        ).run(JSON.stringify(rows));
        db.prepare('INSERT OR IGNORE INTO inventory_seeded (catalogue) VALUES (?)').run(catalogueKey);
      });
    }
    this.mirror();
  }

  async levelsForSku(sku: string): Promise<InventoryLevel[]> {
    const rows = this.db.prepare('SELECT location_id, quantity, has_demo FROM inventory_levels WHERE sku = ? ORDER BY position').all(key(sku)) as { location_id: string; quantity: number; has_demo: number }[];
    return rows.map((row) => ({ locationId: row.location_id, quantity: row.quantity, hasDemo: row.has_demo === 1 }));
  }

  /**
   * Takes an order's lines from the source's stock. Call inside the order's transaction: a line an
   * 'In Stock' variant cannot cover throws a StockRefusal and the caller's rollback leaves
   * everything as it was. A store hands over only what it holds, whatever the policy.
   */
  draw(lines: readonly StockLine[], source: StockSource): void {
    const location = source.kind === 'online' ? ONLINE_LOCATION : storeLocation(source.storeSlug);
    const read = this.db.prepare('SELECT quantity FROM inventory_levels WHERE sku = ? AND location_id = ?');
    const take = this.db.prepare('UPDATE inventory_levels SET quantity = quantity - ? WHERE sku = ? AND location_id = ?');
    const open = this.db.prepare('INSERT OR IGNORE INTO inventory_levels (sku, location_id, position, quantity) VALUES (?, ?, 1000, 0)');
    for (const line of lines) {
      const stocked = this.bySku.get(key(line.sku));
      if (!stocked) continue;
      const policy: InventoryPolicy = source.kind === 'store' ? 'deny' : inventoryPolicyOf(stocked.product.metafields.stock_status);
      const onHand = (read.get(key(line.sku), location) as { quantity: number } | undefined)?.quantity ?? 0;
      const draw: StockDraw = { sku: line.sku, title: line.title, quantity: line.quantity, onHand, policy };
      const refusal = drawRefusal(draw);
      if (refusal) throw new StockRefusal(refusal);
      open.run(key(line.sku), location);
      take.run(line.quantity, key(line.sku), location);
    }
  }

  /** The world changes a variant's online stock (a delivery, a stocktake): the figure is set, not added to. */
  setOnline(sku: string, quantity: number): void {
    this.db.prepare('UPDATE inventory_levels SET quantity = ? WHERE sku = ? AND location_id = ?').run(quantity, key(sku), ONLINE_LOCATION);
    this.mirror([sku]);
  }

  /**
   * The testers' stock changes (npm run demo:change --stock), all of them as they stand now. Each
   * sets the ONLINE figure once, when it is new or set again (a new revision, even with the same
   * figure: a stocktake); applying the same list again (every time the overrides table moves, every
   * start) leaves what orders consumed since. A change that is gone (--reset) puts the seed's figure back.
   */
  applyDemoChanges(changes: ReadonlyMap<string, DemoStockChange>): void {
    const applied = new Map((this.db.prepare('SELECT sku, revision FROM inventory_demo_changes').all() as { sku: string; revision: number }[]).map((r) => [r.sku, r.revision]));
    const touched: string[] = [];
    inTransaction(this.db, () => {
      const set = this.db.prepare('UPDATE inventory_levels SET quantity = ? WHERE sku = ? AND location_id = ?');
      for (const [sku, { quantity, revision }] of changes) {
        if (!this.bySku.has(key(sku)) || applied.get(key(sku)) === revision) continue;
        set.run(quantity, key(sku), ONLINE_LOCATION);
        this.db
          .prepare('INSERT INTO inventory_demo_changes (sku, quantity, revision) VALUES (?, ?, ?) ON CONFLICT (sku) DO UPDATE SET quantity = excluded.quantity, revision = excluded.revision')
          .run(key(sku), quantity, revision);
        touched.push(sku);
      }
      for (const sku of applied.keys()) {
        if ([...changes.keys()].some((s) => key(s) === sku)) continue;
        set.run(this.bySku.get(sku)?.seed.get(ONLINE_LOCATION) ?? 0, sku, ONLINE_LOCATION);
        this.db.prepare('DELETE FROM inventory_demo_changes WHERE sku = ?').run(sku);
        touched.push(sku);
      }
    });
    this.mirror(touched);
  }

  /** Calls `listener` with the SKUs whose figures moved, after each change is copied; returns a stop function. */
  onStockMoved(listener: StockMoved): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Copies the table's figures onto the catalogue's entries (of these SKUs; every SKU without), and tells who listens which moved. */
  mirror(skus?: readonly string[]): void {
    if (!skus) this.version = this.dataVersion();
    const rows = (
      skus
        ? skus.flatMap((sku) => this.db.prepare('SELECT sku, location_id, quantity FROM inventory_levels WHERE sku = ?').all(key(sku)))
        : this.db.prepare('SELECT sku, location_id, quantity FROM inventory_levels').all()
    ) as { sku: string; location_id: string; quantity: number }[];
    const moved = new Set<string>();
    for (const row of rows) {
      const stocked = this.bySku.get(row.sku);
      if (!stocked) continue;
      const entry = stocked.entries.find((e) => e.locationId === row.location_id);
      if (entry?.quantity === row.quantity) continue;
      if (entry) entry.quantity = row.quantity;
      else stocked.entries.push({ locationId: row.location_id, quantity: row.quantity, hasDemo: false });
      moved.add(row.sku);
    }
    if (moved.size) for (const listener of this.listeners) listener([...moved]);
  }

  /** Mirrors again when another process changed the file (an order or a demo change there); returns a stop function. */
  watch(intervalMs = 1_000): () => void {
    const timer = setInterval(() => {
      if (!this.db.isOpen) return clearInterval(timer);
      if (this.dataVersion() !== this.version) this.mirror();
    }, intervalMs);
    timer.unref();
    return () => clearInterval(timer);
  }

  private dataVersion(): number {
    return (this.db.prepare('PRAGMA data_version').get() as { data_version: number }).data_version;
  }
}

/** The inventory location of a store, by its slug (the content's store documents use the same ids). */
function storeLocation(slug: string): string {
  const location = DEMO_LOCATIONS.find((l) => l.storeSlug === slug);
  if (!location) throw new Error(`no inventory location for store ${slug}`);
  return location.id;
}
