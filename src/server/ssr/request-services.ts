import { createContext } from 'react-router';
import type { LoadContentPage } from '../../application/content/load-content-page';
import type { LoadHomePage } from '../../application/content/load-home-page';
import type { LoadShell } from '../../application/catalogue/load-shell';
import type { LoadListingProducts } from '../../application/search/load-listing-products';
import type { LoadStorePage } from '../../application/content/load-store-page';
import type { LoadStores } from '../../application/content/load-stores';
import type { EstimateProductShipping } from '../../application/product/estimate-product-shipping';
import type { LoadOpenBoxItems } from '../../application/product/load-open-box-items';
import type { PriceOpenBoxUnits } from '../../application/product/price-open-box-units';
import type { LoadProductPage } from '../../application/product/load-product-page';
import type { LoadProductStock } from '../../application/product/load-product-stock';
import type { LoadRelatedProducts } from '../../application/product/load-related-products';
import type { CompareProducts } from '../../application/product/compare-products';
import type { LoadRentalOffer } from '../../application/product/load-rental-offer';
import type { LoadListingRentalRates } from '../../application/search/load-listing-rental-rates';
import type { Locale } from '../../domain/locale';
import type { BuyNowCart } from '../../application/cart/buy-now-cart';
import type { FetchCartRelatedProducts } from '../../application/cart/fetch-cart-related-products';
import type { LoadCart } from '../../application/cart/load-cart';
import type { LoadCartOrder } from '../../application/checkout/load-cart-order';
import type { LoadOrderConfirmation } from '../../application/checkout/load-order-confirmation';
import type { ConfirmOrderEmail } from '../../application/checkout/confirm-order-email';
import type { PlaceCartOrder } from '../../application/checkout/place-cart-order';
import type { QuoteCartShipping } from '../../application/checkout/quote-cart-shipping';
import type { UpdateCart } from '../../application/cart/update-cart';
import type { LoadAccount } from '../../application/accounts/load-account';
import type { LoadAccountOrder } from '../../application/accounts/load-account-order';
import type { LogIn } from '../../application/accounts/log-in';
import type { LogOut } from '../../application/accounts/log-out';
import type { RecordAnalytics } from '../../application/analytics/record-analytics';
import type { RegisterCustomer } from '../../application/accounts/register-customer';
import type { SubscribeNewsletter } from '../../application/newsletter/subscribe-newsletter';
import type { SearchCategory } from '../../application/search/search-category';
import type { LoadBrands } from '../../application/catalogue/load-brands';
import type { SearchFacetValues } from '../../application/search/search-facet-values';
import type { SearchProducts } from '../../application/search/search-products';
import type { Logger } from 'pino';
import type { LoadSavedItems, ListSavedHandles } from '../../application/saved/load-saved-items';
import type { MergeBrowserSavedItems } from '../../application/saved/merge-browser-saved-items';
import type { RemoveSavedProduct } from '../../application/saved/remove-saved-product';
import type { SaveProduct } from '../../application/saved/save-product';
import type { SavedItem } from '../../domain/saved-items';
import type { LoadProductCards } from '../../application/catalogue/load-product-cards';
import type { LoadCartPickup } from '../../application/collect/load-cart-pickup';
import type { PlacePickupOrder } from '../../application/collect/place-pickup-order';
import type { ChooseCartDelivery } from '../../application/collect/choose-cart-delivery';
import type { AnswerCartActionOnce } from '../../application/cart/answer-cart-action-once';

/** Use cases the loaders call; resolved once from the container. */
export interface UseCases {
  loadShell: LoadShell;
  loadHomePage: LoadHomePage;
  loadContentPage: LoadContentPage;
  loadCart: LoadCart;
  updateCart: UpdateCart;
  /** Cart actions under an Idempotency-Key answered once; without it every action acts. */
  answerCartActionOnce?: AnswerCartActionOnce;
  buyNowCart: BuyNowCart;
  fetchCartRelatedProducts: FetchCartRelatedProducts;
  /** The embedded checkout; null when a hosted checkout takes the order. */
  placeCartOrder: PlaceCartOrder | null;
  loadCartOrder: LoadCartOrder | null;
  /** The embedded checkout's shipping quote (heavy carts by postcode); null with a hosted checkout. */
  quoteCartShipping: QuoteCartShipping | null;
  loadStorePage: LoadStorePage;
  loadStores: LoadStores;
  loadListingProducts: LoadListingProducts;
  loadProductPage: LoadProductPage;
  loadProductStock: LoadProductStock;
  loadOpenBoxItems: LoadOpenBoxItems;
  /** Open-box units at the catalogue's price in the shopper's market; null when the catalogue has no price source for them. */
  priceOpenBoxUnits: PriceOpenBoxUnits | null;
  loadRentalOffer: LoadRentalOffer;
  /** One rental-service call for all the cards of a listing page. */
  loadListingRentalRates: LoadListingRentalRates;
  loadRelatedProducts: LoadRelatedProducts;
  /** Compare side by side (issue 19). */
  compareProducts: CompareProducts;
  estimateProductShipping: EstimateProductShipping;
  subscribeNewsletter: SubscribeNewsletter;
  registerCustomer: RegisterCustomer;
  logIn: LogIn;
  logOut: LogOut;
  loadAccount: LoadAccount;
  recordAnalytics: RecordAnalytics;
  searchProducts: SearchProducts;
  searchCategory: SearchCategory;
  searchFacetValues: SearchFacetValues;
  loadBrands: Pick<LoadBrands, 'execute'>;
  saveProduct: SaveProduct;
  removeSavedProduct: RemoveSavedProduct;
  mergeBrowserSavedItems: MergeBrowserSavedItems;
  loadSavedItems: LoadSavedItems;
  listSavedHandles: ListSavedHandles;
  loadProductCards: LoadProductCards;
  /** Click and collect: where a cart can be picked up (cart page, embedded checkout). */
  loadCartPickup?: LoadCartPickup;
  /** The embedded checkout's pick-up orders; null with a hosted checkout. */
  placePickupOrder?: PlacePickupOrder | null;
  /** The cart's delivery preference (pick up at a store, or delivery), checked against stock. */
  chooseCartDelivery?: ChooseCartDelivery;
  /** Issue 29: an embedded order's confirmation, its details only to its owner; null with a hosted checkout. */
  loadOrderConfirmation?: LoadOrderConfirmation | null;
  /** Issue 29: someone holding a confirmation's URL confirms the order's email; null with a hosted checkout. */
  confirmOrderEmail?: ConfirmOrderEmail | null;
  /** Issue 29: one of the signed-in shopper's orders, for its own page. */
  loadAccountOrder?: LoadAccountOrder;
}

/** What a loader knows about the request beyond its URL. */
export interface RequestServices {
  useCases: UseCases;
  locale: Locale;
  locales: readonly Locale[];
  preview: boolean;
  isAuthenticated: boolean;
  /** The signed-in shopper's session token, for the account page; null when anonymous. Never rendered. */
  sessionToken: string | null;
  cartCarouselVisible: boolean;
  /** Listing page size: 24 on 600-1199 px viewports when the browser sends client hints, else 20. */
  listingPageSize: number;
  /** The cart id cookie; null without a cart. */
  cartId: string | null;
  /** An anonymous browser's saved list, from its cookie (empty when signed in or none). */
  browserSavedItems: readonly SavedItem[];
  /** The shopper's chosen pick-up store (a validated slug from its cookie); null without one. */
  preferredStore?: string | null;
  /** Orders this browser placed or confirmed the email of (its signed cookie): their confirmations show personal details. */
  placedOrders?: readonly string[];
  safeEnv: Record<string, string>;
  /** Scheme and host the shopper reached us on, for absolute URLs (hreflang, sitemap). */
  origin: string;
  /** The request's one clock: every card, page and carousel of a response judges schedules (ribbons) by it. */
  now: Date;
  log: Logger;
  /** Set when the page is an error answer (a refused form, an unknown method, an outage): the catch-all route shows it in the shop's layout. */
  errorScreen?: { status: number; text: string; back?: { href: string; label: string } };
}

export const requestServices = createContext<RequestServices>();
