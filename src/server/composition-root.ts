// The one place that knows which adapter serves each port. Everything else asks for ports.
import 'reflect-metadata';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Express } from 'express';
import type { Logger } from 'pino';
import { container as rootContainer, type DependencyContainer } from 'tsyringe';
import type { ContentSource, Inventory, OpenBoxItems, ProductCatalog, ProductSearch, RelatedProducts, RentalRates, ShippingRates } from '../application/ports';
import { TOKENS } from '../application/tokens';
import type { CartStore, MerchandiseLookup, OrderBook } from '../application/ports';
import { BuyNowCart } from '../application/use-cases/buy-now-cart';
import { FetchCartRelatedProducts } from '../application/use-cases/fetch-cart-related-products';
import { LoadCart } from '../application/use-cases/load-cart';
import { LoadCartOrder } from '../application/use-cases/load-cart-order';
import { PlaceCartOrder } from '../application/use-cases/place-cart-order';
import { QuoteCartShipping } from '../application/use-cases/quote-cart-shipping';
import { UpdateCart } from '../application/use-cases/update-cart';
import { DemoMerchandiseLookup } from '../adapters/embedded/demo-merchandise-lookup';
import { ShopifyCartStore } from '../adapters/shopify/shopify-cart-store';
import { openDatabase, type Database } from '../adapters/sqlite/open-database';
import { SqliteCartStore } from '../adapters/sqlite/sqlite-cart-store';
import { SqliteOrderBook } from '../adapters/sqlite/sqlite-order-book';
import { LoadContentPage } from '../application/use-cases/load-content-page';
import { LoadHomePage } from '../application/use-cases/load-home-page';
import { LoadShell } from '../application/use-cases/load-shell';
import { LoadListingProducts } from '../application/use-cases/load-listing-products';
import { SearchCategory } from '../application/use-cases/search-category';
import { SearchFacetValues } from '../application/use-cases/search-facet-values';
import { SearchProducts } from '../application/use-cases/search-products';
import { ColumnarProductSearch } from '../adapters/columnar-search/columnar-product-search';
import { demoProductDocuments } from '../adapters/search/demo-product-documents';
import { createTypesenseSearchClient } from '../adapters/typesense/typesense-client';
import { TypesenseProductSearch } from '../adapters/typesense/typesense-product-search';
import { LoadStorePage } from '../application/use-cases/load-store-page';
import { LoadStores } from '../application/use-cases/load-stores';
import { LoadSitemap } from '../application/use-cases/load-sitemap';
import { EstimateProductShipping } from '../application/use-cases/estimate-product-shipping';
import { LoadOpenBoxItems } from '../application/use-cases/load-open-box-items';
import { PriceOpenBoxUnits } from '../application/use-cases/price-open-box-units';
import { LoadProductPage } from '../application/use-cases/load-product-page';
import { LoadProductStock } from '../application/use-cases/load-product-stock';
import { LoadRelatedProducts } from '../application/use-cases/load-related-products';
import { LoadRentalOffer } from '../application/use-cases/load-rental-offer';
import { LoadListingRentalRates } from '../application/use-cases/load-listing-rental-rates';
import { DemoInventory } from '../adapters/embedded/demo-inventory';
import { DemoOpenBoxItems } from '../adapters/embedded/demo-open-box';
import { DemoRelatedProducts } from '../adapters/embedded/demo-related-products';
import { DemoRentalRates } from '../adapters/embedded/demo-rental-rates';
import { DemoShippingRates } from '../adapters/embedded/demo-shipping-rates';
import { createJsonHttpClient, upstreamBreaker } from '../adapters/middleware/json-http-client';
import { MiddlewareInventory } from '../adapters/middleware/middleware-inventory';
import { MiddlewareOpenBoxItems } from '../adapters/middleware/middleware-open-box-items';
import { MiddlewareShippingRates } from '../adapters/middleware/middleware-shipping-rates';
import { HttpRentalRates } from '../adapters/rental/http-rental-rates';
import { DemoProductCatalog } from '../adapters/embedded/demo-product-catalog';
import { GroqContentSource } from '../adapters/embedded/groq-content-source';
import { generateCatalogue } from '../adapters/embedded/demo-data/generate-catalogue';
import type { DemoCatalogue } from '../adapters/embedded/demo-data/catalogue-types';
import { PinoEventLog } from '../adapters/pino-event-log';
import { SanityContentSource } from '../adapters/sanity/sanity-content-source';
import { ShopifyProductCatalog } from '../adapters/shopify/shopify-product-catalog';
import { createShopifyClient } from '../adapters/shopify/shopify-client';
import { ShopifyRelatedProducts } from '../adapters/shopify/shopify-related-products';
import type { AppConfig } from './config';
import type { ReadinessProbe } from './http/health';
import { cartStoreProbe, customerAccountsProbe, sqliteProbe } from './readiness-probes';
import { localeByKey } from '../domain/locale';
import { demoImageRoutes } from './http/demo-images';
import { previewRoutes } from './http/preview-routes';
import { seoRoutes } from './http/seo-routes';
import type { Analytics, Captcha, CustomerAccounts, EventLog, NewsletterSubscriptions } from '../application/ports';
import { LoadAccount } from '../application/use-cases/load-account';
import { LogIn } from '../application/use-cases/log-in';
import { LogOut } from '../application/use-cases/log-out';
import { RecordAnalytics } from '../application/use-cases/record-analytics';
import { RegisterCustomer } from '../application/use-cases/register-customer';
import { SubscribeNewsletter } from '../application/use-cases/subscribe-newsletter';
import { EventLogAnalytics } from '../adapters/analytics/event-log-analytics';
import { ShopifyAnalytics, shopifyAnalyticsEndpoint } from '../adapters/analytics/shopify-analytics';
import { ShopifyCustomerAccounts } from '../adapters/accounts/shopify-customer-accounts';
import { SqliteCustomerAccounts } from '../adapters/accounts/sqlite-customer-accounts';
import { EmbeddedCaptcha } from '../adapters/captcha/embedded-captcha';
import { RecaptchaCaptcha } from '../adapters/captcha/recaptcha-captcha';
import { SqliteNewsletterSubscriptions } from '../adapters/newsletter/sqlite-newsletter-subscriptions';
import { webhookBreaker, WebhookNewsletterSubscriptions } from '../adapters/newsletter/webhook-newsletter-subscriptions';
import { shopperRoutes } from './http/shopper-routes';
import type { UseCases } from './ssr/request-services';

export interface Composition {
  container: DependencyContainer;
  useCases: UseCases;
  readiness: ReadinessProbe[];
  mount: (app: Express) => void;
  close(): Promise<void>;
}

// The demo content ships with the code: found from this module (src/server in tests, the bundle in
// dist/server), not from the working directory, so the shop starts from any folder.
export const CONTENT_EXPORT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'data', 'content', 'content.ndjson');

export async function composeApplication(config: AppConfig, logger: Logger): Promise<Composition> {
  const container = rootContainer.createChildContainer();
  const mounts: Array<(app: Express) => void> = [];
  let demo: DemoCatalogue | undefined;
  const demoCatalogue = () => (demo ??= generateCatalogue({ seed: config.demo.seed, productCount: config.demo.productCount }));

  container.register(TOKENS.EventLog, { useValue: new PinoEventLog(logger) });

  if (config.commerce.kind === 'shopify') {
    const client = createShopifyClient(config.commerce);
    container.register<ProductCatalog>(TOKENS.ProductCatalog, { useValue: new ShopifyProductCatalog(client) });
  } else {
    const catalogue = demoCatalogue();
    container.register<ProductCatalog>(TOKENS.ProductCatalog, { useValue: new DemoProductCatalog(catalogue) });
    mounts.push((app) => app.use(demoImageRoutes(catalogue)));
  }

  if (config.content.kind === 'sanity') {
    container.register<ContentSource>(TOKENS.ContentSource, { useValue: new SanityContentSource(config.content) });
  } else {
    container.register<ContentSource>(TOKENS.ContentSource, { useValue: await GroqContentSource.fromNdjsonFile(CONTENT_EXPORT) });
  }

  // Middleware (inventory, open-box, shipping) and rental data are deferred on the product page and
  // degrade to the fallbacks of spec section 8, so they get no readiness probe: a slow optional
  // upstream must not take the whole shop out of rotation.
  if (config.middleware.kind === 'http') {
    const breaker = upstreamBreaker('middleware', (state) => logger.warn({ upstream: 'middleware', state }, 'middleware circuit changed'));
    const reads = createJsonHttpClient({ service: 'middleware', baseUrl: config.middleware.baseUrl, breaker });
    // The shopper waits on the estimate, but a carrier quote may take longer than a stock read.
    const quotes = createJsonHttpClient({ service: 'middleware', baseUrl: config.middleware.baseUrl, timeoutMs: 4_000, breaker });
    container.register<Inventory>(TOKENS.Inventory, { useValue: new MiddlewareInventory(reads) });
    container.register<OpenBoxItems>(TOKENS.OpenBoxItems, { useValue: new MiddlewareOpenBoxItems(reads) });
    container.register<ShippingRates>(TOKENS.ShippingRates, { useValue: new MiddlewareShippingRates(quotes) });
  } else {
    container.register<Inventory>(TOKENS.Inventory, { useValue: new DemoInventory(demoCatalogue()) });
    container.register<OpenBoxItems>(TOKENS.OpenBoxItems, { useValue: new DemoOpenBoxItems(demoCatalogue()) });
    container.register<ShippingRates>(TOKENS.ShippingRates, { useValue: new DemoShippingRates(demoCatalogue()) });
  }
  if (config.rental.kind === 'http') {
    const onBreakerChange = (state: string) => logger.warn({ upstream: 'rental', state }, 'rental circuit changed');
    container.register<RentalRates>(TOKENS.RentalRates, { useValue: new HttpRentalRates(createJsonHttpClient({ service: 'rental', baseUrl: config.rental.url, onBreakerChange })) });
  } else {
    container.register<RentalRates>(TOKENS.RentalRates, { useValue: new DemoRentalRates(demoCatalogue()) });
  }
  container.register<RelatedProducts>(TOKENS.RelatedProducts, {
    useValue: config.commerce.kind === 'shopify' ? new ShopifyRelatedProducts(createShopifyClient(config.commerce)) : new DemoRelatedProducts(demoCatalogue()),
  });

  // Carts follow the commerce provider; embedded, carts and the local checkout's orders share one
  // SQLite file under the data folder (private memory in tests).
  let commerceDb: Database | null = null;
  if (config.commerce.kind === 'shopify') {
    const cartClient = createShopifyClient(config.commerce);
    const checkout = config.checkout.publicBaseUrl ? { publicCheckoutBase: config.checkout.publicBaseUrl } : {};
    container.register<CartStore>(TOKENS.CartStore, { useValue: new ShopifyCartStore(cartClient, checkout) });
  } else {
    commerceDb = openDatabase(config.server.nodeEnv === 'test' ? ':memory:' : path.join(config.demo.dataDir, 'commerce.sqlite'));
    const merchandise = new DemoMerchandiseLookup(demoCatalogue());
    container.register<MerchandiseLookup>(TOKENS.MerchandiseLookup, { useValue: merchandise });
    container.register<CartStore>(TOKENS.CartStore, { useValue: new SqliteCartStore(commerceDb, merchandise) });
    container.register<OrderBook>(TOKENS.OrderBook, { useValue: new SqliteOrderBook(commerceDb) });
  }
  // Product search: a hosted Typesense cluster when configured, else the demo catalogue indexed in process.
  if (config.search.kind === 'typesense') {
    const { nodes, searchOnlyKey, collection } = config.search;
    container.register<ProductSearch>(TOKENS.ProductSearch, { useValue: new TypesenseProductSearch(createTypesenseSearchClient({ nodes, apiKey: searchOnlyKey, collection }), collection, { log: container.resolve<EventLog>(TOKENS.EventLog) }) });
  } else {
    container.register<ProductSearch>(TOKENS.ProductSearch, { useValue: new ColumnarProductSearch(demoProductDocuments(demoCatalogue()), config.searchCache.enabled ? {} : { cacheSize: 0 }) });
  }
  const embeddedCheckout = container.isRegistered(TOKENS.OrderBook);

  // Captcha, newsletter, accounts and analytics. Accounts follow the commerce provider; embedded,
  // accounts and the newsletter list share one SQLite file under the data folder (memory in tests).
  const eventLog = container.resolve<EventLog>(TOKENS.EventLog);
  let shopperDb: Database | null = null;
  const shoppers = () => (shopperDb ??= openDatabase(config.server.nodeEnv === 'test' ? ':memory:' : path.join(config.demo.dataDir, 'shoppers.sqlite')));
  container.register<Captcha>(TOKENS.Captcha, { useValue: config.captcha.kind === 'recaptcha' ? new RecaptchaCaptcha(config.captcha, eventLog) : new EmbeddedCaptcha(eventLog) });
  container.register<NewsletterSubscriptions>(TOKENS.NewsletterSubscriptions, {
    useValue: config.newsletter.kind === 'webhook' ? new WebhookNewsletterSubscriptions({ url: config.newsletter.url, breaker: webhookBreaker(new URL(config.newsletter.url).host, (state) => eventLog.warn({ upstream: 'newsletter-webhook', state }, 'newsletter webhook circuit changed')) }) : new SqliteNewsletterSubscriptions(shoppers()),
  });
  container.register<CustomerAccounts>(TOKENS.CustomerAccounts, {
    useValue:
      config.commerce.kind === 'shopify'
        ? new ShopifyCustomerAccounts(createShopifyClient(config.commerce))
        : new SqliteCustomerAccounts(shoppers(), { orders: embeddedCheckout ? container.resolve<OrderBook>(TOKENS.OrderBook) : null }),
  });
  container.register<Analytics>(TOKENS.Analytics, {
    useValue: config.analytics.kind === 'shopify' ? new ShopifyAnalytics({ endpoint: shopifyAnalyticsEndpoint(config.analytics.storeDomain) }, eventLog) : new EventLogAnalytics(eventLog),
  });
  const shopperUseCases = {
    subscribeNewsletter: container.resolve(SubscribeNewsletter),
    registerCustomer: container.resolve(RegisterCustomer),
    logIn: container.resolve(LogIn),
    logOut: container.resolve(LogOut),
    loadAccount: container.resolve(LoadAccount),
    recordAnalytics: container.resolve(RecordAnalytics),
  };
  const session = { secret: config.session.secret, secure: config.server.nodeEnv === 'production' };
  const analyticsShopId = config.analytics.kind === 'shopify' ? config.analytics.shopId : '0';
  mounts.push((app) => app.use(shopperRoutes({ useCases: shopperUseCases, session, defaultLocale: config.server.defaultLocale, analyticsShopId })));

  mounts.push((app) => app.use(previewRoutes({ secret: config.content.previewSecret ?? null, secure: config.server.nodeEnv === 'production' })));
  mounts.push((app) => app.use(seoRoutes({ loadSitemap: container.resolve(LoadSitemap), defaultLocale: config.server.defaultLocale })));

  const catalog = container.resolve<ProductCatalog>(TOKENS.ProductCatalog);
  const content = container.resolve<ContentSource>(TOKENS.ContentSource);
  const search = container.resolve<ProductSearch>(TOKENS.ProductSearch);
  return {
    container,
    useCases: {
      loadShell: container.resolve(LoadShell),
      loadHomePage: container.resolve(LoadHomePage),
      loadContentPage: container.resolve(LoadContentPage),
      loadCart: container.resolve(LoadCart),
      updateCart: container.resolve(UpdateCart),
      buyNowCart: container.resolve(BuyNowCart),
      fetchCartRelatedProducts: container.resolve(FetchCartRelatedProducts),
      placeCartOrder: embeddedCheckout ? container.resolve(PlaceCartOrder) : null,
      loadCartOrder: embeddedCheckout ? container.resolve(LoadCartOrder) : null,
      quoteCartShipping: embeddedCheckout ? container.resolve(QuoteCartShipping) : null,
      loadStorePage: container.resolve(LoadStorePage),
      loadStores: container.resolve(LoadStores),
      loadListingProducts: container.resolve(LoadListingProducts),
      loadProductPage: container.resolve(LoadProductPage),
      loadProductStock: container.resolve(LoadProductStock),
      loadOpenBoxItems: container.resolve(LoadOpenBoxItems),
      priceOpenBoxUnits: container.isRegistered(TOKENS.MerchandiseLookup) ? container.resolve(PriceOpenBoxUnits) : null,
      loadRentalOffer: container.resolve(LoadRentalOffer),
      loadListingRentalRates: container.resolve(LoadListingRentalRates),
      loadRelatedProducts: container.resolve(LoadRelatedProducts),
      estimateProductShipping: container.resolve(EstimateProductShipping),
      searchProducts: container.resolve(SearchProducts),
      searchCategory: container.resolve(SearchCategory),
      searchFacetValues: container.resolve(SearchFacetValues),
      ...shopperUseCases,
    },
    readiness: [
      { port: 'ProductCatalog', check: () => catalog.categoryTree() },
      { port: 'ContentSource', check: () => content.layout({ preview: false }) },
      { port: 'ProductSearch', check: () => search.search({ term: '', refinements: {}, categoryPath: null, price: {}, sort: 'relevance', page: 1, hitsPerPage: 1, overrides: true, scope: { kind: 'search' }, currency: 'AUD' }) },
      cartStoreProbe(container.resolve<CartStore>(TOKENS.CartStore), localeByKey(config.server.defaultLocale, config.server.defaultLocale)),
      customerAccountsProbe(container.resolve<CustomerAccounts>(TOKENS.CustomerAccounts)),
      // The newsletter webhook has nothing to read (a POST would subscribe someone): probed embedded only.
      ...(config.newsletter.kind === 'webhook' ? [] : [sqliteProbe('NewsletterSubscriptions', shoppers())]),
    ],
    mount: (app) => mounts.forEach((mount) => mount(app)),
    close: async () => {
      await container.dispose();
      commerceDb?.close();
      (shopperDb as Database | null)?.close();
    },
  };
}
