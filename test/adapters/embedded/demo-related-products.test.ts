import { generateCatalogue } from '../../../src/adapters/embedded/demo-data/generate-catalogue';
import { DemoRelatedProducts } from '../../../src/adapters/embedded/demo-related-products';
import { describeRelatedProductsContract, relatedProductsFixtureFrom } from '../../contract/related-products.contract';

const catalogue = generateCatalogue({ seed: 2026, productCount: 300 });

describeRelatedProductsContract('DemoRelatedProducts', async () => ({ related: new DemoRelatedProducts(catalogue), close: async () => {} }), relatedProductsFixtureFrom(catalogue));
