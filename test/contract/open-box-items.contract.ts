// What every OpenBoxItems must do, embedded or over HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoCatalogue, DemoProduct } from '../../src/adapters/embedded/demo-data/catalogue-types';
import type { OpenBoxItems } from '../../src/application/ports';
import type { PortUnderTest } from './inventory.contract';

export interface OpenBoxFixture {
  /** A product id (uppercased SKU) with its units as the warehouse lists them, prices in dollars, each sold as a variant of its own. */
  withUnits: { productId: string; variantIds: string[]; units: { number: string; price: number; newPrice: number; condition: string }[] };
  withoutUnits: string;
  unknown: string;
}

const productIdOf = (p: DemoProduct) => p.variants[0]!.sku.toUpperCase();

export function openBoxFixtureFrom(catalogue: DemoCatalogue): OpenBoxFixture {
  const parent = catalogue.products.find((p) => p.openBoxParent === null && p.openBoxItems.length > 1) ?? catalogue.products.find((p) => p.openBoxItems.length > 0)!;
  const plain = catalogue.products.find((p) => p.status === 'active' && p.openBoxItems.length === 0)!;
  return {
    withUnits: {
      productId: productIdOf(parent),
      variantIds: parent.openBoxItems.map((u) => u.shopifyVariantId),
      units: parent.openBoxItems.map((u) => ({ number: u.open_box_number, price: u.open_box_price / 100, newPrice: u.retail_price / 100, condition: u.condition })),
    },
    withoutUnits: productIdOf(plain),
    unknown: 'NO-SUCH-PRODUCT',
  };
}

export function describeOpenBoxItemsContract(name: string, make: () => Promise<PortUnderTest<OpenBoxItems>>, fixture: OpenBoxFixture): void {
  describe(`${name} honours the OpenBoxItems contract`, () => {
    let subject: PortUnderTest<OpenBoxItems>;
    beforeAll(async () => {
      subject = await make();
    });
    afterAll(() => subject?.close());

    it('lists the units of a product with condition, prices in dollars and the warehouse holding each', async () => {
      const units = await subject.port.forProduct(fixture.withUnits.productId);
      expect(units.map((u) => ({ number: u.number, price: u.price, newPrice: u.newPrice, condition: u.condition }))).toEqual(fixture.withUnits.units);
      for (const unit of units) {
        expect(unit.price).toBeLessThan(unit.newPrice);
        expect([true, false]).toContain(unit.originalBox);
        expect([true, false]).toContain(unit.allAccessories);
        expect(unit.warehouseName).not.toBe('');
        expect(['51', '52']).toContain(unit.warehouseCode);
      }
      expect(units.map((u) => u.shopifyVariantId)).toEqual(fixture.withUnits.variantIds);
    });

    it('accepts the product id in any case', async () => {
      expect(await subject.port.forProduct(fixture.withUnits.productId.toLowerCase())).toHaveLength(fixture.withUnits.units.length);
    });

    it.each([
      ['a product without units', () => fixture.withoutUnits],
      ['an unknown product', () => fixture.unknown],
      ['an id with path characters', () => '../inventory/1'],
    ])('answers no units for %s', async (_, id) => {
      expect(await subject.port.forProduct(id())).toEqual([]);
    });
  });
}
