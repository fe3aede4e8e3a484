// What React receives: plain serialisable view models, mapped explicitly on the server so
// nothing private reaches the browser.
import type { LayoutSettings, RichText } from '../application/content';
import type { LocaleKey } from '../domain/locale';

export interface MenuCategoryView {
  name: string;
  href: string;
  productCount: number;
  children: MenuCategoryView[];
}

export interface LocaleView {
  key: LocaleKey;
  label: string;
  currency: string;
  pathPrefix: string;
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
}

export interface HomePageView {
  banners: { title: string; text: string; link: string; image: string }[];
  carousels: { title: string; collection: string }[];
  categories: MenuCategoryView[];
}

export interface ContentPageView {
  slug: string;
  title: string;
  seoTitle: string;
  description: string;
  body: RichText;
}
