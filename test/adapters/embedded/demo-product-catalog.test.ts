import { describe, expect, it } from 'vitest';
import { generateCatalogue } from '../../../src/adapters/embedded/demo-data/generate-catalogue';
import { DemoProductCatalog } from '../../../src/adapters/embedded/demo-product-catalog';
import { localeByKey } from '../../../src/domain/locale';
import { describeProductCatalogContract, productCatalogFixtureFrom } from '../../contract/product-catalog.contract';

const catalogue = generateCatalogue({ productCount: 600 });

describeProductCatalogContract(
  'DemoProductCatalog',
  async () => ({ catalog: new DemoProductCatalog(catalogue), close: async () => {} }),
  productCatalogFixtureFrom(catalogue),
);

describe('DemoProductCatalog reshaping', () => {
  const catalog = new DemoProductCatalog(catalogue);
  const AU = localeByKey('en-au');

  it('a discounted product has the compare-at as price and the current price as sale price', async () => {
    const discounted = catalogue.products.find((p) => p.status === 'active' && p.variants[0]?.prices.AUD.compareAtPrice !== null)!;
    const detail = await catalog.productByHandle(discounted.handle, AU);
    const prices = discounted.variants[0]!.prices.AUD;
    expect(detail?.price).toEqual({ amount: (prices.compareAtPrice! / 100).toFixed(2), currencyCode: 'AUD' });
    expect(detail?.salePrice).toEqual({ amount: (prices.price / 100).toFixed(2), currencyCode: 'AUD' });
  });

  it('keeps at most five videos and marks heavy items through the metafield', async () => {
    const manyVideos = catalogue.products.find((p) => p.status === 'active' && p.videoURLs.length > 5)!;
    expect((await catalog.productByHandle(manyVideos.handle, AU))?.videoURLs).toHaveLength(5);
    const heavy = catalogue.products.find((p) => p.status === 'active' && p.metafields.is_heavy === 'true')!;
    expect((await catalog.productByHandle(heavy.handle, AU))?.metafields.product_is_heavy).toBe('true');
  });

  it('an open-box listing names its new-stock parent', async () => {
    const listing = catalogue.products.find((p) => p.status === 'active' && p.openBoxParent !== null)!;
    const detail = await catalog.productByHandle(listing.handle, AU);
    expect(detail?.metafields.parent_product_active).toBe(listing.openBoxParent!.handle);
  });

  it('specifications are escaped HTML built from the raw name/value pairs', async () => {
    const product = catalogue.products.find((p) => p.status === 'active' && p.specifications.length > 0)!;
    const detail = await catalog.productByHandle(product.handle, AU);
    expect(detail?.specifications).toContain(`<th>${product.specifications[0]!.name.replace(/&/g, '&amp;')}</th>`);
  });
});
