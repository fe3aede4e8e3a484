import { describe, expect, it } from 'vitest';
import { generateCatalogue } from '../../../../src/adapters/embedded/demo-data/generate-catalogue';

// Embedded adapters can be started on a large catalogue for scale tests. Measured on 2 cores:
// about 4 s and 500 MB of heap for 100,000 products.
describe('generateCatalogue at scale', () => {
  it('generates 100,000 products with unique handles and skus', { timeout: 120_000 }, () => {
    const { products, categories } = generateCatalogue({ productCount: 100_000 });
    expect(products.length).toBeGreaterThanOrEqual(100_000);
    expect(new Set(products.map((p) => p.handle)).size).toBe(products.length);
    const skus = new Set<string>();
    let variantCount = 0;
    for (const product of products) for (const variant of product.variants) (skus.add(variant.sku), (variantCount += 1));
    expect(skus.size).toBe(variantCount);
    expect(categories.reduce((sum, top) => sum + top.productCount, 0)).toBe(products.filter((p) => p.status === 'active').length);
  });
});
