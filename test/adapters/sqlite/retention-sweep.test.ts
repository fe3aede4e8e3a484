// Issue 17, observation 6: embedded rows expire as Shopify's do. Carts go ten days after their last
// change, sessions at their end; a periodic, unref'd sweep removes them (tested on a fake clock).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SqliteCustomerAccounts, SESSION_TTL_MS } from '../../../src/adapters/sqlite/sqlite-customer-accounts';
import { DemoMerchandiseLookup } from '../../../src/adapters/embedded/demo-merchandise-lookup';
import { generateCatalogue } from '../../../src/adapters/embedded/demo-data/generate-catalogue';
import { openDatabase } from '../../../src/adapters/sqlite/open-database';
import { startRetentionSweep, sweepExpiredRows } from '../../../src/adapters/sqlite/retention-sweep';
import { SqliteCartStore } from '../../../src/adapters/sqlite/sqlite-cart-store';
import { localeByKey } from '../../../src/domain/locale';
import { cartStoreFixtureFrom } from '../../contract/cart-store.contract';
import { CART_RETENTION_MS, isCartExpired, RETENTION_SWEEP_INTERVAL_MS } from '../../../src/domain/retention';

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.UTC(2026, 10, 1, 12, 0, 0);
const catalogue = generateCatalogue({ seed: 7, productCount: 120 });
const variant = cartStoreFixtureFrom(catalogue).light[0]!.id;
const locale = localeByKey('en-au');

describe('isCartExpired: ten days after the last change (Shopify)', () => {
  it.each([
    [0, false],
    [10 * DAY - 1, false],
    [10 * DAY, true],
    [10 * DAY + 1, true],
  ])('%i ms after the last change → %s', (age, expired) => {
    expect(CART_RETENTION_MS).toBe(10 * DAY);
    expect(isCartExpired(T0, T0 + age)).toBe(expired);
  });
});

describe('the retention sweep', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: T0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function stores() {
    const commerce = openDatabase(':memory:');
    const shoppers = openDatabase(':memory:');
    const clock = () => Date.now();
    const carts = new SqliteCartStore(commerce, new DemoMerchandiseLookup(catalogue), clock);
    const accounts = new SqliteCustomerAccounts(shoppers, { clock, scryptCost: { N: 1024, r: 8, p: 1 } });
    const count = (db: typeof commerce, table: string) => (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
    return { commerce, shoppers, carts, accounts, count };
  }

  it('removes a cart (and its lines) ten days after its last change, not a millisecond sooner; a changed cart lives on', async () => {
    const { commerce, shoppers, carts, count } = stores();
    const idle = await carts.apply(null, { action: 'LinesAdd', inputs: { lines: [{ merchandiseId: variant, quantity: 1 }] } }, locale);
    const busy = await carts.apply(null, { action: 'LinesAdd', inputs: { lines: [{ merchandiseId: variant, quantity: 1 }] } }, locale);
    const stop = startRetentionSweep({ sweep: (now) => sweepExpiredRows({ commerce, shoppers }, now), clock: () => Date.now() });
    vi.advanceTimersByTime(5 * DAY);
    await carts.apply(busy.id, { action: 'LinesUpdate', inputs: { lines: [{ id: busy.lines[0]!.id, quantity: 2 }] } }, locale);
    vi.setSystemTime(T0 + 10 * DAY - 1);
    vi.advanceTimersByTime(0);
    expect(sweepExpiredRows({ commerce, shoppers }, Date.now()).carts).toBe(0);
    vi.advanceTimersByTime(RETENTION_SWEEP_INTERVAL_MS);
    expect(await carts.cart(idle.id, locale)).toBeNull();
    expect(await carts.cart(busy.id, locale)).not.toBeNull();
    expect(count(commerce, 'cart_lines')).toBe(1);
    vi.advanceTimersByTime(5 * DAY);
    expect(await carts.cart(busy.id, locale)).toBeNull();
    expect(count(commerce, 'carts')).toBe(0);
    expect(count(commerce, 'cart_lines')).toBe(0);
    stop();
  });

  it('a cart ten days unchanged is gone at once, before any sweep: not read, not changed', async () => {
    const { carts } = stores();
    const idle = await carts.apply(null, { action: 'LinesAdd', inputs: { lines: [{ merchandiseId: variant, quantity: 1 }] } }, locale);
    vi.setSystemTime(T0 + 10 * DAY - 1);
    expect(await carts.cart(idle.id, locale)).not.toBeNull();
    vi.setSystemTime(T0 + 10 * DAY);
    expect(await carts.cart(idle.id, locale)).toBeNull();
    await expect(carts.apply(idle.id, { action: 'LinesAdd', inputs: { lines: [{ merchandiseId: variant, quantity: 1 }] } }, locale)).rejects.toMatchObject({ code: 'cart-not-found' });
  });

  it('removes a session at its end', async () => {
    const { commerce, shoppers, accounts, count } = stores();
    await accounts.register({ email: 'a@example.com', password: 'correct horse battery', firstName: 'A', lastName: 'B' });
    const session = (await accounts.logIn({ email: 'a@example.com', password: 'correct horse battery' }))!;
    expect(session.expiresAt).toBe(T0 + SESSION_TTL_MS);
    const stop = startRetentionSweep({ sweep: (now) => sweepExpiredRows({ commerce, shoppers }, now), clock: () => Date.now() });
    vi.advanceTimersByTime(SESSION_TTL_MS - RETENTION_SWEEP_INTERVAL_MS);
    expect(count(shoppers, 'customer_sessions')).toBe(1);
    vi.advanceTimersByTime(RETENTION_SWEEP_INTERVAL_MS);
    expect(count(shoppers, 'customer_sessions')).toBe(0);
    stop();
  });

  it('runs on an unref’d timer that stop() ends', () => {
    const sweep = vi.fn(() => ({ carts: 0, sessions: 0 }));
    const stop = startRetentionSweep({ sweep, clock: () => Date.now() });
    expect(sweep).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(3 * RETENTION_SWEEP_INTERVAL_MS);
    expect(sweep).toHaveBeenCalledTimes(4);
    stop();
    vi.advanceTimersByTime(3 * RETENTION_SWEEP_INTERVAL_MS);
    expect(sweep).toHaveBeenCalledTimes(4);
  });

  it('a failing sweep is reported and the timer keeps going', () => {
    const errors: unknown[] = [];
    let calls = 0;
    const stop = startRetentionSweep({
      sweep: () => {
        calls++;
        throw new Error('database is locked');
      },
      onError: (error) => errors.push(error),
    });
    vi.advanceTimersByTime(RETENTION_SWEEP_INTERVAL_MS);
    expect(calls).toBe(2);
    expect(errors).toHaveLength(2);
    stop();
  });
});
