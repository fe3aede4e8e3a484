import { describe, expect, it } from 'vitest';
import type { Merchandise } from '../../../src/application/cart/merchandise';
import type { MerchandiseLookup } from '../../../src/application/ports';
import { PriceOpenBoxUnits, warehouseOffers } from '../../../src/application/product/price-open-box-units';
import type { OpenBoxUnit, Variant } from '../../../src/domain/catalogue/product';
import { localeByKey, type Locale } from '../../../src/domain/locale';
import { moneyFromMinorUnits, type Money } from '../../../src/domain/money';
import { failing, RecordingEventLog } from './product-fakes';

const GB = localeByKey('en-gb');
const gid = (id: string) => `gid://shopify/ProductVariant/${id}`;
const gbp = (cents: number) => moneyFromMinorUnits(cents, 'GBP');
const BLACK = [{ name: 'Colour', value: 'Black' }];
const WHITE = [{ name: 'Colour', value: 'White' }];

const aUnit = (number: string, variantId: string): OpenBoxUnit => ({
  number,
  warehouseName: 'Forestville',
  warehouseCode: '51',
  price: 665,
  newPrice: 979,
  shopifyVariantId: variantId,
  condition: 'Good - Minor scuffs.',
  originalBox: true,
  allAccessories: false,
  comments: '',
});

const aVariant = (id: string, price: Money, selectedOptions = BLACK, compareAtPrice: Money | null = null): Variant => ({
  id: gid(id),
  sku: `SKU-${id}`,
  title: id,
  price,
  compareAtPrice,
  selectedOptions,
  availableForSale: true,
});

/** The catalogue's sellable variants, priced in pounds whatever the locale; remembers what it was asked. */
class FakeMerchandise implements MerchandiseLookup {
  readonly asked: { ids: string[]; locale: Locale }[] = [];
  constructor(private readonly sold: Record<string, { price: Money; options: typeof BLACK }>) {}
  async variantsByIds(ids: readonly string[], locale: Locale): Promise<Merchandise[]> {
    this.asked.push({ ids: [...ids], locale });
    return ids.flatMap((id) => {
      const found = this.sold[id];
      if (!found) return [];
      return [{ id, productId: 'gid://shopify/Product/1', sku: id, title: id, price: found.price, image: null, selectedOptions: found.options, product: { handle: 'piano', title: 'Piano', isHeavy: false }, availability: { availableForSale: true }, openBoxUnit: null }];
    });
  }
}

describe('PriceOpenBoxUnits', () => {
  const newStock = [aVariant('100', gbp(509_99), BLACK), aVariant('101', gbp(529_99), WHITE)];

  it('prices each unit as its own merchandise in the shopper’s market, new price from the new-stock variant with its options', async () => {
    const lookup = new FakeMerchandise({ [gid('1001')]: { price: gbp(345_00), options: BLACK }, [gid('1012')]: { price: gbp(360_00), options: WHITE } });
    const units = [aUnit('OB1', '1001'), aUnit('OB2', '1012')];
    const offers = await new PriceOpenBoxUnits(lookup, new RecordingEventLog()).execute({ units, variants: newStock, locale: GB });
    expect(offers).toEqual([
      { unit: units[0], merchandiseId: gid('1001'), price: gbp(345_00), newPrice: gbp(509_99) },
      { unit: units[1], merchandiseId: gid('1012'), price: gbp(360_00), newPrice: gbp(529_99) },
    ]);
    expect(lookup.asked).toEqual([{ ids: [gid('1001'), gid('1012')], locale: GB }]);
  });

  it('on an open-box listing takes the new price from the listing variant’s compare-at price', async () => {
    const listing = [aVariant('200', gbp(345_00), BLACK, gbp(509_99))];
    const lookup = new FakeMerchandise({ [gid('200')]: { price: gbp(345_00), options: BLACK } });
    const [offer] = await new PriceOpenBoxUnits(lookup, new RecordingEventLog()).execute({ units: [aUnit('OB1L', '200')], variants: listing, locale: GB });
    expect(offer?.newPrice).toEqual(gbp(509_99));
  });

  it.each([
    ['no variant has the unit’s options', [aVariant('101', gbp(529_99), WHITE)]],
    ['the variants are in another currency', [aVariant('100', moneyFromMinorUnits(979_00, 'AUD'), BLACK)]],
  ])('leaves the new price out when %s', async (_, variants) => {
    const lookup = new FakeMerchandise({ [gid('1001')]: { price: gbp(345_00), options: BLACK } });
    const [offer] = await new PriceOpenBoxUnits(lookup, new RecordingEventLog()).execute({ units: [aUnit('OB1', '1001')], variants, locale: GB });
    expect(offer).toMatchObject({ price: gbp(345_00), newPrice: null });
  });

  it('does not offer a unit the catalogue does not sell, since no cart could take it', async () => {
    const lookup = new FakeMerchandise({ [gid('1001')]: { price: gbp(345_00), options: BLACK } });
    const offers = await new PriceOpenBoxUnits(lookup, new RecordingEventLog()).execute({ units: [aUnit('OB1', '1001'), aUnit('OB2', '9999')], variants: newStock, locale: GB });
    expect(offers.map((offer) => offer.unit.number)).toEqual(['OB1']);
  });

  it('asks nothing for no units', async () => {
    const lookup = new FakeMerchandise({});
    expect(await new PriceOpenBoxUnits(lookup, new RecordingEventLog()).execute({ units: [], variants: newStock, locale: GB })).toEqual([]);
    expect(lookup.asked).toEqual([]);
  });

  it('offers nothing and logs when the lookup fails', async () => {
    const log = new RecordingEventLog();
    const offers = await new PriceOpenBoxUnits({ variantsByIds: failing() }, log).execute({ units: [aUnit('OB1', '1001')], variants: newStock, locale: GB });
    expect(offers).toEqual([]);
    expect(log.warnings[0]?.message).toMatch(/open-box pricing failed/);
  });
});

describe('warehouseOffers', () => {
  it('keeps the warehouse’s AUD prices and variant when there is no catalogue price source', () => {
    const unit = aUnit('OB1', '1001');
    expect(warehouseOffers([unit])).toEqual([{ unit, merchandiseId: gid('1001'), price: moneyFromMinorUnits(665_00, 'AUD'), newPrice: moneyFromMinorUnits(979_00, 'AUD') }]);
  });
});
