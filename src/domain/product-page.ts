// Product page modes and links (spec sections 2 and 4; product route in decisions.md).
import { LOCALE_KEYS } from './locale';

export type ProductPromo = 'view-options' | 'view-new-stock' | null;

export interface ProductPageMode {
  openBox: boolean;
  promo: ProductPromo;
}

/**
 * Query obx switches to open-box mode. With open-box items and no obx, a promo offers View
 * Options; with obx and a parent product, a promo offers View New Stock.
 */
export function productPageMode(search: URLSearchParams | string, openBoxItemCount: number, parentProductHandle: string | null | undefined): ProductPageMode {
  const openBox = isOpenBoxMode(search);
  if (openBox) return { openBox, promo: parentProductHandle?.trim() ? 'view-new-stock' : null };
  return { openBox, promo: openBoxItemCount > 0 ? 'view-options' : null };
}

/**
 * An open-box listing (parent_product_active names its new-stock parent) is a product of its own
 * for one open-box unit: its price is the unit's, and the unit is bought from its open-box list only
 * (never as new stock, never by Buy Now).
 */
export const isOpenBoxListing = (parentProductHandle: string | null | undefined): boolean => Boolean(parentProductHandle?.trim());

/** The label over the page's price: in open-box mode a listing's price is the unit's ('Open box'), a parent's the new stock's ('New stock'). */
export function productPriceLabel(openBoxMode: boolean, listing: boolean): 'Open box' | 'New stock' | null {
  if (listing) return 'Open box';
  return openBoxMode ? 'New stock' : null;
}

/** Query obx (with or without a value) switches the product page to open-box mode. */
export function isOpenBoxMode(search: URLSearchParams | string): boolean {
  return new URLSearchParams(search).has('obx');
}

/** The SKU as the product page shows it: uppercased. */
export function displaySku(sku: string): string {
  return sku.trim().toUpperCase();
}

/** The stock and price enquiry page, with query sku and title. */
export function stockEnquiryHref(sku: string, title: string): string {
  return `/pages/stock-enquiry?${new URLSearchParams({ sku, title }).toString()}`;
}

const PROD_PATH = new RegExp(`^(?:/(${LOCALE_KEYS.join('|')}))?/prod/([^/]+)/?$`, 'i');

/**
 * /prod/{handle} answers 301 to /products/{handle}, query kept, under the same locale prefix
 * (written in lower case); null for any other path. The handle is passed on as it came (still
 * percent-encoded in a request path).
 */
export function canonicalProductPath(pathname: string, search = ''): string | null {
  const match = PROD_PATH.exec(pathname);
  if (!match) return null;
  const prefix = match[1] ? `/${match[1].toLowerCase()}` : '';
  const query = search === '' || search === '?' ? '' : search.startsWith('?') ? search : `?${search}`;
  return `${prefix}/products/${match[2]}${query}`;
}

export const MIN_CAROUSEL_ITEMS = 2;

/** A product carousel section shows only with 2 or more items. */
export function showsCarousel(itemCount: number): boolean {
  return itemCount >= MIN_CAROUSEL_ITEMS;
}

/** Carousel links are used only if non-empty strings. */
export function carouselLink(link: unknown): string | null {
  return typeof link === 'string' && link.trim() !== '' ? link.trim() : null;
}

/** The global loading spinner shows while a route loads, except when the query string starts with ?tab=. */
export function showsGlobalSpinner(search: string): boolean {
  return !search.startsWith('?tab=') && !search.startsWith('tab=');
}

/** Preview mode is enabled only after the client has mounted and only if a preview project id is configured. */
export function previewModeEnabled(mounted: boolean, previewProjectId: string | null | undefined): boolean {
  return mounted && typeof previewProjectId === 'string' && previewProjectId.trim() !== '';
}
