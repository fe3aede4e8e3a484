import type { DemoProduct } from './catalogue-types';
import { drawingOf } from './art/drawings';
import { paintOf, type Paint } from './art/paint';
import { artOf, type InstrumentKind, type ProductArt } from './instrument-kinds';
import { escapeMarkup } from './text';

// Generated product pictures: each product drawn as its own kind of thing (a Telecaster, a ride
// cymbal, a turntable) in its variant's colour, as a small deterministic SVG with fixed dimensions,
// so the embedded shop has believable pictures with no binary assets and no network.

export { brandLogoSvg } from './brand-mark-svg';

export const PRODUCT_IMAGE_SIZE = 800;

/** What a picture shows, from the product's point of view: the first is the front, the second the back or an angle. */
export type ViewName = 'front' | 'back' | 'angle' | 'detail' | 'in-use' | 'turned' | 'close';

/** Kinds whose second picture is their back (a guitar's neck plate, a banjo's resonator); the others turn. */
const SHOWN_FROM_BEHIND: ReadonlySet<InstrumentKind> = new Set([
  'electric-guitar', 'bass-guitar', 'acoustic-guitar', 'classical-guitar', 'acoustic-bass', 'ukulele', 'mandolin', 'banjo',
]);

/** The picture a view number shows: 1 front, 2 back or angle, then a close-up, on stage, turned the other way, closer still. */
export function viewName(kind: InstrumentKind, view: number): ViewName {
  if (view <= 1) return 'front';
  if (view === 2) return SHOWN_FROM_BEHIND.has(kind) ? 'back' : 'angle';
  return (['detail', 'in-use', 'turned', 'close'] as const)[(view - 3) % 4]!;
}

const BACKDROPS: Readonly<Record<ViewName, readonly [string, string]>> = {
  front: ['#f6f3ee', '#e9e3d9'],
  back: ['#eef1f4', '#dde3ea'],
  angle: ['#f1f0f6', '#e0dfea'],
  detail: ['#f6f3ee', '#ece6dc'],
  'in-use': ['#2b2e36', '#15171c'],
  turned: ['#f3eee4', '#e4dccd'],
  close: ['#eef1f4', '#dde3ea'],
};

/** A default finish per kind when the catalogue names none: amplifiers in black tolex, cymbals in bronze. */
const KIND_FINISH: Partial<Record<InstrumentKind, string>> = {
  cymbal: '#c9a04a', 'drum-head': '#f1efe8', mandolin: '#8a4b1f', banjo: '#5a3a22', 'classical-guitar': '#c98d52', 'acoustic-bass': '#c78b4e',
  'grand-piano': '#141416', 'upright-piano': '#2a1a12', cajon: '#c99b63', 'hand-drum': '#8a5a32', timpani: '#b87333', drumsticks: '#e2c08a',
  'laptop-stand': '#c3c5cc', truss: '#c3c5cc', 'speaker-cabinet': '#202022', 'guitar-amp': '#202022', 'bass-amp': '#202022',
};

/** Finishes for things the catalogue sells in one colour: picked by product id, so pedals are not all one colour. */
const PRODUCT_PALETTE = ['#2f6fb3', '#c0392b', '#e0a526', '#2e8b57', '#7d3cb5', '#e86a1c', '#3c3f45', '#d8d8dc'];

function fallbackFinish(kind: InstrumentKind, productId: string): string {
  if (kind === 'effects-pedal' || kind === 'guitar-case' || kind === 'gig-bag' || kind === 'strings' || kind === 'strap' || kind === 'picks' || kind === 'software') {
    return PRODUCT_PALETTE[Number(productId.slice(-4)) % PRODUCT_PALETTE.length]!;
  }
  return KIND_FINISH[kind] ?? '#2a2b2f';
}

export interface ProductPictureInput {
  art: ProductArt;
  /** The catalogue's colour name of the variant (or product), when it has one. */
  colour?: string;
  /** Picks a finish when the catalogue names no colour. */
  productId: string;
  /** 1-based view number. */
  view: number;
  /** Left-handed instruments are drawn mirrored. */
  leftHanded?: boolean;
  /** Text of the picture's <title>. */
  label: string;
}

const KIND_LABEL = (kind: InstrumentKind) => kind.replace(/-/g, ' ');

function framed(inner: string, name: ViewName, focus: readonly [number, number], tall: boolean): string {
  if (name === 'detail' || name === 'close') return `<g transform="translate(400 400) scale(${name === 'close' ? 2.6 : 1.9}) translate(${-focus[0]} ${-focus[1]})">${inner}</g>`;
  if (name === 'angle') return `<g transform="translate(400 420) rotate(${tall ? -24 : -7}) scale(${tall ? 0.92 : 0.86}) skewX(${tall ? 0 : -6}) translate(-400 -420)">${inner}</g>`;
  if (name === 'turned') return `<g transform="translate(400 420) rotate(${tall ? 24 : 7}) scale(${tall ? 0.92 : 0.86}) skewX(${tall ? 0 : 6}) translate(-400 -420)">${inner}</g>`;
  if (name === 'in-use') return `<g transform="translate(400 420) rotate(${tall ? 18 : 5}) scale(.86) translate(-400 -420)">${inner}</g>`;
  return inner;
}

export function productPictureSvg({ art, colour, productId, view, leftHanded = false, label }: ProductPictureInput): string {
  const name = viewName(art.kind, view);
  const paint: Paint = paintOf(colour, fallbackFinish(art.kind, productId));
  const drawing = drawingOf(art.kind)({ paint, shape: art.shape, leaf: art.leaf, back: name === 'back' });
  const [light, dark] = BACKDROPS[name];
  const mirrored = leftHanded !== (name === 'back') ? `<g transform="matrix(-1 0 0 1 800 0)">${drawing.body}</g>` : drawing.body;
  const glow = name === 'in-use' ? '<ellipse cx="400" cy="300" rx="360" ry="260" fill="#fff" opacity=".08"/>' : '';
  const floor = name === 'detail' || name === 'close' ? '' : '<ellipse cx="400" cy="772" rx="250" ry="16" fill="#000" opacity=".12"/>';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PRODUCT_IMAGE_SIZE}" height="${PRODUCT_IMAGE_SIZE}" viewBox="0 0 800 800" role="img" data-kind="${art.kind}"${art.shape ? ` data-shape="${art.shape}"` : ''} data-view="${name}">` +
    `<title>${escapeMarkup(label)}</title>` +
    `<defs><linearGradient id="bg" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient>${paint.defs}</defs>` +
    `<rect width="800" height="800" fill="url(#bg)"/>${glow}${floor}${framed(mirrored, name, drawing.focus, drawing.tall === true)}</svg>`
  );
}

/**
 * The picture behind `/images/products/{productId}-{view}.svg`, or with `variant` (1-based) the
 * picture of `/images/products/{productId}-v{variant}.svg`: the first view in that variant's colour.
 */
export function productImageSvgFor(product: DemoProduct, view: number, variant?: number): string {
  const art = artOf(product);
  const options = product.variants[(variant ?? 1) - 1]?.selectedOptions;
  const option = (name: string) => options?.find((o) => o.name === name)?.value;
  const colour = (variant === undefined ? undefined : option('Colour')) ?? product.attributes.colour;
  const leftHanded = (variant === undefined ? product.attributes.orientation : option('Orientation')) === 'Left Handed';
  const label = `${product.title}: ${KIND_LABEL(art.kind)}${art.shape ? ` (${art.shape})` : ''}${colour ? `, ${colour}` : ''}, ${viewName(art.kind, variant === undefined ? view : 1)} view`;
  return productPictureSvg({ art, productId: product.id, view: variant === undefined ? view : 1, leftHanded, label, ...(colour ? { colour } : {}) });
}
