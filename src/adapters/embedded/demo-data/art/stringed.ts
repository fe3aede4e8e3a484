import type { Draw, DrawingInput, Drawing } from './drawing';
import { circle, ellipse, group, line, path, rect, repeat } from './svg-kit';

// Guitars, basses, ukuleles, mandolins and banjos, drawn upright with the headstock at the top.

const MAPLE = '#e6c48e';
const ROSEWOOD = '#4a2a18';
const CHROME = '#cfd2d8';
const CREAM = '#f3ead3';

/** Solid-body outlines (centre x 400, body between y 400 and 780), each as one or more shapes of one fill. */
const OUTLINES: Readonly<Record<string, (fill: string) => string>> = {
  strat: (f) =>
    ellipse(400, 655, 150, 122, f) + ellipse(400, 525, 122, 92, f) +
    path('M290 560C280 480 300 410 330 398C352 390 356 430 354 470Z', f) + path('M470 480C468 446 472 422 484 420C502 418 516 470 512 550Z', f),
  superstrat: (f) =>
    ellipse(400, 660, 146, 118, f) + ellipse(400, 535, 118, 88, f) +
    path('M292 570C286 480 300 410 318 380C330 420 352 440 358 480Z', f) + path('M468 490C470 450 480 420 496 400C510 450 514 500 510 560Z', f),
  tele: (f) => path('M335 440C300 440 282 470 282 520C282 565 300 585 292 625C274 700 305 772 400 776C496 772 528 700 510 625C502 592 506 565 500 545C494 520 470 522 455 492L440 440Z', f),
  'single-cut': (f) => path('M335 455C292 455 266 490 268 540C270 582 292 602 282 642C266 712 310 776 400 778C494 776 536 712 520 642C512 606 520 582 516 552C512 522 492 508 472 520C456 530 446 502 440 470Z', f),
  sg: (f) => path('M298 470C298 428 322 420 336 456C346 482 362 492 386 492H414C438 492 454 482 464 456C478 420 502 428 502 470C502 520 488 560 506 602C526 652 520 742 400 762C280 742 274 652 294 602C312 560 298 520 298 470Z', f),
  offset: (f) =>
    ellipse(388, 652, 154, 118, f, ' transform="rotate(-8 388 652)"') + ellipse(414, 528, 118, 88, f, ' transform="rotate(-8 414 528)"') +
    path('M280 570C268 486 298 422 336 410C354 404 360 440 356 474Z', f) + path('M470 486C478 450 498 444 508 458C526 492 520 532 506 562Z', f),
  explorer: (f) => path('M330 440H472L566 612C528 642 486 640 474 652L546 782L420 706L298 768C276 700 280 600 330 440Z', f),
  'semi-hollow': (f) => path('M292 470C292 428 324 418 346 450C360 470 376 480 400 480S440 470 454 450C476 418 508 428 508 470C508 520 492 546 512 592C542 652 532 772 400 776C268 772 258 652 288 592C308 546 292 520 292 470Z', f),
  archtop: (f) => path('M338 440C286 440 256 488 260 546C262 590 286 606 274 650C258 718 304 782 400 784C500 782 546 718 528 650C518 612 530 586 524 552C518 520 494 506 472 522C456 532 448 498 442 460Z', f),
  headless: (f) => path('M338 556C312 560 300 604 310 652C320 716 360 744 400 744S480 716 490 652C500 604 488 560 462 556C440 552 430 566 400 566S360 552 338 556Z', f),
};

/** Pickups, bridge and controls for each outline; `light` picks the pickguard colour. */
const HARDWARE: Readonly<Record<string, (light: boolean) => string>> = {
  strat: (light) =>
    path('M360 500C340 520 318 560 330 600C340 640 330 690 380 700L468 690C492 660 480 600 470 560C462 520 440 500 420 500Z', light ? '#202022' : '#f7f3ea') +
    singleCoils([560, 606, 652]) + rect(368, 680, 64, 22, CHROME, 4) + knobs3([[458, 640], [470, 672], [478, 704]]),
  superstrat: () => humbucker(560) + singleCoils([612]) + humbucker(660) + rect(366, 690, 68, 26, '#2a2a2c', 5) + knobs3([[462, 690], [482, 720]]),
  tele: (light) =>
    path('M352 520C336 540 330 600 350 630L440 640C470 600 470 540 450 520Z', light ? '#202022' : '#f7f3ea') + singleCoils([560]) +
    rect(362, 640, 76, 78, CHROME, 8) + rect(378, 662, 44, 16, '#1b1b1d', 7) + path('M448 650L500 680L486 740L436 712Z', CHROME) + knobs3([[462, 686], [474, 716]]),
  'single-cut': () => path('M436 520C450 540 456 580 440 600L420 560Z', '#1b1b1d') + humbucker(566, CREAM) + humbucker(640, CREAM) + rect(364, 604, 72, 10, CHROME, 4) + rect(360, 690, 80, 14, CHROME, 6) + knobs3([[452, 680], [482, 700], [460, 722], [490, 740]], '#c9a227'),
  sg: () => path('M350 520C330 560 330 620 360 660L440 670C470 620 470 560 450 520Z', '#1b1b1d') + humbucker(560) + humbucker(630) + rect(364, 664, 72, 10, CHROME, 4) + knobs3([[448, 690], [476, 704], [452, 720], [480, 734]], '#c9a227'),
  offset: () => path('M340 500C300 540 296 640 340 700L470 690C500 640 500 560 470 520L430 500Z', '#7b3a1c', ' opacity=".9"') + rect(360, 566, 80, 24, CREAM, 6) + rect(360, 632, 80, 24, CREAM, 6) + rect(364, 690, 72, 12, CHROME, 4) + knobs3([[470, 660], [486, 690]]),
  explorer: (light) => path('M350 520H450L500 640L420 680L350 640Z', light ? '#202022' : '#f7f3ea') + humbucker(560) + humbucker(630) + rect(364, 664, 72, 10, CHROME, 4) + knobs3([[470, 690], [496, 708], [522, 726]]),
  'semi-hollow': () => fHoles() + humbucker(560, CHROME) + humbucker(630, CHROME) + rect(364, 668, 72, 10, CHROME, 4) + rect(376, 700, 48, 40, CHROME, 6) + knobs3([[440, 700], [472, 712], [448, 730], [480, 742]], '#c9a227'),
  archtop: () => fHoles() + humbucker(596, CHROME) + rect(370, 670, 60, 10, '#3a2415', 4) + path('M384 710H416L432 782H368Z', '#c9a227') + path('M438 520C470 560 480 640 450 700L436 690C456 640 452 570 428 530Z', '#2c1a10'),
  headless: () => rect(368, 600, 64, 26, '#1b1b1d', 6) + rect(368, 650, 64, 26, '#1b1b1d', 6) + rect(360, 700, 80, 30, '#2a2a2c', 6) + knobs3([[460, 700], [470, 726]]),
};

function singleCoils(ys: readonly number[]): string {
  return ys.map((y) => rect(378, y - 7, 44, 14, '#f4efe2', 7) + repeat(6, (i) => circle(384 + i * 6.4, y, 1.6, '#8d8d8d'))).join('');
}

function humbucker(y: number, cover = '#1b1b1d'): string {
  return rect(372, y - 16, 56, 32, cover, 4) + repeat(6, (i) => circle(381 + i * 7.6, y - 7, 2.2, '#9b9b9b') + circle(381 + i * 7.6, y + 7, 2.2, '#9b9b9b'));
}

const knobs3 = (at: readonly (readonly [number, number])[], cap = '#ece6d6') => at.map(([x, y]) => circle(x, y, 10, cap) + circle(x, y, 3, '#777')).join('');

const fHoles = () => line('M330 560c16 10-12 40 4 64c10 14 6 26 0 32M470 560c-16 10 12 40-4 64c-10 14-6 26 0 32', '#1a1008', 7, ' stroke-linecap="round"');

/** Strings from the nut (y0) to the bridge (y1), spread `top` and `bottom` wide. */
function strings(n: number, y0: number, y1: number, top: number, bottom: number, colour = '#e4e4e4'): string {
  const at = (width: number, i: number) => (400 - width / 2 + (width * i) / (n - 1)).toFixed(1);
  return line(repeat(n, (i) => `M${at(top, i)} ${y0}L${at(bottom, i)} ${y1}`), colour, 1.6);
}

/** A fretboard from y0 to y1, frets closing up towards the body like a real one. */
function fretboard(y0: number, y1: number, width: number, wood = ROSEWOOD, markers = true): string {
  const frets: number[] = [];
  for (let n = 1, y = y0; n <= 22; n += 1) {
    y = y0 + (y1 - y0) * 2 * (1 - 2 ** (-n / 12));
    if (y < y1) frets.push(y);
  }
  const dots = markers ? [3, 5, 7, 9, 12, 15].map((n) => frets[n - 1]).filter((y): y is number => y !== undefined).map((y, i, all) => circle(400, y - (y - (all[i - 1] ?? y0)) / 3, 3.5, '#efe6d2')).join('') : '';
  return rect(400 - width / 2, y0, width, y1 - y0, wood) + line(frets.map((y) => `M${400 - width / 2} ${y.toFixed(1)}h${width}`).join(''), '#c8c8c8', 2) + dots;
}

/** Six-in-line (Fender-style) or three-a-side (Gibson-style) headstock, with the nut at y 130. */
function headstock(style: 'inline' | 'split' | 'slotted', tuners: number, wood: string, dark: boolean): string {
  const face = dark ? '#1d1b1a' : wood;
  if (style === 'inline') {
    const shape = path('M384 134V48C384 26 398 16 416 20L446 30C462 36 456 58 436 62C424 66 420 90 418 134Z', face);
    return shape + repeat(tuners, (i) => circle(392, 44 + i * (84 / tuners), 6, CHROME) + rect(370, 40 + i * (84 / tuners), 14, 8, CHROME, 3));
  }
  if (style === 'slotted') return rect(380, 30, 40, 104, face, 6) + rect(386, 42, 9, 80, '#2a1a10', 4) + rect(405, 42, 9, 80, '#2a1a10', 4) + repeat(3, (i) => rect(364, 50 + i * 26, 16, 8, CHROME, 3) + rect(420, 50 + i * 26, 16, 8, CHROME, 3));
  const per = Math.ceil(tuners / 2);
  return path('M384 134L368 34C380 22 392 30 400 24C408 30 420 22 432 34L416 134Z', face) +
    repeat(per, (i) => rect(352, 52 + i * (72 / per), 18, 9, CHROME, 4) + rect(430, 52 + i * (72 / per), 18, 9, CHROME, 4));
}

function neck(y0: number, y1: number, width: number): string {
  return rect(400 - width / 2 - 2, y0, width + 4, y1 - y0, MAPLE);
}

const SPLIT_HEADS = new Set(['single-cut', 'sg', 'semi-hollow', 'archtop', 'explorer']);

/** Electric guitars and basses: the body outline from the shape facet, its own pickups and bridge. */
function solidBody({ paint, shape, back, leaf }: DrawingInput, bass: boolean): Drawing {
  const outline = OUTLINES[shape ?? 'strat'] ?? OUTLINES.strat!;
  const five = leaf === '5-string-bass-guitars';
  const stringCount = bass ? (five ? 5 : 4) : 6;
  const headless = shape === 'headless';
  const nut = headless ? 80 : 134;
  const neckWidth = bass ? 36 : 30;
  const edge = outline(paint.shade);
  const face = group('translate(0 -4)', outline(paint.fill));
  if (back) {
    const plate = rect(372, 462, 56, 56, CHROME, 6) + repeat(4, (i) => circle(382 + (i % 2) * 36, 472 + Math.floor(i / 2) * 36, 3, '#888'));
    const cover = shape === 'strat' || shape === 'superstrat' ? rect(366, 590, 68, 110, '#f4efe2', 10) : rect(420, 620, 70, 80, '#1b1b1d', 14);
    const head = headless ? '' : headstock(SPLIT_HEADS.has(shape ?? '') ? 'split' : 'inline', stringCount, MAPLE, false);
    return { body: neck(nut, 520, neckWidth) + head + edge + face + plate + cover, focus: [400, 560], tall: true };
  }
  const hardware = bass
    ? (shape === 'offset' ? rect(368, 600, 64, 18, '#1b1b1d', 6) + rect(368, 650, 64, 18, '#1b1b1d', 6) : path('M366 590h34v22h-34zM400 610h34v22h-34z', '#1b1b1d')) + rect(364, 690, 72, 20, CHROME, 4)
    : HARDWARE[shape ?? 'strat']?.(paint.light) ?? '';
  const bassPickguard = bass && shape !== 'headless' ? path('M350 500C330 540 330 620 350 700L450 700C470 640 470 560 446 500Z', paint.light ? '#202022' : '#f7f3ea') : '';
  const head = headless ? rect(382, 60, 36, 22, '#1b1b1d', 6) : headstock(SPLIT_HEADS.has(shape ?? '') ? 'split' : 'inline', stringCount, MAPLE, shape === 'single-cut' || shape === 'sg' || shape === 'explorer');
  const tuners = headless ? repeat(stringCount, (i) => rect(372 + i * (56 / stringCount), 732, 8, 18, CHROME, 2)) : '';
  const board = fretboard(nut, 520, neckWidth, shape === 'strat' || shape === 'tele' ? MAPLE : ROSEWOOD);
  const stringsEnd = headless ? 736 : bass ? 700 : 692;
  return {
    body: neck(nut, 520, neckWidth) + head + edge + face + bassPickguard + board + hardware + tuners + strings(stringCount, nut, stringsEnd, neckWidth - 8, bass ? 44 : 40, bass ? '#b8b8b8' : '#e4e4e4'),
    focus: [400, 610],
    tall: true,
  };
}

export const electricGuitar: Draw = (input) => solidBody(input, false);
export const bassGuitar: Draw = (input) => solidBody(input, true);

/** Acoustic outline: two bouts; `wide` shoulders for a dreadnought, narrow for a parlour. */
function acousticBody(fill: string, upper: number, lower: number): string {
  return ellipse(400, 640, lower, 130, fill) + ellipse(400, 462, upper, 100, fill) + rect(400 - upper + 14, 470, (upper - 14) * 2, 160, fill);
}

const ACOUSTIC_SIZES: Readonly<Record<string, readonly [number, number]>> = {
  Dreadnought: [142, 168], 'Grand Auditorium': [128, 166], Concert: [120, 156], Jumbo: [140, 184], Parlour: [108, 140], 'Orchestra Model': [124, 160],
  Classical: [124, 158], 'Thinline Classical': [122, 156],
};

interface AcousticOptions {
  strings: number;
  nylon?: boolean;
  size?: readonly [number, number];
  scale?: number;
}

/** Acoustic guitars, classical guitars, acoustic basses and ukuleles: one body, different proportions. */
function acoustic({ paint, back }: DrawingInput, options: AcousticOptions): Drawing {
  const [upper, lower] = options.size ?? [130, 164];
  const top = paint.fill;
  const binding = acousticBody('#f2ead8', upper + 5, lower + 5);
  const sides = group('translate(0 8)', acousticBody(paint.shade, upper, lower));
  const head = headstock(options.nylon ? 'slotted' : 'split', options.strings, '#5a3a22', true);
  let body: string;
  if (back) {
    body = neck(134, 380, 34) + head + sides + binding + acousticBody(paint.fill, upper, lower) + line('M400 370V770', '#00000033', 3) + ellipse(400, 380, 26, 14, '#5a3a22');
  } else {
    const hole = circle(400, 470, 48, '#1d130c') + circle(400, 470, 58, 'none', ` stroke="${options.nylon ? '#3d6b4f' : '#2b1d14'}" stroke-width="7" stroke-dasharray="3 2"`);
    const guard = options.nylon ? '' : path('M440 500C480 520 500 560 470 590C450 600 436 560 430 520Z', '#2b160c', ' opacity=".9"');
    const bridge = options.nylon ? rect(350, 640, 100, 24, '#3a2415', 6) + rect(372, 644, 56, 8, '#f3ead3') : path('M350 650Q400 630 450 650V670Q400 656 350 670Z', '#2b1a10') + rect(378, 648, 44, 5, '#f3ead3');
    body = neck(134, 380, 34) + head + sides + binding + acousticBody(top, upper, lower) + hole + guard + fretboard(134, 430, 30, '#3a2415', !options.nylon) + bridge + strings(options.strings, 134, 660, 24, 40, options.nylon ? '#f1e9d8' : '#d6c9a6');
  }
  const scale = options.scale ?? 1;
  return { body: scale === 1 ? body : group(`translate(${400 * (1 - scale)} ${420 * (1 - scale)}) scale(${scale})`, body), focus: [400, 500], tall: true };
}

export const acousticGuitar: Draw = (input) => acoustic(input, { strings: 6, size: ACOUSTIC_SIZES[input.shape ?? ''] });
export const classicalGuitar: Draw = (input) => acoustic(input, { strings: 6, nylon: true, size: ACOUSTIC_SIZES.Classical });
export const acousticBass: Draw = (input) => acoustic(input, { strings: 4, size: [140, 178] });
export const ukulele: Draw = (input) => acoustic(input, { strings: 4, size: [100, 128], scale: 0.9 });

export const mandolin: Draw = ({ paint, back }) => {
  const bodyShape = (f: string, dy = 0) => path(`M400 ${380 + dy}C470 ${380 + dy} 560 ${520 + dy} 560 ${620 + dy}C560 ${720 + dy} 490 ${770 + dy} 400 ${770 + dy}C310 ${770 + dy} 240 ${720 + dy} 240 ${620 + dy}C240 ${520 + dy} 330 ${380 + dy} 400 ${380 + dy}Z`, f);
  const head = path('M378 200L370 110C382 98 418 98 430 110L422 200Z', '#231712') + repeat(4, (i) => rect(350, 118 + i * 18, 18, 8, CHROME, 3) + rect(432, 118 + i * 18, 18, 8, CHROME, 3));
  const common = neck(196, 430, 34) + head + bodyShape(paint.shade, 8) + bodyShape(paint.fill);
  if (back) return { body: common + line('M400 390V770', '#00000030', 3), focus: [400, 560], tall: true };
  const courses = repeat(4, (i) => `M${391 + i * 6} 200L${386 + i * 9.5} 720M${393 + i * 6} 200L${388 + i * 9.5} 720`);
  return {
    body: common + ellipse(400, 560, 34, 46, '#1a100a') + fretboard(200, 470, 30, '#2b1a10') + rect(370, 640, 60, 10, '#2b1a10', 3) + path('M380 700H420L426 740H374Z', CHROME) + line(courses, '#dcdcdc', 1.2),
    focus: [400, 560],
    tall: true,
  };
};

export const banjo: Draw = ({ back }) => {
  const rim = circle(400, 590, 186, '#5a3a22') + circle(400, 590, 172, CHROME);
  const head = back ? circle(400, 590, 160, '#7a4a2a') + circle(400, 590, 120, 'none', ' stroke="#e6c48e" stroke-width="6"') : circle(400, 590, 160, '#f4f1ea') + circle(400, 590, 160, 'none', ' stroke="#e4ded0" stroke-width="10"');
  const brackets = repeat(24, (i) => {
    const a = (i / 24) * Math.PI * 2;
    return circle(+(400 + Math.cos(a) * 179).toFixed(1), +(590 + Math.sin(a) * 179).toFixed(1), 4, '#9ea2aa');
  });
  const peghead = path('M376 130L366 40C384 26 416 26 434 40L424 130Z', '#231712') + repeat(2, (i) => rect(346, 60 + i * 34, 20, 9, CHROME, 3) + rect(434, 60 + i * 34, 20, 9, CHROME, 3));
  const fifth = rect(420, 236, 18, 8, CHROME, 3);
  const front = back ? '' : fretboard(130, 430, 28, '#2b1a10') + rect(380, 640, 40, 8, '#e6c48e', 2) + path('M384 730H416L420 768H380Z', CHROME) + strings(4, 130, 740, 20, 34, '#dcdcdc') + line('M424 240L414 740', '#dcdcdc', 1.4);
  return { body: neck(130, 440, 30) + peghead + fifth + rim + brackets + head + front, focus: [400, 590], tall: true };
};
