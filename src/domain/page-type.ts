// Page types known to analytics (spec section 2) and the resource id read from the last two
// segments of a URL path (as in 'gid://shopify/Product/123' or '/products/some-handle').
import { isLocaleKey } from './locale';

export type PageType =
  | 'article' | 'blog' | 'captcha' | 'cart' | 'collection'
  | 'customers/account' | 'customers/activate_account' | 'customers/addresses' | 'customers/login'
  | 'customers/order' | 'customers/register' | 'customers/reset_password'
  | 'gift_card' | 'index' | 'list-collections' | '403' | '404' | 'page' | 'password' | 'product' | 'policy' | 'search';

export const PAGE_TYPES: readonly PageType[] = [
  'article', 'blog', 'captcha', 'cart', 'collection',
  'customers/account', 'customers/activate_account', 'customers/addresses', 'customers/login',
  'customers/order', 'customers/register', 'customers/reset_password',
  'gift_card', 'index', 'list-collections', '403', '404', 'page', 'password', 'product', 'policy', 'search',
];

const ACCOUNT_PAGES: Record<string, PageType> = {
  login: 'customers/login',
  register: 'customers/register',
  addresses: 'customers/addresses',
  orders: 'customers/order',
  activate: 'customers/activate_account',
  reset: 'customers/reset_password',
};

function pathSegments(pathname: string): string[] {
  const segments = pathname.split(/[?#]/)[0]!.split('/').filter(Boolean);
  if (segments[0] !== undefined && isLocaleKey(segments[0].toLowerCase())) segments.shift();
  return segments;
}

/** The analytics page type of a path; a 403 or 404 response status wins over the path. */
export function pageType(pathname: string, status?: number): PageType {
  if (status === 403 || status === 404) return String(status) as PageType;
  const [first, second, third] = pathSegments(pathname);
  switch (first) {
    case undefined: return 'index';
    case 'products': case 'prod': return second ? 'product' : '404';
    case 'collections': return second ? 'collection' : 'list-collections';
    case 'cart': return 'cart';
    case 'search': return 'search';
    case 'pages': case 'locations': case 'showtime-sale': return 'page';
    // The embedded checkout stands in for the platform's hosted checkout, which has no storefront
    // page type: it shows the cart being paid for, so 'cart' is the nearest of the spec's types.
    case 'checkout': return second ? 'cart' : '404';
    case 'blogs': return third ? 'article' : 'blog';
    case 'policies': return 'policy';
    case 'gift_cards': return 'gift_card';
    case 'password': return 'password';
    case 'challenge': return 'captcha';
    case 'account': return ACCOUNT_PAGES[second ?? ''] ?? 'customers/account';
    default: return '404';
  }
}

export interface ResourceId {
  resource: string;
  id: string;
}

/** The last two non-empty segments of a path or gid URL; null when there are fewer than two. */
export function resourceIdFromPath(pathname: string): ResourceId | null {
  const withoutScheme = pathname.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '');
  const segments = withoutScheme.split(/[?#]/)[0]!.split('/').filter(Boolean);
  if (segments.length < 2) return null;
  return { resource: segments[segments.length - 2]!, id: segments[segments.length - 1]! };
}

// Pages that show one resource; a search, a cart or an account page has none to name.
const RESOURCE_PAGES: ReadonlySet<PageType> = new Set<PageType>(['product', 'collection', 'page', 'blog', 'article']);

/** The resource a page of this type shows, from the last two segments of its path (after any locale prefix). */
export function pageResourceId(pathname: string, type: PageType): ResourceId | null {
  if (!RESOURCE_PAGES.has(type)) return null;
  return resourceIdFromPath(`/${pathSegments(pathname).join('/')}`);
}
