// The first answers to keyed cart actions in this copy's SQLite (one copy, or copies without Redis:
// then a retry through another copy is not recognised). A row is a claim (no answer yet) until its
// lease lapses, then the kept answer until it expires. Keys are stored as digests (they name carts).
import { createHash } from 'node:crypto';
import type { ActionAnswers, ActionClaim, KeptAnswer } from '../../application/ports';
import { inTransaction, type Database } from './open-database';

const digest = (key: string) => createHash('sha256').update(key).digest('base64url');

export class SqliteActionAnswers implements ActionAnswers {
  constructor(private readonly db: Database) {
    db.exec('CREATE TABLE IF NOT EXISTS cart_action_answers (key TEXT PRIMARY KEY, answer TEXT, expires_at INTEGER NOT NULL) STRICT');
  }

  claim(key: string, leaseMs: number, now: number): Promise<ActionClaim> {
    const id = digest(key);
    return Promise.resolve(
      inTransaction(this.db, (): ActionClaim => {
        this.db.prepare('DELETE FROM cart_action_answers WHERE key = ? AND expires_at <= ?').run(id, now);
        const row = this.db.prepare('SELECT answer FROM cart_action_answers WHERE key = ?').get(id) as { answer: string | null } | undefined;
        if (row?.answer) return { kind: 'answered', answer: JSON.parse(row.answer) as KeptAnswer };
        if (row) return { kind: 'pending' };
        this.db.prepare('INSERT INTO cart_action_answers (key, answer, expires_at) VALUES (?, NULL, ?)').run(id, now + leaseMs);
        return { kind: 'claimed' };
      }),
    );
  }

  keep(key: string, answer: KeptAnswer, ttlMs: number, now: number): Promise<void> {
    this.db.prepare('INSERT OR REPLACE INTO cart_action_answers (key, answer, expires_at) VALUES (?, ?, ?)').run(digest(key), JSON.stringify(answer), now + ttlMs);
    this.db.prepare('DELETE FROM cart_action_answers WHERE expires_at <= ?').run(now);
    return Promise.resolve();
  }

  release(key: string): Promise<void> {
    this.db.prepare('DELETE FROM cart_action_answers WHERE key = ?').run(digest(key));
    return Promise.resolve();
  }
}
