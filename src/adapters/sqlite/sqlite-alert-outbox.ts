// The alert messages' outbox: one row per message id (an alert and its message number), so the
// same change is queued once however often it is seen. A failed delivery keeps its row with the
// attempt counted and the time of the next try; a delivered row stays, marked, so a re-run check
// or a replayed webhook cannot queue it again. Both modes keep it in SQLite under DATA_DIR.
import type { AlertOutbox } from '../../application/ports';
import type { QueuedAlertMessage, ShopEmail } from '../../application/alerts/alert-subscription';
import { inTransaction, type Database } from './open-database';

/** Delivered rows are kept this long (the alert's own state has long moved past their change), then dropped. */
export const KEEP_DELIVERED_MS = 30 * 24 * 60 * 60_000;

/** A message handed to one drainer is not handed to another (the server and the check command) for this long. */
export const CLAIM_MS = 60_000;

export class SqliteAlertOutbox implements AlertOutbox {
  constructor(private readonly db: Database) {
    db.exec(`
      CREATE TABLE IF NOT EXISTS alert_outbox (
        id TEXT PRIMARY KEY,
        message TEXT NOT NULL,
        queued_at INTEGER NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER NOT NULL,
        last_error TEXT,
        delivered_at INTEGER
      ) STRICT;
      CREATE INDEX IF NOT EXISTS alert_outbox_due ON alert_outbox (next_attempt_at) WHERE delivered_at IS NULL;
    `);
  }

  async enqueue(message: ShopEmail, now: number): Promise<boolean> {
    const { changes } = this.db
      .prepare('INSERT INTO alert_outbox (id, message, queued_at, next_attempt_at) VALUES (?, ?, ?, ?) ON CONFLICT (id) DO NOTHING')
      .run(message.id, JSON.stringify(message), now, now);
    return Number(changes) === 1;
  }

  /** Claims the due messages: their next attempt moves CLAIM_MS on until delivered() or failed() says otherwise. */
  async due(now: number, limit: number): Promise<QueuedAlertMessage[]> {
    return inTransaction(this.db, () => {
      const rows = this.db
        .prepare('SELECT id, message, attempts FROM alert_outbox WHERE delivered_at IS NULL AND next_attempt_at <= ? ORDER BY next_attempt_at, queued_at LIMIT ?')
        .all(now, limit) as { id: string; message: string; attempts: number }[];
      const claim = this.db.prepare('UPDATE alert_outbox SET next_attempt_at = ? WHERE id = ?');
      rows.forEach((row) => claim.run(now + CLAIM_MS, row.id));
      return rows.map((row) => ({ message: JSON.parse(row.message) as ShopEmail, attempts: row.attempts }));
    });
  }

  async delivered(id: string, now: number): Promise<void> {
    this.db.prepare('UPDATE alert_outbox SET delivered_at = ?, last_error = NULL WHERE id = ?').run(now, id);
    this.db.prepare('DELETE FROM alert_outbox WHERE delivered_at IS NOT NULL AND delivered_at < ?').run(now - KEEP_DELIVERED_MS);
  }

  async failed(id: string, nextAttemptAt: number, error: string): Promise<void> {
    this.db.prepare('UPDATE alert_outbox SET attempts = attempts + 1, next_attempt_at = ?, last_error = ? WHERE id = ? AND delivered_at IS NULL').run(nextAttemptAt, error.slice(0, 500), id);
  }

  /** Every row, for operators and tests. */
  rows(): { id: string; attempts: number; nextAttemptAt: number; delivered: boolean }[] {
    return (this.db.prepare('SELECT id, attempts, next_attempt_at, delivered_at FROM alert_outbox ORDER BY queued_at, id').all() as { id: string; attempts: number; next_attempt_at: number; delivered_at: number | null }[]).map((r) => ({
      id: r.id,
      attempts: r.attempts,
      nextAttemptAt: r.next_attempt_at,
      delivered: r.delivered_at !== null,
    }));
  }
}
