// The shop's category tree as data: nine tops in the spec's order, two levels below each, and for
// every leaf what its products look like (price band in AUD dollars, weight band in kg, options).

export type VariantKind =
  | 'single'
  | 'colour'
  | 'guitar'
  | 'stick-size'
  | 'cymbal-size'
  | 'string-gauge'
  | 'pick-gauge'
  | 'cable-length'
  | 'kit-size';

export type Palette = 'guitar' | 'gear' | 'drums';

export interface LeafSpec {
  name: string;
  handle: string;
  /** Descriptor closing a product title, e.g. 'Solid Body Electric Guitar'. */
  noun: string;
  price: readonly [number, number];
  weight: readonly [number, number];
  variants: VariantKind;
  palette?: Palette;
  shapes?: readonly string[];
  orientation?: boolean;
  heavy?: boolean;
  /** Deliberately left without products, so "count above 0" filters have something to hide. */
  empty?: boolean;
  /**
   * Added after the seed's catalogue was settled (issue 33: bass amplifiers): its products are made
   * after all the others, so every other product keeps its place, price and picture for a seed.
   */
  appended?: boolean;
}

export interface SubSpec {
  name: string;
  handle: string;
  leaves: LeafSpec[];
}

export interface TopSpec {
  name: string;
  handle: string;
  promoteBrand: string | null;
  subs: SubSpec[];
}

type LeafExtras = Omit<LeafSpec, 'name' | 'handle' | 'noun' | 'price' | 'weight' | 'variants'>;

function leaf(
  name: string,
  handle: string,
  noun: string,
  price: readonly [number, number],
  weight: readonly [number, number],
  variants: VariantKind = 'single',
  extras: LeafExtras = {},
): LeafSpec {
  return { name, handle, noun, price, weight, variants, ...extras };
}

const ELECTRIC_SHAPES = ['Stratocaster', 'Telecaster', 'Les Paul', 'SG', 'Offset', 'Superstrat', 'Explorer'];
const HOLLOW_SHAPES = ['ES-335', 'Single Cutaway', 'Double Cutaway', 'Archtop'];
const ACOUSTIC_SHAPES = ['Dreadnought', 'Grand Auditorium', 'Concert', 'Jumbo', 'Parlour', 'Orchestra Model'];
const BASS_SHAPES = ['Precision Bass', 'Jazz Bass', 'Offset', 'Short Scale', 'Headless'];
const guitar = { palette: 'guitar', orientation: true } as const;

export const CATEGORY_SPECS: readonly TopSpec[] = [
  {
    name: 'Guitar & Bass', handle: 'guitar-bass', promoteBrand: 'Fender',
    subs: [
      { name: 'Electric Guitars', handle: 'electric-guitars', leaves: [
        leaf('Solid Body', 'solid-body-electric-guitars', 'Solid Body Electric Guitar', [199, 12999], [3, 4.5], 'guitar', { ...guitar, shapes: ELECTRIC_SHAPES }),
        leaf('Semi Hollow', 'semi-hollow-electric-guitars', 'Semi Hollow Electric Guitar', [499, 8999], [3, 4], 'guitar', { ...guitar, shapes: HOLLOW_SHAPES }),
        leaf('Hollow Body', 'hollow-body-electric-guitars', 'Hollow Body Electric Guitar', [699, 11999], [3, 4.2], 'colour', { ...guitar, shapes: HOLLOW_SHAPES }),
      ] },
      { name: 'Acoustic Guitars', handle: 'acoustic-guitars', leaves: [
        leaf('Dreadnought', 'dreadnought-acoustic-guitars', 'Dreadnought Acoustic Guitar', [149, 7999], [2, 3], 'guitar', { ...guitar, shapes: ACOUSTIC_SHAPES }),
        leaf('Classical & Nylon', 'classical-guitars', 'Classical Guitar', [99, 4999], [1.6, 2.5], 'colour', { ...guitar, shapes: ['Classical', 'Thinline Classical'] }),
        leaf('Acoustic Electric', 'acoustic-electric-guitars', 'Acoustic Electric Guitar', [249, 9999], [2, 3.2], 'guitar', { ...guitar, shapes: ACOUSTIC_SHAPES }),
      ] },
      { name: 'Bass Guitars', handle: 'bass-guitars', leaves: [
        leaf('4 String Bass', '4-string-bass-guitars', '4 String Bass Guitar', [249, 8999], [3.6, 5], 'guitar', { ...guitar, shapes: BASS_SHAPES }),
        leaf('5 String Bass', '5-string-bass-guitars', '5 String Bass Guitar', [399, 9999], [4, 5.5], 'colour', { ...guitar, shapes: BASS_SHAPES }),
        leaf('Acoustic Bass', 'acoustic-bass-guitars', 'Acoustic Bass Guitar', [299, 3999], [2.5, 3.5], 'colour', { ...guitar, shapes: ['Jumbo', 'Concert'] }),
      ] },
      { name: 'Guitar Amplifiers', handle: 'guitar-amplifiers', leaves: [
        leaf('Combo Amps', 'guitar-combo-amps', 'Guitar Combo Amplifier', [99, 4999], [5, 28], 'single', { heavy: true, palette: 'gear' }),
        leaf('Amp Heads', 'guitar-amp-heads', 'Guitar Amplifier Head', [499, 6999], [6, 22], 'single', { heavy: true }),
        leaf('Speaker Cabinets', 'guitar-speaker-cabinets', 'Guitar Speaker Cabinet', [399, 3999], [14, 45], 'single', { heavy: true }),
      ] },
      { name: 'Effects Pedals', handle: 'effects-pedals', leaves: [
        leaf('Overdrive & Distortion', 'overdrive-distortion-pedals', 'Overdrive Pedal', [69, 699], [0.3, 0.9], 'single', { palette: 'gear' }),
        leaf('Delay & Reverb', 'delay-reverb-pedals', 'Delay and Reverb Pedal', [99, 999], [0.3, 1.2], 'single'),
        leaf('Multi-Effects', 'multi-effects-processors', 'Multi-Effects Processor', [149, 3499], [1, 6]),
      ] },
      { name: 'Ukuleles & Folk', handle: 'ukuleles-folk', leaves: [
        leaf('Ukuleles', 'ukuleles', 'Ukulele', [39, 1499], [0.5, 1.2], 'colour', { palette: 'guitar' }),
        leaf('Mandolins', 'mandolins', 'Mandolin', [199, 3999], [1, 2]),
        leaf('Banjos', 'banjos', 'Banjo', [299, 4999], [2.5, 5]),
      ] },
      { name: 'Bass Amplifiers', handle: 'bass-amplifiers', leaves: [
        leaf('Bass Combo Amps', 'bass-combo-amps', 'Bass Combo Amplifier', [1599, 4999], [16, 38], 'single', { heavy: true, appended: true }),
        leaf('Bass Amp Heads', 'bass-amp-heads', 'Bass Amplifier Head', [1599, 4999], [3, 18], 'single', { heavy: true, appended: true }),
      ] },
    ],
  },
  {
    name: 'Keyboards', handle: 'keyboards', promoteBrand: 'Roland',
    subs: [
      { name: 'Digital Pianos', handle: 'digital-pianos', leaves: [
        leaf('Console Digital Pianos', 'console-digital-pianos', 'Console Digital Piano', [1199, 11999], [35, 80], 'colour', { heavy: true, palette: 'gear' }),
        leaf('Portable Digital Pianos', 'portable-digital-pianos', 'Portable Digital Piano', [499, 2999], [10, 19], 'colour', { palette: 'gear' }),
        leaf('Stage Pianos', 'stage-pianos', 'Stage Piano', [1299, 6999], [11, 22]),
      ] },
      { name: 'Synthesizers', handle: 'synthesizers', leaves: [
        leaf('Analog Synths', 'analog-synthesizers', 'Analog Synthesizer', [299, 8999], [1.5, 16]),
        leaf('Digital Synths', 'digital-synthesizers', 'Digital Synthesizer', [399, 6999], [2, 15]),
        leaf('Modular & Eurorack', 'modular-eurorack', 'Eurorack Module', [149, 2999], [0.2, 4]),
      ] },
      { name: 'Keyboards & Arrangers', handle: 'keyboards-arrangers', leaves: [
        leaf('Portable Keyboards', 'portable-keyboards', 'Portable Keyboard', [149, 1499], [4, 10]),
        leaf('Arranger Workstations', 'arranger-workstations', 'Arranger Workstation', [1499, 9999], [9, 18]),
        leaf('Accordions', 'accordions', 'Accordion', [499, 9999], [5, 12], 'single', { empty: true }),
      ] },
      { name: 'MIDI Controllers', handle: 'midi-controllers', leaves: [
        leaf('Keyboard Controllers', 'keyboard-controllers', 'MIDI Keyboard Controller', [99, 1999], [1, 15]),
        leaf('Pad Controllers', 'pad-controllers', 'Pad Controller', [99, 2999], [0.5, 4]),
      ] },
      { name: 'Acoustic Pianos', handle: 'acoustic-pianos', leaves: [
        leaf('Upright Pianos', 'upright-pianos', 'Upright Piano', [4999, 24999], [180, 260], 'colour', { heavy: true, palette: 'gear' }),
        leaf('Grand Pianos', 'grand-pianos', 'Grand Piano', [14999, 42999], [250, 420], 'single', { heavy: true }),
      ] },
    ],
  },
  {
    name: 'Drums & Percussion', handle: 'drums', promoteBrand: 'Pearl',
    subs: [
      { name: 'Acoustic Drums', handle: 'acoustic-drums', leaves: [
        leaf('Drum Kits', 'acoustic-drum-kits', 'Acoustic Drum Kit', [599, 14999], [25, 60], 'kit-size', { heavy: true, palette: 'drums' }),
        leaf('Snare Drums', 'snare-drums', 'Snare Drum', [199, 2999], [3, 8], 'colour', { palette: 'drums' }),
        leaf('Drum Hardware', 'drum-hardware', 'Hardware Stand', [49, 1499], [2, 14]),
      ] },
      { name: 'Electronic Drums', handle: 'electronic-drums', leaves: [
        leaf('Electronic Drum Kits', 'electronic-drum-kits', 'Electronic Drum Kit', [499, 12999], [20, 45], 'single', { heavy: true }),
        leaf('Drum Pads & Modules', 'drum-pads-modules', 'Drum Module', [149, 3999], [1, 6]),
      ] },
      { name: 'Cymbals', handle: 'cymbals', leaves: [
        leaf('Cymbal Packs', 'cymbal-packs', 'Cymbal Pack', [299, 2999], [5, 12]),
        leaf('Crash Cymbals', 'crash-cymbals', 'Crash Cymbal', [99, 899], [0.8, 2], 'cymbal-size'),
        leaf('Ride Cymbals', 'ride-cymbals', 'Ride Cymbal', [129, 999], [2, 3.5], 'cymbal-size'),
        leaf('Hi-Hats', 'hi-hat-cymbals', 'Hi-Hat Cymbals', [149, 1199], [1.8, 3.2], 'cymbal-size'),
      ] },
      { name: 'Percussion', handle: 'percussion', leaves: [
        leaf('Cajons', 'cajons', 'Cajon', [99, 999], [3, 6], 'colour', { palette: 'drums' }),
        leaf('Hand Drums', 'hand-drums', 'Hand Drum', [69, 1499], [1, 9]),
        leaf('Orchestral Percussion', 'orchestral-percussion', 'Orchestral Percussion Instrument', [49, 14999], [0.5, 90]),
      ] },
      { name: 'Sticks & Heads', handle: 'sticks-heads', leaves: [
        leaf('Drumsticks', 'drumsticks', 'Drumsticks', [15, 59], [0.1, 0.3], 'stick-size'),
        leaf('Drum Heads', 'drum-heads', 'Drum Head', [25, 129], [0.2, 0.8], 'cymbal-size'),
      ] },
    ],
  },
  {
    name: 'Live Sound & PA', handle: 'live-sound-pa', promoteBrand: 'Yamaha',
    subs: [
      { name: 'PA Speakers', handle: 'pa-speakers', leaves: [
        leaf('Active PA Speakers', 'active-pa-speakers', 'Active PA Speaker', [299, 5999], [10, 35], 'single', { heavy: true }),
        leaf('Subwoofers', 'pa-subwoofers', 'Active Subwoofer', [599, 8999], [25, 70], 'single', { heavy: true }),
        leaf('Portable PA Systems', 'portable-pa-systems', 'Portable PA System', [399, 4999], [8, 30]),
      ] },
      { name: 'Mixers', handle: 'mixers', leaves: [
        leaf('Analog Mixers', 'analog-mixers', 'Analog Mixer', [99, 4999], [1, 15]),
        leaf('Digital Mixers', 'digital-mixers', 'Digital Mixing Console', [899, 39999], [4, 40], 'single', { heavy: true }),
      ] },
      { name: 'Microphones', handle: 'microphones', leaves: [
        leaf('Dynamic Microphones', 'dynamic-microphones', 'Dynamic Microphone', [49, 899], [0.2, 0.6]),
        leaf('Condenser Microphones', 'condenser-microphones', 'Condenser Microphone', [99, 1999], [0.2, 0.8]),
        leaf('Wireless Systems', 'wireless-microphone-systems', 'Wireless Microphone System', [199, 6999], [1, 5]),
      ] },
      { name: 'Power & Processing', handle: 'power-processing', leaves: [
        leaf('Power Amplifiers', 'power-amplifiers', 'Power Amplifier', [499, 7999], [5, 25], 'single', { heavy: true }),
        leaf('Speaker Management', 'speaker-management', 'Speaker Management Processor', [399, 4999], [2, 6]),
      ] },
      { name: 'In-Ear Monitor Systems', handle: 'iem-systems', leaves: [
        leaf('Wireless IEM', 'wireless-iem-systems', 'Wireless In-Ear Monitor System', [499, 5999], [1, 4]),
        leaf('Personal Monitor Mixers', 'personal-monitor-mixers', 'Personal Monitor Mixer', [299, 2499], [1, 4]),
      ] },
    ],
  },
  {
    name: 'Lighting', handle: 'lighting', promoteBrand: null,
    subs: [
      { name: 'Stage Lighting', handle: 'stage-lighting', leaves: [
        leaf('LED Par Cans', 'led-par-cans', 'LED Par Light', [79, 899], [1, 5]),
        leaf('Moving Heads', 'moving-heads', 'Moving Head Light', [399, 9999], [5, 30]),
        leaf('Wash & Spot', 'wash-spot-lights', 'LED Wash Light', [149, 2999], [2, 12]),
      ] },
      { name: 'Effects Lighting', handle: 'effects-lighting', leaves: [
        leaf('Lasers', 'laser-effects', 'Laser Effect', [199, 2999], [1, 6], 'single', { empty: true }),
        leaf('Strobes', 'strobe-lights', 'Strobe Light', [99, 1999], [1, 8]),
        leaf('Fog & Haze Machines', 'fog-haze-machines', 'Fog Machine', [99, 2999], [3, 25]),
      ] },
      { name: 'Lighting Control', handle: 'lighting-control', leaves: [
        leaf('DMX Controllers', 'dmx-controllers', 'DMX Lighting Controller', [99, 4999], [0.5, 8]),
        leaf('Lighting Stands & Truss', 'lighting-stands-truss', 'Lighting Truss System', [99, 2999], [5, 60], 'single', { heavy: true }),
      ] },
    ],
  },
  {
    name: 'Studio & Recording', handle: 'studio-gear', promoteBrand: 'Universal Audio',
    subs: [
      { name: 'Audio Interfaces', handle: 'audio-interfaces', leaves: [
        leaf('USB Audio Interfaces', 'usb-audio-interfaces', 'USB Audio Interface', [99, 1999], [0.4, 3]),
        leaf('Thunderbolt Interfaces', 'thunderbolt-audio-interfaces', 'Thunderbolt Audio Interface', [699, 6999], [1, 6]),
      ] },
      { name: 'Studio Monitors', handle: 'studio-monitors', leaves: [
        leaf('Nearfield Monitors', 'nearfield-monitors', 'Studio Monitor', [199, 7999], [3, 16], 'colour', { palette: 'gear' }),
        leaf('Studio Subwoofers', 'studio-subwoofers', 'Studio Subwoofer', [499, 6999], [10, 35]),
      ] },
      { name: 'Studio Microphones', handle: 'studio-microphones', leaves: [
        leaf('Large Diaphragm Condensers', 'large-diaphragm-condensers', 'Large Diaphragm Condenser Microphone', [149, 9999], [0.4, 1.5]),
        leaf('Ribbon Microphones', 'ribbon-microphones', 'Ribbon Microphone', [199, 3999], [0.3, 1.2]),
      ] },
      { name: 'Outboard & Preamps', handle: 'outboard-preamps', leaves: [
        leaf('Microphone Preamps', 'microphone-preamps', 'Microphone Preamp', [199, 5999], [1, 8]),
        leaf('Compressors & EQ', 'compressors-eq', 'Studio Compressor', [299, 7999], [1.5, 9]),
      ] },
      { name: 'Software & Recorders', handle: 'software-recorders', leaves: [
        leaf('DAW Software', 'daw-software', 'Recording Software', [99, 999], [0.1, 0.3]),
        leaf('Portable Recorders', 'portable-recorders', 'Portable Recorder', [99, 1999], [0.2, 1.5]),
      ] },
    ],
  },
  {
    name: 'DJ Equipment', handle: 'dj-equipment', promoteBrand: 'Pioneer DJ',
    subs: [
      { name: 'DJ Controllers', handle: 'dj-controllers', leaves: [
        leaf('2 Channel Controllers', '2-channel-dj-controllers', '2 Channel DJ Controller', [199, 1999], [2, 6]),
        leaf('4 Channel Controllers', '4-channel-dj-controllers', '4 Channel DJ Controller', [899, 4999], [5, 14]),
      ] },
      { name: 'DJ Players & Mixers', handle: 'dj-players-mixers', leaves: [
        leaf('Media Players', 'dj-media-players', 'DJ Media Player', [999, 4999], [4, 8]),
        leaf('DJ Mixers', 'dj-mixers', 'DJ Mixer', [399, 4999], [3, 9]),
      ] },
      { name: 'Turntables', handle: 'turntables', leaves: [
        leaf('Direct Drive Turntables', 'direct-drive-turntables', 'Direct Drive Turntable', [299, 2999], [8, 18], 'colour', { palette: 'gear' }),
        leaf('Cartridges & Styli', 'cartridges-styli', 'Turntable Cartridge', [49, 999], [0.05, 0.2]),
      ] },
      { name: 'DJ Accessories', handle: 'dj-accessories', leaves: [
        leaf('DJ Bags & Cases', 'dj-bags-cases', 'DJ Controller Bag', [49, 799], [1, 12]),
        leaf('DJ Stands', 'dj-stands', 'DJ Laptop Stand', [39, 699], [1, 15]),
      ] },
    ],
  },
  {
    name: 'Headphones', handle: 'headphones', promoteBrand: 'Sennheiser',
    subs: [
      { name: 'Studio Headphones', handle: 'studio-headphones', leaves: [
        leaf('Closed Back', 'closed-back-headphones', 'Closed Back Studio Headphones', [59, 1499], [0.2, 0.5]),
        leaf('Open Back', 'open-back-headphones', 'Open Back Studio Headphones', [149, 2999], [0.2, 0.5]),
      ] },
      { name: 'Consumer Headphones', handle: 'consumer-headphones', leaves: [
        leaf('Wireless Headphones', 'wireless-headphones', 'Wireless Headphones', [99, 899], [0.2, 0.4], 'colour', { palette: 'gear' }),
        leaf('True Wireless Earbuds', 'true-wireless-earbuds', 'True Wireless Earbuds', [79, 549], [0.05, 0.2], 'colour', { palette: 'gear' }),
      ] },
      { name: 'In-Ears & Amps', handle: 'in-ears-amps', leaves: [
        leaf('Universal In-Ear Monitors', 'universal-in-ear-monitors', 'In-Ear Monitors', [49, 1999], [0.05, 0.3]),
        leaf('Headphone Amplifiers', 'headphone-amplifiers', 'Headphone Amplifier', [99, 2999], [0.3, 4]),
      ] },
    ],
  },
  {
    name: 'Accessories', handle: 'accessories', promoteBrand: null,
    subs: [
      { name: 'Strings', handle: 'strings', leaves: [
        leaf('Electric Guitar Strings', 'electric-guitar-strings', 'Electric Guitar Strings', [9, 39], [0.05, 0.1], 'string-gauge'),
        leaf('Acoustic Guitar Strings', 'acoustic-guitar-strings', 'Acoustic Guitar Strings', [12, 45], [0.05, 0.1], 'string-gauge'),
        leaf('Bass Strings', 'bass-guitar-strings', 'Bass Guitar Strings', [29, 99], [0.1, 0.3], 'string-gauge'),
      ] },
      { name: 'Cables', handle: 'cables', leaves: [
        leaf('Instrument Cables', 'instrument-cables', 'Instrument Cable', [15, 149], [0.2, 0.8], 'cable-length'),
        leaf('Microphone Cables', 'microphone-cables', 'XLR Microphone Cable', [15, 129], [0.2, 0.9], 'cable-length'),
        leaf('Patch Cables', 'patch-cables', 'Patch Cable Pack', [9, 99], [0.05, 0.4]),
      ] },
      { name: 'Stands & Mounts', handle: 'stands-mounts', leaves: [
        leaf('Guitar Stands', 'guitar-stands', 'Guitar Stand', [19, 249], [1, 6]),
        leaf('Microphone Stands', 'microphone-stands', 'Microphone Stand', [25, 299], [1.5, 6]),
        leaf('Keyboard Stands', 'keyboard-stands', 'Keyboard Stand', [39, 499], [4, 15]),
      ] },
      { name: 'Cases & Bags', handle: 'cases-bags', leaves: [
        leaf('Guitar Cases', 'guitar-cases', 'Hard Case', [99, 899], [3, 8]),
        leaf('Gig Bags', 'gig-bags', 'Gig Bag', [39, 599], [1, 3], 'colour', { palette: 'gear' }),
      ] },
      { name: 'Picks & Small Parts', handle: 'picks-small-parts', leaves: [
        leaf('Guitar Picks', 'guitar-picks', 'Guitar Picks', [5, 29], [0.01, 0.05], 'pick-gauge'),
        leaf('Capos', 'capos', 'Capo', [15, 89], [0.05, 0.15], 'colour', { palette: 'gear' }),
        leaf('Tuners', 'tuners', 'Clip-On Tuner', [15, 199], [0.05, 0.5]),
        leaf('Straps', 'guitar-straps', 'Guitar Strap', [19, 199], [0.1, 0.5], 'colour', { palette: 'gear' }),
      ] },
    ],
  },
];

/** The two leaves that carry the catalogue's cheapest and dearest products, priced exactly. */
export const CHEAPEST_LEAF = 'guitar-picks';
export const DEAREST_LEAF = 'grand-pianos';
