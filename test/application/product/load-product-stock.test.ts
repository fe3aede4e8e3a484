import { describe, expect, it } from 'vitest';
import { LoadProductStock } from '../../../src/application/product/load-product-stock';
import { aStore, failing, FakeInventory, fakeStores, level, RecordingEventLog } from './product-fakes';

const STORES = [aStore('51', 'Forestville', 'forestville'), aStore('52', 'Adelaide City', 'adelaide-city'), aStore('61', 'Melbourne Fitzroy', 'melbourne-fitzroy')];

async function stockOf(levels: Parameters<typeof level>[] | (() => Promise<never>), stores: Parameters<typeof fakeStores>[0] = STORES, metafieldStatus: string | null = '7 Day Dispatch') {
  const log = new RecordingEventLog();
  const inventory = new FakeInventory(typeof levels === 'function' ? levels : { 'SKU-1': levels.map((l) => level(...l)) });
  const stock = await new LoadProductStock(inventory, fakeStores(stores), log).execute({ sku: 'SKU-1', productHandle: 'a-guitar', metafieldStatus });
  return { stock, log, inventory };
}

describe('LoadProductStock', () => {
  it('asks the inventory for the SKU of the product, by its handle', async () => {
    const { inventory } = await stockOf([['ONLINE', 1]]);
    expect(inventory.asked).toEqual([['SKU-1', 'a-guitar']]);
  });

  it.each([
    [[['ONLINE', 1]], 'In Stock', 'Only one left'],
    [[['ONLINE', 3]], 'In Stock', '3'],
    [[['ONLINE', 9]], 'In Stock', '5+'],
    [[['ONLINE', 0], ['51', 4]], '7 Day Dispatch', null],
  ] as const)('online stock %j shows %s with count %s', async (levels, status, count) => {
    const { stock } = await stockOf(levels.map((l) => [...l]) as Parameters<typeof level>[]);
    expect(stock.online.status).toBe(status);
    expect(stock.online.count?.text ?? null).toBe(count);
  });

  it.each([
    [[['51', 2], ['52', 1]], 'all'],
    [[['52', 1]], 'city'],
    [[['51', 1]], 'forestville'],
    [[['61', 3]], 'none'],
  ] as const)('levels %j give in-store availability %s', async (levels, availability) => {
    const { stock } = await stockOf(levels.map((l) => [...l]) as Parameters<typeof level>[]);
    expect(stock.availability).toBe(availability);
  });

  it('lists the stores holding stock or a demo unit by their content names and links', async () => {
    const { stock } = await stockOf([['ONLINE', 2], ['51', 0, true], ['52', 0], ['61', 2]]);
    expect(stock.stores).toEqual([
      { name: 'Forestville', link: '/locations/forestville', inStock: false, hasDemo: true },
      { name: 'Melbourne Fitzroy', link: '/locations/melbourne-fitzroy', inStock: true, hasDemo: false },
    ]);
    expect(stock.known).toBe(true);
  });

  it('falls back to the metafield status when the middleware fails, and logs it', async () => {
    const { stock, log } = await stockOf(failing('middleware timed out'));
    expect(stock).toEqual({ online: { status: '7 Day Dispatch', count: null, state: 'backorder' }, availability: 'none', stores: [], known: false });
    expect(log.warnings).toEqual([expect.objectContaining({ details: expect.objectContaining({ sku: 'SKU-1', code: 'UpstreamTimeout' }) })]);
  });

  it('names the two main stores from the domain when the store list cannot be read', async () => {
    const { stock, log } = await stockOf([['51', 1]], failing());
    expect(stock.stores.map((s) => s.name)).toEqual(['Forestville']);
    expect(log.warnings).toHaveLength(1);
  });
});
