import { drawingOf } from './art/drawings';
import { paintOf } from './art/paint';
import type { ProductArt } from './instrument-kinds';

// Home-page banner pictures behind `/images/banners/{name}.svg`, drawn from the file name alone: a
// lit stage with the shop's own instrument drawings (a guitar, a keyboard, a drum kit, ...) on the
// right, where the banner's words (set over the picture as page text, on the left) leave room.

export const BANNER_WIDTH = 1600;
export const BANNER_HEIGHT = 600;

interface Placed {
  art: ProductArt;
  colour?: string;
  fallback: string;
  /** Where the 800 x 800 drawing's top-left corner goes, and its scale. */
  x: number;
  y: number;
  scale: number;
}

interface Scene {
  background: readonly [string, string];
  instruments: readonly Placed[];
}

const GUITAR: ProductArt = { kind: 'electric-guitar', shape: 'strat', leaf: 'solid-body-electric-guitars' };
const SCENES: Readonly<Record<string, Scene>> = {
  'showtime-sale': {
    background: ['#8a0718', '#2a0107'],
    instruments: [
      { art: { kind: 'drum-kit', shape: null, leaf: 'acoustic-drum-kits' }, colour: 'Sonic Blue', fallback: '#1e5aa8', x: 1010, y: 150, scale: 0.56 },
      { art: GUITAR, colour: 'Olympic White', fallback: '#f1ede0', x: 640, y: 20, scale: 0.72 },
      { art: { kind: 'synthesizer', shape: null, leaf: 'analog-synthesizers' }, fallback: '#2a2b2f', x: 960, y: 330, scale: 0.44 },
    ],
  },
  'new-arrivals': {
    background: ['#1f4f86', '#0b1a2e'],
    instruments: [
      { art: { kind: 'synthesizer', shape: null, leaf: 'analog-synthesizers' }, fallback: '#3c3f45', x: 1000, y: 200, scale: 0.6 },
      { art: { ...GUITAR, shape: 'tele' }, colour: 'Butterscotch Blonde', fallback: '#e3b868', x: 720, y: 20, scale: 0.72 },
      { art: { kind: 'effects-pedal', shape: null, leaf: 'overdrive-distortion' }, fallback: '#e0a526', x: 930, y: 380, scale: 0.26 },
    ],
  },
  'staffed-by-musicians': {
    background: ['#2f7a58', '#0d2619'],
    instruments: [
      { art: { kind: 'guitar-amp', shape: 'combo', leaf: 'guitar-combo-amps' }, fallback: '#202022', x: 1080, y: 260, scale: 0.44 },
      { art: { kind: 'acoustic-guitar', shape: null, leaf: 'dreadnought-acoustic-guitars' }, colour: 'Natural', fallback: '#d9b483', x: 760, y: 20, scale: 0.72 },
      { art: { kind: 'microphone', shape: 'handheld', leaf: 'dynamic-microphones' }, fallback: '#2a2b2f', x: 1220, y: 20, scale: 0.4 },
    ],
  },
  'open-box': {
    background: ['#5a2d91', '#1b0c2e'],
    instruments: [
      { art: { kind: 'digital-piano', shape: null, leaf: 'digital-pianos' }, fallback: '#1f1f22', x: 980, y: 170, scale: 0.6 },
      { art: { kind: 'bass-guitar', shape: 'offset', leaf: 'electric-bass-guitars' }, colour: 'Candy Apple Red', fallback: '#b3132b', x: 700, y: 10, scale: 0.74 },
    ],
  },
};

const SPOTLIGHTS =
  '<path d="M1080 0h70l260 600h-520z" fill="#fff" opacity=".07"/><path d="M1400 0h60l60 600h-420z" fill="#fff" opacity=".05"/>' +
  '<ellipse cx="1160" cy="590" rx="480" ry="36" fill="#000" opacity=".25"/>';

function placed({ art, colour, fallback, x, y, scale }: Placed): string {
  const paint = paintOf(colour, fallback);
  const drawing = drawingOf(art.kind)({ paint, shape: art.shape, leaf: art.leaf, back: false });
  // A burst finish's gradient is named #fin in every drawing; one burst per scene at most.
  return `${paint.defs ? `<defs>${paint.defs}</defs>` : ''}<g data-kind="${art.kind}" transform="translate(${x} ${y}) scale(${scale})">${drawing.body}</g>`;
}

/**
 * `name` is the file name without `.svg`; it picks the scene (an unknown name gets the sale's). The
 * picture holds no words: the banner's title and text are set over it as page text, and a title
 * drawn here as well showed twice.
 */
export function bannerImageSvg(name: string): string {
  const scene = SCENES[name] ?? SCENES['showtime-sale']!;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" viewBox="0 0 ${BANNER_WIDTH} ${BANNER_HEIGHT}">` +
    `<defs><linearGradient id="stage" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="${scene.background[1]}"/><stop offset=".7" stop-color="${scene.background[0]}"/></linearGradient></defs>` +
    `<rect width="1600" height="600" fill="url(#stage)"/>${SPOTLIGHTS}${scene.instruments.map(placed).join('')}</svg>`
  );
}
