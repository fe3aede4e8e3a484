import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, validate } from 'graphql';
import { hashPassword, verifyPassword } from '../../../src/adapters/sqlite/password-hash';
import * as documents from '../../../src/adapters/shopify/shopify-customer-documents';
import { ShopifyCustomerAccounts } from '../../../src/adapters/shopify/shopify-customer-accounts';
import { SESSION_TTL_MS, SqliteCustomerAccounts } from '../../../src/adapters/sqlite/sqlite-customer-accounts';
import { createShopifyClient } from '../../../src/adapters/shopify/shopify-client';
import { openDatabase } from '../../../src/adapters/sqlite/open-database';
import { AccountError } from '../../../src/application/accounts/customer';
import type { Order } from '../../../src/application/checkout/order';
import type { OrderBook } from '../../../src/application/ports';
import { describeCustomerAccountsContract } from '../../contract/customer-accounts.contract';
import { StorefrontMockServer, storefrontSchema } from '../../support/storefront-mock-server';
import { ShopifyCustomerBackend } from './support/shopify-customer-backend';

const CHEAP = { N: 1024, r: 8, p: 1 };

/** The order book the embedded checkout writes; only what the accounts read. */
class InMemoryOrderBook implements OrderBook {
  readonly orders: Order[] = [];
  placeOrder(): Promise<Order> {
    throw new Error('not used');
  }
  async order(id: string) {
    return this.orders.find((o) => o.id === id) ?? null;
  }
  async orderOfCart() {
    return null;
  }
  async ordersOfCustomer(customerId: string) {
    return this.orders.filter((o) => o.customerId === customerId);
  }
}

function orderOf(customerId: string, number: number, placedAt: string, quantities: number[], total: Order['total'], shipped = false): Order {
  const line = (quantity: number, n: number) => ({ merchandiseId: 'm', sku: 'SKU', title: 'T', productTitle: `Item ${n + 1}`, productHandle: 'p', quantity, unitPrice: total, total, attributes: [] });
  return {
    id: `gid://shopify/Order/${number}`, number, email: 'x@example.com', customerId, lines: quantities.map(line), subtotal: total, shipping: null, discount: null, tax: null, total,
    shippingAddress: { name: 'Ann', address1: '1 St', city: 'Adelaide', postcode: '5000', country: 'AU' }, placedAt, status: shipped ? 'shipped' : 'paid',
  };
}

describeCustomerAccountsContract('SqliteCustomerAccounts', async () => {
  const book = new InMemoryOrderBook();
  const accounts = new SqliteCustomerAccounts(openDatabase(':memory:'), { orders: book, scryptCost: CHEAP });
  return {
    accounts,
    placeOrder: async (customer, o) => void book.orders.push(orderOf(customer.id, o.number, o.placedAt, o.quantities, o.total, o.shipped)),
    close: async () => {},
  };
});

describeCustomerAccountsContract('ShopifyCustomerAccounts', async () => {
  const backend = new ShopifyCustomerBackend();
  const shopify = await StorefrontMockServer.start({ root: backend.root() });
  const accounts = new ShopifyCustomerAccounts(createShopifyClient(shopify.clientConfig, { fetch: shopify.fetch }));
  return {
    accounts,
    placeOrder: async (customer, o) =>
      backend.addOrder(customer.id, { orderNumber: o.number, processedAt: o.placedAt, totalPrice: o.total, quantities: o.quantities, financialStatus: 'PAID', fulfillmentStatus: o.shipped ? 'FULFILLED' : 'UNFULFILLED' }),
    close: () => shopify.close(),
  };
});

describe('SqliteCustomerAccounts', () => {
  const registration = { email: 'ann@example.com', password: 'correct horse battery', firstName: 'Ann', lastName: 'Lee' };

  it('keeps passwords as salted scrypt hashes and sessions as digests, never as given', async () => {
    const db = openDatabase(':memory:');
    const accounts = new SqliteCustomerAccounts(db, { scryptCost: CHEAP });
    await accounts.register(registration);
    await accounts.register({ ...registration, email: 'bob@example.com' });
    const session = (await accounts.logIn(registration))!;
    const hashes = db.prepare('SELECT password_hash FROM customers').all() as { password_hash: string }[];
    expect(hashes.every((h) => h.password_hash.startsWith('scrypt$'))).toBe(true);
    expect(hashes[0]!.password_hash).not.toBe(hashes[1]!.password_hash);
    expect(JSON.stringify(db.prepare('SELECT * FROM customers').all())).not.toContain(registration.password);
    expect(JSON.stringify(db.prepare('SELECT * FROM customer_sessions').all())).not.toContain(session.token);
  });

  it('an email differing only in letter case is the same account', async () => {
    const accounts = new SqliteCustomerAccounts(openDatabase(':memory:'), { scryptCost: CHEAP });
    await accounts.register(registration);
    await expect(accounts.register({ ...registration, email: 'ANN@example.com' })).rejects.toMatchObject({ code: 'email-taken' });
  });

  it('a session ends after its lifetime', async () => {
    let now = Date.UTC(2026, 0, 1);
    const accounts = new SqliteCustomerAccounts(openDatabase(':memory:'), { scryptCost: CHEAP, clock: () => now });
    await accounts.register(registration);
    const session = (await accounts.logIn(registration))!;
    expect(session.expiresAt).toBe(now + SESSION_TTL_MS);
    now += SESSION_TTL_MS - 1;
    expect(await accounts.account(session.token)).not.toBeNull();
    now += 1;
    expect(await accounts.account(session.token)).toBeNull();
  });

  it('without an order book the account has no orders', async () => {
    const accounts = new SqliteCustomerAccounts(openDatabase(':memory:'), { scryptCost: CHEAP });
    await accounts.register(registration);
    const session = (await accounts.logIn(registration))!;
    expect((await accounts.account(session.token))?.orders).toEqual([]);
  });
});

describe('password hashes', () => {
  it('verify the right password only, at the default cost', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse batterY', stored)).toBe(false);
  });

  it.each(['', 'plain', 'md5$abc', 'scrypt$1024$8$1$$'])('a stored value %j that is not a scrypt hash never verifies', async (stored) => {
    expect(await verifyPassword('anything', stored)).toBe(false);
  });
});

describe('ShopifyCustomerAccounts', () => {
  let backend: ShopifyCustomerBackend;
  let shopify: StorefrontMockServer;
  let accounts: ShopifyCustomerAccounts;
  beforeAll(async () => {
    backend = new ShopifyCustomerBackend();
    shopify = await StorefrontMockServer.start({ root: backend.root() });
    accounts = new ShopifyCustomerAccounts(createShopifyClient(shopify.clientConfig, { fetch: shopify.fetch, timeoutMs: 300, retryDelayMs: 5 }));
  });
  afterAll(() => shopify.close());

  it.each(Object.entries(documents))('%s is valid against the Storefront API schema', (_name, text) => {
    expect(validate(storefrontSchema(), parse(text)).map((e) => e.message)).toEqual([]);
  });

  it('sends the named operations with the customer access token as a variable', async () => {
    shopify.reset();
    await accounts.register({ email: 'req@example.com', password: 'secret-pass', firstName: 'R', lastName: 'Q' });
    const session = (await accounts.logIn({ email: 'req@example.com', password: 'secret-pass' }))!;
    await accounts.account(session.token);
    await accounts.logOut(session.token);
    expect(shopify.operations.map((op) => op.operationName)).toEqual(['CustomerCreate', 'CustomerAccessTokenCreate', 'CustomerAccount', 'CustomerAccessTokenDelete']);
    expect(shopify.operationsNamed('CustomerAccessTokenCreate')[0]?.variables).toEqual({ input: { email: 'req@example.com', password: 'secret-pass' } });
    expect(shopify.operationsNamed('CustomerAccount')[0]?.variables).toEqual({ customerAccessToken: session.token, orderCount: 20 });
  });

  it("a password Shopify's own policy refuses is invalid-input, with Shopify's message", async () => {
    const error = await accounts.register({ email: 'short@example.com', password: 'abc', firstName: 'S', lastName: 'P' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AccountError);
    expect(error).toMatchObject({ code: 'invalid-input', message: 'Password is too short (minimum is 5 characters)' });
  });

  it.each([
    { name: 'HTTP 500', fault: { kind: 'status', status: 500 } as const },
    { name: 'a GraphQL THROTTLED error', fault: { kind: 'graphql-errors', code: 'THROTTLED' } as const },
    { name: 'no answer in time', fault: { kind: 'slow', delayMs: 1_000 } as const },
    { name: 'an HTML error page', fault: { kind: 'raw', status: 502, contentType: 'text/html', body: '<html>Bad gateway</html>' } as const },
  ])('$name is AccountError unavailable for log-in and the account page', async ({ fault }) => {
    shopify.fault(fault);
    try {
      await expect(accounts.logIn({ email: 'a@example.com', password: 'x' })).rejects.toMatchObject({ code: 'unavailable' });
      await expect(accounts.account('token')).rejects.toMatchObject({ code: 'unavailable' });
    } finally {
      shopify.heal();
    }
  });

  it('a log-in mutation is sent once, never retried', async () => {
    // A client of its own: the faults above may have opened the shared client's circuit.
    const fresh = new ShopifyCustomerAccounts(createShopifyClient(shopify.clientConfig, { fetch: shopify.fetch, timeoutMs: 300, retryDelayMs: 5 }));
    shopify.reset();
    shopify.fault({ kind: 'status', status: 503 });
    await fresh.logIn({ email: 'a@example.com', password: 'x' }).catch(() => {});
    shopify.heal();
    expect(shopify.operationsNamed('CustomerAccessTokenCreate')).toHaveLength(1);
  });
});
