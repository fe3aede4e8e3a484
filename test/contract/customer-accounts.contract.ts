// What every CustomerAccounts must do, whichever system keeps the accounts. Run once per adapter:
//   describeCustomerAccountsContract('SqliteCustomerAccounts', async () => ({ accounts, placeOrder, close }))
// `placeOrder` records an order for a customer in whatever the adapter reads orders from.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountError, type Customer, type Registration } from '../../src/application/accounts/customer';
import type { CustomerAccounts } from '../../src/application/ports';
import type { Money } from '../../src/domain/money';

export interface AccountsUnderTest {
  accounts: CustomerAccounts;
  /** Lines are titled 'Item 1', 'Item 2', ... in order; `shipped` records the order as sent (a fulfilled order in Shopify). */
  placeOrder(customer: Customer, order: { number: number; placedAt: string; quantities: number[]; total: Money; shipped?: boolean }): Promise<void>;
  close(): Promise<void>;
}

let serial = 0;
const registration = (overrides: Partial<Registration> = {}): Registration => ({
  email: `shopper${++serial}@example.com`,
  password: 'correct horse battery',
  firstName: 'Ann',
  lastName: 'Lee',
  ...overrides,
});

export function describeCustomerAccountsContract(name: string, start: () => Promise<AccountsUnderTest>) {
  describe(`CustomerAccounts contract: ${name}`, () => {
    let subject: AccountsUnderTest;
    beforeAll(async () => {
      subject = await start();
    });
    afterAll(() => subject.close());

    it('registers a customer who can then log in and read their profile', async () => {
      const input = registration();
      const customer = await subject.accounts.register(input);
      expect(customer).toMatchObject({ email: input.email, firstName: 'Ann', lastName: 'Lee' });
      expect(customer.id).not.toBe('');
      const session = await subject.accounts.logIn({ email: input.email, password: input.password });
      expect(session?.token).toEqual(expect.any(String));
      expect(session!.expiresAt).toBeGreaterThan(Date.now());
      const account = await subject.accounts.account(session!.token);
      expect(account?.customer).toEqual(customer);
      expect(account?.orders).toEqual([]);
    });

    it('a second registration with the same email is refused as email-taken', async () => {
      const input = registration();
      await subject.accounts.register(input);
      const error = await subject.accounts.register({ ...input, firstName: 'Other' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AccountError);
      expect((error as AccountError).code).toBe('email-taken');
    });

    it('a wrong password and an unknown email are the same null', async () => {
      const input = registration();
      await subject.accounts.register(input);
      expect(await subject.accounts.logIn({ email: input.email, password: 'wrong password' })).toBeNull();
      expect(await subject.accounts.logIn({ email: `nobody${serial}@example.com`, password: input.password })).toBeNull();
    });

    it('a token that was never issued has no account', async () => {
      expect(await subject.accounts.account('not-a-session-token')).toBeNull();
    });

    it('logging out ends that session only', async () => {
      const input = registration();
      await subject.accounts.register(input);
      const first = (await subject.accounts.logIn(input))!;
      const second = (await subject.accounts.logIn(input))!;
      expect(first.token).not.toBe(second.token);
      await subject.accounts.logOut(first.token);
      expect(await subject.accounts.account(first.token)).toBeNull();
      expect(await subject.accounts.account(second.token)).not.toBeNull();
    });

    it("the account lists the customer's own orders with number, date, item count, total, status and lines", async () => {
      const mine = registration();
      const theirs = registration();
      const me = await subject.accounts.register(mine);
      const them = await subject.accounts.register(theirs);
      await subject.placeOrder(me, { number: 1001, placedAt: '2026-02-01T10:00:00.000Z', quantities: [1, 2], total: { amount: '149.95', currencyCode: 'AUD' } });
      await subject.placeOrder(them, { number: 1002, placedAt: '2026-02-02T10:00:00.000Z', quantities: [1], total: { amount: '10.0', currencyCode: 'AUD' } });
      const session = (await subject.accounts.logIn(mine))!;
      const account = await subject.accounts.account(session.token);
      expect(account?.orders).toEqual([
        {
          id: expect.any(String),
          number: 1001,
          placedAt: '2026-02-01T10:00:00.000Z',
          itemCount: 3,
          total: { amount: '149.95', currencyCode: 'AUD' },
          status: 'paid',
          lines: [{ title: 'Item 1', quantity: 1 }, { title: 'Item 2', quantity: 2 }],
        },
      ]);
    });

    it('issue 29: an order sent on its way says shipped; the others still paid', async () => {
      const mine = registration();
      const me = await subject.accounts.register(mine);
      await subject.placeOrder(me, { number: 1003, placedAt: '2026-02-03T10:00:00.000Z', quantities: [1], total: { amount: '10.0', currencyCode: 'AUD' }, shipped: true });
      await subject.placeOrder(me, { number: 1004, placedAt: '2026-02-04T10:00:00.000Z', quantities: [1], total: { amount: '10.0', currencyCode: 'AUD' } });
      const session = (await subject.accounts.logIn(mine))!;
      const account = await subject.accounts.account(session.token);
      expect(account?.orders.map((o) => [o.number, o.status]).sort()).toEqual([[1003, 'shipped'], [1004, 'paid']]);
    });
  });
}
