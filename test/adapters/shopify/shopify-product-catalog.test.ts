import { describe } from 'vitest';
import { describeProductCatalogContract, productCatalogFixtureFrom } from '../../contract/product-catalog.contract';
import { demoCatalogue, startShopifyCatalog } from './support/shopify-catalog-harness';

describe('ShopifyProductCatalog', () => {
  describeProductCatalogContract('ShopifyProductCatalog on the Storefront mock', startShopifyCatalog, productCatalogFixtureFrom(demoCatalogue()));
});
