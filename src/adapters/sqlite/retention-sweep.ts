// Expired rows of the embedded SQLite stores are deleted on a timer, so the files do not grow
// without bound (a crawler or a long-running shop leaves carts and sessions behind). The timer is
// unref'd: it never keeps the process alive, and stop() ends it on shutdown.
import { cartExpiryCutoff, RETENTION_SWEEP_INTERVAL_MS } from '../../domain/retention';
import type { Database } from './open-database';

export interface SweepResult {
  carts: number;
  sessions: number;
}

const tableExists = (db: Database, name: string) => db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name) !== undefined;

/** Deletes carts (and their lines) unchanged for ten days, and sessions past their end. */
export function sweepExpiredRows(databases: { commerce: Database | null; shoppers: Database | null }, now: number): SweepResult {
  let carts = 0;
  let sessions = 0;
  const { commerce, shoppers } = databases;
  if (commerce && tableExists(commerce, 'carts')) {
    const cutoff = cartExpiryCutoff(now);
    commerce.prepare('DELETE FROM cart_lines WHERE cart_id IN (SELECT id FROM carts WHERE updated_at <= ?)').run(cutoff);
    carts = Number(commerce.prepare('DELETE FROM carts WHERE updated_at <= ?').run(cutoff).changes);
  }
  if (shoppers && tableExists(shoppers, 'customer_sessions')) {
    sessions = Number(shoppers.prepare('DELETE FROM customer_sessions WHERE expires_at <= ?').run(now).changes);
  }
  return { carts, sessions };
}

export interface RetentionSweepOptions {
  sweep: (now: number) => SweepResult;
  clock?: () => number;
  intervalMs?: number;
  onSwept?: (result: SweepResult) => void;
  onError?: (error: unknown) => void;
}

/** Sweeps once now and then every interval; the returned function stops it. */
export function startRetentionSweep({ sweep, clock = Date.now, intervalMs = RETENTION_SWEEP_INTERVAL_MS, onSwept, onError }: RetentionSweepOptions): () => void {
  const run = () => {
    try {
      const result = sweep(clock());
      if (result.carts + result.sessions > 0) onSwept?.(result);
    } catch (error) {
      onError?.(error);
    }
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
