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
  const [first] = segments;
  const classes = [first === undefined ? 'body-home' : cssSafe(first)];
  if (segments.length > 2 && first !== 'products') classes.push(`slug-${cssSafe(segments[segments.length - 1]!)}`);
  const params = new URLSearchParams(search);
  if (params.has('obx')) classes.push('obx-page');
  const code = params.get('Code');
  if (code) classes.push(`sku-${cssSafe(code)}`);
  return classes.join(' ');
}
