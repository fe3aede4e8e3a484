import { ColumnarProductSearch } from '../../../src/adapters/columnar/columnar-product-search';
import { describeProductSearchContract } from '../../contract/product-search.contract';
import { describeCategoryHierarchyContract } from './category-hierarchy.contract';
import { searchDocuments } from './search-fixture';

describeProductSearchContract('ColumnarProductSearch', async () => ({ search: new ColumnarProductSearch(searchDocuments()), close: async () => {} }), searchDocuments());
describeProductSearchContract('ColumnarProductSearch without its cache', async () => ({ search: new ColumnarProductSearch(searchDocuments(), { cacheSize: 0 }), close: async () => {} }), searchDocuments());
describeCategoryHierarchyContract('ColumnarProductSearch', async () => ({ search: new ColumnarProductSearch(searchDocuments()), close: async () => {} }), searchDocuments());
