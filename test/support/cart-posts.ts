// What the cart-post tests share: two light products with stock to spare in the composed app's demo
// catalogue, and the cart form's body as a browser posts it.
import { generateCatalogue } from '../../src/adapters/embedded/demo-data/generate-catalogue';
import type { DemoProduct } from '../../src/adapters/embedded/demo-data/catalogue-types';
import type { AppConfig } from '../../src/server/config';

/** Two products any shipping method takes, with 8 or more online: the first and second such. */
export function twoLightProducts(config: AppConfig): [DemoProduct, DemoProduct] {
  const catalogue = generateCatalogue({ seed: config.demo.seed, productCount: config.demo.productCount });
  const light = catalogue.products.filter((p) => p.status === 'active' && p.openBoxParent === null && p.metafields.is_heavy === 'false' && (p.variants[0]!.inventory.find((e) => e.locationId === 'ONLINE')?.quantity ?? 0) >= 8);
  return [light[0]!, light[1]!];
}

export const variantGid = (p: DemoProduct) => `gid://shopify/ProductVariant/${p.variants[0]!.id}`;
export const cartInput = (action: string, inputs: unknown) => ({ cartFormInput: JSON.stringify({ action, inputs }) });
export const addLine = (p: DemoProduct, quantity = 1) => cartInput('LinesAdd', { lines: [{ merchandiseId: variantGid(p), quantity }] });
