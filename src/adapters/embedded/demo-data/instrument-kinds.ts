import type { DemoProduct } from './catalogue-types';
import { leafPlacements } from './category-tree';

// What kind of thing each product of the demo catalogue is, read from the catalogue itself: the
// leaf category it sits in and, for guitars and basses, its body-shape facet. The picture, the
// specification rows and the open-box notes are all chosen by kind, so a ukulele is drawn as a
// ukulele and never lists humbuckers.

export type InstrumentKind =
  | 'electric-guitar' | 'acoustic-guitar' | 'classical-guitar' | 'bass-guitar' | 'acoustic-bass'
  | 'ukulele' | 'banjo' | 'mandolin' | 'guitar-amp' | 'bass-amp' | 'speaker-cabinet' | 'effects-pedal' | 'multi-effects'
  | 'digital-piano' | 'stage-piano' | 'grand-piano' | 'upright-piano' | 'synthesizer' | 'eurorack-module' | 'portable-keyboard'
  | 'midi-controller' | 'pad-controller'
  | 'drum-kit' | 'electronic-drum-kit' | 'snare-drum' | 'cymbal' | 'drum-hardware' | 'drum-module' | 'cajon' | 'hand-drum'
  | 'timpani' | 'drumsticks' | 'drum-head'
  | 'pa-speaker' | 'subwoofer' | 'column-pa' | 'mixer' | 'microphone' | 'wireless-microphone' | 'rack-unit' | 'in-ear-system'
  | 'stage-light' | 'moving-head' | 'strobe' | 'fog-machine' | 'lighting-controller' | 'truss'
  | 'audio-interface' | 'studio-monitor' | 'software' | 'portable-recorder'
  | 'dj-controller' | 'media-player' | 'turntable' | 'cartridge' | 'dj-bag' | 'laptop-stand'
  | 'headphones' | 'earbuds' | 'in-ear-monitors' | 'headphone-amp'
  | 'strings' | 'cable' | 'patch-cables' | 'guitar-stand' | 'microphone-stand' | 'keyboard-stand' | 'guitar-case' | 'gig-bag'
  | 'picks' | 'capo' | 'tuner' | 'strap';

/** Leaf category handle → the kind of thing its products are. */
export const LEAF_KINDS: Readonly<Record<string, InstrumentKind>> = {
  'solid-body-electric-guitars': 'electric-guitar', 'semi-hollow-electric-guitars': 'electric-guitar', 'hollow-body-electric-guitars': 'electric-guitar',
  'dreadnought-acoustic-guitars': 'acoustic-guitar', 'classical-guitars': 'classical-guitar', 'acoustic-electric-guitars': 'acoustic-guitar',
  '4-string-bass-guitars': 'bass-guitar', '5-string-bass-guitars': 'bass-guitar', 'acoustic-bass-guitars': 'acoustic-bass',
  'guitar-combo-amps': 'guitar-amp', 'guitar-amp-heads': 'guitar-amp', 'guitar-speaker-cabinets': 'speaker-cabinet',
  'bass-combo-amps': 'bass-amp', 'bass-amp-heads': 'bass-amp',
  'overdrive-distortion-pedals': 'effects-pedal', 'delay-reverb-pedals': 'effects-pedal', 'multi-effects-processors': 'multi-effects',
  ukuleles: 'ukulele', mandolins: 'mandolin', banjos: 'banjo',
  'console-digital-pianos': 'digital-piano', 'portable-digital-pianos': 'stage-piano', 'stage-pianos': 'stage-piano',
  'analog-synthesizers': 'synthesizer', 'digital-synthesizers': 'synthesizer', 'modular-eurorack': 'eurorack-module',
  'portable-keyboards': 'portable-keyboard', 'arranger-workstations': 'portable-keyboard', accordions: 'portable-keyboard',
  'keyboard-controllers': 'midi-controller', 'pad-controllers': 'pad-controller',
  'upright-pianos': 'upright-piano', 'grand-pianos': 'grand-piano',
  'acoustic-drum-kits': 'drum-kit', 'snare-drums': 'snare-drum', 'drum-hardware': 'drum-hardware',
  'electronic-drum-kits': 'electronic-drum-kit', 'drum-pads-modules': 'drum-module',
  'cymbal-packs': 'cymbal', 'crash-cymbals': 'cymbal', 'ride-cymbals': 'cymbal', 'hi-hat-cymbals': 'cymbal',
  cajons: 'cajon', 'hand-drums': 'hand-drum', 'orchestral-percussion': 'timpani', drumsticks: 'drumsticks', 'drum-heads': 'drum-head',
  'active-pa-speakers': 'pa-speaker', 'pa-subwoofers': 'subwoofer', 'portable-pa-systems': 'column-pa',
  'analog-mixers': 'mixer', 'digital-mixers': 'mixer', 'personal-monitor-mixers': 'mixer',
  'dynamic-microphones': 'microphone', 'condenser-microphones': 'microphone', 'wireless-microphone-systems': 'wireless-microphone',
  'power-amplifiers': 'rack-unit', 'speaker-management': 'rack-unit', 'wireless-iem-systems': 'in-ear-system',
  'led-par-cans': 'stage-light', 'moving-heads': 'moving-head', 'wash-spot-lights': 'stage-light', 'laser-effects': 'stage-light',
  'strobe-lights': 'strobe', 'fog-haze-machines': 'fog-machine', 'dmx-controllers': 'lighting-controller', 'lighting-stands-truss': 'truss',
  'usb-audio-interfaces': 'audio-interface', 'thunderbolt-audio-interfaces': 'audio-interface',
  'nearfield-monitors': 'studio-monitor', 'studio-subwoofers': 'subwoofer',
  'large-diaphragm-condensers': 'microphone', 'ribbon-microphones': 'microphone',
  'microphone-preamps': 'rack-unit', 'compressors-eq': 'rack-unit', 'daw-software': 'software', 'portable-recorders': 'portable-recorder',
  '2-channel-dj-controllers': 'dj-controller', '4-channel-dj-controllers': 'dj-controller',
  'dj-media-players': 'media-player', 'dj-mixers': 'mixer', 'direct-drive-turntables': 'turntable', 'cartridges-styli': 'cartridge',
  'dj-bags-cases': 'dj-bag', 'dj-stands': 'laptop-stand',
  'closed-back-headphones': 'headphones', 'open-back-headphones': 'headphones', 'wireless-headphones': 'headphones',
  'true-wireless-earbuds': 'earbuds', 'universal-in-ear-monitors': 'in-ear-monitors', 'headphone-amplifiers': 'headphone-amp',
  'electric-guitar-strings': 'strings', 'acoustic-guitar-strings': 'strings', 'bass-guitar-strings': 'strings',
  'instrument-cables': 'cable', 'microphone-cables': 'cable', 'patch-cables': 'patch-cables',
  'guitar-stands': 'guitar-stand', 'microphone-stands': 'microphone-stand', 'keyboard-stands': 'keyboard-stand',
  'guitar-cases': 'guitar-case', 'gig-bags': 'gig-bag', 'guitar-picks': 'picks', capos: 'capo', tuners: 'tuner', 'guitar-straps': 'strap',
};

/** Body-shape facet → the outline an electric guitar or bass is drawn with. */
const BODY_OUTLINES: Readonly<Record<string, string>> = {
  Stratocaster: 'strat', Superstrat: 'superstrat', Telecaster: 'tele', 'Les Paul': 'single-cut', SG: 'sg', Offset: 'offset', Explorer: 'explorer',
  'ES-335': 'semi-hollow', 'Double Cutaway': 'semi-hollow', 'Single Cutaway': 'archtop', Archtop: 'archtop',
  'Precision Bass': 'strat', 'Jazz Bass': 'offset', 'Short Scale': 'sg', Headless: 'headless',
};

/** Leaves whose products are one kind in several forms: an amplifier as a combo or a head, a microphone handheld or on a stand. */
const LEAF_SHAPES: Readonly<Record<string, string>> = {
  'guitar-combo-amps': 'combo', 'guitar-amp-heads': 'head', 'bass-combo-amps': 'combo', 'bass-amp-heads': 'head',
  'dynamic-microphones': 'handheld', 'condenser-microphones': 'handheld', 'large-diaphragm-condensers': 'large-diaphragm', 'ribbon-microphones': 'ribbon',
};

export interface ProductArt {
  kind: InstrumentKind;
  /** The form within a kind: 'strat', 'tele', 'single-cut', ... for guitars and basses, 'combo' or 'head' for amplifiers. */
  shape: string | null;
  /** The leaf category's handle, for details within a kind (a ride or a hi-hat). */
  leaf: string;
}

let leafByCode: Map<string, string> | undefined;

/** The leaf category handle of a catCode. */
export function leafHandleOf(categoryCode: string): string | undefined {
  leafByCode ??= new Map(leafPlacements().map((placement) => [placement.codes[2], placement.leaf.handle]));
  return leafByCode.get(categoryCode);
}

/** A leaf's kind, by its handle; undefined for a leaf the table does not know. */
export const kindOfLeaf = (leafHandle: string): InstrumentKind | undefined => LEAF_KINDS[leafHandle];

export function artOf(product: Pick<DemoProduct, 'categoryCode' | 'attributes'>): ProductArt {
  const leaf = leafHandleOf(product.categoryCode) ?? '';
  const kind = kindOfLeaf(leaf) ?? 'gig-bag';
  const shape = product.attributes.body_shape ? (BODY_OUTLINES[product.attributes.body_shape] ?? null) : null;
  if (kind === 'electric-guitar' || kind === 'bass-guitar') return { kind, shape: shape ?? 'strat', leaf };
  return { kind, shape: LEAF_SHAPES[leaf] ?? null, leaf };
}
