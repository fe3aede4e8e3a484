// Commerce: catalogue, related products, carts, the checkout link and customer accounts follow one
// provider. Embedded, carts and the local checkout's orders share the commerce SQLite file, and
// customers the shoppers file.
import type { CartStore, CustomerAccounts, MerchandiseLookup, OrderBook, ProductCatalog, RelatedProducts } from '../../application/ports';
import { TOKENS } from '../../application/tokens';
import { DemoMerchandiseLookup } from '../../adapters/embedded/demo-merchandise-lookup';
import { DemoProductCatalog } from '../../adapters/embedded/demo-product-catalog';
import { DemoRelatedProducts } from '../../adapters/embedded/demo-related-products';
import { createShopifyClient } from '../../adapters/shopify/shopify-client';
import { ShopifyCartStore } from '../../adapters/shopify/shopify-cart-store';
import { ShopifyCustomerAccounts } from '../../adapters/shopify/shopify-customer-accounts';
import { ShopifyProductCatalog } from '../../adapters/shopify/shopify-product-catalog';
import { ShopifyRelatedProducts } from '../../adapters/shopify/shopify-related-products';
import { SqliteCartStore } from '../../adapters/sqlite/sqlite-cart-store';
import { SqliteCustomerAccounts } from '../../adapters/sqlite/sqlite-customer-accounts';
import { SqliteOrderBook } from '../../adapters/sqlite/sqlite-order-book';
import { demoImageRoutes } from '../http/demo-images';
import type { ProviderWiring } from './wiring';

export const commerceWiring: ProviderWiring = {
  port: 'commerce',
  register({ container, config, demoCatalogue, database, mount }) {
    const { commerce } = config;
    if (commerce.kind === 'shopify') {
      const client = createShopifyClient(commerce);
      const checkout = config.checkout.publicBaseUrl ? { publicCheckoutBase: config.checkout.publicBaseUrl } : {};
      container.register<ProductCatalog>(TOKENS.ProductCatalog, { useValue: new ShopifyProductCatalog(client) });
      container.register<RelatedProducts>(TOKENS.RelatedProducts, { useValue: new ShopifyRelatedProducts(client) });
      container.register<CartStore>(TOKENS.CartStore, { useValue: new ShopifyCartStore(client, checkout) });
      container.register<CustomerAccounts>(TOKENS.CustomerAccounts, { useValue: new ShopifyCustomerAccounts(client) });
      return;
    }
    const catalogue = demoCatalogue();
    const merchandise = new DemoMerchandiseLookup(catalogue);
    const orders = new SqliteOrderBook(database('commerce'));
    container.register<ProductCatalog>(TOKENS.ProductCatalog, { useValue: new DemoProductCatalog(catalogue) });
    container.register<RelatedProducts>(TOKENS.RelatedProducts, { useValue: new DemoRelatedProducts(catalogue) });
    container.register<MerchandiseLookup>(TOKENS.MerchandiseLookup, { useValue: merchandise });
    container.register<CartStore>(TOKENS.CartStore, { useValue: new SqliteCartStore(database('commerce'), merchandise) });
    container.register<OrderBook>(TOKENS.OrderBook, { useValue: orders });
    container.register<CustomerAccounts>(TOKENS.CustomerAccounts, { useValue: new SqliteCustomerAccounts(database('shoppers'), { orders }) });
    mount((app) => app.use(demoImageRoutes(catalogue)));
  },
};
