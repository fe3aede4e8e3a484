// What every Inventory must do, embedded or over HTTP. Run once per adapter:
//   describeInventoryContract('DemoInventory', async () => ({ port, close }), inventoryFixtureFrom(catalogue))
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoCatalogue } from '../../src/adapters/embedded/demo-data/catalogue-types';
import type { Inventory } from '../../src/application/ports';
import type { InventoryLevel } from '../../src/domain/catalogue/product';

export interface PortUnderTest<P> {
  port: P;
  close(): Promise<void>;
}

export interface InventoryFixture {
  /** A SKU with its product's handle and its levels, one per location, in the middleware's order. */
  known: { sku: string; handle: string; levels: InventoryLevel[] };
  /** An open-box listing's SKU: one unit in one warehouse, nothing elsewhere. */
  singleUnit: { sku: string; handle: string; warehouseCode: string };
  unknownSku: string;
}

export function inventoryFixtureFrom(catalogue: DemoCatalogue): InventoryFixture {
  const stocked = catalogue.products.find((p) => p.status === 'active' && p.variants[0]!.inventory.some((e) => e.quantity > 1))!;
  const listing = catalogue.products.find((p) => p.openBoxParent !== null)!;
  const variant = stocked.variants[0]!;
  return {
    known: { sku: variant.sku, handle: stocked.handle, levels: variant.inventory.map((e) => ({ locationId: e.locationId, quantity: e.quantity, hasDemo: e.hasDemo })) },
    singleUnit: { sku: listing.variants[0]!.sku, handle: listing.handle, warehouseCode: listing.openBoxItems[0]!.warehousecode },
    unknownSku: 'NO-SUCH-SKU-000',
  };
}

export function describeInventoryContract(name: string, make: () => Promise<PortUnderTest<Inventory>>, fixture: InventoryFixture): void {
  describe(`${name} honours the Inventory contract`, () => {
    let subject: PortUnderTest<Inventory>;
    beforeAll(async () => {
      subject = await make();
    });
    afterAll(() => subject?.close());

    it('gives the stock of every location for a SKU: ONLINE, warehouses 51 and 52, then the stores', async () => {
      const levels = await subject.port.levelsForSku(fixture.known.sku, fixture.known.handle);
      expect(levels).toEqual(fixture.known.levels);
      expect(levels.map((l) => l.locationId).slice(0, 3)).toEqual(['ONLINE', '51', '52']);
      for (const level of levels) expect(Number.isInteger(level.quantity) && level.quantity >= 0).toBe(true);
    });

    it('reads a SKU whatever its case, since product ids are uppercased SKUs', async () => {
      expect(await subject.port.levelsForSku(fixture.known.sku.toLowerCase(), fixture.known.handle)).toEqual(fixture.known.levels);
    });

    it('holds an open-box unit in exactly one warehouse', async () => {
      const levels = await subject.port.levelsForSku(fixture.singleUnit.sku, fixture.singleUnit.handle);
      expect(levels.filter((l) => l.quantity > 0)).toEqual([{ locationId: fixture.singleUnit.warehouseCode, quantity: 1, hasDemo: false }]);
    });

    it.each([
      ['an unknown SKU', () => fixture.unknownSku],
      ['a SKU with path characters', () => '../inventory/x?site=y'],
      ['an empty SKU', () => ' '],
      ['a dot-dot SKU', () => '..'],
    ])('answers no levels for %s', async (_, sku) => {
      expect(await subject.port.levelsForSku(sku(), fixture.known.handle)).toEqual([]);
    });
  });
}
