import type { DemoBrand, DemoProduct } from './catalogue-types';
import { CATEGORY_SPECS } from './category-specs';
import { escapeMarkup } from './text';

// Generated product pictures and brand logos: deterministic, small SVGs with fixed dimensions, so
// the embedded shop has images with no binary assets in the repository.

export const PRODUCT_IMAGE_SIZE = 800;

const COLOUR_HEX: Record<string, string> = {
  Sunburst: '#b5651d', 'Olympic White': '#f2efe6', Black: '#222222', 'Candy Apple Red': '#b3132b', 'Sonic Blue': '#7fb8d8',
  Natural: '#d8b48a', 'Surf Green': '#8fd1b8', Cherry: '#8b1a1a', 'Tobacco Burst': '#6b3e1f', 'Butterscotch Blonde': '#e3b868',
  White: '#f4f4f4', Silver: '#c0c0c8', Grey: '#7a7a80', Red: '#c62828', Blue: '#1e5aa8', 'Piano Black': '#111111',
  'Silver Sparkle': '#d4d7dd', 'Natural Maple': '#e0c08f', 'Wine Red': '#6d1027', 'Ocean Blue': '#1f6f9f', Walnut: '#5c3a21',
};

/** One outline per top category, drawn in `fill` on an 800x800 canvas. */
const SHAPES: Record<string, (fill: string) => string> = {
  'guitar-bass': (f) => `<rect x="380" y="90" width="40" height="330" fill="#6b4a2b"/><circle cx="400" cy="470" r="120" fill="${f}"/><circle cx="400" cy="580" r="150" fill="${f}"/><circle cx="400" cy="520" r="34" fill="#222"/>`,
  keyboards: (f) => `<rect x="110" y="300" width="580" height="200" rx="16" fill="${f}"/><rect x="140" y="400" width="520" height="80" fill="#fff"/><path d="M180 400v80M220 400v80M260 400v80M300 400v80M340 400v80M380 400v80M420 400v80M460 400v80M500 400v80M540 400v80M580 400v80M620 400v80" stroke="#333" stroke-width="3"/>`,
  drums: (f) => `<rect x="230" y="330" width="340" height="220" fill="${f}"/><ellipse cx="400" cy="330" rx="170" ry="50" fill="#eee" stroke="#999" stroke-width="6"/><ellipse cx="400" cy="550" rx="170" ry="50" fill="${f}"/>`,
  'live-sound-pa': (f) => `<rect x="260" y="150" width="280" height="480" rx="20" fill="${f}"/><circle cx="400" cy="470" r="105" fill="#333"/><circle cx="400" cy="260" r="50" fill="#333"/>`,
  lighting: (f) => `<path d="M330 300L130 700h540L470 300z" fill="#fff6c8" opacity=".7"/><rect x="320" y="170" width="160" height="150" rx="20" fill="${f}"/>`,
  'studio-gear': (f) => `<rect x="200" y="300" width="400" height="200" rx="18" fill="${f}"/><circle cx="290" cy="400" r="40" fill="#333"/><circle cx="400" cy="400" r="40" fill="#333"/><circle cx="510" cy="400" r="40" fill="#333"/>`,
  'dj-equipment': (f) => `<rect x="120" y="280" width="560" height="260" rx="20" fill="${f}"/><circle cx="260" cy="410" r="90" fill="#333"/><circle cx="540" cy="410" r="90" fill="#333"/>`,
  headphones: (f) => `<path d="M250 450a150 170 0 0 1 300 0" fill="none" stroke="${f}" stroke-width="26"/><rect x="210" y="430" width="80" height="140" rx="30" fill="${f}"/><rect x="510" y="430" width="80" height="140" rx="30" fill="${f}"/>`,
  accessories: (f) => `<rect x="250" y="250" width="300" height="300" rx="60" fill="${f}"/>`,
};

function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

export interface ProductImageInput {
  brand: string;
  colour?: string;
  /** Handle of the product's top category; picks the outline. */
  topCategory: string;
  /** 1-based view number; later views are drawn on a different background. */
  view: number;
}

export function productImageSvg({ brand, colour, topCategory, view }: ProductImageInput): string {
  const fill = (colour && COLOUR_HEX[colour]) || '#4a5a6a';
  const shape = SHAPES[topCategory] ?? SHAPES.accessories!;
  const background = view % 2 === 1 ? '#f5f3ef' : '#e8edf2';
  const label = `<text x="400" y="740" font-family="Arial,sans-serif" font-size="44" font-weight="700" text-anchor="middle" fill="#333">${escapeMarkup(brand)}</text>`;
  return svg(PRODUCT_IMAGE_SIZE, PRODUCT_IMAGE_SIZE, `<rect width="800" height="800" fill="${background}"/>${shape(fill)}${label}`);
}

/**
 * The picture behind `/images/products/{productId}-{view}.svg`, or with `variant` (1-based) the
 * picture of `/images/products/{productId}-v{variant}.svg`: the first view in that variant's colour.
 */
export function productImageSvgFor(product: DemoProduct, view: number, variant?: number): string {
  // Top-level catCodes are 1-based positions in the spec list.
  const topCategory = CATEGORY_SPECS[Number(product.categoryCodes[0]) - 1]?.handle ?? 'accessories';
  const options = variant === undefined ? undefined : product.variants[variant - 1]?.selectedOptions;
  const colour = options?.find((o) => o.name === 'Colour')?.value ?? product.attributes.colour;
  return productImageSvg({ brand: product.vendor, topCategory, view, ...(colour ? { colour } : {}) });
}

export function brandLogoSvg(brand: Pick<DemoBrand, 'name'>): string {
  const text = `<text x="120" y="75" font-family="Arial,sans-serif" font-size="40" font-weight="700" text-anchor="middle" fill="#fff">${escapeMarkup(brand.name)}</text>`;
  return svg(240, 120, `<rect width="240" height="120" rx="12" fill="#1d1d1f"/>${text}`);
}
