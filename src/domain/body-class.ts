// Body class of the root shell (spec section 2, "Root shell").
import { isLocaleKey } from './locale';

const cssSafe = (value: string) => value.replace(/[^A-Za-z0-9_-]/g, '-');

/**
 * body-home on the root, else the first path segment; 'slug-{last}' on paths with more than two
 * segments whose first is not products; obx-page with query obx; sku-{Code} with query Code.
 * A locale prefix is not a segment: /en-au/products/x styles like /products/x.
 */
export function bodyClass(pathname: string, search: URLSearchParams | string): string {
  const segments = pathname.split('/').filter(Boolean);
  if (segments[0] !== undefined && isLocaleKey(segments[0].toLowerCase())) segments.shift();
  const [first, ...rest] = segments;
  const classes = [first === undefined ? 'body-home' : cssSafe(first)];
  const last = rest[rest.length - 1];
  if (segments.length > 2 && first !== 'products' && last !== undefined) classes.push(`slug-${cssSafe(last)}`);
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  if (params.has('obx')) classes.push('obx-page');
  const code = params.get('Code');
  if (code) classes.push(`sku-${cssSafe(code)}`);
  return classes.join(' ');
}
