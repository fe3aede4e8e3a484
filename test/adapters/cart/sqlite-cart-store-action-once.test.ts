// Issue 31: a copy that dies after the cart changed and before its answer was kept. The embedded
// store keeps a keyed action's key with its change, in the same transaction; the copy that takes
// the action over (`afterLapsedClaim`) gets the cart as it is and changes nothing, while the key
// is kept (keptMs from its `at`). Without a lapsed claim, or past that time, an action acts.
import { beforeEach, describe, expect, it } from 'vitest';
import { DemoMerchandiseLookup } from '../../../src/adapters/embedded/demo-merchandise-lookup';
import { generateCatalogue } from '../../../src/adapters/embedded/demo-data/generate-catalogue';
import { openDatabase } from '../../../src/adapters/sqlite/open-database';
import { SqliteCartStore } from '../../../src/adapters/sqlite/sqlite-cart-store';
import type { ActionOnce } from '../../../src/application/ports';
import { localeByKey } from '../../../src/domain/locale';
import { cartStoreFixtureFrom } from '../../contract/cart-store.contract';

const AU = localeByKey('en-au');
const fixture = cartStoreFixtureFrom(generateCatalogue({ seed: 2026, productCount: 300 }));
const variant = fixture.light[0]!.id;
const add = { action: 'LinesAdd' as const, inputs: { lines: [{ merchandiseId: variant, quantity: 1 }] } };
const AT = 1_800_000_000_000;
const once = (over: Partial<ActionOnce> = {}): ActionOnce => ({ key: 'cart\nclick-0123456789abcdef\nform add', at: AT, keptMs: 10_000, afterLapsedClaim: false, ...over });

let store: SqliteCartStore;
beforeEach(() => {
  store = new SqliteCartStore(openDatabase(':memory:'), new DemoMerchandiseLookup(generateCatalogue({ seed: 2026, productCount: 300 })));
});
const quantity = async (cartId: string) => (await store.cart(cartId, AU))?.lines[0]?.quantity ?? 0;

describe('SqliteCartStore: a keyed action taken over from a copy that went away', () => {
  it.each([
    ['taken over 1 ms after', { at: AT + 1, afterLapsedClaim: true }, 2],
    ['taken over 9,999 ms after (still kept)', { at: AT + 9_999, afterLapsedClaim: true }, 2],
    ['taken over 10,000 ms after (no longer kept)', { at: AT + 10_000, afterLapsedClaim: true }, 3],
    ['not taken over (a fresh claim: a new post under a key whose answer lapsed)', { at: AT + 1 }, 3],
    ['taken over, another key', { at: AT + 1, afterLapsedClaim: true, key: 'cart\nclick-another-0123456789\nform add' }, 3],
  ])('%s: the line (one before, one under the key) holds %i', async (_name, second, expected) => {
    const cart = await store.apply(null, add, AU);
    await store.apply(cart.id, add, AU, once());
    const again = await store.apply(cart.id, add, AU, once(second));
    expect(again.id).toBe(cart.id);
    expect(await quantity(cart.id)).toBe(expected);
  });

  it("a new cart's first add taken over answers that cart, and makes no second one", async () => {
    const first = await store.apply(null, add, AU, once());
    expect(await store.appliedUnder(once({ at: AT + 5_000 }))).toBe(first.id);
    const again = await store.apply(null, add, AU, once({ at: AT + 5_000, afterLapsedClaim: true }));
    expect([again.id, await quantity(first.id)]).toEqual([first.id, 1]);
  });

  it('an action that failed kept no key: taken over, it acts', async () => {
    const cart = await store.apply(null, add, AU);
    await expect(store.apply(cart.id, { action: 'LinesRemove', inputs: { lineIds: ['gid://shopify/CartLine/none'] } }, AU, once())).rejects.toThrow();
    expect(await store.appliedUnder(once({ at: AT + 1 }))).toBeNull();
  });
});
