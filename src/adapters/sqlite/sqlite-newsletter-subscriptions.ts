// The embedded newsletter list: one row per (already normalised) email; a repeat changes nothing.
import type { NewsletterSubscriptions } from '../../application/ports';
import type { SubscriptionOutcome } from '../../application/newsletter/subscription';
import type { Database } from './open-database';

export class SqliteNewsletterSubscriptions implements NewsletterSubscriptions {
  constructor(
    private readonly db: Database,
    private readonly clock: () => number = Date.now,
  ) {
    db.exec(`
      CREATE TABLE IF NOT EXISTS newsletter_subscriptions (
        email TEXT PRIMARY KEY COLLATE NOCASE,
        subscribed_at TEXT NOT NULL
      ) STRICT;
    `);
  }

  async subscribe(email: string): Promise<SubscriptionOutcome> {
    const { changes } = this.db
      .prepare('INSERT INTO newsletter_subscriptions (email, subscribed_at) VALUES (?, ?) ON CONFLICT (email) DO NOTHING')
      .run(email, new Date(this.clock()).toISOString());
    return Number(changes) === 1 ? 'subscribed' : 'already-subscribed';
  }

  /** Every address on the list, for operators and tests. */
  emails(): string[] {
    return (this.db.prepare('SELECT email FROM newsletter_subscriptions ORDER BY subscribed_at, email').all() as { email: string }[]).map((r) => r.email);
  }
}
