// Testers' changes to the demo catalogue: a variant's online stock or its price in one market, kept
// in a SQLite table under DATA_DIR (the demo data itself comes from a seed and is never edited).
// The shop applies them to the catalogue it holds in memory at start and again whenever another
// process writes the table (SQLite's data_version moves), so the product page, the cart and
// `npm run alerts:check` all see the changed stock and price. Search results and listing cards are
// indexed at start: they show a change after the next start. With the embedded commerce store, a
// stock change goes to its inventory (DemoStockTarget): set once there, so orders consume from it.
import { ONLINE_LOCATION } from '../../domain/stock';
import { addColumnIfMissing, type Database } from '../sqlite/open-database';
import { MARKET_CURRENCIES, type DemoCatalogue, type DemoVariant, type MarketCurrency, type MarketPrice } from './demo-data/catalogue-types';

export type DemoOverrideField = 'stock' | `price:${MarketCurrency}`;

export interface DemoOverride {
  sku: string;
  field: DemoOverrideField;
  /** Units for stock; minor units (cents) for a price. */
  value: number;
}

/** A stock change as the inventory applies it: the figure, and when the tester set it (each `--stock N` is a new one, even with the same N). */
export interface DemoStockChange {
  quantity: number;
  revision: number;
}

interface Original {
  online: number;
  prices: Record<MarketCurrency, MarketPrice>;
}

/** Where stock changes go when the shop keeps an inventory of its own (sqlite-inventory.ts); without one, onto the catalogue. */
export interface DemoStockTarget {
  /** Every stock change as it stands now, by SKU; each revision applied once, a removed one back to the seed. */
  applyDemoChanges(changes: ReadonlyMap<string, DemoStockChange>): void;
}

export const isOverrideField = (value: string): value is DemoOverrideField => value === 'stock' || MARKET_CURRENCIES.some((c) => value === `price:${c}`);

/** Told the SKUs whose price (or, without an inventory of the shop's own, stock) a change moved: Shopify's products/update. */
export type DemoCatalogueChanged = (skus: readonly string[]) => void;

export class DemoCatalogueOverrides {
  private readonly bySku = new Map<string, DemoVariant>();
  private readonly originals = new Map<string, Original>();
  private readonly listeners = new Set<DemoCatalogueChanged>();
  private version = -1;

  constructor(
    private readonly db: Database,
    catalogue: DemoCatalogue,
    private readonly stock: DemoStockTarget | null = null,
  ) {
    db.exec('CREATE TABLE IF NOT EXISTS demo_overrides (sku TEXT NOT NULL, field TEXT NOT NULL, value INTEGER NOT NULL, revision INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (sku, field)) STRICT;');
    addColumnIfMissing(db, 'demo_overrides', 'revision INTEGER NOT NULL DEFAULT 0');
    for (const product of catalogue.products) for (const variant of product.variants) this.bySku.set(variant.sku.toUpperCase(), variant);
  }

  /** The variant a SKU names, as the demo data holds it (after the overrides applied). */
  variant(sku: string): DemoVariant | undefined {
    return this.bySku.get(sku.trim().toUpperCase());
  }

  /** Sets one change; setting the same stock figure again is a new stocktake, applied again (its revision moves). */
  set(override: DemoOverride): void {
    this.db
      .prepare('INSERT INTO demo_overrides (sku, field, value, revision) VALUES (?, ?, ?, ?) ON CONFLICT (sku, field) DO UPDATE SET value = excluded.value, revision = excluded.revision')
      .run(override.sku.trim().toUpperCase(), override.field, override.value, nextRevision());
  }

  /** Removes every override (of one SKU when given): the seed's values come back. */
  reset(sku?: string): number {
    const statement = sku ? this.db.prepare('DELETE FROM demo_overrides WHERE sku = ?') : this.db.prepare('DELETE FROM demo_overrides');
    return Number((sku ? statement.run(sku.trim().toUpperCase()) : statement.run()).changes);
  }

  list(): (DemoOverride & { revision: number })[] {
    return this.db.prepare('SELECT sku, field, value, revision FROM demo_overrides ORDER BY sku, field').all() as unknown as (DemoOverride & { revision: number })[];
  }

  /** Calls `listener` with the SKUs each apply moved; returns a stop function. */
  onChange(listener: DemoCatalogueChanged): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Puts the table's values on the catalogue in memory (and the seed's back where a row went), and tells who listens which SKUs moved. */
  apply(): void {
    this.version = this.dataVersion();
    const rows = this.list();
    const touched = new Set([...this.originals.keys(), ...rows.map((row) => row.sku)]);
    const before = new Map([...touched].map((sku) => [sku, this.figuresOf(sku)]));
    for (const [sku, original] of this.originals) this.restore(sku, original);
    this.originals.clear();
    const stock = new Map<string, DemoStockChange>();
    for (const { sku, field, value, revision } of rows) {
      const variant = this.bySku.get(sku);
      if (!variant || !isOverrideField(field)) continue;
      if (field === 'stock' && this.stock) {
        stock.set(sku, { quantity: value, revision });
        continue;
      }
      if (!this.originals.has(sku)) this.originals.set(sku, { online: onlineOf(variant), prices: structuredClone(variant.prices) });
      if (field === 'stock') setOnline(variant, value);
      else setPrice(variant.prices[field.slice('price:'.length) as MarketCurrency], value);
    }
    this.stock?.applyDemoChanges(stock);
    const moved = [...touched].filter((sku) => this.figuresOf(sku) !== before.get(sku));
    if (moved.length) for (const listener of this.listeners) listener(moved);
  }

  /** What a shopper sees of a variant that a change can move: its prices, and its online stock unless the inventory keeps it (and tells of it). */
  private figuresOf(sku: string): string {
    const variant = this.bySku.get(sku);
    return variant ? JSON.stringify([this.stock ? null : onlineOf(variant), variant.prices]) : '';
  }

  /** Re-applies when another process changed the table; returns a stop function. */
  watch(intervalMs = 1_000): () => void {
    const timer = setInterval(() => {
      if (this.dataVersion() !== this.version) this.apply();
    }, intervalMs);
    timer.unref();
    return () => clearInterval(timer);
  }

  private dataVersion(): number {
    return (this.db.prepare('PRAGMA data_version').get() as { data_version: number }).data_version;
  }

  private restore(sku: string, original: Original): void {
    const variant = this.bySku.get(sku);
    if (!variant) return;
    // The inventory keeps its own figures (what orders consumed); only the catalogue's are put back here.
    if (!this.stock) setOnline(variant, original.online);
    for (const currency of MARKET_CURRENCIES) Object.assign(variant.prices[currency], original.prices[currency]);
  }
}

/** Revisions only need to differ between two settings of one SKU: the clock's milliseconds, never repeating within this process. */
let lastRevision = 0;
function nextRevision(): number {
  lastRevision = Math.max(lastRevision + 1, Date.now());
  return lastRevision;
}

const onlineOf = (variant: DemoVariant) => variant.inventory.find((e) => e.locationId === ONLINE_LOCATION)?.quantity ?? 0;

function setOnline(variant: DemoVariant, quantity: number): void {
  const entry = variant.inventory.find((e) => e.locationId === ONLINE_LOCATION);
  if (entry) entry.quantity = quantity;
}

/** A new price at or above the compare-at price ends the discount, as a merchant's edit would. */
function setPrice(price: MarketPrice, minor: number): void {
  price.price = minor;
  if (price.compareAtPrice !== null && price.compareAtPrice <= minor) price.compareAtPrice = null;
}
