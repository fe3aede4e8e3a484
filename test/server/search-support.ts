// Ground truth for the search page tests: the same demo catalogue the test app serves, as search documents.
import type { Response } from 'supertest';
import type { DemoCatalogue, DemoCategoryNode } from '../../src/adapters/embedded/demo-data/catalogue-types';
import { generateCatalogue } from '../../src/adapters/embedded/demo-data/generate-catalogue';
import { demoProductDocuments } from '../../src/adapters/embedded/demo-product-documents';
import type { ProductDocument } from '../../src/adapters/typesense/product-document';
import type { AppConfig } from '../../src/server/config';
import type { ListingView } from '../../src/ui/search/view-models';

export function catalogueOf(config: AppConfig): DemoCatalogue {
  return generateCatalogue({ seed: config.demo.seed, productCount: config.demo.productCount });
}

export function documentsOf(config: AppConfig): ProductDocument[] {
  return demoProductDocuments(catalogueOf(config));
}

/** Every category handle of the tree, top-level and below. */
export function categoryHandles(catalogue: DemoCatalogue): string[] {
  const walk = (nodes: readonly DemoCategoryNode[]): string[] => nodes.flatMap((n) => [n.handle, ...walk(n.children)]);
  return walk(catalogue.categories);
}

/** A listing's loader data as the browser fetches it on client navigations. */
export const listingOf = (res: Response) => res.body as ListingView;

export const priceOf = (text: string) => Number(text.replace(/[^\d.]/g, ''));

export const dataPath = (path: string, route: 'collection' | 'search') => `/_data${path}${path.includes('?') ? '&' : '?'}_route=${route}`;
