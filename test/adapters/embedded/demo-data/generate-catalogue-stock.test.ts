import { describe, expect, it } from 'vitest';
import { MARKET_CURRENCIES } from '../../../../src/adapters/embedded/demo-data/catalogue-types';
import { DEMO_LOCATIONS } from '../../../../src/adapters/embedded/demo-data/locations';
import { newStockVariantOf, openBoxUnitVariant } from '../../../../src/adapters/embedded/demo-data/open-box';
import { convertFromAud } from '../../../../src/adapters/embedded/demo-data/pricing';
import { catalogue, products, share, variants } from './catalogue-fixture';

const STORE_SLUGS = ['melbourne-fitzroy', 'melbourne-windsor', 'sydney-alexandria', 'sydney-crows-nest', 'brisbane-fortitude-valley', 'perth-west-leederville'];
const quantities = variants.flatMap((variant) => variant.inventory.map((entry) => entry.quantity));
const listings = products.filter((product) => product.openBoxParent !== null);
const withUnits = products.filter((product) => product.openBoxItems.length > 0 && product.openBoxParent === null);

describe('demo locations', () => {
  it('are ONLINE, the two warehouses and the six slugged stores', () => {
    expect(catalogue.locations.map((location) => location.id).slice(0, 3)).toEqual(['ONLINE', '51', '52']);
    expect(catalogue.locations.filter((l) => l.kind === 'store').map((l) => l.storeSlug)).toEqual(STORE_SLUGS);
    expect(catalogue.locations.find((l) => l.id === '51')?.storeSlug).toBe('forestville');
    expect(catalogue.locations.find((l) => l.id === '52')?.storeSlug).toBe('adelaide-city');
    expect(new Set(catalogue.locations.map((l) => l.id)).size).toBe(catalogue.locations.length);
  });
});

describe('demo inventory', () => {
  it('lists every location once per variant', () => {
    for (const variant of variants) expect(variant.inventory.map((entry) => entry.locationId)).toEqual(DEMO_LOCATIONS.map((l) => l.id));
  });

  it.each([
    ['0', (q: number) => q === 0],
    ['1', (q: number) => q === 1],
    ['2 to 4', (q: number) => q >= 2 && q <= 4],
    ['5', (q: number) => q === 5],
    ['more than 5', (q: number) => q > 5],
  ])('covers quantity %s', (_label, matches) => {
    expect(quantities.some(matches)).toBe(true);
  });

  it.each(DEMO_LOCATIONS.map((location) => [location.id]))('has stock at location %s somewhere', (id) => {
    expect(variants.some((v) => v.inventory.some((entry) => entry.locationId === id && entry.quantity > 0))).toBe(true);
  });

  it('has variants out of stock everywhere, but not too many', () => {
    const soldOut = share(variants, (v) => v.inventory.every((entry) => entry.quantity === 0));
    expect(soldOut).toBeGreaterThan(0.02);
    expect(soldOut).toBeLessThan(0.2);
  });

  it('has demo units on shop floors, never online', () => {
    expect(share(variants, (v) => v.inventory.some((entry) => entry.hasDemo))).toBeGreaterThan(0.02);
    expect(variants.some((v) => v.inventory.some((entry) => entry.locationId === 'ONLINE' && entry.hasDemo))).toBe(false);
  });

  it('has only whole, non-negative quantities', () => {
    expect(quantities.filter((q) => !Number.isInteger(q) || q < 0)).toEqual([]);
  });
});

describe('demo open-box units', () => {
  it('sits on about 5% of products', () => {
    expect(share(products, (p) => p.openBoxItems.length > 0 && p.openBoxParent === null)).toBeGreaterThan(0.02);
    expect(share(products, (p) => p.openBoxItems.length > 0 && p.openBoxParent === null)).toBeLessThan(0.09);
  });

  it('fills every field of the middleware payload', () => {
    for (const product of [...withUnits, ...listings]) {
      for (const item of product.openBoxItems) {
        expect(item.open_box_number).toMatch(/^OB\d{7}$/);
        expect(['51', '52']).toContain(item.warehousecode);
        expect(item.warehouse.userFacingName).toBe(item.warehousecode === '51' ? 'Forestville' : 'Adelaide City');
        expect(item.condition).toMatch(/^(Excellent|Very Good|Good|Fair) - .+\.$/);
        expect(['Y', 'N']).toContain(item.original_box);
        expect(['Y', 'N']).toContain(item.all_accessories);
        expect(item.comments.length).toBeGreaterThan(0);
      }
    }
  });

  it('sells each unit of a new-stock product as a variant of its own, not as the new stock', () => {
    for (const product of withUnits) {
      for (const item of product.openBoxItems) {
        expect(product.variants.map((v) => v.id)).not.toContain(item.shopifyVariantId);
        const unitVariant = openBoxUnitVariant(product, item);
        expect(unitVariant?.id).toBe(item.shopifyVariantId);
        expect(unitVariant?.sku).toMatch(new RegExp(`-${item.open_box_number}$`));
        expect(product.variants.map((v) => v.selectedOptions)).toContainEqual(unitVariant?.selectedOptions);
      }
    }
    const ids = withUnits.flatMap((p) => p.openBoxItems.map((item) => item.shopifyVariantId));
    expect(new Set([...ids, ...variants.map((v) => v.id)]).size).toBe(ids.length + variants.length);
  });

  it('prices units in whole dollars below the retail price of the variant they were', () => {
    for (const product of withUnits) {
      for (const item of product.openBoxItems) {
        expect(item.retail_price).toBe(newStockVariantOf(product, item)?.prices.AUD.price);
        expect(item.open_box_price % 100).toBe(0);
        expect(item.open_box_price).toBeLessThan(item.retail_price);
      }
    }
  });

  it('prices each unit in whole units of every market, at its AUD price converted and cut', () => {
    for (const product of [...withUnits, ...listings]) {
      for (const item of product.openBoxItems) {
        const prices = product.openBoxParent ? product.variants.find((v) => v.id === item.shopifyVariantId)!.prices : openBoxUnitVariant(product, item)!.prices;
        expect(prices.AUD.price).toBe(item.open_box_price);
        for (const currency of MARKET_CURRENCIES) {
          const converted = convertFromAud(item.open_box_price, currency);
          expect(prices[currency].price % 100).toBe(0);
          expect(prices[currency].price).toBeLessThanOrEqual(converted);
          expect(prices[currency].price).toBeGreaterThan(converted - 100);
          expect(prices[currency].price).toBeLessThan(prices[currency].compareAtPrice!);
        }
      }
    }
  });

  it('has unique open-box numbers: one number per physical unit, a listing re-offering its parent’s unit under the parent’s number', () => {
    const numbers = withUnits.flatMap((p) => p.openBoxItems.map((item) => item.open_box_number));
    expect(new Set(numbers).size).toBe(numbers.length);
    const byId = new Map(products.map((p) => [p.id, p]));
    for (const listing of listings) expect(listing.openBoxItems.map((u) => u.open_box_number)).toEqual([byId.get(listing.openBoxParent!.productId)!.openBoxItems[0]!.open_box_number]);
  });
});

describe('demo open-box listings', () => {
  const byId = new Map(products.map((p) => [p.id, p]));

  it('exist, each pointing at an active new-stock parent in the same category', () => {
    expect(listings.length).toBeGreaterThanOrEqual(3);
    for (const listing of listings) {
      const parent = byId.get(listing.openBoxParent!.productId);
      expect(parent?.handle).toBe(listing.openBoxParent!.handle);
      expect(parent?.status).toBe('active');
      expect(parent?.openBoxParent).toBeNull();
      expect(listing.categoryCode).toBe(parent?.categoryCode);
    }
  });

  it('sell one unit, held in its warehouse, below the parent price', () => {
    for (const listing of listings) {
      const [variant] = listing.variants;
      const [unit] = listing.openBoxItems;
      expect(listing.variants).toHaveLength(1);
      expect(unit?.shopifyVariantId).toBe(variant?.id);
      expect(variant?.prices.AUD.price).toBe(unit?.open_box_price);
      expect(variant?.prices.AUD.compareAtPrice).toBe(unit?.retail_price);
      expect(variant?.inventory.filter((entry) => entry.quantity > 0)).toEqual([{ locationId: unit?.warehousecode, quantity: 1, hasDemo: false }]);
    }
  });
});

describe('demo rental rates', () => {
  const rented = products.filter((p) => p.rentalRate !== null);

  it('cover a share of products priced over $300, and only those', () => {
    const over300 = products.filter((p) => p.variants[0]!.prices.AUD.price > 30_000);
    expect(rented.length / over300.length).toBeGreaterThan(0.2);
    expect(rented.length / over300.length).toBeLessThan(0.6);
    expect(rented.filter((p) => p.variants[0]!.prices.AUD.price <= 30_000)).toEqual([]);
  });

  it('give a weekly AUD rate as a decimal string and an https apply link', () => {
    for (const product of rented) {
      expect(product.rentalRate!.rate).toMatch(/^\d+\.\d{2}$/);
      expect(Number(product.rentalRate!.rate)).toBeGreaterThan(0);
      expect(product.rentalRate!.rentNowUrl).toMatch(/^https:\/\//);
      expect(product.rentalRate!.id.length).toBeGreaterThan(0);
    }
  });
});
