// Saved items: the Shopify customer metafield through the Admin API, or a SQLite table in the
// shoppers file (embedded, and hosted commerce without an Admin API token: lists then stay on this
// machine, keyed by the Shopify customer id).
import type { SavedItems } from '../../application/ports';
import { TOKENS } from '../../application/tokens';
import { createShopifyAdminClient } from '../../adapters/shopify/admin/shopify-admin-client';
import { ShopifySavedItems } from '../../adapters/shopify/admin/shopify-saved-items';
import { SqliteSavedItems } from '../../adapters/sqlite/sqlite-saved-items';
import { sqliteProbe } from '../readiness-probes';
import type { ProviderWiring } from './wiring';

export const savedItemsWiring: ProviderWiring = {
  port: 'savedItems',
  register({ container, config, database, probe }) {
    const saved = config.savedItems;
    if (saved.kind === 'shopify-metafield') {
      container.register<SavedItems>(TOKENS.SavedItems, { useValue: new ShopifySavedItems(createShopifyAdminClient(saved)) });
      return;
    }
    container.register<SavedItems>(TOKENS.SavedItems, { useValue: new SqliteSavedItems(database('shoppers')) });
    probe(sqliteProbe('SavedItems', database('shoppers')));
  },
};
