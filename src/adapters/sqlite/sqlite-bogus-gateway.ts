// The embedded checkout's payment gateway, a test gateway as Shopify's Bogus Gateway is: it takes no
// real money and answers by the card number (docs/payment.md). Its charges live in the commerce
// SQLite file, one row per idempotency key (the key is the primary key), so however many requests
// race with one key, one charge exists and every one of them gets its answer. Of the card it keeps
// the last four digits only. Only approved charges are kept: a declined card or a gateway error
// charged nothing, so the same key may be tried again.
import { randomUUID } from 'node:crypto';
import type { PaymentOutcome, PaymentRequest } from '../../application/checkout/payment';
import type { PaymentGateway } from '../../application/ports';
import { CART_MESSAGES } from '../../domain/cart-messages';
import { lastFourOf } from '../../domain/payment-card';
import type { Money } from '../../domain/money';
import { inTransaction, type Database } from './open-database';

/** Shopify's Bogus Gateway numbers, and the classic Visa test numbers beside them. */
export const BOGUS_CARDS: Readonly<Record<string, 'approves' | 'declines' | 'gateway-error'>> = {
  '1': 'approves',
  '2': 'declines',
  '3': 'gateway-error',
  '4242424242424242': 'approves',
  '4000000000000002': 'declines',
};

export interface BogusCharge {
  idempotencyKey: string;
  transactionId: string;
  amount: Money;
  cardLastFour: string;
  status: 'approved' | 'voided';
  voidReason: string | null;
  createdAt: string;
}

interface ChargeRow {
  idempotency_key: string;
  transaction_id: string;
  amount: string;
  currency: string;
  card_last_four: string;
  status: 'approved' | 'voided';
  void_reason: string | null;
  created_at: string;
}

export class SqliteBogusGateway implements PaymentGateway {
  constructor(
    private readonly db: Database,
    private readonly clock: () => Date = () => new Date(),
  ) {
    db.exec(`
      CREATE TABLE IF NOT EXISTS payment_charges (
        idempotency_key TEXT PRIMARY KEY,
        transaction_id TEXT NOT NULL UNIQUE,
        amount TEXT NOT NULL,
        currency TEXT NOT NULL,
        card_last_four TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('approved', 'voided')),
        void_reason TEXT,
        created_at TEXT NOT NULL
      ) STRICT;
    `);
  }

  async authorize(request: PaymentRequest): Promise<PaymentOutcome> {
    return inTransaction(this.db, () => {
      const charged = this.db.prepare('SELECT transaction_id, status FROM payment_charges WHERE idempotency_key = ?').get(request.idempotencyKey) as Pick<ChargeRow, 'transaction_id' | 'status'> | undefined;
      if (charged) return charged.status === 'approved' ? { kind: 'approved', transactionId: charged.transaction_id } : { kind: 'declined', reason: CART_MESSAGES.paymentCancelled };
      const answer = BOGUS_CARDS[request.card.number] ?? 'declines';
      if (answer === 'declines') return { kind: 'declined', reason: CART_MESSAGES.paymentDeclined };
      if (answer === 'gateway-error') return { kind: 'gateway-error' };
      const transactionId = `bogus_${randomUUID()}`;
      this.db
        .prepare('INSERT INTO payment_charges (idempotency_key, transaction_id, amount, currency, card_last_four, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
        .run(request.idempotencyKey, transactionId, request.amount.amount, request.amount.currencyCode, lastFourOf(request.card.number), 'approved', this.clock().toISOString());
      return { kind: 'approved', transactionId };
    });
  }

  async void(transactionId: string, reason: string): Promise<void> {
    this.db.prepare("UPDATE payment_charges SET status = 'voided', void_reason = ? WHERE transaction_id = ? AND status = 'approved'").run(reason.slice(0, 500), transactionId);
  }

  /** Every charge, oldest first, for operators and tests. */
  charges(): BogusCharge[] {
    const rows = this.db.prepare('SELECT * FROM payment_charges ORDER BY created_at, rowid').all() as unknown as ChargeRow[];
    return rows.map((row) => ({
      idempotencyKey: row.idempotency_key,
      transactionId: row.transaction_id,
      amount: { amount: row.amount, currencyCode: row.currency },
      cardLastFour: row.card_last_four,
      status: row.status,
      voidReason: row.void_reason,
      createdAt: row.created_at,
    }));
  }
}
