import { describe, expect, it } from 'vitest';
import { CompareProducts } from '../../../src/application/product/compare-products';
import { LoadProductPage } from '../../../src/application/product/load-product-page';
import { LoadProductStock } from '../../../src/application/product/load-product-stock';
import { localeByKey } from '../../../src/domain/locale';
import { aCategory, aProduct, aStore, FakeCatalog, FakeInventory, fakeStores, level, RecordingEventLog } from './product-fakes';

const AU = localeByKey('en-au');
const NOW = new Date('2026-11-21T00:00:00Z');
const tree = [aCategory('guitar-bass', 'Guitar & Bass')];
const specs = (rows: [string, string][]) => `<table>${rows.map(([n, v]) => `<tr><th>${n}</th><td>${v}</td></tr>`).join('')}</table>`;

const strat = aProduct({ specifications: specs([['Body', 'Alder'], ['Frets', '22']]) });
const lespaul = aProduct({
  id: 'gid://shopify/Product/2',
  handle: 'gibson-les-paul',
  productId: 'GIB-0002',
  title: 'Gibson Les Paul',
  brand: 'Gibson',
  metafields: { product_sku: 'GIB-0002', product_stock_status: 'In Stock', warranty_duration: 'Lifetime' },
  variants: [{ id: 'gid://shopify/ProductVariant/21', sku: 'GIB-0002', title: 'Default', price: { amount: '3999.00', currencyCode: 'AUD' }, selectedOptions: [], availableForSale: true }],
  specifications: specs([['Frets', '22'], ['Pickups', 'HH']]),
});

function compare(handles: string[]) {
  const inventory = new FakeInventory({ 'FEN-0001': [level('ONLINE', 3), level('52', 1)], 'GIB-0002': [level('51', 1, true)] });
  const log = new RecordingEventLog();
  const useCase = new CompareProducts(new LoadProductPage(new FakeCatalog([strat, lespaul], tree)), new LoadProductStock(inventory, fakeStores([aStore('51', 'Forestville', 'forestville'), aStore('52', 'Adelaide City', 'adelaide-city')]), log));
  return useCase.execute({ handles, locale: AU, now: NOW });
}

describe('CompareProducts', () => {
  it('reads each chosen product in the shopper’s order, as its page would, with its stock and in-store availability', async () => {
    const result = await compare(['gibson-les-paul', 'fender-player-stratocaster']);
    expect(result.products.map((p) => p.page.product.title)).toEqual(['Gibson Les Paul', 'Fender Player Stratocaster']);
    expect(result.products.map((p) => p.page.warranty?.label)).toEqual(['Lifetime Warranty', '2 Year Warranty']);
    expect(result.products.map((p) => p.stock.online.count?.text ?? null)).toEqual([null, '3']);
    expect(result.products.map((p) => p.stock.availability)).toEqual(['forestville', 'city']);
    expect(result.missing).toEqual([]);
  });

  it('aligns every specification row the products have by row name', async () => {
    const result = await compare(['fender-player-stratocaster', 'gibson-les-paul']);
    expect(result.rows).toEqual([
      { name: 'Body', values: ['Alder', null] },
      { name: 'Frets', values: ['22', '22'] },
      { name: 'Pickups', values: [null, 'HH'] },
    ]);
  });

  it('drops a product the catalogue no longer has, and names it', async () => {
    const result = await compare(['gone-guitar', 'gibson-les-paul']);
    expect(result.products.map((p) => p.page.product.handle)).toEqual(['gibson-les-paul']);
    expect(result.missing).toEqual(['gone-guitar']);
    expect(result.rows.map((r) => r.values)).toEqual([['22'], ['HH']]);
  });
});
