import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import type { CustomerAccount } from '../../../src/application/accounts/customer';
import type { CustomerAccounts, ProductCatalog, SavedItems } from '../../../src/application/ports';
import { LoadSavedItems } from '../../../src/application/saved/load-saved-items';
import { MergeBrowserSavedItems } from '../../../src/application/saved/merge-browser-saved-items';
import { RemoveSavedProduct } from '../../../src/application/saved/remove-saved-product';
import { SaveProduct } from '../../../src/application/saved/save-product';
import { SavedLists } from '../../../src/application/saved/saved-lists';
import { SignedOut } from '../../../src/application/saved/saved-owner';
import type { ProductCard } from '../../../src/domain/catalogue/product-card';
import type { ProductDetail } from '../../../src/domain/catalogue/product';
import { localeByKey } from '../../../src/domain/locale';
import type { SavedItem } from '../../../src/domain/saved-items';

const us = localeByKey('en-us');
const now = new Date('2026-03-01T12:00:00.000Z');

/** Two products: 'strat' at $1,299 (on sale for $999) and 'drums' at $500. */
class TwoProductCatalog implements Pick<ProductCatalog, 'productByHandle' | 'productsByIds'> {
  private readonly cards: Record<string, ProductCard> = {
    'gid://shopify/Product/1': card('strat', { sellingPrice: { amount: '1299.00', currencyCode: 'USD' }, onSalePrice: { amount: '999.00', currencyCode: 'USD' } }),
    'gid://shopify/Product/2': card('drums', { sellingPrice: { amount: '500.00', currencyCode: 'USD' } }),
  };
  async productByHandle(handle: string) {
    const id = handle === 'strat' ? 'gid://shopify/Product/1' : handle === 'drums' ? 'gid://shopify/Product/2' : null;
    return id ? ({ id, handle, price: { amount: '1.00', currencyCode: 'USD' } } as ProductDetail) : null;
  }
  async productsByIds(ids: readonly string[]) {
    return ids.flatMap((id) => (this.cards[id] ? [this.cards[id]] : []));
  }
  async categoryTree() {
    return [];
  }
}

function card(handle: string, prices: Pick<ProductCard, 'sellingPrice' | 'onSalePrice'>): ProductCard {
  return { sku: handle.toUpperCase(), shopifyProductId: `gid://shopify/ProductVariant/${handle}`, title: handle, ...prices, is_newProduct: false, is_onSale: false, is_openbox: false, is_staffPick: false, linkURL: `/products/${handle}`, disable_payment: false };
}

class OneSessionAccounts implements Pick<CustomerAccounts, 'account'> {
  async account(token: string): Promise<CustomerAccount | null> {
    return token === 'good' ? { customer: { id: 'gid://shopify/Customer/7', email: 'a@example.com', firstName: 'A', lastName: 'B' }, orders: [] } : null;
  }
}

class MapSavedItems implements SavedItems {
  readonly lists = new Map<string, SavedItem[]>();
  async list(id: string) {
    return this.lists.get(id) ?? [];
  }
  async update(id: string, change: (items: readonly SavedItem[]) => SavedItem[]) {
    const next = change(this.lists.get(id) ?? []);
    this.lists.set(id, next);
    return next;
  }
}

function build() {
  const catalog = new TwoProductCatalog() as unknown as ProductCatalog;
  const store = new MapSavedItems();
  const lists = new SavedLists(store, new OneSessionAccounts() as unknown as CustomerAccounts);
  return { store, save: new SaveProduct(catalog, lists), remove: new RemoveSavedProduct(lists), merge: new MergeBrowserSavedItems(lists), load: new LoadSavedItems(catalog, lists) };
}

const saved = (handle: string, id: string, amount: string, savedAt: string): SavedItem => ({ productId: id, handle, savedPrice: { amount, currencyCode: 'USD' }, savedAt });

describe('Saving a product', () => {
  it("keeps the price shown now in the shopper's market (the sale price when on sale), decided by the server", async () => {
    const { save } = build();
    const result = await save.execute({ owner: { kind: 'browser', items: [] }, handle: 'strat', locale: us, now });
    expect(result).toEqual({ ok: true, value: [saved('strat', 'gid://shopify/Product/1', '999.00', '2026-03-01T12:00:00.000Z')] });
  });

  it('an unknown product is refused and nothing changes', async () => {
    const { save, store } = build();
    expect(await save.execute({ owner: { kind: 'account', sessionToken: 'good' }, handle: 'nope', locale: us, now })).toEqual({ ok: false, error: 'unknown-product' });
    expect(store.lists.size).toBe(0);
  });

  it("a signed-in shopper's save goes to their account's list", async () => {
    const { save, store } = build();
    await save.execute({ owner: { kind: 'account', sessionToken: 'good' }, handle: 'drums', locale: us, now });
    expect(store.lists.get('gid://shopify/Customer/7')?.map((item) => item.handle)).toEqual(['drums']);
  });

  it('a browser list of 20 refuses a 21st product', async () => {
    const { save } = build();
    const full = Array.from({ length: 20 }, (_, i) => saved(`p${i}`, `gid://shopify/Product/${100 + i}`, '1.00', '2026-01-01T00:00:00.000Z'));
    expect(await save.execute({ owner: { kind: 'browser', items: full }, handle: 'strat', locale: us, now })).toEqual({ ok: false, error: 'full' });
  });

  it('an ended session is SignedOut', async () => {
    const { save } = build();
    await expect(save.execute({ owner: { kind: 'account', sessionToken: 'gone' }, handle: 'strat', locale: us, now })).rejects.toBeInstanceOf(SignedOut);
  });
});

describe('Removing and merging', () => {
  it('removes from an account', async () => {
    const { remove, store } = build();
    store.lists.set('gid://shopify/Customer/7', [saved('strat', 'gid://shopify/Product/1', '999.00', '2026-01-01T00:00:00.000Z')]);
    expect(await remove.execute({ kind: 'account', sessionToken: 'good' }, 'strat')).toEqual([]);
  });

  it("log-in merges the browser's list into the account's", async () => {
    const { merge, store } = build();
    store.lists.set('gid://shopify/Customer/7', [saved('strat', 'gid://shopify/Product/1', '999.00', '2026-01-02T00:00:00.000Z')]);
    const merged = await merge.execute('good', [saved('drums', 'gid://shopify/Product/2', '500.00', '2026-01-03T00:00:00.000Z')]);
    expect(merged.map((item) => item.handle)).toEqual(['drums', 'strat']);
    expect(store.lists.get('gid://shopify/Customer/7')).toEqual(merged);
  });
});

describe('The saved list page data', () => {
  it('pairs each saved product with its card as it is now; a product gone from the catalogue has none', async () => {
    const { load } = build();
    const items = [saved('strat', 'gid://shopify/Product/1', '1299.00', '2026-01-02T00:00:00.000Z'), saved('gone', 'gid://shopify/Product/3', '10.00', '2026-01-01T00:00:00.000Z')];
    const products = await load.execute({ kind: 'browser', items }, us);
    expect(products.map((p) => [p.item.handle, p.card?.onSalePrice?.amount ?? null])).toEqual([
      ['strat', '999.00'],
      ['gone', null],
    ]);
  });
});
