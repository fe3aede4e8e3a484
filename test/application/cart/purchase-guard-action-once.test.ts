// Issue 31: a keyed action taken over from a copy that died after applying it is answered with the
// cart as it is, not vetted again. Vetted again, an add of every unit left would be refused (the
// units are in the cart already) and the shopper told a different answer for the same click.
import { describe, expect, it } from 'vitest';
import { DemoMerchandiseLookup } from '../../../src/adapters/embedded/demo-merchandise-lookup';
import { DemoOpenBoxItems } from '../../../src/adapters/embedded/demo-open-box';
import { generateCatalogue } from '../../../src/adapters/embedded/demo-data/generate-catalogue';
import { openDatabase } from '../../../src/adapters/sqlite/open-database';
import { SqliteCartStore } from '../../../src/adapters/sqlite/sqlite-cart-store';
import { PurchaseGuardedCartStore } from '../../../src/application/cart/purchase-guard';
import type { ActionOnce } from '../../../src/application/ports';
import { localeByKey } from '../../../src/domain/locale';

const AU = localeByKey('en-au');
const catalogue = generateCatalogue({ seed: 2026, productCount: 300 });
const online = (p: (typeof catalogue.products)[number]) => p.variants[0]!.inventory.find((e) => e.locationId === 'ONLINE')?.quantity ?? 0;
const scarce = catalogue.products.find((p) => p.status === 'active' && p.openBoxParent === null && p.variants.length === 1 && p.metafields.stock_status === 'In Stock' && p.metafields.is_heavy === 'false' && online(p) >= 2 && online(p) <= 10)!;
const every = { action: 'LinesAdd' as const, inputs: { lines: [{ merchandiseId: `gid://shopify/ProductVariant/${scarce.variants[0]!.id}`, quantity: online(scarce) }] } };
const once = (afterLapsedClaim: boolean): ActionOnce => ({ key: 'cart\nclick-0123456789abcdef\nform add', at: 1_800_000_000_000, keptMs: 10_000, afterLapsedClaim });

function guarded() {
  const lookup = new DemoMerchandiseLookup(catalogue);
  return new PurchaseGuardedCartStore(new SqliteCartStore(openDatabase(':memory:'), lookup), lookup, new DemoOpenBoxItems(catalogue), null);
}

describe('PurchaseGuardedCartStore: an action taken over from a copy that went away', () => {
  it('already applied under its key: the cart as it is, every unit left once, not refused', async () => {
    const carts = guarded();
    const cart = await carts.apply(null, { action: 'Create', inputs: { input: {} } }, AU);
    await carts.apply(cart.id, every, AU, once(false));
    const again = await carts.apply(cart.id, every, AU, once(true));
    expect([again.id, again.lines.map((l) => l.quantity)]).toEqual([cart.id, [online(scarce)]]);
  });

  it('a fresh claim under a used key is vetted as a new action: refused, nothing left to add', async () => {
    const carts = guarded();
    const cart = await carts.apply(null, { action: 'Create', inputs: { input: {} } }, AU);
    await carts.apply(cart.id, every, AU, once(false));
    await expect(carts.apply(cart.id, every, AU, once(false))).rejects.toMatchObject({ code: 'refused' });
  });
});
