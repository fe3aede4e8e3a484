// The CSS a page needs for its first screen, inlined in its head; the whole stylesheet follows as a
// cached file, linked at the end of the body (issue 33: the whole 64 KB sheet was inlined on every
// page). Each page type (home, a listing, a product, the cart; any other page) drops the rules only
// the other page types use, and every page drops the rules of what shows only after the shopper acts
// (the menus' panels, the cart drawer, the search popup, the lightbox). A rule is dropped only when
// every one of its selectors names such a class, so a rule shared with the first screen stays.
// Without JavaScript the linked sheet arrives as any stylesheet does; with it, a page the browser
// navigates to finds the whole sheet there already.

import { FIRST_SCREEN_MARK } from '../ui/first-screen-mark';

export type FirstScreen = 'home' | 'listing' | 'product' | 'cart' | 'checkout' | 'other';

/** Shown only after the shopper acts: never in a first screen. */
const AFTER_AN_ACTION = [
  'mobile-menu__panel', 'mobile-menu__backdrop', 'mobile-menu__close', 'mobile-menu__list', 'mobile-menu__help', 'mobile-menu__footer',
  'mega-menu__panel', 'mega-menu__close', 'mega-menu__contents', 'mega-menu__categories', 'mega-menu__subcategories', 'mega-menu__sub', 'mega-menu__heading', 'mega-menu__brands',
  'dropdown__panel', 'locale-selector__list', 'cart-drawer', 'related-carousel', 'drawer-pickup', 'lightbox', 'afterpay-popup', 'instant-results', 'search-overlay',
  'spinner', 'preview-bar',
];

/** The page-type families: the rules of one page type that no other type's first screen shows. */
const OWN: Record<Exclude<FirstScreen, 'other'>, readonly string[]> = {
  home: ['home-stores', 'category-tile', 'category-tiles', 'hero-carousel'],
  listing: ['shop-section', 'shop-grid', 'shop-sort', 'price-filter', 'facet-list', 'facet-count', 'filter-group', 'hierarchy-filter', 'active-filters', 'sale-banner'],
  product: [
    'product-page', 'product-gallery', 'product-details', 'product-info', 'product-price', 'product-stock', 'product-promo', 'product-videos', 'product-alert', 'product-alerts',
    'variant-picker', 'open-box-unit', 'open-box-units', 'shipping-estimator', 'store-availability', 'payment-options', 'related-card', 'related-products',
  ],
  cart: ['cart-page', 'cart-line', 'cart-lines', 'cart-summary', 'cart-figure', 'cart-empty', 'cart-error', 'discount-codes'],
  // The focused checkout's own frame, summary and form (checkout.css): no other page shows them.
  checkout: [
    'checkout-layout', 'checkout-header', 'checkout-footer', 'checkout-main', 'checkout-summary', 'checkout-line', 'checkout-switch', 'checkout-payment',
    'checkout-rates', 'checkout-postcode', 'checkout-section', 'checkout-express',
  ],
};

/**
 * The store's parts the focused checkout keeps out (its own slim header and footer instead): its cut
 * drops their rules, which leaves room for its own (the pick-up list).
 */
const NOT_AT_THE_CHECKOUT = ['product-card', 'product-carousel', 'carousel', 'compare-tray', 'compare-toggle', 'save-heart', 'newsletter-form', 'site-footer', 'header-search', 'promo-bar', 'cart-link'];

/** Pages of none of the four types: theirs alone. */
const OTHER_PAGES = [
  'account-form', 'account-order', 'account-orders', 'account-page', 'account-profile', 'checkout-form', 'checkout-lines', 'checkout-notice', 'checkout-page', 'checkout-method',
  'checkout-stores', 'compare-page', 'compare-table', 'compare-lines', 'compare-replace', 'compare-remove', 'compare-price', 'saved-page', 'store-page', 'store-list', 'store-card',
  'stores-page', 'content-page', 'error-screen', 'brand-list', 'stock-enquiry',
];

/** The page type of a path (a locale prefix is not a segment, as in the body class). */
export function firstScreenOf(pathname: string): FirstScreen {
  const segments = pathname.split('/').filter(Boolean);
  if (segments[0] && /^[a-z]{2}-[a-z]{2}$/i.test(segments[0])) segments.shift();
  const [first] = segments;
  if (first === undefined) return 'home';
  if (first === 'collections' || first === 'search' || first === 'brands') return 'listing';
  if (first === 'products') return 'product';
  if (first === 'cart') return 'cart';
  if (first === 'checkout') return 'checkout';
  return 'other';
}

/**
 * A product page's and the cart page's own parts, which no other page shows: not the cards' payment
 * line (every listing's card has it) nor the drawer's related carousel. Any other page (content,
 * stores, compare, the 404, account) drops them, which keeps its cut under the inline limit.
 */
const PRODUCT_AND_CART_PAGES_ONLY = [...OWN.product.filter((name) => name !== 'payment-options' && name !== 'related-products'), 'cart-page'];

/**
 * The shared product card and the card carousels: a product page shows them only below its first
 * screen (You may also like, recently viewed), the checkout not at all, so those two cuts leave them
 * to the linked sheet.
 */
const CARDS_BELOW_THE_FOLD = ['product-card', 'product-carousel'];

/**
 * A product page's own parts under the gallery and the summary at every width: the details'
 * accordions (and the shipping estimator in them), the videos (desktops only, under the gallery) and
 * 'You may also like'. Its cut leaves them to the linked sheet.
 */
const PRODUCT_BELOW_THE_FOLD = ['product-details', 'product-info', 'product-videos', 'shipping-estimator', 'related-products', 'related-card'];

/** The class names a first screen of this type never shows. */
export function droppedFamilies(screen: FirstScreen): readonly string[] {
  const others = (Object.keys(OWN) as (keyof typeof OWN)[]).filter((type) => type !== screen).flatMap((type) => OWN[type]);
  // No other page lists products in the listing's grid with its filters (the 404 and content pages
  // have their own product grid), so those rules are the listing's alone; nor shows the product
  // page's or the cart page's own parts.
  if (screen === 'other') return [...AFTER_AN_ACTION, ...OWN.checkout, ...OWN.listing, ...PRODUCT_AND_CART_PAGES_ONLY];
  // The checkout's summary draws its lines with the cart's line rules (not the cart page's own layout
  // or empty state), and is one of the other pages.
  if (screen === 'checkout') {
    return [...AFTER_AN_ACTION, ...OWN.home, ...OWN.listing, ...OWN.product, 'cart-page', 'cart-empty', ...NOT_AT_THE_CHECKOUT, ...OTHER_PAGES.filter((name) => !name.startsWith('checkout')), ...CARDS_BELOW_THE_FOLD];
  }
  if (screen === 'product') return [...AFTER_AN_ACTION, ...others, ...OTHER_PAGES, ...CARDS_BELOW_THE_FOLD, ...PRODUCT_BELOW_THE_FOLD];
  return [...AFTER_AN_ACTION, ...others, ...OTHER_PAGES];
}

/** The first-screen cut of a stylesheet (as esbuild writes it) for a page type, marked as such. */
export function firstScreenStyles(css: string, screen: FirstScreen): string {
  const dropped = new Set(droppedFamilies(screen));
  const droppedClass = (name: string) => dropped.has(name) || dropped.has(name.replace(/(__|--).*$/, ''));
  // A class inside :is(), :where(), :not() or :has() does not decide: ':not(.cart-drawer)' matches the first screen.
  const selectorDropped = (selector: string) => [...withoutFunctionalPseudoClasses(selector).matchAll(/\.(-?[A-Za-z_][A-Za-z0-9_-]*)/g)].some((m) => droppedClass(m[1]!));
  return `${FIRST_SCREEN_MARK}${screen}*/${keptRules(css, (prelude) => splitTopLevel(prelude, ',').every(selectorDropped))}`;
}

/** The rules of a block whose selector list is not dropped; grouping rules (@media, @supports) keep their kept rules. */
function keptRules(css: string, drop: (prelude: string) => boolean): string {
  let out = '';
  for (const { prelude, body } of blocks(css)) {
    if (body === null) out += `${prelude};`;
    else if (/^@(media|supports|container|layer)\b/.test(prelude)) {
      const inner = keptRules(body, drop);
      if (inner) out += `${prelude}{${inner}}`;
    } else if (prelude.startsWith('@') || !drop(prelude)) out += `${prelude}{${body}}`;
  }
  return out;
}

/** The top-level statements of a CSS text: a prelude with its {body}, or a prelude alone (an @import;). */
function blocks(css: string): { prelude: string; body: string | null }[] {
  const found: { prelude: string; body: string | null }[] = [];
  let depth = 0;
  let start = 0;
  let open = -1;
  for (let i = 0; i < css.length; i += 1) {
    const c = css[i];
    if (c === '"' || c === "'") {
      i = closingQuote(css, i);
    } else if (c === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      i = end < 0 ? css.length : end + 1;
    } else if (c === '{') {
      if (depth === 0) open = i;
      depth += 1;
    } else if (c === '}') {
      depth -= 1;
      if (depth === 0) {
        found.push({ prelude: withoutComments(css.slice(start, open)).trim(), body: css.slice(open + 1, i) });
        start = i + 1;
      }
    } else if (c === ';' && depth === 0) {
      const prelude = withoutComments(css.slice(start, i)).trim();
      if (prelude) found.push({ prelude, body: null });
      start = i + 1;
    }
  }
  return found;
}

function closingQuote(text: string, at: number): number {
  const quote = text[at];
  for (let i = at + 1; i < text.length; i += 1) {
    if (text[i] === '\\') i += 1;
    else if (text[i] === quote) return i;
  }
  return text.length;
}

/** The selector without the arguments of its functional pseudo-classes (':is(.a, .b) h1' -> ' h1'). */
function withoutFunctionalPseudoClasses(selector: string): string {
  let out = '';
  for (let i = 0; i < selector.length; i += 1) {
    const match = /^:(is|where|not|has|matches)\(/.exec(selector.slice(i, i + 10));
    if (!match) {
      out += selector[i];
      continue;
    }
    let depth = 0;
    let j = i + match[0].length - 1;
    for (; j < selector.length; j += 1) {
      if (selector[j] === '(') depth += 1;
      else if (selector[j] === ')' && --depth === 0) break;
    }
    i = j;
  }
  return out;
}

function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '');
}

/** Splits on a separator outside parentheses, brackets and quotes (':is(.a, .b), .c' is two selectors). */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (c === '"' || c === "'") i = closingQuote(text, i);
    else if (c === '(' || c === '[') depth += 1;
    else if (c === ')' || c === ']') depth -= 1;
    else if (c === separator && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}
