import type { DemoProduct } from './catalogue-types';
import { createPrng, mixSeed } from './prng';

// A few active products from the same leaf category, drawn by index so it stays fast at 100k.

const RELATED_PER_PRODUCT = 4;

export function assignRelatedProducts(products: DemoProduct[], seed: number): void {
  const activeByLeaf = new Map<string, DemoProduct[]>();
  for (const product of products) {
    if (product.status !== 'active') continue;
    const group = activeByLeaf.get(product.categoryCode) ?? [];
    group.push(product);
    activeByLeaf.set(product.categoryCode, group);
  }
  products.forEach((product, index) => {
    const group = activeByLeaf.get(product.categoryCode) ?? [];
    const prng = createPrng(mixSeed(seed, index, 0x5e1a7ed));
    const picked = new Set<string>(product.openBoxParent ? [product.openBoxParent.productId] : []);
    const wanted = Math.min(RELATED_PER_PRODUCT, group.length - 1);
    for (let attempt = 0; picked.size < wanted && attempt < wanted * 8; attempt += 1) {
      const candidate = prng.pick(group);
      if (candidate.id !== product.id) picked.add(candidate.id);
    }
    product.relatedProductIds = [...picked];
  });
}
