import type { InstrumentKind, ProductArt } from './instrument-kinds';
import type { Prng } from './prng';

// Specification rows a musician would expect for each kind of product: a ukulele lists its size and
// strings, never humbuckers; a cymbal its alloy, never a polar pattern. The warranty is not a row
// here: it is the product's own fact (the warranty_duration metafield), shown once on every page.

type Row = readonly [name: string, values: readonly string[]];

const TONEWOOD_TOPS = ['Solid Sitka Spruce', 'Solid Engelmann Spruce', 'Solid Cedar', 'Solid Mahogany', 'Laminated Spruce'];
const BACK_AND_SIDES = ['Mahogany', 'Rosewood', 'Sapele', 'Queensland Maple', 'Walnut', 'Laminated Mahogany'];
const BOARDS = ['Rosewood', 'Maple', 'Ebony', 'Pau Ferro', 'Laurel'];

/** Pickups that fit the body: Stratocasters carry single coils, Les Pauls humbuckers. */
const PICKUPS_BY_SHAPE: Readonly<Record<string, readonly string[]>> = {
  strat: ['3 x Single Coil', '2 x Single Coil, 1 x Humbucker'],
  superstrat: ['2 x Humbucker', '1 x Humbucker, 1 x Single Coil, 1 x Humbucker'],
  tele: ['2 x Single Coil', '1 x Single Coil, 1 x Humbucker'],
  'single-cut': ['2 x Humbucker', '2 x P-90'],
  sg: ['2 x Humbucker', '2 x P-90'],
  offset: ['2 x Jazzmaster Single Coil', '2 x Humbucker'],
  explorer: ['2 x Humbucker'],
  'semi-hollow': ['2 x Humbucker', '2 x P-90'],
  archtop: ["2 x Filter'Tron Humbucker", '1 x Floating Humbucker'],
};

const BASS_PICKUPS = ['Split-Coil Precision', '2 x Jazz Single Coil', 'Precision/Jazz', 'Active Humbucker'];

/** Rows by kind, or by 'kind:form' where a form lists different things (an amplifier head has no speaker). */
const SPEC_ROWS: Readonly<Record<InstrumentKind | 'guitar-amp:head' | 'bass-amp:head' | 'microphone:large-diaphragm' | 'microphone:ribbon', readonly Row[]>> = {
  'electric-guitar': [['Body', ['Alder', 'Mahogany', 'Swamp Ash', 'Basswood', 'Maple Top on Mahogany']], ['Neck', ['Maple', 'Mahogany', 'Roasted Maple', 'Nato']], ['Fingerboard', BOARDS], ['Frets', ['21', '22', '24']], ['Scale Length', ['24.75"', '25.5"']]],
  'bass-guitar': [['Body', ['Alder', 'Ash', 'Basswood', 'Mahogany']], ['Neck', ['Maple', 'Roasted Maple', 'Maple/Walnut']], ['Fingerboard', BOARDS], ['Frets', ['20', '21', '24']], ['Pickups', BASS_PICKUPS], ['Scale Length', ['34"', '35"']]],
  'acoustic-guitar': [['Top', TONEWOOD_TOPS], ['Back & Sides', BACK_AND_SIDES], ['Neck', ['Mahogany', 'Maple', 'Nato']], ['Fingerboard', BOARDS], ['Frets', ['20']], ['Scale Length', ['24.75"', '25.4"', '25.5"']]],
  'classical-guitar': [['Top', ['Solid Cedar', 'Solid Spruce', 'Laminated Spruce']], ['Back & Sides', ['Rosewood', 'Mahogany', 'Sapele']], ['Strings', ['Nylon, normal tension', 'Nylon, hard tension']], ['Scale Length', ['650 mm', '640 mm']], ['Nut Width', ['52 mm', '48 mm']]],
  'acoustic-bass': [['Top', TONEWOOD_TOPS], ['Back & Sides', BACK_AND_SIDES], ['Electronics', ['Fishman Presys Preamp', 'Piezo with onboard tuner']], ['Scale Length', ['34"', '30"']]],
  ukulele: [['Size', ['Soprano (13" scale)', 'Concert (15" scale)', 'Tenor (17" scale)', 'Baritone (19" scale)']], ['Top', ['Solid Mahogany', 'Solid Koa', 'Laminated Mahogany', 'Solid Spruce']], ['Back & Sides', ['Mahogany', 'Koa', 'Sapele']], ['Strings', ['Aquila Nylgut', 'Fluorocarbon']], ['Tuners', ['Geared, open back', 'Friction pegs']]],
  mandolin: [['Style', ['A-Style', 'F-Style']], ['Top', ['Solid Spruce, carved', 'Laminated Spruce']], ['Back & Sides', ['Maple', 'Mahogany']], ['Strings', ['8 (4 courses)']], ['Scale Length', ['13.875"']]],
  banjo: [['Strings', ['5', '4 (tenor)']], ['Rim', ['Maple, 11"', 'Mahogany, 11"']], ['Resonator', ['Yes, removable', 'Open back']], ['Head', ['Remo frosted top']], ['Frets', ['22', '19']]],
  'guitar-amp': [['Power', ['10W', '20W', '40W', '50W', '100W']], ['Speaker', ['1 x 8"', '1 x 10"', '1 x 12"', '2 x 12"']], ['Type', ['All-tube', 'Solid state', 'Modelling']], ['Channels', ['1', '2', '3']], ['Effects', ['Spring reverb', 'Reverb and tremolo', 'None']]],
  'guitar-amp:head': [['Power', ['18W', '50W', '100W']], ['Type', ['All-tube', 'Hybrid', 'Solid state']], ['Power Tubes', ['2 x EL34', '4 x 6L6', '2 x EL84', 'n/a']], ['Channels', ['1', '2', '3']], ['Outputs', ['2 x 4/8/16 ohms', '1 x 8 ohms']]],
  'bass-amp': [['Power', ['300W', '500W', '800W']], ['Speaker', ['1 x 15"', '2 x 10"', '1 x 12"', '4 x 10"']], ['Type', ['Class D', 'Solid state', 'Tube preamp']], ['EQ', ['4-band', '7-band graphic', '9-band graphic']], ['DI Output', ['XLR, pre/post EQ']]],
  'bass-amp:head': [['Power', ['500W at 4 ohms', '800W at 4 ohms', '1200W at 2 ohms']], ['Type', ['Class D', 'Tube preamp, Class D power']], ['EQ', ['4-band', '7-band graphic', '9-band graphic']], ['DI Output', ['XLR, pre/post EQ']], ['Outputs', ['2 x Speakon', '1 x Speakon, 1 x 1/4"']]],
  'speaker-cabinet': [['Speakers', ['1 x 12"', '2 x 12"', '4 x 12"']], ['Power Handling', ['60W', '120W', '240W']], ['Impedance', ['8 ohms', '16 ohms', '4 ohms']], ['Back', ['Closed', 'Open']]],
  'effects-pedal': [['Bypass', ['True bypass', 'Buffered']], ['Power', ['9V DC, 100mA', '9V battery or DC']]],
  'multi-effects': [['Effects', ['70+', '200+', '300+']], ['Footswitches', ['3', '6', '10']], ['Display', ['Colour touch screen', 'LCD']], ['Connectivity', ['USB audio interface', 'Bluetooth', 'XLR out']], ['Power', ['9V DC', '12V DC', 'IEC mains']]],
  'digital-piano': [['Keys', ['88']], ['Action', ['Graded Hammer Action', 'Wooden hammer action with escapement']], ['Polyphony', ['128 notes', '192 notes', '256 notes']], ['Speakers', ['2 x 20W', '2 x 40W', '4 x 25W']], ['Pedals', ['3 (damper, sostenuto, soft)']]],
  'stage-piano': [['Keys', ['88', '73']], ['Action', ['Graded Hammer Action', 'Semi-weighted']], ['Polyphony', ['128 notes', '256 notes']], ['Sounds', ['500+', '1,000+']], ['Connectivity', ['USB-MIDI', '5-pin MIDI In/Out', 'Bluetooth Audio & MIDI']]],
  'grand-piano': [['Length', ['152 cm (baby grand)', '186 cm', '212 cm', '275 cm (concert)']], ['Keys', ['88']], ['Pedals', ['3 (damper, sostenuto, soft)']], ['Action', ['Hand-regulated repetition action']], ['Soundboard', ['Solid spruce']]],
  'upright-piano': [['Height', ['121 cm', '125 cm', '131 cm']], ['Keys', ['88']], ['Pedals', ['3 (damper, practice, soft)']], ['Soundboard', ['Solid spruce']]],
  synthesizer: [['Keys', ['25', '37', '49', '61']], ['Synthesis', ['Analog subtractive', 'Virtual analog', 'Wavetable', 'FM']], ['Polyphony', ['Monophonic', '4 voices', '8 voices', '16 voices']], ['Connectivity', ['USB-MIDI', '5-pin MIDI In/Out', 'CV/Gate']]],
  'eurorack-module': [['Width', ['4 HP', '8 HP', '12 HP', '20 HP']], ['Depth', ['25 mm', '35 mm']], ['Function', ['Oscillator', 'Filter', 'Envelope', 'Sequencer', 'Effects']], ['Power', ['+12V 80mA / -12V 20mA']]],
  'portable-keyboard': [['Keys', ['61', '76']], ['Action', ['Touch-sensitive', 'Semi-weighted']], ['Sounds', ['500+', '1,000+']], ['Speakers', ['2 x 6W', '2 x 15W']], ['Connectivity', ['USB-MIDI', 'Bluetooth Audio']]],
  'midi-controller': [['Keys', ['25', '49', '61', '88']], ['Action', ['Synth Action', 'Semi-weighted', 'Hammer action']], ['Pads', ['8', '16']], ['Connectivity', ['USB-C', '5-pin MIDI Out']]],
  'pad-controller': [['Pads', ['16', '64']], ['Pad Sensitivity', ['Velocity and aftertouch']], ['Controls', ['8 knobs', '4 faders']], ['Connectivity', ['USB-C', '5-pin MIDI In/Out']]],
  'drum-kit': [['Shells', ['Birch', 'Maple', 'Poplar', 'Mahogany']], ['Hardware', ['Double-braced, included', 'Not included']], ['Cymbals', ['Included', 'Not included']], ['Finish', ['Lacquer', 'Wrap']]],
  'electronic-drum-kit': [['Pads', ['Mesh heads', 'Rubber pads']], ['Module Sounds', ['300+', '700+']], ['Kits', ['30', '50', '100']], ['Connectivity', ['USB audio and MIDI', 'Bluetooth']]],
  'snare-drum': [['Shell', ['Maple', 'Birch', 'Steel', 'Brass']], ['Size', ['14" x 5.5"', '14" x 6.5"', '13" x 7"']], ['Snare Wires', ['20-strand', '24-strand']], ['Lugs', ['8', '10']]],
  cymbal: [['Alloy', ['B20 Bronze', 'B8 Bronze', 'B10 Bronze']], ['Finish', ['Traditional', 'Brilliant', 'Raw']], ['Profile', ['Thin', 'Medium', 'Heavy']]],
  'drum-hardware': [['Type', ['Cymbal boom stand', 'Hi-hat stand', 'Snare stand', 'Bass drum pedal']], ['Bracing', ['Double-braced', 'Single-braced']], ['Height', ['Adjustable']]],
  'drum-module': [['Sounds', ['300+', '700+']], ['Trigger Inputs', ['10', '14']], ['Connectivity', ['USB audio and MIDI', '5-pin MIDI Out']]],
  cajon: [['Body', ['Birch', 'Siam oak', 'Beech']], ['Front Plate', ['Makore', 'Walnut']], ['Snares', ['Adjustable guitar strings', 'Fixed snare wires']]],
  'hand-drum': [['Type', ['Djembe', 'Bongos', 'Congas']], ['Head', ['Goatskin', 'Synthetic']], ['Tuning', ['Rope', 'Mechanical']]],
  timpani: [['Bowl', ['Copper', 'Fibreglass']], ['Size', ['23"', '26"', '29"']], ['Pedal', ['Balanced action']]],
  drumsticks: [['Wood', ['Hickory', 'Oak', 'Maple']], ['Tip', ['Wood', 'Nylon']], ['Pairs', ['1', '4']]],
  'drum-head': [['Plies', ['1', '2']], ['Coating', ['Coated', 'Clear']], ['Use', ['Batter', 'Resonant']]],
  'pa-speaker': [['Power', ['1000W', '1300W', '2000W']], ['Drivers', ['10" woofer, 1" tweeter', '12" woofer, 1.4" compression driver', '15" woofer, 1.4" compression driver']], ['Frequency Response', ['45Hz - 20kHz', '50Hz - 20kHz']], ['Inputs', ['XLR/TRS combo', 'XLR/TRS combo, Bluetooth']]],
  subwoofer: [['Power', ['250W', '800W', '1600W']], ['Driver', ['8"', '10"', '12"', '15"', '18"']], ['Frequency Response', ['30Hz - 150Hz', '35Hz - 120Hz']], ['Crossover', ['Adjustable 80-150Hz']]],
  'column-pa': [['Power', ['300W', '1000W', '2000W']], ['Column Drivers', ['6 x 2.75"', '8 x 3"']], ['Subwoofer', ['10"', '12"']], ['Mixer', ['3 channels', '6 channels, Bluetooth']]],
  mixer: [['Channels', ['4', '8', '12', '16', '24', '32']], ['Faders', ['60 mm', '100 mm']], ['Effects', ['16 built-in effects', 'None']], ['Connectivity', ['USB audio', 'Dante', 'USB recording']]],
  microphone: [['Polar Pattern', ['Cardioid', 'Supercardioid']], ['Frequency Response', ['50Hz - 15kHz', '40Hz - 18kHz']], ['Connector', ['XLR']]],
  'wireless-microphone': [['Band', ['520-694 MHz', '2.4 GHz']], ['Range', ['50 m', '100 m']], ['Battery', ['2 x AA, 8 hours', 'Rechargeable, 12 hours']], ['Capsule', ['Dynamic, cardioid']]],
  'rack-unit': [['Rack Space', ['1U', '2U']], ['Channels', ['1', '2', '4']], ['Inputs', ['XLR', 'XLR/TRS combo']], ['Power', ['IEC mains']]],
  'in-ear-system': [['Band', ['520-694 MHz']], ['Range', ['90 m']], ['Bodypack Battery', ['2 x AA, 8 hours']], ['Includes', ['Transmitter, bodypack, earphones']]],
  'stage-light': [['Light Source', ['18 x 10W RGBW LED', '7 x 12W RGBWA+UV LED', '100W White LED']], ['DMX Channels', ['4', '7', '12']], ['Beam Angle', ['15°', '25°', '40°']], ['Power Draw', ['60W', '120W', '200W']]],
  'moving-head': [['Light Source', ['150W White LED', '230W Discharge Lamp']], ['DMX Channels', ['12', '16', '24']], ['Pan / Tilt', ['540° / 270°']], ['Gobos', ['8 rotating', '14 fixed']]],
  strobe: [['Light Source', ['LED array', 'Xenon tube']], ['Flash Rate', ['0-20 Hz', '0-25 Hz']], ['DMX Channels', ['2', '4']]],
  'fog-machine': [['Heater', ['700W', '1500W']], ['Output', ['5,000 cu ft/min', '20,000 cu ft/min']], ['Tank', ['1 L', '2.5 L']], ['Control', ['Wired remote', 'DMX and wireless remote']]],
  'lighting-controller': [['DMX Universes', ['1', '2', '4']], ['Faders', ['8', '12', '24']], ['Scenes', ['240', '1,000']], ['Connectivity', ['3-pin DMX', '5-pin DMX, USB']]],
  truss: [['Profile', ['Square 290 mm', 'Triangle 290 mm']], ['Span', ['3 m', '4 m', '6 m']], ['Load', ['50 kg centre point', '100 kg distributed']], ['Material', ['Aluminium']]],
  'audio-interface': [['Inputs', ['2', '4', '8', '18']], ['Mic Preamps', ['2', '4', '8']], ['Sample Rate', ['Up to 96kHz', 'Up to 192kHz']], ['Bit Depth', ['24-bit', '32-bit float']], ['Connection', ['USB-C', 'Thunderbolt 3']]],
  'studio-monitor': [['Woofer', ['5"', '6.5"', '8"']], ['Tweeter', ['1" silk dome', '1" ribbon']], ['Power', ['50W', '70W', '120W']], ['Frequency Response', ['43Hz - 24kHz', '38Hz - 35kHz']], ['Inputs', ['XLR/TRS combo']]],
  'microphone:large-diaphragm': [['Capsule', ['1" large diaphragm', 'Ribbon, 2.5 µm']], ['Polar Pattern', ['Cardioid', 'Figure-8', 'Multi-pattern']], ['Max SPL', ['132 dB', '140 dB']], ['Connector', ['XLR']], ['Phantom Power', ['Required', 'Not used (passive ribbon)']]],
  'microphone:ribbon': [['Capsule', ['1" large diaphragm', 'Ribbon, 2.5 µm']], ['Polar Pattern', ['Cardioid', 'Figure-8', 'Multi-pattern']], ['Max SPL', ['132 dB', '140 dB']], ['Connector', ['XLR']], ['Phantom Power', ['Required', 'Not used (passive ribbon)']]],
  software: [['Platform', ['macOS and Windows']], ['Licence', ['Perpetual', 'Download code']], ['Tracks', ['Unlimited', '64 audio tracks']]],
  'portable-recorder': [['Tracks', ['2', '4', '6']], ['Microphones', ['Built-in X/Y pair']], ['Recording', ['Up to 96kHz/24-bit', '32-bit float']], ['Media', ['microSD']]],
  'dj-controller': [['Channels', ['2', '4']], ['Jog Wheels', ['Large', 'Motorised', 'Standard']], ['Software', ['rekordbox', 'Serato DJ Pro', 'Engine DJ']], ['Outputs', ['RCA, XLR', 'XLR Master, RCA Booth']]],
  'media-player': [['Screen', ['7" touch', '9" touch']], ['Jog Wheel', ['Large, with display']], ['Media', ['USB, SD', 'USB, streaming']], ['Outputs', ['Digital coaxial, RCA']]],
  turntable: [['Drive', ['Direct drive']], ['Speeds', ['33⅓ / 45 rpm', '33⅓ / 45 / 78 rpm']], ['Tonearm', ['S-shaped', 'Straight']], ['Pitch Range', ['±8%', '±8% / ±16%']]],
  cartridge: [['Type', ['Moving magnet']], ['Stylus', ['Spherical', 'Elliptical']], ['Tracking Force', ['2 g', '3 g', '4 g']], ['Mount', ['Half-inch', 'Concorde']]],
  'dj-bag': [['Fits', ['2 channel controllers', '4 channel controllers', 'Turntables']], ['Material', ['Water-resistant nylon', 'Hard shell']], ['Padding', ['15 mm', '20 mm']]],
  'laptop-stand': [['Height', ['Adjustable']], ['Material', ['Aluminium', 'Steel']], ['Folding', ['Yes']]],
  headphones: [['Driver', ['40mm', '45mm', '50mm']], ['Impedance', ['32 ohms', '80 ohms', '250 ohms']], ['Frequency Response', ['5Hz - 40kHz', '10Hz - 30kHz']], ['Cable', ['Detachable 3m straight', 'Coiled 3m', 'Wireless (Bluetooth 5.3)']]],
  earbuds: [['Driver', ['6mm', '10mm']], ['Battery', ['6 hours, 24 with case', '8 hours, 30 with case']], ['Noise Cancelling', ['Active', 'Passive']], ['Connection', ['Bluetooth 5.3']]],
  'in-ear-monitors': [['Drivers', ['1 dynamic', 'Dual balanced armature', '3 balanced armature']], ['Isolation', ['Up to 37 dB']], ['Cable', ['Detachable MMCX', 'Detachable 2-pin']]],
  'headphone-amp': [['Outputs', ['1 x 6.35 mm', '4 x 6.35 mm']], ['Power', ['300 mW at 32 ohms', '1 W at 32 ohms']], ['Inputs', ['RCA, TRS', 'USB DAC']]],
  strings: [['Material', ['Nickel Plated Steel', 'Phosphor Bronze', '80/20 Bronze', 'Stainless Steel']], ['Core', ['Hex', 'Round']], ['Coating', ['Coated', 'Uncoated']]],
  cable: [['Connectors', ['1/4" straight to right angle', '1/4" straight to straight', 'XLR male to female']], ['Conductor', ['Oxygen Free Copper']], ['Shielding', ['Braided', 'Spiral']]],
  'patch-cables': [['Connectors', ['1/4" right angle']], ['Length', ['15 cm', '30 cm']], ['Pack Size', ['3', '6']]],
  'guitar-stand': [['Fits', ['Electric and acoustic guitars', 'Basses']], ['Folding', ['Yes']], ['Material', ['Steel, foam padded']]],
  'microphone-stand': [['Type', ['Boom', 'Straight', 'Desktop']], ['Base', ['Tripod', 'Round cast iron']], ['Height', ['90-160 cm', '100-170 cm']]],
  'keyboard-stand': [['Type', ['X-stand', 'Z-stand', 'Table style']], ['Tiers', ['1', '2']], ['Load', ['50 kg', '75 kg']]],
  'guitar-case': [['Fits', ['Strat/Tele style', 'Les Paul style', 'Dreadnought acoustic', 'Bass']], ['Shell', ['Moulded ABS', 'Tolex-covered plywood']], ['Lining', ['Plush']]],
  'gig-bag': [['Fits', ['Electric guitar', 'Acoustic guitar', 'Bass']], ['Padding', ['10 mm', '20 mm']], ['Straps', ['Backpack straps']]],
  picks: [['Material', ['Celluloid', 'Nylon', 'Tortex', 'Ultex']], ['Pack Size', ['6', '12', '24']], ['Shape', ['Standard 351', 'Jazz III', 'Teardrop']]],
  capo: [['Fits', ['6-string guitars', '12-string and classical']], ['Mechanism', ['Trigger spring', 'Screw tension']], ['Material', ['Aluminium']]],
  tuner: [['Type', ['Clip-on', 'Pedal']], ['Display', ['Full colour', 'Needle']], ['Modes', ['Chromatic, guitar, bass, ukulele, violin']]],
  strap: [['Material', ['Leather', 'Polypropylene', 'Cotton']], ['Width', ['2"', '2.5"', '3"']], ['Length', ['Adjustable 100-150 cm']]],
};

/** Rows that depend on the leaf within a kind: an overdrive is not a delay, wireless headphones have no coiled cable. */
const LEAF_ROWS: Readonly<Record<string, readonly Row[]>> = {
  'overdrive-distortion-pedals': [['Effect', ['Overdrive', 'Distortion', 'Fuzz']], ['Controls', ['Level, Tone, Drive', 'Volume, Gain, Bass, Treble']]],
  'delay-reverb-pedals': [['Effect', ['Analog delay', 'Digital delay', 'Reverb', 'Delay and reverb']], ['Controls', ['Time, Feedback, Mix', 'Decay, Tone, Mix, Mode']]],
  'closed-back-headphones': [['Cable', ['Detachable 3m straight', 'Coiled 3m']]],
  'open-back-headphones': [['Cable', ['Detachable 3m straight', 'Dual-sided 3m']]],
  'wireless-headphones': [['Cable', ['Wireless (Bluetooth 5.3), USB-C charging']], ['Battery', ['30 hours', '50 hours']]],
  'hollow-body-electric-guitars': [['Body', ['Laminated Maple, fully hollow', 'Spruce top, Maple back and sides']]],
  'semi-hollow-electric-guitars': [['Body', ['Laminated Maple, centre block', 'Mahogany, centre block']]],
  'crash-cymbals': [['Type', ['Crash']]],
  'ride-cymbals': [['Type', ['Ride']]],
  'hi-hat-cymbals': [['Type', ['Hi-hat pair']]],
  'cymbal-packs': [['Includes', ['14" hi-hats, 16" crash, 20" ride', '14" hi-hats, 18" crash, 20" ride']]],
};

/** The rows of one product, a few of its kind's rows in a seeded order (the electric's pickups fit its body). */
export function kindSpecifications(art: ProductArt, prng: Prng): { name: string; value: string }[] {
  const rows = [...(SPEC_ROWS[`${art.kind}:${art.shape}` as keyof typeof SPEC_ROWS] ?? SPEC_ROWS[art.kind])];
  for (const row of LEAF_ROWS[art.leaf] ?? []) {
    const at = rows.findIndex(([name]) => name === row[0]);
    if (at >= 0) rows[at] = row;
    else rows.push(row);
  }
  if (art.kind === 'electric-guitar') rows.push(['Pickups', PICKUPS_BY_SHAPE[art.shape ?? 'strat'] ?? PICKUPS_BY_SHAPE.strat!]);
  if (art.kind === 'acoustic-guitar' && art.leaf === 'acoustic-electric-guitars') rows.push(['Electronics', ['Fishman Presys Preamp', 'AP5 Pro Pickup System', 'Piezo with onboard tuner']]);
  return prng.sample(rows, prng.int(Math.min(3, rows.length), rows.length)).map(([name, values]) => ({ name, value: prng.pick(values) }));
}
