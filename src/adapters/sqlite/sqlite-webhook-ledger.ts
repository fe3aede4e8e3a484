// What the shop keeps about Shopify's webhooks: the deliveries handled (by X-Shopify-Webhook-Id, so
// a retried delivery is recognised, and by topic and body digest, so one replayed under a new id is
// too) and which variant each inventory item belongs to (learned from products/update, since
// inventory_levels/update names only the item).
import type { InventoryItemVariants, WebhookDeliveries, WebhookDelivery } from '../../application/ports';
import { inTransaction, type Database } from './open-database';

/** Shopify retries a delivery for 48 hours; a week of ids covers every retry. */
export const KEEP_DELIVERIES_MS = 7 * 24 * 60 * 60_000;

export class SqliteWebhookDeliveries implements WebhookDeliveries {
  constructor(private readonly db: Database) {
    db.exec(`
      CREATE TABLE IF NOT EXISTS webhook_deliveries (delivery_id TEXT PRIMARY KEY, topic TEXT NOT NULL, received_at INTEGER NOT NULL) STRICT;
      CREATE INDEX IF NOT EXISTS webhook_deliveries_received ON webhook_deliveries (received_at);
      CREATE TABLE IF NOT EXISTS webhook_bodies (topic TEXT NOT NULL, body_digest TEXT NOT NULL, received_at INTEGER NOT NULL, PRIMARY KEY (topic, body_digest)) STRICT;
    `);
  }

  async seen(delivery: WebhookDelivery, since: number): Promise<boolean> {
    if (this.db.prepare('SELECT 1 FROM webhook_deliveries WHERE delivery_id = ?').get(delivery.id) !== undefined) return true;
    return this.db.prepare('SELECT 1 FROM webhook_bodies WHERE topic = ? AND body_digest = ? AND received_at >= ?').get(delivery.topic, delivery.bodyDigest, since) !== undefined;
  }

  async record(delivery: WebhookDelivery, now: number): Promise<void> {
    inTransaction(this.db, () => {
      this.db.prepare('INSERT INTO webhook_deliveries (delivery_id, topic, received_at) VALUES (?, ?, ?) ON CONFLICT (delivery_id) DO NOTHING').run(delivery.id, delivery.topic, now);
      this.db
        .prepare('INSERT INTO webhook_bodies (topic, body_digest, received_at) VALUES (?, ?, ?) ON CONFLICT (topic, body_digest) DO UPDATE SET received_at = max(received_at, excluded.received_at)')
        .run(delivery.topic, delivery.bodyDigest, now);
      this.db.prepare('DELETE FROM webhook_deliveries WHERE received_at < ?').run(now - KEEP_DELIVERIES_MS);
      this.db.prepare('DELETE FROM webhook_bodies WHERE received_at < ?').run(now - KEEP_DELIVERIES_MS);
    });
  }
}

export class SqliteInventoryItemVariants implements InventoryItemVariants {
  constructor(private readonly db: Database) {
    db.exec('CREATE TABLE IF NOT EXISTS inventory_item_variants (inventory_item_id TEXT PRIMARY KEY, variant_id TEXT NOT NULL) STRICT;');
  }

  async remember(pairs: readonly { inventoryItemId: string; variantId: string }[]): Promise<void> {
    const upsert = this.db.prepare('INSERT INTO inventory_item_variants (inventory_item_id, variant_id) VALUES (?, ?) ON CONFLICT (inventory_item_id) DO UPDATE SET variant_id = excluded.variant_id');
    inTransaction(this.db, () => pairs.forEach((pair) => upsert.run(pair.inventoryItemId, pair.variantId)));
  }

  async variantsOf(inventoryItemIds: readonly string[]): Promise<{ known: string[]; unknownItems: string[] }> {
    const lookup = this.db.prepare('SELECT variant_id FROM inventory_item_variants WHERE inventory_item_id = ?');
    const known: string[] = [];
    const unknownItems: string[] = [];
    for (const id of inventoryItemIds) {
      const row = lookup.get(id) as { variant_id: string } | undefined;
      if (row) known.push(row.variant_id);
      else unknownItems.push(id);
    }
    return { known, unknownItems };
  }
}
