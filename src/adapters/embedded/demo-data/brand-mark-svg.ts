import type { DemoBrand } from './catalogue-types';
import { mixSeed } from './prng';
import { escapeMarkup } from './text';

// Brand marks behind `/images/brands/{handle}.svg`: a wordmark per brand in its own type, weight,
// colour and small emblem, on a transparent ground, so no two brands look alike and none is a
// black box with white letters. Drawn from the brand's name alone, the same on every run.

export const BRAND_MARK_WIDTH = 240;
export const BRAND_MARK_HEIGHT = 120;

const TYPEFACES = [
  { family: 'Georgia,Times New Roman,serif', style: 'normal' },
  { family: 'Helvetica Neue,Arial,sans-serif', style: 'normal' },
  { family: 'Trebuchet MS,Verdana,sans-serif', style: 'italic' },
  { family: 'Futura,Century Gothic,Avenir,sans-serif', style: 'normal' },
  { family: 'Palatino,Book Antiqua,serif', style: 'italic' },
  { family: 'Impact,Haettenschweiler,Arial Narrow,sans-serif', style: 'normal' },
  { family: 'Courier New,monospace', style: 'normal' },
] as const;

const WEIGHTS = [400, 600, 700, 800, 900] as const;

/** Ink colours: each a strong colour that reads on white and on the shop's light greys. */
const INKS = ['#b3132b', '#1e5aa8', '#0f7b5f', '#7a3cb5', '#c0571a', '#1d2a44', '#8a6d1f', '#2b6f8f', '#a0234f', '#3d4a12', '#5a2d0c', '#0c5b8a'];

const EMBLEMS = ['none', 'bar', 'dot', 'ring', 'chevron', 'underline', 'slash'] as const;
type Emblem = (typeof EMBLEMS)[number];

export interface BrandMarkStyle {
  family: string;
  fontStyle: string;
  weight: number;
  ink: string;
  emblem: Emblem;
  uppercase: boolean;
  /** Extra space between letters, in px. */
  tracking: number;
}

const hashOf = (name: string) => mixSeed(...[...name].map((char) => char.codePointAt(0) ?? 0));

/** The style of a brand's mark: a pure function of its name. */
export function brandMarkStyle(name: string): BrandMarkStyle {
  const h = hashOf(name);
  const face = TYPEFACES[h % TYPEFACES.length]!;
  const uppercase = (h >>> 9) % 3 === 0;
  return {
    family: face.family,
    fontStyle: face.style,
    weight: WEIGHTS[(h >>> 4) % WEIGHTS.length]!,
    ink: INKS[(h >>> 12) % INKS.length]!,
    emblem: EMBLEMS[(h >>> 17) % EMBLEMS.length]!,
    uppercase,
    tracking: uppercase ? 2 : ((h >>> 21) % 2),
  };
}

function emblem(kind: Emblem, ink: string): string {
  switch (kind) {
    case 'bar': return `<rect x="20" y="86" width="200" height="6" rx="3" fill="${ink}"/>`;
    case 'dot': return `<circle cx="120" cy="24" r="8" fill="${ink}"/>`;
    case 'ring': return `<circle cx="120" cy="60" r="54" fill="none" stroke="${ink}" stroke-width="3" opacity=".35"/>`;
    case 'chevron': return `<path d="M100 22l20-12 20 12" fill="none" stroke="${ink}" stroke-width="5" stroke-linejoin="round"/>`;
    case 'underline': return `<path d="M40 90q80 14 160 0" fill="none" stroke="${ink}" stroke-width="4" stroke-linecap="round"/>`;
    case 'slash': return `<path d="M18 96l18-72M222 24l-18 72" stroke="${ink}" stroke-width="5" stroke-linecap="round"/>`;
    default: return '';
  }
}

export function brandLogoSvg(brand: Pick<DemoBrand, 'name'>): string {
  const style = brandMarkStyle(brand.name);
  const text = style.uppercase ? brand.name.toUpperCase() : brand.name;
  // Long names get a smaller size so the mark fits its 240 x 120 box.
  const size = Math.max(18, Math.min(44, Math.floor(380 / Math.max(4, text.length + style.tracking))));
  // The slashes stand either side of the name: the name keeps clear of them.
  const room = style.emblem === 'slash' ? 168 : 210;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${BRAND_MARK_WIDTH}" height="${BRAND_MARK_HEIGHT}" viewBox="0 0 240 120" role="img" data-mark="${style.emblem}">` +
    `<title>${escapeMarkup(brand.name)}</title>${emblem(style.emblem, style.ink)}` +
    `<text x="120" y="${60 + size * 0.35}" font-family="${style.family}" font-size="${size}" font-weight="${style.weight}" font-style="${style.fontStyle}"` +
    ` letter-spacing="${style.tracking}" text-anchor="middle"${text.length * size * 0.62 > room ? ` textLength="${room}" lengthAdjust="spacingAndGlyphs"` : ''} fill="${style.ink}">${escapeMarkup(text)}</text></svg>`
  );
}
