// Commerce: catalogue, related products, carts, the checkout link and customer accounts follow one
// provider. Embedded, carts and the local checkout's orders share the commerce SQLite file, and
// customers the shoppers file.
import { instanceCachingFactory } from 'tsyringe';
import { PurchaseGuardedCartStore } from '../../application/cart/purchase-guard';
import type { ActionAnswers, CartStore, CustomerAccounts, MerchandiseLookup, OpenBoxItems, OpenBoxSales, OrderBook, OrderFulfilment, PaymentGateway, ProductCatalog, RelatedProducts } from '../../application/ports';
import { TOKENS } from '../../application/tokens';
import { DemoMerchandiseLookup } from '../../adapters/embedded/demo-merchandise-lookup';
import { DemoProductCatalog } from '../../adapters/embedded/demo-product-catalog';
import { DemoRelatedProducts } from '../../adapters/embedded/demo-related-products';
import { createShopifyClient } from '../../adapters/shopify/shopify-client';
import { ShopifyCartStore } from '../../adapters/shopify/shopify-cart-store';
import { ShopifyCustomerAccounts } from '../../adapters/shopify/shopify-customer-accounts';
import { ShopifyMerchandiseLookup } from '../../adapters/shopify/shopify-merchandise-lookup';
import { ShopifyProductCatalog } from '../../adapters/shopify/shopify-product-catalog';
import { ShopifyRelatedProducts } from '../../adapters/shopify/shopify-related-products';
import { SqliteCartStore } from '../../adapters/sqlite/sqlite-cart-store';
import { SqliteCustomerAccounts } from '../../adapters/sqlite/sqlite-customer-accounts';
import { SqliteOrderBook } from '../../adapters/sqlite/sqlite-order-book';
import { SqliteBogusGateway } from '../../adapters/sqlite/sqlite-bogus-gateway';
import { ShopifyCheckoutPayment } from '../../adapters/shopify/shopify-checkout-payment';
import { SqliteActionAnswers } from '../../adapters/sqlite/sqlite-action-answers';
import { RedisActionAnswers } from '../../adapters/redis/redis-action-answers';
import { demoImageRoutes } from '../http/demo-images';
import type { ProviderWiring } from './wiring';

export const commerceWiring: ProviderWiring = {
  port: 'commerce',
  register({ container, config, demoCatalogue, embeddedInventory, database, mount, shared }) {
    const { commerce } = config;
    // Keyed cart actions' first answers: in Redis every copy recognises a retry another copy answered.
    container.register<ActionAnswers>(TOKENS.ActionAnswers, { useValue: shared.redis ? new RedisActionAnswers(shared.redis) : new SqliteActionAnswers(database('shoppers')) });
    if (commerce.kind === 'shopify') {
      const client = createShopifyClient(commerce);
      const checkout = config.checkout.publicBaseUrl ? { publicCheckoutBase: config.checkout.publicBaseUrl } : {};
      container.register<ProductCatalog>(TOKENS.ProductCatalog, { useValue: new ShopifyProductCatalog(client) });
      container.register<RelatedProducts>(TOKENS.RelatedProducts, { useValue: new ShopifyRelatedProducts(client) });
      // The same purchase rules as the embedded store, reading availability from Shopify itself.
      const carts = new ShopifyCartStore(client, checkout);
      const merchandise = new ShopifyMerchandiseLookup(client);
      container.register<CartStore>(TOKENS.CartStore, {
        useFactory: instanceCachingFactory((c) => new PurchaseGuardedCartStore(carts, merchandise, c.resolve<OpenBoxItems>(TOKENS.OpenBoxItems), null)),
      });
      // Shopify takes a sold unit off sale itself; the open-box data stops listing it.
      container.register<OpenBoxSales>(TOKENS.OpenBoxSales, { useValue: { soldUnits: async () => new Set<string>() } });
      container.register<CustomerAccounts>(TOKENS.CustomerAccounts, { useValue: new ShopifyCustomerAccounts(client) });
      container.register<MerchandiseLookup>(TOKENS.MerchandiseLookup, { useValue: new ShopifyMerchandiseLookup(client) });
      // Shopify's checkout takes payment; no embedded checkout is mounted (docs/payment.md).
      container.register<PaymentGateway>(TOKENS.PaymentGateway, { useValue: new ShopifyCheckoutPayment() });
      if (config.demo.images) mount((app) => app.use(demoImageRoutes(demoCatalogue())));
      return;
    }
    const catalogue = demoCatalogue();
    const merchandise = new DemoMerchandiseLookup(catalogue);
    // Orders consume the store's inventory in their own transaction (issue 29).
    const orders = new SqliteOrderBook(database('commerce'), undefined, embeddedInventory());
    container.register<ProductCatalog>(TOKENS.ProductCatalog, { useValue: new DemoProductCatalog(catalogue) });
    container.register<RelatedProducts>(TOKENS.RelatedProducts, { useValue: new DemoRelatedProducts(catalogue) });
    container.register<MerchandiseLookup>(TOKENS.MerchandiseLookup, { useValue: merchandise });
    // The purchase rules (availability, open-box units sold once) stand in front of the store. The
    // open-box data is the middleware's port, registered by its own wiring: resolved when first asked.
    const carts = new SqliteCartStore(database('commerce'), merchandise);
    container.register<CartStore>(TOKENS.CartStore, {
      useFactory: instanceCachingFactory((c) => new PurchaseGuardedCartStore(carts, merchandise, c.resolve<OpenBoxItems>(TOKENS.OpenBoxItems), orders)),
    });
    container.register<OrderBook>(TOKENS.OrderBook, { useValue: orders });
    container.register<OpenBoxSales>(TOKENS.OpenBoxSales, { useValue: orders });
    container.register<OrderFulfilment>(TOKENS.OrderFulfilment, { useValue: orders });
    // A test gateway like Shopify's Bogus Gateway: card '1' approves, '2' declines, '3' fails (docs/payment.md).
    container.register<PaymentGateway>(TOKENS.PaymentGateway, { useValue: new SqliteBogusGateway(database('commerce')) });
    container.register<CustomerAccounts>(TOKENS.CustomerAccounts, { useValue: new SqliteCustomerAccounts(database('shoppers'), { orders }) });
    mount((app) => app.use(demoImageRoutes(catalogue)));
  },
};
