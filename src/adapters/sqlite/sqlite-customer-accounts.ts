// Embedded shopper accounts in SQLite: scrypt-hashed passwords, and sessions kept as the SHA-256
// of a random token (a copied database holds no usable session). Orders come from the embedded
// checkout's order book when there is one.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { AccountError, type Credentials, type Customer, type CustomerAccount, type CustomerSession, type OrderSummary, type Registration } from '../../application/accounts/customer';
import type { Order } from '../../application/checkout/order';
import { orderStatusOf } from '../../application/checkout/order-status-of';
import type { CustomerAccounts, OrderBook } from '../../application/ports';
import type { Database } from './open-database';
import { DEFAULT_SCRYPT_COST, hashPassword, verifyPassword, type ScryptCost } from './password-hash';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface SqliteAccountsOptions {
  orders?: OrderBook | null;
  clock?: () => number;
  scryptCost?: ScryptCost;
}

interface CustomerRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  password_hash: string;
}

const digest = (token: string) => createHash('sha256').update(token).digest('hex');
const toCustomer = (row: CustomerRow): Customer => ({ id: row.id, email: row.email, firstName: row.first_name, lastName: row.last_name });
const toSummary = (order: Order): OrderSummary => ({
  id: order.id,
  number: order.number,
  placedAt: order.placedAt,
  itemCount: order.lines.reduce((sum, line) => sum + line.quantity, 0),
  total: order.total,
  status: orderStatusOf(order),
  lines: order.lines.map((line) => ({ title: line.productTitle, quantity: line.quantity })),
});

export class SqliteCustomerAccounts implements CustomerAccounts {
  private readonly clock: () => number;
  private readonly cost: ScryptCost;
  /** Checked against when the email is unknown, so both failures take as long. */
  private decoyHash: Promise<string> | undefined;

  constructor(
    private readonly db: Database,
    private readonly options: SqliteAccountsOptions = {},
  ) {
    this.clock = options.clock ?? Date.now;
    this.cost = options.scryptCost ?? DEFAULT_SCRYPT_COST;
    db.exec(`
      CREATE TABLE IF NOT EXISTS customers (
        id TEXT PRIMARY KEY,
        email TEXT NOT NULL UNIQUE COLLATE NOCASE,
        first_name TEXT NOT NULL,
        last_name TEXT NOT NULL,
        password_hash TEXT NOT NULL,
        created_at TEXT NOT NULL
      ) STRICT;
      CREATE TABLE IF NOT EXISTS customer_sessions (
        token_digest TEXT PRIMARY KEY,
        customer_id TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
        expires_at INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX IF NOT EXISTS customer_sessions_by_expiry ON customer_sessions (expires_at);
    `);
  }

  async register(registration: Registration): Promise<Customer> {
    const passwordHash = await hashPassword(registration.password, this.cost);
    const customer: Customer = { id: `gid://shopify/Customer/${randomUUID()}`, email: registration.email, firstName: registration.firstName, lastName: registration.lastName };
    const { changes } = this.db
      .prepare('INSERT INTO customers (id, email, first_name, last_name, password_hash, created_at) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (email) DO NOTHING')
      .run(customer.id, customer.email, customer.firstName, customer.lastName, passwordHash, new Date(this.clock()).toISOString());
    if (Number(changes) === 0) throw new AccountError('email-taken', 'An account with this email already exists');
    return customer;
  }

  async logIn({ email, password }: Credentials): Promise<CustomerSession | null> {
    const row = this.db.prepare('SELECT * FROM customers WHERE email = ?').get(email) as CustomerRow | undefined;
    const matches = await verifyPassword(password, row?.password_hash ?? (await this.decoy()));
    if (!row || !matches) return null;
    const token = randomBytes(32).toString('base64url');
    const expiresAt = this.clock() + SESSION_TTL_MS;
    this.db.prepare('DELETE FROM customer_sessions WHERE expires_at <= ?').run(this.clock());
    this.db.prepare('INSERT INTO customer_sessions (token_digest, customer_id, expires_at) VALUES (?, ?, ?)').run(digest(token), row.id, expiresAt);
    return { token, expiresAt };
  }

  async account(sessionToken: string): Promise<CustomerAccount | null> {
    const row = this.db
      .prepare('SELECT c.* FROM customer_sessions s JOIN customers c ON c.id = s.customer_id WHERE s.token_digest = ? AND s.expires_at > ?')
      .get(digest(sessionToken), this.clock()) as CustomerRow | undefined;
    if (!row) return null;
    const orders = this.options.orders ? await this.options.orders.ordersOfCustomer(row.id) : [];
    return { customer: toCustomer(row), orders: orders.map(toSummary) };
  }

  async logOut(sessionToken: string): Promise<void> {
    this.db.prepare('DELETE FROM customer_sessions WHERE token_digest = ?').run(digest(sessionToken));
  }

  private decoy(): Promise<string> {
    return (this.decoyHash ??= hashPassword(randomBytes(16).toString('hex'), this.cost));
  }
}
