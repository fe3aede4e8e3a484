// Product search: a hosted Typesense cluster, or the demo catalogue indexed in process.
import type { ProductSearch } from '../../application/ports';
import { TOKENS } from '../../application/tokens';
import { ColumnarProductSearch } from '../../adapters/columnar/columnar-product-search';
import { DemoLiveStockSearch } from '../../adapters/embedded/demo-live-stock-search';
import { demoProductDocuments } from '../../adapters/embedded/demo-product-documents';
import { createTypesenseSearchClient } from '../../adapters/typesense/typesense-client';
import { TypesenseProductSearch } from '../../adapters/typesense/typesense-product-search';
import type { ProviderWiring } from './wiring';

export const searchWiring: ProviderWiring = {
  port: 'search',
  register({ container, config, eventLog, demoCatalogue }) {
    if (config.search.kind === 'typesense') {
      const { nodes, searchOnlyKey, collection } = config.search;
      const client = createTypesenseSearchClient({ nodes, apiKey: searchOnlyKey, collection });
      container.register<ProductSearch>(TOKENS.ProductSearch, { useValue: new TypesenseProductSearch(client, collection, { log: eventLog }) });
      return;
    }
    const options = config.searchCache.enabled ? {} : { cacheSize: 0 };
    const search = new ColumnarProductSearch(demoProductDocuments(demoCatalogue()), options);
    // The embedded store's orders and stock changes show on listing cards at once (issue 29).
    container.register<ProductSearch>(TOKENS.ProductSearch, { useValue: config.commerce.kind === 'embedded' ? new DemoLiveStockSearch(search, demoCatalogue()) : search });
  },
};
