import { DemoMerchandiseLookup } from '../../../src/adapters/embedded/demo-merchandise-lookup';
import { generateCatalogue } from '../../../src/adapters/embedded/demo-data/generate-catalogue';
import { openDatabase } from '../../../src/adapters/sqlite/open-database';
import { SqliteCartStore } from '../../../src/adapters/sqlite/sqlite-cart-store';
import { cartStoreFixtureFrom, describeCartStoreContract } from '../../contract/cart-store.contract';

const catalogue = generateCatalogue({ seed: 2026, productCount: 300 });

describeCartStoreContract(
  'SqliteCartStore',
  async () => {
    const db = openDatabase(':memory:');
    return { store: new SqliteCartStore(db, new DemoMerchandiseLookup(catalogue)), close: async () => db.close() };
  },
  cartStoreFixtureFrom(catalogue),
);
