import { describe, expect, it } from 'vitest';
import { inStoreAvailability, MAIN_STORES, onlineQuantity, stockCount, stockCountLine, storesWithDemo, storesWithStock, type StoreWarehouse } from '../../src/domain/stock';

// The online stock text (quantity 1 or more In Stock, else the metafield) is the availability rule: test/domain/availability.test.ts.

describe("Only one left at stock 1; count shown below 5; '5+' above 5 (and exactly 5 shows '5+', read as 5 or more)", () => {
  it.each([
    { quantity: 0, expected: null },
    { quantity: -1, expected: null },
    { quantity: 1, expected: { kind: 'one-left', text: 'Only one left' } },
    { quantity: 2, expected: { kind: 'count', text: '2' } },
    { quantity: 4, expected: { kind: 'count', text: '4' } },
    { quantity: 5, expected: { kind: 'many', text: '5+' } },
    { quantity: 6, expected: { kind: 'many', text: '5+' } },
  ])('stock $quantity', ({ quantity, expected }) => {
    expect(stockCount(quantity)).toEqual(expected);
  });
});

describe('the count as the product page and the comparison say it: Only one left, else the count available online', () => {
  it.each([
    { quantity: 1, expected: 'Only one left' },
    { quantity: 2, expected: '2 available online' },
    { quantity: 4, expected: '4 available online' },
    { quantity: 5, expected: '5+ available online' },
    { quantity: 6, expected: '5+ available online' },
  ])('stock $quantity', ({ quantity, expected }) => {
    const count = stockCount(quantity) ?? expect.fail(`stock ${quantity} shows a count`);
    expect(stockCountLine(count)).toBe(expected);
  });
});

const level = (locationId: string, quantity: number, hasDemo = false) => ({ locationId, quantity, hasDemo });

describe('ONLINE location is online stock', () => {
  it.each([
    { name: 'only ONLINE counts', levels: [level('ONLINE', 3), level('51', 9)], expected: 3 },
    { name: 'no ONLINE level is 0', levels: [level('52', 2)], expected: 0 },
    { name: 'negative online stock counts as 0', levels: [level('ONLINE', -4), level('ONLINE', 2)], expected: 2 },
  ])('$name', ({ levels, expected }) => {
    expect(onlineQuantity(levels)).toBe(expected);
  });
});

describe('In-store availability: all (Forestville warehouse 51 and City warehouse 52 both have stock), city, forestville, none', () => {
  it.each([
    { name: 'both warehouses with stock is all', levels: [level('51', 1), level('52', 2)], expected: 'all' },
    { name: 'only 52 is city', levels: [level('51', 0), level('52', 1)], expected: 'city' },
    { name: 'only 51 is forestville', levels: [level('51', 3), level('ONLINE', 5)], expected: 'forestville' },
    { name: 'neither is none', levels: [level('ONLINE', 5), level('51', 0)], expected: 'none' },
    { name: 'no levels is none', levels: [], expected: 'none' },
  ])('$name', ({ levels, expected }) => {
    expect(inStoreAvailability(levels)).toBe(expected);
  });
});

describe('In-store availability generalised to the list of stores holding stock', () => {
  const stores: StoreWarehouse[] = [
    { warehouseCode: '51', key: 'forestville', name: 'Forestville' },
    { warehouseCode: '52', key: 'city', name: 'City' },
    { warehouseCode: '60', key: 'melbourne-fitzroy', name: 'Fitzroy' },
  ];
  it('lists stores with stock in store order', () => {
    expect(storesWithStock([level('60', 1), level('51', 2), level('52', 0)], stores).map((s) => s.key)).toEqual(['forestville', 'melbourne-fitzroy']);
  });

  it('adds the levels of one location', () => {
    expect(storesWithStock([level('52', -1), level('52', 2)], stores).map((s) => s.key)).toEqual(['city']);
  });

  it('lists stores with a demo unit', () => {
    expect(storesWithDemo([level('60', 0, true), level('51', 3, false)], stores).map((s) => s.key)).toEqual(['melbourne-fitzroy']);
  });

  it('the main stores are Forestville (51) and City (52)', () => {
    expect(MAIN_STORES).toEqual([
      { warehouseCode: '51', key: 'forestville', name: 'Forestville' },
      { warehouseCode: '52', key: 'city', name: 'City' },
    ]);
  });

  it('defaults to the two main stores', () => {
    expect(storesWithStock([level('52', 1)]).map((s) => s.name)).toEqual(['City']);
    expect(storesWithDemo([level('51', 0, true)]).map((s) => s.warehouseCode)).toEqual(['51']);
  });
});
