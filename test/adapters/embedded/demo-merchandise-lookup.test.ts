import { describe, expect, it } from 'vitest';
import { generateCatalogue } from '../../../src/adapters/embedded/demo-data/generate-catalogue';
import { newStockVariantOf } from '../../../src/adapters/embedded/demo-data/open-box';
import { convertFromAud } from '../../../src/adapters/embedded/demo-data/pricing';
import { DemoMerchandiseLookup } from '../../../src/adapters/embedded/demo-merchandise-lookup';
import { localeByKey } from '../../../src/domain/locale';
import { moneyFromMinorUnits } from '../../../src/domain/money';

const catalogue = generateCatalogue({ productCount: 400 });
const lookup = new DemoMerchandiseLookup(catalogue);
const parent = catalogue.products.find((p) => p.status === 'active' && p.openBoxParent === null && p.openBoxItems.length > 0)!;
const gid = (id: string) => `gid://shopify/ProductVariant/${id}`;

describe('DemoMerchandiseLookup and open-box units', () => {
  it.each([
    ['en-us', 'USD'],
    ['en-au', 'AUD'],
    ['en-gb', 'GBP'],
    ['en-no', 'NOK'],
  ] as const)('sells each unit as its own merchandise at its whole-unit price in %s', async (key, currency) => {
    const found = await lookup.variantsByIds(parent.openBoxItems.map((unit) => gid(unit.shopifyVariantId)), localeByKey(key));
    expect(found.map((m) => m.id)).toEqual(parent.openBoxItems.map((unit) => gid(unit.shopifyVariantId)));
    for (const [n, unit] of parent.openBoxItems.entries()) {
      const newStock = newStockVariantOf(parent, unit)!;
      expect(found[n]).toMatchObject({
        price: moneyFromMinorUnits(Math.floor(convertFromAud(unit.open_box_price, currency) / 100) * 100, currency),
        sku: `${newStock.sku}-${unit.open_box_number}`,
        selectedOptions: newStock.selectedOptions,
        product: { handle: parent.handle, title: parent.title },
      });
    }
  });

  it('still sells the new stock at its own price', async () => {
    const newStock = newStockVariantOf(parent, parent.openBoxItems[0]!)!;
    const [found] = await lookup.variantsByIds([gid(newStock.id)], localeByKey('en-gb'));
    expect(found?.price).toEqual(moneyFromMinorUnits(newStock.prices.GBP.price, 'GBP'));
  });
});
