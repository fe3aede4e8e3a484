// Issue 29: an order's own page finds only the signed-in shopper's own orders, by number.
import { describe, expect, it } from 'vitest';
import type { CustomerAccount, OrderSummary } from '../../../src/application/accounts/customer';
import { LoadAccountOrder } from '../../../src/application/accounts/load-account-order';
import type { CustomerAccounts } from '../../../src/application/ports';

const summary = (number: number): OrderSummary => ({ id: `o${number}`, number, placedAt: '2026-11-27T10:00:00.000Z', itemCount: 1, total: { amount: '10.00', currencyCode: 'AUD' }, status: 'shipped', lines: [{ title: 'Guitar', quantity: 1 }] });

/** Two sessions: Ann's with orders #1001 and #1002, Bob's with #1003. */
const accounts: CustomerAccounts = {
  register: () => Promise.reject(new Error('not used')),
  logIn: () => Promise.reject(new Error('not used')),
  logOut: () => Promise.resolve(),
  account: async (token: string): Promise<CustomerAccount | null> => {
    if (token === 'ann') return { customer: { id: 'c-ann', email: 'ann@example.com', firstName: 'Ann', lastName: 'Lee' }, orders: [summary(1001), summary(1002)] };
    if (token === 'bob') return { customer: { id: 'c-bob', email: 'bob@example.com', firstName: 'Bob', lastName: 'Ray' }, orders: [summary(1003)] };
    return null;
  },
};

describe('LoadAccountOrder', () => {
  it.each([
    { name: "Ann's own order", token: 'ann', number: 1002, expected: { kind: 'order', order: summary(1002) } },
    { name: "Bob's order, asked by Ann", token: 'ann', number: 1003, expected: { kind: 'not-found' } },
    { name: 'an order nobody has', token: 'bob', number: 1458, expected: { kind: 'not-found' } },
    { name: 'a session that ended', token: 'gone', number: 1001, expected: { kind: 'signed-out' } },
  ])('$name', async ({ token, number, expected }) => {
    expect(await new LoadAccountOrder(accounts).execute(token, number)).toEqual(expected);
  });
});
