// The embedded alert list: one row per (email, variant, kind); an address holds at most 20 rows,
// counted in the same write transaction that adds one, so two tabs cannot both add the 20th.
// The unsubscribe token is 32 random bytes: knowing one alert's link tells nothing about another's.
import { randomBytes, randomUUID } from 'node:crypto';
import type { AlertSubscriptions } from '../../application/ports';
import type { AlertSubscribeOutcome, AlertSubscription, NewAlertSubscription } from '../../application/alerts/alert-subscription';
import { canAddAlert, type AlertKind, type AlertWatch } from '../../domain/alerts';
import type { LocaleKey } from '../../domain/locale';
import { inTransaction, type Database } from './open-database';

interface Row {
  id: string;
  token: string;
  email: string;
  kind: AlertKind;
  variant_id: string;
  locale: LocaleKey;
  buyable: number;
  reference_price_minor: number;
  notified: number;
}

const toSubscription = (row: Row): AlertSubscription => ({
  id: row.id,
  token: row.token,
  email: row.email,
  kind: row.kind,
  variantId: row.variant_id,
  locale: row.locale,
  watch: { buyable: row.buyable === 1, referencePriceMinor: row.reference_price_minor, notified: row.notified },
});

/** SQLite's default limit on bound parameters is far above this; chunks keep statements small. */
const CHUNK = 500;

export class SqliteAlertSubscriptions implements AlertSubscriptions {
  constructor(
    private readonly db: Database,
    private readonly clock: () => number = Date.now,
  ) {
    db.exec(`
      CREATE TABLE IF NOT EXISTS alert_subscriptions (
        id TEXT PRIMARY KEY,
        token TEXT NOT NULL UNIQUE,
        email TEXT NOT NULL COLLATE NOCASE,
        kind TEXT NOT NULL CHECK (kind IN ('back-in-stock', 'price-drop')),
        variant_id TEXT NOT NULL,
        locale TEXT NOT NULL,
        buyable INTEGER NOT NULL,
        reference_price_minor INTEGER NOT NULL,
        notified INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL,
        UNIQUE (email, variant_id, kind)
      ) STRICT;
      CREATE INDEX IF NOT EXISTS alert_subscriptions_variant ON alert_subscriptions (variant_id);
    `);
  }

  async subscribe(subscription: NewAlertSubscription): Promise<AlertSubscribeOutcome> {
    return inTransaction(this.db, () => {
      const existing = this.db.prepare('SELECT 1 FROM alert_subscriptions WHERE email = ? AND variant_id = ? AND kind = ?').get(subscription.email, subscription.variantId, subscription.kind);
      if (existing) return 'already-subscribed';
      const { count } = this.db.prepare('SELECT COUNT(*) AS count FROM alert_subscriptions WHERE email = ?').get(subscription.email) as { count: number };
      if (!canAddAlert(count)) return 'limit-reached';
      const { watch } = subscription;
      this.db
        .prepare('INSERT INTO alert_subscriptions (id, token, email, kind, variant_id, locale, buyable, reference_price_minor, notified, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)')
        .run(randomUUID(), randomBytes(32).toString('base64url'), subscription.email, subscription.kind, subscription.variantId, subscription.locale, watch.buyable ? 1 : 0, watch.referencePriceMinor, watch.notified, new Date(this.clock()).toISOString());
      return 'subscribed';
    });
  }

  async forVariants(variantIds: readonly string[]): Promise<AlertSubscription[]> {
    const rows: Row[] = [];
    for (let i = 0; i < variantIds.length; i += CHUNK) {
      const chunk = variantIds.slice(i, i + CHUNK);
      rows.push(...(this.db.prepare(`SELECT * FROM alert_subscriptions WHERE variant_id IN (${chunk.map(() => '?').join(',')}) ORDER BY created_at, id`).all(...chunk) as unknown as Row[]));
    }
    return rows.map(toSubscription);
  }

  async watchedVariantIds(kind: AlertKind): Promise<string[]> {
    return (this.db.prepare('SELECT DISTINCT variant_id FROM alert_subscriptions WHERE kind = ? ORDER BY variant_id').all(kind) as { variant_id: string }[]).map((r) => r.variant_id);
  }

  async record(subscriptionId: string, watch: AlertWatch): Promise<void> {
    this.db.prepare('UPDATE alert_subscriptions SET buyable = ?, reference_price_minor = ?, notified = ? WHERE id = ?').run(watch.buyable ? 1 : 0, watch.referencePriceMinor, watch.notified, subscriptionId);
  }

  async unsubscribe(token: string): Promise<boolean> {
    return Number(this.db.prepare('DELETE FROM alert_subscriptions WHERE token = ?').run(token).changes) === 1;
  }
}
