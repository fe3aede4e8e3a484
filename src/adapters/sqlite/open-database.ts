// One way to open the shop's SQLite files (carts, orders, newsletter, accounts) on Node's built-in
// node:sqlite: write-ahead log so readers never block the writer and a crashed process loses no
// committed transaction, a busy timeout so a second process waits instead of failing, and
// foreign keys on. ':memory:' gives a private database for tests.
//
// synchronous=NORMAL: with WAL a commit is in the log before COMMIT returns, so a killed or crashed
// process loses nothing committed; only a power cut may lose the last commits before a checkpoint.
// FULL would fsync on every commit and, node:sqlite being synchronous, stall the event loop.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

export type Database = DatabaseSync;

export const BUSY_TIMEOUT_MS = 5_000;

export function openDatabase(file: string): Database {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new DatabaseSync(file, { timeout: BUSY_TIMEOUT_MS });
  db.exec(`
    PRAGMA journal_mode = WAL;
    PRAGMA synchronous = NORMAL;
    PRAGMA foreign_keys = ON;
    PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS};
  `);
  return db;
}

/**
 * Runs `work` in one write transaction: all of it commits or none of it does. BEGIN IMMEDIATE takes
 * the write lock up front, so two processes never both read then both write the same cart.
 * `work` is synchronous on purpose: no await can interleave another request's writes.
 */
export function inTransaction<T>(db: Database, work: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK');
    throw error;
  }
}

/** Older demo databases were made before a column existed; it is added in place. */
export function addColumnIfMissing(db: Database, table: string, column: string): void {
  const name = column.split(' ')[0]!;
  const columns = db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[];
  if (!columns.some((c) => c.name === name)) db.exec(`ALTER TABLE ${table} ADD COLUMN ${column}`);
}
