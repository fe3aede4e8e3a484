// The one place that knows which adapter serves each port. Everything else asks for ports. Each
// provider's wiring lives in its own module under ./composition and is listed once below; this
// module adds the routes every shop has and resolves the use cases the server runs.
import 'reflect-metadata';
import type { Express } from 'express';
import type { Logger } from 'pino';
import { container as rootContainer, type DependencyContainer } from 'tsyringe';
import type { CartStore, ContentSource, CustomerAccounts, EventLog, ProductCatalog, ProductSearch } from '../application/ports';
import { TOKENS } from '../application/tokens';
import { LogIn } from '../application/accounts/log-in';
import { LogOut } from '../application/accounts/log-out';
import { LoadAccount } from '../application/accounts/load-account';
import { LoadAccountOrder } from '../application/accounts/load-account-order';
import { RegisterCustomer } from '../application/accounts/register-customer';
import { RecordAnalytics } from '../application/analytics/record-analytics';
import { BuyNowCart } from '../application/cart/buy-now-cart';
import { FetchCartRelatedProducts } from '../application/cart/fetch-cart-related-products';
import { LoadCart } from '../application/cart/load-cart';
import { UpdateCart } from '../application/cart/update-cart';
import { AnswerCartActionOnce } from '../application/cart/answer-cart-action-once';
import { LoadShell } from '../application/catalogue/load-shell';
import { LoadSitemap } from '../application/catalogue/load-sitemap';
import { LoadBrands } from '../application/catalogue/load-brands';
import { LoadCartOrder } from '../application/checkout/load-cart-order';
import { LoadOrderConfirmation } from '../application/checkout/load-order-confirmation';
import { ConfirmOrderEmail } from '../application/checkout/confirm-order-email';
import { PlaceCartOrder } from '../application/checkout/place-cart-order';
import { QuoteCartShipping } from '../application/checkout/quote-cart-shipping';
import { LoadContentPage } from '../application/content/load-content-page';
import { LoadHomePage } from '../application/content/load-home-page';
import { LoadStorePage } from '../application/content/load-store-page';
import { LoadStores } from '../application/content/load-stores';
import { SubscribeNewsletter } from '../application/newsletter/subscribe-newsletter';
import { EstimateProductShipping } from '../application/product/estimate-product-shipping';
import { LoadOpenBoxItems } from '../application/product/load-open-box-items';
import { LoadProductPage } from '../application/product/load-product-page';
import { LoadProductStock } from '../application/product/load-product-stock';
import { CompareProducts } from '../application/product/compare-products';
import { LoadRelatedProducts } from '../application/product/load-related-products';
import { LoadRentalOffer } from '../application/product/load-rental-offer';
import { PriceOpenBoxUnits } from '../application/product/price-open-box-units';
import { LoadListingProducts } from '../application/search/load-listing-products';
import { LoadListingRentalRates } from '../application/search/load-listing-rental-rates';
import { SearchCategory } from '../application/search/search-category';
import { SearchFacetValues } from '../application/search/search-facet-values';
import { SearchProducts } from '../application/search/search-products';
import { PinoEventLog } from '../adapters/pino/pino-event-log';
import { localeByKey } from '../domain/locale';
import { alertsWiring } from './composition/alerts';
import { analyticsWiring } from './composition/analytics';
import { savedItemsWiring } from './composition/saved-items';
import { LoadSavedItems, ListSavedHandles } from '../application/saved/load-saved-items';
import { MergeBrowserSavedItems } from '../application/saved/merge-browser-saved-items';
import { RemoveSavedProduct } from '../application/saved/remove-saved-product';
import { SaveProduct } from '../application/saved/save-product';
import { mergeBrowserListOnSignIn, savedItemsRoutes } from './http/saved-items-routes';
import { orderAccessRoutes } from './http/order-access-routes';
import { productCardsRoutes } from './http/product-cards-routes';
import { LoadProductCards } from '../application/catalogue/load-product-cards';
import { captchaWiring } from './composition/captcha';
import { commerceWiring } from './composition/commerce';
import { contentWiring } from './composition/content';
import { middlewareWiring } from './composition/middleware';
import { newsletterWiring } from './composition/newsletter';
import { rentalWiring } from './composition/rental';
import { searchWiring } from './composition/search';
import { sharedResources, type ProviderWiring } from './composition/wiring';
import type { AppConfig } from './config';
import type { ReadinessProbe } from './http/health';
import { previewRoutes } from './http/preview-routes';
import { DEFAULT_RATE_LIMITS, type RateLimit, type RateLimits } from './http/rate-limit';
import { redisRateLimits } from './http/redis-rate-limits';
import { ESTIMATE_RATE_LIMIT } from './http/product-routes';
import { seoRoutes } from './http/seo-routes';
import { requestOriginFor } from './http/request-origin';
import { startRetentionSweep, sweepExpiredRows } from '../adapters/sqlite/retention-sweep';
import { shopperRoutes } from './http/shopper-routes';
import { cartStoreProbe, customerAccountsProbe } from './readiness-probes';
import type { UseCases } from './ssr/request-services';
import { LoadCartPickup } from '../application/collect/load-cart-pickup';
import { PlacePickupOrder } from '../application/collect/place-pickup-order';
import { ChooseCartDelivery } from '../application/collect/choose-cart-delivery';

export { CONTENT_EXPORT } from './composition/content';

/** Every provider's wiring. A new port adds one line here. */
const WIRINGS: readonly ProviderWiring[] = [
  commerceWiring,
  // Before search: testers' demo changes are on the catalogue before it is indexed.
  alertsWiring,
  contentWiring,
  middlewareWiring,
  rentalWiring,
  searchWiring,
  captchaWiring,
  newsletterWiring,
  analyticsWiring,
  savedItemsWiring,
];

/**
 * Shopify serves product images from its CDN and from the store's own domain (`/cdn/shop/files/…`);
 * the page's Content-Security-Policy must let both through. Embedded images come from this server.
 */
export function catalogueImageOrigins(commerce: AppConfig['commerce']): string[] {
  if (commerce.kind !== 'shopify') return [];
  const origin = /^https?:\/\//.test(commerce.storeDomain) ? new URL(commerce.storeDomain).origin : `https://${commerce.storeDomain}`;
  return ['https://cdn.shopify.com', origin];
}

export interface Composition {
  container: DependencyContainer;
  useCases: UseCases;
  readiness: ReadinessProbe[];
  mount: (app: Express) => void;
  /** Per-IP limits, in a store every copy shares when REDIS_URL is set. */
  rateLimits: RateLimits & { estimate: RateLimit };
  close(): Promise<void>;
}

export async function composeApplication(config: AppConfig, logger: Logger): Promise<Composition> {
  const container = rootContainer.createChildContainer();
  const eventLog = new PinoEventLog(logger);
  container.register<EventLog>(TOKENS.EventLog, { useValue: eventLog });
  const { redisUrl } = config.rateLimits;
  const shared = redisUrl
    ? redisRateLimits(redisUrl, DEFAULT_RATE_LIMITS, ESTIMATE_RATE_LIMIT, {
        down: (error) => logger.warn({ err: { message: error.message } }, 'Redis unreachable: rate limits count per copy until it is back'),
        up: () => logger.info('Redis reachable again: rate limits count across copies'),
      })
    : null;
  // Started with Redis up, the first requests already count across copies; with it away, per copy.
  await shared?.ready;
  const limits = shared?.limits ?? DEFAULT_RATE_LIMITS;
  const resources = sharedResources(container, config, logger, eventLog, { rateLimits: limits, redis: shared?.command ?? null });
  for (const wiring of WIRINGS) await wiring.register(resources.context);

  const production = config.server.nodeEnv === 'production';
  const embeddedCheckout = container.isRegistered(TOKENS.OrderBook);
  const shopperUseCases = {
    subscribeNewsletter: container.resolve(SubscribeNewsletter),
    registerCustomer: container.resolve(RegisterCustomer),
    logIn: container.resolve(LogIn),
    logOut: container.resolve(LogOut),
    loadAccount: container.resolve(LoadAccount),
    loadAccountOrder: container.resolve(LoadAccountOrder),
    recordAnalytics: container.resolve(RecordAnalytics),
  };
  const savedUseCases = {
    saveProduct: container.resolve(SaveProduct),
    removeSavedProduct: container.resolve(RemoveSavedProduct),
    mergeBrowserSavedItems: container.resolve(MergeBrowserSavedItems),
    loadSavedItems: container.resolve(LoadSavedItems),
    listSavedHandles: container.resolve(ListSavedHandles),
    loadProductCards: container.resolve(LoadProductCards),
  };
  const session = { secret: config.session.secret, secure: production };
  const analyticsShopId = config.analytics.kind === 'shopify' ? config.analytics.shopId : '0';
  const { mount } = resources.context;
  const afterSignIn = mergeBrowserListOnSignIn(savedUseCases, session);
  mount((app) => app.use(shopperRoutes({ useCases: shopperUseCases, session, defaultLocale: config.server.defaultLocale, analyticsShopId, limits, afterSignIn })));
  if (embeddedCheckout) mount((app) => app.use(orderAccessRoutes({ useCases: { confirmOrderEmail: container.resolve(ConfirmOrderEmail) }, session, limit: limits.orderEmail, defaultLocale: config.server.defaultLocale })));
  mount((app) => app.use(savedItemsRoutes({ useCases: savedUseCases, defaultLocale: config.server.defaultLocale, session, limit: limits.saved })));
  mount((app) => app.use(productCardsRoutes({ useCases: savedUseCases, defaultLocale: config.server.defaultLocale })));
  mount((app) => app.use(previewRoutes({ secret: config.content.previewSecret ?? null, secure: production, limit: limits.preview })));
  mount((app) => app.use(seoRoutes({ loadSitemap: container.resolve(LoadSitemap), defaultLocale: config.server.defaultLocale, origin: requestOriginFor({ publicSiteUrl: config.server.publicSiteUrl, port: config.server.port }) })));

  // Expired carts and sessions of the embedded stores go, as hosted ones do (src/domain/retention.ts).
  const databases = { commerce: resources.opened('commerce'), shoppers: resources.opened('shoppers') };
  const stopSweep =
    databases.commerce || databases.shoppers
      ? startRetentionSweep({
          sweep: (now) => sweepExpiredRows(databases, now),
          onSwept: (removed) => logger.info({ removed }, 'expired rows swept'),
          onError: (error) => logger.warn({ err: error }, 'retention sweep failed'),
        })
      : () => undefined;

  const catalog = container.resolve<ProductCatalog>(TOKENS.ProductCatalog);
  const content = container.resolve<ContentSource>(TOKENS.ContentSource);
  const search = container.resolve<ProductSearch>(TOKENS.ProductSearch);
  let closing: Promise<void> | undefined;
  return {
    container,
    useCases: {
      loadShell: container.resolve(LoadShell),
      loadHomePage: container.resolve(LoadHomePage),
      loadContentPage: container.resolve(LoadContentPage),
      loadCart: container.resolve(LoadCart),
      updateCart: container.resolve(UpdateCart),
      answerCartActionOnce: new AnswerCartActionOnce(container.resolve(TOKENS.ActionAnswers), { onStoreFailure: onceAMinute((error) => logger.warn({ err: error }, 'cart action answers unavailable: actions go ahead unkeyed')) }),
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
      compareProducts: container.resolve(CompareProducts),
      estimateProductShipping: container.resolve(EstimateProductShipping),
      searchProducts: container.resolve(SearchProducts),
      searchCategory: container.resolve(SearchCategory),
      searchFacetValues: container.resolve(SearchFacetValues),
      loadBrands: container.resolve(LoadBrands),
      loadCartPickup: container.resolve(LoadCartPickup),
      placePickupOrder: embeddedCheckout ? container.resolve(PlacePickupOrder) : null,
      chooseCartDelivery: container.resolve(ChooseCartDelivery),
      loadOrderConfirmation: embeddedCheckout ? container.resolve(LoadOrderConfirmation) : null,
      confirmOrderEmail: embeddedCheckout ? container.resolve(ConfirmOrderEmail) : null,
      ...shopperUseCases,
      ...savedUseCases,
    },
    readiness: [
      { port: 'ProductCatalog', check: () => catalog.categoryTree() },
      { port: 'ContentSource', check: () => content.layout({ preview: false }) },
      { port: 'ProductSearch', check: () => search.search({ term: '', refinements: {}, categoryPath: null, price: {}, sort: 'relevance', page: 1, hitsPerPage: 1, overrides: true, scope: { kind: 'search' }, currency: 'AUD' }) },
      cartStoreProbe(container.resolve<CartStore>(TOKENS.CartStore), localeByKey(config.server.defaultLocale, config.server.defaultLocale)),
      customerAccountsProbe(container.resolve<CustomerAccounts>(TOKENS.CustomerAccounts)),
      ...resources.probes,
    ],
    mount: (app) => resources.mounts.forEach((route) => route(app)),
    rateLimits: { ...limits, estimate: shared?.estimate ?? ESTIMATE_RATE_LIMIT },
    // Once: a second call (a shutdown signal during a test's teardown) answers the first one's promise.
    close: () =>
      (closing ??= (async () => {
        stopSweep();
        await container.dispose();
        resources.close();
        await shared?.close();
      })()),
  };
}

/** Calls `log` at most once a minute (a store that is down fails every request). */
function onceAMinute(log: (error: unknown) => void): (error: unknown) => void {
  let last = -Infinity;
  return (error) => {
    if (Date.now() - last < 60_000) return;
    last = Date.now();
    log(error);
  };
}
