import { afterAll, expect, it } from 'vitest';
import { syncCollection } from '../../../src/adapters/typesense/collection-sync';
import { createTypesenseAdminClient, createTypesenseSearchClient } from '../../../src/adapters/typesense/typesense-client';
import { TypesenseProductSearch } from '../../../src/adapters/typesense/typesense-product-search';
import { describeProductSearchContract } from '../../contract/product-search.contract';
import { startTypesenseMock, type TypesenseMock } from '../../support/typesense-mock-server';
import { describeCategoryHierarchyContract } from './category-hierarchy.contract';
import { searchDocuments } from './search-fixture';

let mock: TypesenseMock | undefined;

// The collection is filled the way an operator fills a cluster: through `search:sync`.
describeProductSearchContract(
  'TypesenseProductSearch against the local Typesense stand-in',
  async () => {
    mock = await startTypesenseMock();
    await syncCollection(createTypesenseAdminClient({ nodes: [mock.node], apiKey: mock.adminKey, collection: 'products' }), 'products', searchDocuments(), { batchSize: 100 });
    const client = createTypesenseSearchClient({ nodes: [mock.node], apiKey: mock.searchKey, collection: 'products' });
    return { search: new TypesenseProductSearch(client, 'products'), close: async () => {} };
  },
  searchDocuments(),
);

describeCategoryHierarchyContract(
  'TypesenseProductSearch against the local Typesense stand-in',
  async () => {
    const client = createTypesenseSearchClient({ nodes: [mock!.node], apiKey: mock!.searchKey, collection: 'products' });
    return { search: new TypesenseProductSearch(client, 'products'), close: async () => {} };
  },
  searchDocuments(),
);

it('sent the stand-in no search it had to refuse', () => {
  expect(mock?.violations).toEqual([]);
  expect(mock?.searches().length).toBeGreaterThan(10);
});

afterAll(async () => {
  await mock?.close();
});
