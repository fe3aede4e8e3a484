// The whole boundary of the application core. Adapters implement these; use cases depend on
// nothing else. Every method returns domain or application types, never an upstream shape.
import type { CategoryNode } from '../domain/catalogue/category-tree';
import type { ProductCard } from '../domain/catalogue/product-card';
import type { InventoryLevel, OpenBoxUnit, ProductDetail, RentRate } from '../domain/catalogue/product';
import type { Locale } from '../domain/locale';
import type { RatesResponse } from '../domain/product-shipping';
import type { ShippingDestination } from '../domain/shipping-destination';
import type { CategoryContent, ContentPage, HomeContent, LayoutSettings, StoreContent } from './content/content';
import type { FacetValue, FacetValueQuery, ProductSearchQuery, ProductSearchResult } from './search/search-query';
import type { Cart } from '../domain/cart';
import type { CartAction } from '../domain/cart-actions';
import type { Merchandise } from './cart/merchandise';
import type { Order, OrderRequest, OrderTotals } from './checkout/order';
import type { OrderStatus } from '../domain/order-status';
import type { AnalyticsBatch } from '../domain/analytics';
import type { CaptchaCheck, CaptchaVerdict, SubscriptionOutcome } from './newsletter/subscription';
import type { Credentials, Customer, CustomerAccount, CustomerSession, Registration } from './accounts/customer';
import type { SavedItem } from '../domain/saved-items';
import type { AlertKind, AlertWatch } from '../domain/alerts';
import type { AlertSubscribeOutcome, AlertSubscription, NewAlertSubscription, QueuedAlertMessage, ShopEmail } from './alerts/alert-subscription';
import type { PaymentOutcome, PaymentRequest } from './checkout/payment';

export interface ProductCatalog {
  categoryTree(): Promise<CategoryNode[]>;
  productByHandle(handle: string, locale: Locale): Promise<ProductDetail | null>;
  productsByIds(ids: readonly string[], locale: Locale): Promise<ProductCard[]>;
  /** Brand name to logo URL, for catalogues that keep brand logos (the brands page). */
  brandLogos?(): Promise<ReadonlyMap<string, string>>;
}

export interface ContentQuery {
  /** Drafts perspective for an editor in preview mode. */
  preview: boolean;
}

export interface ContentSource {
  layout(query: ContentQuery): Promise<LayoutSettings>;
  page(slug: string, query: ContentQuery): Promise<ContentPage | null>;
  /** Every published page's slug (the sitemap). */
  pageSlugs(query: ContentQuery): Promise<string[]>;
  homePage(query: ContentQuery): Promise<HomeContent>;
  /** Every store with a slug, the two main stores first. */
  stores(query: ContentQuery): Promise<StoreContent[]>;
  store(slug: string, query: ContentQuery): Promise<StoreContent | null>;
  categoryContent(slug: string, query: ContentQuery): Promise<CategoryContent | null>;
  categoriesContent(query: ContentQuery): Promise<CategoryContent[]>;
}

/** Structured logging for failures the spec says are "only logged". */
export interface EventLog {
  warn(details: Record<string, unknown>, message: string): void;
  info(details: Record<string, unknown>, message: string): void;
}

/** Stock per location for a SKU of a product (by handle): ONLINE is online stock, 51 and 52 the warehouses, then the stores. Unknown SKU: []. */
export interface Inventory {
  levelsForSku(sku: string, productHandle: string): Promise<InventoryLevel[]>;
}

/** Open-box units of a product (by its product id, the uppercased SKU); prices in dollars. */
export interface OpenBoxItems {
  forProduct(productId: string): Promise<OpenBoxUnit[]>;
}

export interface ShippingItem {
  sku: string;
  quantity: number;
  priceCents: number;
}

/**
 * Rates in AUD cents for a destination (country and postcode); a refusal is `not-ok`, an
 * unreachable or garbled service `network-error`.
 */
export interface ShippingRates {
  quote(destination: ShippingDestination, items: readonly ShippingItem[]): Promise<RatesResponse>;
}

/** Weekly rental offers keyed by product URL (no query, no trailing slash); unknown URLs are absent. */
export interface RentalRates {
  ratesFor(urls: readonly string[]): Promise<ReadonlyMap<string, RentRate>>;
}

/** Products to show beside a product (the product page carousel). */
export interface RelatedProducts {
  forProduct(productId: string, locale: Locale): Promise<ProductCard[]>;
}

/** Product search and category listings: hits as cards, facet counts, price stats; search inside a facet list. */
export interface ProductSearch {
  search(query: ProductSearchQuery): Promise<ProductSearchResult>;
  searchFacetValues(query: FacetValueQuery): Promise<FacetValue[]>;
}

/** The shopper's cart: retrieval and every cart form action. Failures are CartErrors. */
export interface CartStore {
  cart(cartId: string, locale: Locale): Promise<Cart | null>;
  /**
   * Applies one action; a null cart id creates the cart first. Nothing changes when it fails.
   * `once` names a keyed action (answer-cart-action-once.ts): a store that can keeps the key with
   * the change, in the same transaction, and when asked to (`afterLapsedClaim`) does not apply an
   * action already applied under that key, answering the cart as it is.
   */
  apply(cartId: string | null, action: CartAction, locale: Locale, once?: ActionOnce): Promise<Cart>;
  /** The cart an action under this key already changed, for a store that keeps keys with its changes. */
  appliedUnder?(once: ActionOnce): Promise<string | null>;
  /** The shopper has been told what the shop changed on its own (the cart's notices); stores without notices need not implement it. */
  acknowledge?(cartId: string): Promise<void>;
}

/** Variants by global id, priced from the catalogue for the shopper's market. Unknown ids: absent. */
export interface MerchandiseLookup {
  variantsByIds(ids: readonly string[], locale: Locale): Promise<Merchandise[]>;
}

/** The embedded checkout's orders: a cart becomes an order once; accounts list a customer's orders. */
export interface OrderBook {
  /** Freezes the cart as an order with these figures (total = subtotal − discount + shipping). */
  placeOrder(request: OrderRequest, cart: Cart, figures: OrderTotals): Promise<Order>;
  order(id: string): Promise<Order | null>;
  /** The order a cart became, if it was placed: whose checkout an order belongs to. */
  orderOfCart(cartId: string): Promise<Order | null>;
  ordersOfCustomer(customerId: string): Promise<Order[]>;
}

/** Issue 29: the embedded shop moves its orders on (packed for pick-up, shipped, handed over); Shopify's orders move in Shopify. */
export interface OrderFulfilment {
  /** The order shown to shoppers as '#number'. */
  orderNumbered(number: number): Promise<Order | null>;
  recordStatus(orderId: string, status: OrderStatus): Promise<void>;
}

/** Open-box units the embedded checkout's orders consumed (a hosted platform takes a sold unit off sale itself). */
export interface OpenBoxSales {
  soldUnits(numbers: readonly string[]): Promise<ReadonlySet<string>>;
}

/** Tells a person from a script by the token the browser got for an action. Never throws: an unreachable service is a failed verdict. */
export interface Captcha {
  verify(check: CaptchaCheck): Promise<CaptchaVerdict>;
}

/** The marketing list behind the footer form; one entry per email. Failures are NewsletterUnavailable. */
export interface NewsletterSubscriptions {
  subscribe(email: string): Promise<SubscriptionOutcome>;
}

/** Shopper accounts: registration, password log-in to a session, the session's customer and orders. Failures are AccountErrors. */
export interface CustomerAccounts {
  register(registration: Registration): Promise<Customer>;
  /** A wrong email and a wrong password are the same null. */
  logIn(credentials: Credentials): Promise<CustomerSession | null>;
  /** Null when the session ended, expired or never existed. */
  account(sessionToken: string): Promise<CustomerAccount | null>;
  logOut(sessionToken: string): Promise<void>;
}

/** Delivers a batch of analytics events the shopper consented to. Delivery failures are logged, never thrown. */
export interface Analytics {
  send(batch: AnalyticsBatch): Promise<void>;
}

/**
 * A signed-in shopper's saved products, by customer id, newest first. `update` applies a change to
 * the stored list as one step (no other write to that customer's list in between) and returns the
 * new list. Failures are SavedItemsUnavailable.
 */
export interface SavedItems {
  list(customerId: string): Promise<SavedItem[]>;
  update(customerId: string, change: (items: readonly SavedItem[]) => SavedItem[]): Promise<SavedItem[]>;
}

/** Back-in-stock and price-drop alerts: unique per email, variant and kind, at most 20 per email. Failures are AlertsUnavailable. */
export interface AlertSubscriptions {
  subscribe(subscription: NewAlertSubscription): Promise<AlertSubscribeOutcome>;
  forVariants(variantIds: readonly string[]): Promise<AlertSubscription[]>;
  /** Every variant some alert of this kind watches. */
  watchedVariantIds(kind: AlertKind): Promise<string[]>;
  /** What the shop last saw or told for this alert. */
  record(subscriptionId: string, watch: AlertWatch): Promise<void>;
  /** False when no alert has this token (already removed, or never existed). */
  unsubscribe(token: string): Promise<boolean>;
}

/** Hands one of the shop's emails (an alert, an order confirmation) to its recipient's mailbox or the marketing service. Failures are NotifierUnavailable. */
export interface Notifier {
  deliver(message: ShopEmail): Promise<void>;
}

/** Messages waiting to be delivered: each change's message (or order's email) once (by id), tried until delivered. */
export interface AlertOutbox {
  /** False when a message with this id was queued before (delivered or not): nothing changes. */
  enqueue(message: ShopEmail, now: number): Promise<boolean>;
  due(now: number, limit: number): Promise<QueuedAlertMessage[]>;
  delivered(id: string, now: number): Promise<void>;
  failed(id: string, nextAttemptAt: number, error: string): Promise<void>;
}

/**
 * Takes the embedded checkout's payment. One charge per idempotency key: the same key asked again
 * answers the first answer (a voided charge's key answers declined), so a double submit or a retry
 * charges once. A gateway error charged nothing. Hosted, Shopify's checkout takes payment instead.
 */
export interface PaymentGateway {
  authorize(request: PaymentRequest): Promise<PaymentOutcome>;
  /** Releases an approved charge whose order could not be placed: nothing stays charged. */
  void(transactionId: string, reason: string): Promise<void>;
}

/** Deliveries of the commerce platform's webhooks already handled, by the platform's delivery id. */
/** A webhook delivery as the platform signed it: its id, its topic and a digest of the signed body. */
export interface WebhookDelivery {
  id: string;
  topic: string;
  bodyDigest: string;
}

/** The deliveries the shop has handled, by id (kept as long as the platform retries) and by body. */
export interface WebhookDeliveries {
  /** Handled already: this id, or this topic and body digest handled at or after `since`. */
  seen(delivery: WebhookDelivery, since: number): Promise<boolean>;
  record(delivery: WebhookDelivery, now: number): Promise<void>;
}

/** Which variant an inventory item belongs to (an inventory webhook names only the item). */
export interface InventoryItemVariants {
  remember(pairs: readonly { inventoryItemId: string; variantId: string }[]): Promise<void>;
  variantsOf(inventoryItemIds: readonly string[]): Promise<{ known: string[]; unknownItems: string[] }>;
}

/** The embedded catalogue's stock and prices at the last alert check. */
export interface CatalogueSnapshot {
  /** Variants whose stock or price differs from the snapshot (every variant when there is none). */
  changedVariantIds(): Promise<string[]>;
  /** The catalogue as it is now becomes the snapshot. */
  save(): Promise<void>;
}

/** The answer a keyed cart action got, kept to be given again to the same action. */
export interface KeptAnswer {
  status: number;
  /** The cart the answer is about (its cookie is set again on a replay). */
  cartId: string | null;
  /** A JSON answer's body … */
  json?: unknown;
  /** … or a plain form's 303 target. */
  location?: string;
}

/** A keyed cart action as its store sees it (CartStore.apply). */
export interface ActionOnce {
  key: string;
  /** Now, on the clock of the kept answers. */
  at: number;
  /** How long the key names its action: as long as its answer is kept, and a claim's lease beyond. */
  keptMs: number;
  /** Another copy claimed this key first and went away before its answer was kept: it may have changed the cart. */
  afterLapsedClaim: boolean;
}

export type ActionClaim = { kind: 'claimed' } | { kind: 'pending' } | { kind: 'answered'; answer: KeptAnswer };

/** First answers to keyed actions (src/domain/cart-action-key.ts), shared by every copy when they share a store. */
export interface ActionAnswers {
  /** 'claimed': the caller acts (its claim lapses after leaseMs); 'pending': another is acting; else the kept answer. */
  claim(key: string, leaseMs: number, now: number): Promise<ActionClaim>;
  keep(key: string, answer: KeptAnswer, ttlMs: number, now: number): Promise<void>;
  /** The action failed and changed nothing: the next one with this key acts again. */
  release(key: string): Promise<void>;
}
