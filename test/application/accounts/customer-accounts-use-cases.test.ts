import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { AccountError, type Credentials, type Customer, type CustomerAccount, type CustomerSession, type OrderSummary, type Registration } from '../../../src/application/accounts/customer';
import type { CustomerAccounts, EventLog } from '../../../src/application/ports';
import { LoadAccount } from '../../../src/application/accounts/load-account';
import { LogIn } from '../../../src/application/accounts/log-in';
import { LogOut } from '../../../src/application/accounts/log-out';
import { RegisterCustomer } from '../../../src/application/accounts/register-customer';

/** Accounts in a Map; sessions are `session-{n}` tokens. */
class InMemoryAccounts implements CustomerAccounts {
  readonly customers = new Map<string, Customer & { password: string }>();
  readonly sessions = new Map<string, string>();
  orders: OrderSummary[] = [];
  failLogOut = false;
  refuseLogIn = false;

  async register(r: Registration): Promise<Customer> {
    if (this.customers.has(r.email)) throw new AccountError('email-taken', 'taken');
    if (r.password === 'platform-refuses') throw new AccountError('invalid-input', 'policy');
    const customer = { id: `c${this.customers.size + 1}`, email: r.email, firstName: r.firstName, lastName: r.lastName };
    this.customers.set(r.email, { ...customer, password: r.password });
    return customer;
  }
  async logIn({ email, password }: Credentials): Promise<CustomerSession | null> {
    const found = this.customers.get(email);
    if (this.refuseLogIn || !found || found.password !== password) return null;
    const token = `session-${this.sessions.size + 1}`;
    this.sessions.set(token, email);
    return { token, expiresAt: 1_000 };
  }
  async account(token: string): Promise<CustomerAccount | null> {
    const email = this.sessions.get(token);
    const found = email ? this.customers.get(email) : undefined;
    if (!found) return null;
    const { password: _password, ...customer } = found;
    return { customer, orders: this.orders };
  }
  async logOut(token: string): Promise<void> {
    if (this.failLogOut) throw new AccountError('unavailable', 'down');
    this.sessions.delete(token);
  }
}

const registration = (overrides: Partial<Registration> = {}): Registration => ({ email: 'ann@example.com', password: 'correct horse', firstName: 'Ann', lastName: 'Lee', ...overrides });
const order = (number: number, placedAt: string): OrderSummary => ({ id: `o${number}`, number, placedAt, itemCount: 1, total: { amount: '10.00', currencyCode: 'AUD' }, status: 'paid', lines: [{ title: 'Guitar', quantity: 1 }] });
const warnings: string[] = [];
const log: EventLog = { warn: (_d, m) => void warnings.push(m), info: () => {} };

describe('RegisterCustomer', () => {
  it('creates the account with a normalised email and trimmed names, and signs the shopper in', async () => {
    const accounts = new InMemoryAccounts();
    const result = await new RegisterCustomer(accounts).execute(registration({ email: ' Ann@Example.com', firstName: ' Ann ' }));
    expect(result).toEqual({ ok: true, value: { token: 'session-1', expiresAt: 1_000 } });
    expect(accounts.customers.get('ann@example.com')).toMatchObject({ firstName: 'Ann', lastName: 'Lee' });
  });

  it.each([
    { name: 'an email that has an account', setup: (a: InMemoryAccounts) => a.register(registration()), input: registration(), error: 'email-taken' },
    { name: 'a password the platform refuses', setup: async () => {}, input: registration({ password: 'platform-refuses' }), error: 'invalid-input' },
    { name: 'a platform that does not sign new customers in', setup: async (a: InMemoryAccounts) => void (a.refuseLogIn = true), input: registration(), error: 'not-signed-in' },
  ])('$name is an expected failure: $error', async ({ setup, input, error }) => {
    const accounts = new InMemoryAccounts();
    await setup(accounts);
    expect(await new RegisterCustomer(accounts).execute(input)).toEqual({ ok: false, error });
  });

  it('an unreachable account system is not hidden', async () => {
    const accounts = new InMemoryAccounts();
    accounts.register = () => Promise.reject(new AccountError('unavailable', 'down'));
    await expect(new RegisterCustomer(accounts).execute(registration())).rejects.toMatchObject({ code: 'unavailable' });
  });
});

describe('LogIn', () => {
  it.each([
    { name: 'the right password', email: 'ANN@example.com ', password: 'correct horse', signedIn: true },
    { name: 'a wrong password', email: 'ann@example.com', password: 'wrong', signedIn: false },
    { name: 'an unknown email', email: 'bob@example.com', password: 'correct horse', signedIn: false },
  ])('$name: signed in $signedIn', async ({ email, password, signedIn }) => {
    const accounts = new InMemoryAccounts();
    await accounts.register(registration());
    const session = await new LogIn(accounts).execute({ email, password });
    expect(session !== null).toBe(signedIn);
  });
});

describe('LoadAccount and LogOut', () => {
  it('the account lists orders newest first; after log-out the session has no account', async () => {
    const accounts = new InMemoryAccounts();
    await accounts.register(registration());
    const session = (await accounts.logIn({ email: 'ann@example.com', password: 'correct horse' }))!;
    accounts.orders = [order(1001, '2026-01-02T00:00:00Z'), order(1003, '2026-03-01T00:00:00Z'), order(1002, '2026-02-01T00:00:00Z')];
    const account = await new LoadAccount(accounts).execute(session.token);
    expect(account?.customer.email).toBe('ann@example.com');
    expect(account?.orders.map((o) => o.number)).toEqual([1003, 1002, 1001]);
    await new LogOut(accounts, log).execute(session.token);
    expect(await new LoadAccount(accounts).execute(session.token)).toBeNull();
  });

  it('log-out still succeeds for the shopper when the account system fails, and says so in the log', async () => {
    const accounts = new InMemoryAccounts();
    accounts.failLogOut = true;
    await expect(new LogOut(accounts, log).execute('session-1')).resolves.toBeUndefined();
    expect(warnings).toContain('log-out could not end the session upstream');
  });
});
