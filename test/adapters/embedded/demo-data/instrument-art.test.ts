// Issue 33, observation 1: every product of the demo catalogue is drawn as its own kind of thing
// (ten kinds searched by name gave six distinct pictures), in its variant's colour, with a second
// view, as a small SVG.
import { describe, expect, it } from 'vitest';
import { productImageSvgFor } from '../../../../src/adapters/embedded/demo-data/product-image-svg';
import { catalogue, products } from './catalogue-fixture';

const attr = (svg: string, name: string) => new RegExp(`^<svg [^>]*\\b${name}="([^"]*)"`).exec(svg)?.[1];
const leafOf = (product: (typeof products)[number]) => product.tags[2];
const baseTitle = (title: string) => title.replace(/ \(Open Box\)$/, '');

/** The ten names the issue searched, what a shopper means by each, and the one kind its picture must show. */
const SEARCHED: readonly (readonly [term: string, titles: RegExp, kind: string])[] = [
  ['electric guitar', /(?<!Acoustic )Electric Guitar$/, 'electric-guitar'],
  ['overdrive pedal', /Overdrive Pedal$/, 'effects-pedal'],
  ['guitar amplifier', /Guitar (Combo )?Amplifier( Head)?$/, 'guitar-amp'],
  ['ukulele', /Ukulele$/, 'ukulele'],
  ['grand piano', /Grand Piano$/, 'grand-piano'],
  ['synthesizer', /Synthesizer$/, 'synthesizer'],
  ['cymbal', /Cymbals?$/, 'cymbal'],
  ['microphone', /Microphone$/, 'microphone'],
  ['headphones', /Headphones$/, 'headphones'],
  ['turntable', /Turntable$/, 'turntable'],
];

/** Leaf category → the kind of thing its products are drawn as (the list, and the rest of the tree). */
const LEAF_KIND: Readonly<Record<string, string>> = {
  'solid-body-electric-guitars': 'electric-guitar', 'semi-hollow-electric-guitars': 'electric-guitar', 'hollow-body-electric-guitars': 'electric-guitar',
  'dreadnought-acoustic-guitars': 'acoustic-guitar', 'acoustic-electric-guitars': 'acoustic-guitar', 'classical-guitars': 'classical-guitar',
  '4-string-bass-guitars': 'bass-guitar', '5-string-bass-guitars': 'bass-guitar', 'acoustic-bass-guitars': 'acoustic-bass',
  'guitar-combo-amps': 'guitar-amp', 'guitar-amp-heads': 'guitar-amp', 'guitar-speaker-cabinets': 'speaker-cabinet',
  'bass-combo-amps': 'bass-amp', 'bass-amp-heads': 'bass-amp',
  'overdrive-distortion-pedals': 'effects-pedal', 'delay-reverb-pedals': 'effects-pedal', 'multi-effects-processors': 'multi-effects',
  ukuleles: 'ukulele', mandolins: 'mandolin', banjos: 'banjo',
  'console-digital-pianos': 'digital-piano', 'portable-digital-pianos': 'stage-piano', 'stage-pianos': 'stage-piano',
  'analog-synthesizers': 'synthesizer', 'digital-synthesizers': 'synthesizer', 'modular-eurorack': 'eurorack-module',
  'portable-keyboards': 'portable-keyboard', 'arranger-workstations': 'portable-keyboard',
  'keyboard-controllers': 'midi-controller', 'pad-controllers': 'pad-controller', 'upright-pianos': 'upright-piano', 'grand-pianos': 'grand-piano',
  'acoustic-drum-kits': 'drum-kit', 'snare-drums': 'snare-drum', 'drum-hardware': 'drum-hardware', 'electronic-drum-kits': 'electronic-drum-kit',
  'drum-pads-modules': 'drum-module', 'cymbal-packs': 'cymbal', 'crash-cymbals': 'cymbal', 'ride-cymbals': 'cymbal', 'hi-hat-cymbals': 'cymbal',
  cajons: 'cajon', 'hand-drums': 'hand-drum', 'orchestral-percussion': 'timpani', drumsticks: 'drumsticks', 'drum-heads': 'drum-head',
  'active-pa-speakers': 'pa-speaker', 'pa-subwoofers': 'subwoofer', 'portable-pa-systems': 'column-pa', 'analog-mixers': 'mixer', 'digital-mixers': 'mixer',
  'dynamic-microphones': 'microphone', 'condenser-microphones': 'microphone', 'wireless-microphone-systems': 'wireless-microphone',
  'power-amplifiers': 'rack-unit', 'speaker-management': 'rack-unit', 'wireless-iem-systems': 'in-ear-system', 'personal-monitor-mixers': 'mixer',
  'led-par-cans': 'stage-light', 'moving-heads': 'moving-head', 'wash-spot-lights': 'stage-light', 'strobe-lights': 'strobe', 'fog-haze-machines': 'fog-machine',
  'dmx-controllers': 'lighting-controller', 'lighting-stands-truss': 'truss',
  'usb-audio-interfaces': 'audio-interface', 'thunderbolt-audio-interfaces': 'audio-interface', 'nearfield-monitors': 'studio-monitor', 'studio-subwoofers': 'subwoofer',
  'large-diaphragm-condensers': 'microphone', 'ribbon-microphones': 'microphone', 'microphone-preamps': 'rack-unit', 'compressors-eq': 'rack-unit',
  'daw-software': 'software', 'portable-recorders': 'portable-recorder',
  '2-channel-dj-controllers': 'dj-controller', '4-channel-dj-controllers': 'dj-controller', 'dj-media-players': 'media-player', 'dj-mixers': 'mixer',
  'direct-drive-turntables': 'turntable', 'cartridges-styli': 'cartridge', 'dj-bags-cases': 'dj-bag', 'dj-stands': 'laptop-stand',
  'closed-back-headphones': 'headphones', 'open-back-headphones': 'headphones', 'wireless-headphones': 'headphones', 'true-wireless-earbuds': 'earbuds',
  'universal-in-ear-monitors': 'in-ear-monitors', 'headphone-amplifiers': 'headphone-amp',
  'electric-guitar-strings': 'strings', 'acoustic-guitar-strings': 'strings', 'bass-guitar-strings': 'strings',
  'instrument-cables': 'cable', 'microphone-cables': 'cable', 'patch-cables': 'patch-cables',
  'guitar-stands': 'guitar-stand', 'microphone-stands': 'microphone-stand', 'keyboard-stands': 'keyboard-stand',
  'guitar-cases': 'guitar-case', 'gig-bags': 'gig-bag', 'guitar-picks': 'picks', capos: 'capo', tuners: 'tuner', 'guitar-straps': 'strap',
};

/** Body-shape facet → the outline an electric guitar is drawn with. */
const ELECTRIC_OUTLINE: Readonly<Record<string, string>> = {
  Stratocaster: 'strat', Superstrat: 'superstrat', Telecaster: 'tele', 'Les Paul': 'single-cut', SG: 'sg', Offset: 'offset', Explorer: 'explorer',
  'ES-335': 'semi-hollow', 'Double Cutaway': 'semi-hollow', 'Single Cutaway': 'archtop', Archtop: 'archtop',
};

const everyPicture = products.flatMap((product) => [
  ...product.images.map((_, n) => ({ product, svg: productImageSvgFor(product, n + 1), view: n + 1 })),
  ...product.variants.map((_, v) => ({ product, svg: productImageSvgFor(product, 1, v + 1), view: 1 })),
]);

describe('the demo catalogue draws each product as its own kind', () => {
  it.each(SEARCHED)("every product a search for '%s' means is drawn as it", (_term, titles, kind) => {
    const found = products.filter((p) => titles.test(baseTitle(p.title)));
    expect(found.length).toBeGreaterThan(0);
    expect([...new Set(found.map((p) => attr(productImageSvgFor(p, 1), 'data-kind')))]).toEqual([kind]);
  });

  it('gives the ten searched names ten distinct pictures', () => {
    const kinds = SEARCHED.map(([, titles]) => attr(productImageSvgFor(products.find((p) => titles.test(p.title))!, 1), 'data-kind'));
    expect(new Set(kinds).size).toBe(10);
  });

  it('draws every picture of every product (each view, each variant) as the kind of its category', () => {
    const wrong = everyPicture.filter(({ product, svg }) => attr(svg, 'data-kind') !== LEAF_KIND[leafOf(product)!]).map(({ product }) => `${product.handle} (${leafOf(product)})`);
    expect(wrong).toEqual([]);
    expect(new Set(products.map((p) => LEAF_KIND[leafOf(p)!])).size).toBeGreaterThanOrEqual(60);
  });

  // Issue 33: the catalogue had no bass amplifiers. A bass combo and a bass head are drawn as a bass
  // amplifier, never as a guitar amplifier, each in its form, and their pictures differ from a guitar amp's.
  it.each([
    ['bass-combo-amps', /Bass Combo Amplifier$/, 'combo'],
    ['bass-amp-heads', /Bass Amplifier Head$/, 'head'],
  ])('sells %s, each drawn as a bass amplifier (%s)', (leaf, title, shape) => {
    const found = products.filter((p) => leafOf(p) === leaf);
    expect(found.length).toBeGreaterThanOrEqual(5);
    for (const product of found) {
      expect(baseTitle(product.title)).toMatch(title);
      const svg = productImageSvgFor(product, 1);
      expect([attr(svg, 'data-kind'), attr(svg, 'data-shape')]).toEqual(['bass-amp', shape]);
    }
  });

  it('draws a bass amplifier unlike a guitar amplifier of the same form', () => {
    const body = (svg: string) => svg.replace(/^<svg[^>]*>/, '').replace(/<title>[^<]*<\/title>/, '').replace(/fill="#[0-9a-f]{6}"/g, '');
    for (const [bassLeaf, guitarLeaf] of [
      ['bass-combo-amps', 'guitar-combo-amps'],
      ['bass-amp-heads', 'guitar-amp-heads'],
    ]) {
      const bass = products.find((p) => leafOf(p) === bassLeaf)!;
      const guitar = products.find((p) => leafOf(p) === guitarLeaf)!;
      expect(body(productImageSvgFor(bass, 1))).not.toBe(body(productImageSvgFor(guitar, 1)));
    }
  });

  it('draws each electric guitar in its own body shape, at least four of them', () => {
    const electrics = products.filter((p) => LEAF_KIND[leafOf(p)!] === 'electric-guitar');
    for (const guitar of electrics) expect(attr(productImageSvgFor(guitar, 1), 'data-shape')).toBe(ELECTRIC_OUTLINE[guitar.attributes.body_shape!]);
    expect(new Set(electrics.map((p) => attr(productImageSvgFor(p, 1), 'data-shape'))).size).toBeGreaterThanOrEqual(4);
  });

  it.each([
    ['Candy Apple Red', '#b3132b'],
    ['Surf Green', '#93d3bb'],
    ['Olympic White', '#f1ede0'],
    ['Ocean Blue', '#1f6f9f'],
  ])("draws a variant in %s in that finish", (colour, hex) => {
    const product = products.find((p) => p.variants.length > 1 && p.variants.some((v) => v.selectedOptions.some((o) => o.value === colour)))!;
    const n = product.variants.findIndex((v) => v.selectedOptions.some((o) => o.value === colour));
    expect(productImageSvgFor(product, 1, n + 1)).toContain(`fill="${hex}"`);
  });

  it('draws a left-handed variant mirrored', () => {
    const product = products.find((p) => p.variants.some((v) => v.selectedOptions.some((o) => o.value === 'Left Handed')))!;
    const n = product.variants.findIndex((v) => v.selectedOptions.some((o) => o.value === 'Left Handed'));
    expect(productImageSvgFor(product, 1, n + 1)).toContain('matrix(-1 0 0 1 800 0)');
  });

  it.each([
    ['solid-body-electric-guitars', 'back'],
    ['ukuleles', 'back'],
    ['banjos', 'back'],
    ['direct-drive-turntables', 'angle'],
    ['crash-cymbals', 'angle'],
  ])('shows a %s from the front first and its %s second', (leaf, second) => {
    const product = products.find((p) => leafOf(p) === leaf)!;
    expect(attr(productImageSvgFor(product, 1), 'data-view')).toBe('front');
    expect(attr(productImageSvgFor(product, 2), 'data-view')).toBe(second);
  });

  it('draws every view of a product differently', () => {
    const repeated = products.filter((p) => new Set(p.images.map((_, n) => productImageSvgFor(p, n + 1))).size !== p.images.length);
    expect(repeated.map((p) => p.handle)).toEqual([]);
  });

  it('keeps every picture 800 x 800 and light: under 8 KB each, under 3 KB on average', () => {
    const bytes = everyPicture.map(({ svg }) => Buffer.byteLength(svg));
    expect(everyPicture.every(({ svg }) => attr(svg, 'width') === '800' && attr(svg, 'height') === '800' && attr(svg, 'viewBox') === '0 0 800 800')).toBe(true);
    expect(Math.max(...bytes)).toBeLessThan(8192);
    expect(bytes.reduce((sum, n) => sum + n, 0) / bytes.length).toBeLessThan(3072);
  });

  it('names what it shows in the picture’s title', () => {
    const product = catalogue.products.find((p) => leafOf(p) === 'ukuleles')!;
    expect(productImageSvgFor(product, 1)).toMatch(/<title>[^<]*: ukulele[^<]*, front view<\/title>/);
  });
});
