import { createContext } from 'react-router';
import type { LoadContentPage } from '../../application/use-cases/load-content-page';
import type { LoadHomePage } from '../../application/use-cases/load-home-page';
import type { LoadShell } from '../../application/use-cases/load-shell';
import type { LoadListingProducts } from '../../application/use-cases/load-listing-products';
import type { LoadStorePage } from '../../application/use-cases/load-store-page';
import type { LoadStores } from '../../application/use-cases/load-stores';
import type { EstimateProductShipping } from '../../application/use-cases/estimate-product-shipping';
import type { LoadOpenBoxItems } from '../../application/use-cases/load-open-box-items';
import type { PriceOpenBoxUnits } from '../../application/use-cases/price-open-box-units';
import type { LoadProductPage } from '../../application/use-cases/load-product-page';
import type { LoadProductStock } from '../../application/use-cases/load-product-stock';
import type { LoadRelatedProducts } from '../../application/use-cases/load-related-products';
import type { LoadRentalOffer } from '../../application/use-cases/load-rental-offer';
import type { LoadListingRentalRates } from '../../application/use-cases/load-listing-rental-rates';
import type { Locale } from '../../domain/locale';
import type { BuyNowCart } from '../../application/use-cases/buy-now-cart';
import type { FetchCartRelatedProducts } from '../../application/use-cases/fetch-cart-related-products';
import type { LoadCart } from '../../application/use-cases/load-cart';
import type { LoadCartOrder } from '../../application/use-cases/load-cart-order';
import type { PlaceCartOrder } from '../../application/use-cases/place-cart-order';
import type { QuoteCartShipping } from '../../application/use-cases/quote-cart-shipping';
import type { UpdateCart } from '../../application/use-cases/update-cart';
import type { LoadAccount } from '../../application/use-cases/load-account';
import type { LogIn } from '../../application/use-cases/log-in';
import type { LogOut } from '../../application/use-cases/log-out';
import type { RecordAnalytics } from '../../application/use-cases/record-analytics';
import type { RegisterCustomer } from '../../application/use-cases/register-customer';
import type { SubscribeNewsletter } from '../../application/use-cases/subscribe-newsletter';
import type { SearchCategory } from '../../application/use-cases/search-category';
import type { SearchFacetValues } from '../../application/use-cases/search-facet-values';
import type { SearchProducts } from '../../application/use-cases/search-products';
import type { Logger } from 'pino';

/** Use cases the loaders call; resolved once from the container. */
export interface UseCases {
  loadShell: LoadShell;
  loadHomePage: LoadHomePage;
  loadContentPage: LoadContentPage;
  loadCart: LoadCart;
  updateCart: UpdateCart;
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
  safeEnv: Record<string, string>;
  /** Scheme and host the shopper reached us on, for absolute URLs (hreflang, sitemap). */
  origin: string;
  log: Logger;
}

export const requestServices = createContext<RequestServices>();
