import { generateCatalogue } from '../../../../src/adapters/embedded/demo-data/generate-catalogue';
import type { DemoCatalogue, DemoProduct, DemoVariant } from '../../../../src/adapters/embedded/demo-data/catalogue-types';

// The default catalogue, generated once per test file.
export const catalogue: DemoCatalogue = generateCatalogue();
export const products: DemoProduct[] = catalogue.products;
export const variants: DemoVariant[] = products.flatMap((product) => product.variants);

export const share = <T>(items: readonly T[], predicate: (item: T) => boolean) => items.filter(predicate).length / items.length;
