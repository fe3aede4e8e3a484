// What React receives: plain serialisable view models, mapped explicitly on the server so
// nothing private reaches the browser.
import type { LayoutSettings } from '../application/content/content';
import type { LocaleKey } from '../domain/locale';
import type { StoreSummaryView } from './content/view-models';

export interface MenuCategoryView {
  name: string;
  href: string;
  productCount: number;
  /** The brand the mega menu's brands list promotes for this category. */
  promoteBrand: string | null;
  children: MenuCategoryView[];
}

export interface LocaleView {
  key: LocaleKey;
  label: string;
  currency: string;
  pathPrefix: string;
  language: string;
  country: string;
}

/** Root data of spec section 3, as the shell needs it. */
export interface RootData {
  layout: LayoutSettings;
  categoryData: MenuCategoryView[];
  isAuthenticated: boolean;
  preview: boolean;
  cartCarouselVisible: boolean;
  selectedLocale: LocaleView;
  locales: LocaleView[];
  safeEnv: Record<string, string>;
  /** Scheme and host of the shop, for absolute URLs (hreflang alternates). */
  origin: string;
  /** The two main stores, for the footer's store accordions. */
  stores: StoreSummaryView[];
  /** Items in the shopper's cart when the page was rendered; null when the cart could not be loaded. */
  cartCount: number | null;
  /** Products on the shopper's saved list when the page was rendered (personal); null when unknown. */
  savedCount: number | null;
}
