import { generateCatalogue } from '../../../src/adapters/embedded/demo-data/generate-catalogue';
import { demoProductDocuments } from '../../../src/adapters/embedded/demo-product-documents';
import type { ProductDocument } from '../../../src/adapters/typesense/product-document';

let cached: ProductDocument[] | undefined;

/** The search documents of a small demo catalogue, the same for every adapter under test. */
export function searchDocuments(): ProductDocument[] {
  return (cached ??= demoProductDocuments(generateCatalogue({ seed: 20261121, productCount: 400 })));
}
