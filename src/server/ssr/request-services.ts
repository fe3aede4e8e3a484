import { createContext } from 'react-router';
import type { LoadContentPage } from '../../application/use-cases/load-content-page';
import type { LoadHomePage } from '../../application/use-cases/load-home-page';
import type { LoadShell } from '../../application/use-cases/load-shell';
import type { EstimateProductShipping } from '../../application/use-cases/estimate-product-shipping';
import type { LoadOpenBoxItems } from '../../application/use-cases/load-open-box-items';
import type { LoadProductPage } from '../../application/use-cases/load-product-page';
import type { LoadProductStock } from '../../application/use-cases/load-product-stock';
import type { LoadRelatedProducts } from '../../application/use-cases/load-related-products';
import type { LoadRentalOffer } from '../../application/use-cases/load-rental-offer';
import type { Locale } from '../../domain/locale';
import type { Logger } from 'pino';

/** Use cases the loaders call; resolved once from the container. */
export interface UseCases {
  loadShell: LoadShell;
  loadHomePage: LoadHomePage;
  loadContentPage: LoadContentPage;
  loadProductPage: LoadProductPage;
  loadProductStock: LoadProductStock;
  loadOpenBoxItems: LoadOpenBoxItems;
  loadRentalOffer: LoadRentalOffer;
  loadRelatedProducts: LoadRelatedProducts;
  estimateProductShipping: EstimateProductShipping;
}

/** What a loader knows about the request beyond its URL. */
export interface RequestServices {
  useCases: UseCases;
  locale: Locale;
  locales: readonly Locale[];
  preview: boolean;
  isAuthenticated: boolean;
  cartCarouselVisible: boolean;
  safeEnv: Record<string, string>;
  log: Logger;
}

export const requestServices = createContext<RequestServices>();
