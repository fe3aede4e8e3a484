import type { Prng } from './prng';
import { escapeMarkup } from './text';

// Words for product titles, descriptions, specifications and features.

const SERIES = ['Player', 'Standard', 'Classic', 'Studio', 'Pro', 'Deluxe', 'Artist', 'Elite', 'Vintage', 'Custom', 'Performance', 'Signature', 'Modern', 'Select', 'Special', 'Essential', 'Premier', 'Limited', 'Tour', 'Origin', 'Legacy', 'Nova', 'Apex', 'Fusion'];
const CODE_LETTERS = 'ABCDEFGHKLMNPRSTVXZ';

/** A model name such as 'Studio SX-420'. */
export function modelName(prng: Prng): string {
  const letters = CODE_LETTERS[prng.int(0, CODE_LETTERS.length - 1)]! + CODE_LETTERS[prng.int(0, CODE_LETTERS.length - 1)]!;
  return `${prng.pick(SERIES)} ${letters}-${prng.int(1, 99) * 10}${prng.chance(0.2) ? ' MkII' : ''}`;
}

const SPEC_TEMPLATES: Record<string, readonly (readonly [string, readonly string[]])[]> = {
  'guitar-bass': [
    ['Body', ['Alder', 'Mahogany', 'Swamp Ash', 'Basswood', 'Maple Top on Mahogany', 'Solid Spruce Top, Sapele Back & Sides', 'Solid Cedar Top, Queensland Maple Back & Sides']],
    ['Neck', ['Maple', 'Mahogany', 'Roasted Maple', 'Nato', 'Queensland Maple']],
    ['Fingerboard', ['Rosewood', 'Maple', 'Ebony', 'Pau Ferro', 'Laurel']],
    ['Frets', ['20', '21', '22', '24']],
    ['Electronics', ['2 x Single Coil, 1 x Humbucker', '2 x Humbucker', '3 x Single Coil', 'Fishman Presys Preamp', 'AP5 Pro Pickup System', 'Passive']],
    ['Scale Length', ['24.75"', '25.5"', '25.4"', '34"', '30"']],
  ],
  keyboards: [
    ['Keys', ['49', '61', '73', '76', '88']],
    ['Action', ['Synth Action', 'Semi-Weighted', 'Fully Weighted Hammer Action', 'Graded Hammer Action']],
    ['Polyphony', ['Monophonic', '8 Voices', '64 Notes', '128 Notes', '256 Notes']],
    ['Sounds', ['Analog engine', '500+', '1,000+', '3,000+']],
    ['Connectivity', ['USB-MIDI', '5-pin MIDI In/Out', 'Bluetooth Audio & MIDI', 'CV/Gate']],
  ],
  drums: [
    ['Shell Material', ['Birch', 'Maple', 'Poplar', 'Mahogany', 'Steel', 'Mesh Heads']],
    ['Alloy', ['B20 Bronze', 'B8 Bronze', 'n/a']],
    ['Sizes', ['22x18, 10x7, 12x8, 16x16, 14x5.5', '20x16, 10x7, 14x13, 14x5.5', '14"x5.5"', 'Various']],
    ['Hardware', ['Double-Braced, included', 'Single-Braced, included', 'Not included']],
  ],
  'live-sound-pa': [
    ['Power', ['300W', '1000W', '1300W', '2000W', 'Passive']],
    ['Frequency Response', ['45Hz - 20kHz', '35Hz - 20kHz', '20Hz - 20kHz', '50Hz - 15kHz']],
    ['Channels', ['4', '8', '12', '16', '24', '32']],
    ['Polar Pattern', ['Cardioid', 'Supercardioid', 'Omnidirectional']],
    ['Connectivity', ['XLR/TRS combo', 'USB', 'Bluetooth', 'Dante']],
  ],
  lighting: [
    ['Light Source', ['18 x 10W RGBW LED', '7 x 12W RGBWA+UV LED', '100W White LED', '230W Discharge Lamp']],
    ['DMX Channels', ['4', '7', '12', '16', '24']],
    ['Beam Angle', ['15°', '25°', '40°', 'Zoom 8-50°']],
    ['Power Draw', ['60W', '120W', '350W', '650W']],
  ],
  'studio-gear': [
    ['Inputs', ['2', '4', '8', '18']],
    ['Sample Rate', ['Up to 48kHz', 'Up to 96kHz', 'Up to 192kHz']],
    ['Bit Depth', ['24-bit', '32-bit float']],
    ['Connectivity', ['USB-C', 'Thunderbolt 3', 'USB 2.0', 'XLR']],
    ['Driver', ['5"', '6.5"', '8"', '1" diaphragm']],
  ],
  'dj-equipment': [
    ['Channels', ['2', '4']],
    ['Jog Wheels', ['Large', 'Motorised', 'Standard', 'n/a']],
    ['Software', ['rekordbox', 'Serato DJ Pro', 'Engine DJ', 'VirtualDJ']],
    ['Outputs', ['RCA, XLR', 'XLR Master, RCA Booth', 'RCA']],
  ],
  headphones: [
    ['Type', ['Closed Back', 'Open Back', 'In-Ear', 'Semi-Open']],
    ['Driver', ['40mm', '45mm', '50mm', 'Dual Balanced Armature']],
    ['Impedance', ['16 ohms', '32 ohms', '80 ohms', '250 ohms']],
    ['Frequency Response', ['5Hz - 40kHz', '10Hz - 30kHz', '15Hz - 28kHz']],
    ['Cable', ['Detachable 3m straight', 'Coiled 3m', 'Wireless (Bluetooth 5.3)']],
  ],
  accessories: [
    ['Material', ['Nickel Plated Steel', 'Phosphor Bronze', 'Celluloid', 'Nylon', 'Oxygen Free Copper', 'Steel', 'Polyester']],
    ['Connectors', ['1/4" straight to right angle', 'XLR male to female', 'n/a']],
    ['Pack Size', ['1', '3', '6', '12']],
  ],
};

const FEATURES: Record<string, readonly string[]> = {
  'guitar-bass': ['Comfortable modern C neck profile', 'Locking tuners for rock-solid tuning', 'Coil-split switching for extra tones', 'Bone nut and compensated saddle', 'Set up in-store by our guitar techs', 'Includes a padded gig bag', 'Vintage-style tremolo', 'Satin neck finish for fast playing'],
  keyboards: ['Onboard speakers for practice anywhere', 'Class-compliant USB-MIDI', 'Split and layer modes', 'Built-in metronome and recorder', 'Headphone output for silent practice', 'Sustain pedal included', 'Deep modulation matrix', 'Patch memory for hundreds of presets'],
  drums: ['Hardware and throne included', 'Pre-fitted with quality heads', 'Tuned and assembled in-store on request', 'Mesh heads for quiet practice', 'Hand-hammered for a complex wash', 'Bluetooth play-along input'],
  'live-sound-pa': ['Built-in DSP presets for speech and music', 'Feedback suppression', 'Pole mount and fly points', 'Rugged road-ready cabinet', 'Wireless app control', 'Class-D amplification for low weight'],
  lighting: ['Sound-active and auto modes', 'DMX and standalone operation', 'Silent fan-less cooling', 'Master/slave linking', 'Infrared remote included', 'Power linking for daisy chains'],
  'studio-gear': ['Low-latency drivers for macOS and Windows', 'Bundled recording software', 'Phantom power on every input', 'Balanced outputs', 'Room correction controls', 'Zero-latency direct monitoring'],
  'dj-equipment': ['Plug-and-play with leading DJ software', 'Performance pads with hot cues and loops', 'Built-in sound card', 'Booth output with independent level', 'Club-standard layout'],
  headphones: ['Detachable cable', 'Replaceable ear pads', 'Folding design for travel', 'Active noise cancelling', 'Accurate, flat response for mixing', 'Long battery life'],
  accessories: ['Lifetime-tested connectors', 'Long-lasting coated windings', 'Non-slip grip', 'Road-tough construction', 'Compact and lightweight'],
};

export function specifications(topHandle: string, prng: Prng): { name: string; value: string }[] {
  const template = SPEC_TEMPLATES[topHandle] ?? [];
  return prng.sample(template, prng.int(Math.min(3, template.length), template.length)).map(([name, values]) => ({ name, value: prng.pick(values) }));
}

export function features(topHandle: string, prng: Prng): string[] {
  return prng.sample(FEATURES[topHandle] ?? [], prng.int(3, 6));
}

const PARAGRAPHS: readonly ((facts: CopyFacts) => string)[] = [
  (f) => `The ${f.title} brings ${f.brand}'s decades of know-how to a ${f.noun.toLowerCase()} that is as much at home in the rehearsal room as it is on stage. Every detail has been considered, from the feel under your hands to the way it sounds through the whole band.`,
  (f) => `Built around the ${f.model} platform, this ${f.noun.toLowerCase()} delivers a clear, articulate voice with plenty of headroom. Players who have tried it in our ${f.category} department keep coming back to the same word: inspiring.`,
  (f) => `${f.brand} designed the ${f.model} for musicians who want professional results without a professional budget. It is simple to get started with, yet deep enough to grow with you for years of gigs, sessions and late-night practice.`,
  (f) => `Highlights include ${f.featureA.toLowerCase()} and ${f.featureB.toLowerCase()}. Together they make the ${f.model} one of the most versatile options in its class, whether you play covers on a Saturday night or track your own songs at home.`,
  (f) => `Our staff are musicians too, and we have spent time with the ${f.title} in store. The consensus is that it punches well above its weight: solid construction, honest tone and the kind of reliability that you only notice when you stop worrying about your gear.`,
  (f) => `Every ${f.brand} product we sell is covered by the full Australian manufacturer's warranty and backed by our own after-sales support. If anything is not right, our service team in Adelaide will look after you quickly.`,
  (f) => `Not sure whether the ${f.model} is the right fit? Call or visit any of our stores and try it side by side with the alternatives. We are happy to talk through your setup, your style and your budget, with no pressure to buy on the day.`,
  (f) => `The ${f.model} ships ready to play. Out of the box you get everything needed to plug in and start, and a wide range of compatible accessories is available if you want to expand your rig later on.`,
];

export interface CopyFacts {
  title: string;
  brand: string;
  model: string;
  noun: string;
  category: string;
  featureA: string;
  featureB: string;
}

const INTRO_COUNT = 3;

/** Product description HTML: an introduction, then more; about a quarter run past 1,000 characters of text. */
export function descriptionHtml(facts: CopyFacts, featureList: readonly string[], prng: Prng): string {
  const long = prng.chance(0.25);
  const intro = PARAGRAPHS[prng.int(0, INTRO_COUNT - 1)]!;
  const more = prng.sample(PARAGRAPHS.slice(INTRO_COUNT), long ? prng.int(4, 5) : prng.int(0, 2));
  const paragraphs = [intro, ...more].map((write) => `<p>${escapeMarkup(write(facts))}</p>`).join('');
  if (!long || featureList.length === 0) return paragraphs;
  const items = featureList.map((feature) => `<li>${escapeMarkup(feature)}</li>`).join('');
  return `${paragraphs}<h3>Key Features</h3><ul>${items}</ul>`;
}
