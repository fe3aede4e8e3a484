import type { Prng } from './prng';
import { escapeMarkup } from './text';

// Words for product titles, descriptions and features.

const SERIES = ['Player', 'Standard', 'Classic', 'Studio', 'Pro', 'Deluxe', 'Artist', 'Elite', 'Vintage', 'Custom', 'Performance', 'Signature', 'Modern', 'Select', 'Special', 'Essential', 'Premier', 'Limited', 'Tour', 'Origin', 'Legacy', 'Nova', 'Apex', 'Fusion'];
const CODE_LETTERS = 'ABCDEFGHKLMNPRSTVXZ';

/** A model name such as 'Studio SX-420'. */
export function modelName(prng: Prng): string {
  const letters = CODE_LETTERS[prng.int(0, CODE_LETTERS.length - 1)]! + CODE_LETTERS[prng.int(0, CODE_LETTERS.length - 1)]!;
  return `${prng.pick(SERIES)} ${letters}-${prng.int(1, 99) * 10}${prng.chance(0.2) ? ' MkII' : ''}`;
}

/**
 * How many specification rows each top category's first, shared template had. Its draws (one for
 * the row count, two per row) are still spent, so everything drawn after them (pictures, open-box
 * units, rental rates, search flags) stays where the seed put it; the rows themselves now come
 * from the product's kind (kind-specs.ts) on a stream of their own.
 */
const FIRST_TEMPLATE_ROWS: Record<string, number> = {
  'guitar-bass': 6, keyboards: 5, drums: 4, 'live-sound-pa': 5, lighting: 4, 'studio-gear': 5, 'dj-equipment': 4, headphones: 5, accessories: 3,
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

export function spendFirstTemplateDraws(topHandle: string, prng: Prng): void {
  const rows = FIRST_TEMPLATE_ROWS[topHandle] ?? 0;
  const count = prng.int(Math.min(3, rows), rows);
  for (let draw = 0; draw < count * 2; draw += 1) prng.next();
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
