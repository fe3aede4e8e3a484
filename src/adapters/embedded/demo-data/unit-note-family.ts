import type { InstrumentKind, ProductArt } from './instrument-kinds';
import type { UnitNoteFamily } from './open-box';

// Which notes fit an open-box unit of a kind: a missing power supply only on things that plug in,
// a fresh set of strings only on things with strings.

const STRINGED: ReadonlySet<InstrumentKind> = new Set([
  'electric-guitar', 'acoustic-guitar', 'classical-guitar', 'bass-guitar', 'acoustic-bass', 'ukulele', 'banjo', 'mandolin',
]);

const UNPOWERED: ReadonlySet<InstrumentKind> = new Set([
  'speaker-cabinet', 'grand-piano', 'upright-piano', 'drum-kit', 'snare-drum', 'cymbal', 'drum-hardware', 'cajon', 'hand-drum', 'timpani',
  'drumsticks', 'drum-head', 'microphone', 'truss', 'software', 'cartridge', 'dj-bag', 'laptop-stand', 'headphones',
  'in-ear-monitors', 'strings', 'cable', 'patch-cables', 'guitar-stand', 'microphone-stand', 'keyboard-stand', 'guitar-case', 'gig-bag',
  'picks', 'capo', 'strap',
]);

export function noteFamilyOf(art: Pick<ProductArt, 'kind'>): UnitNoteFamily {
  if (STRINGED.has(art.kind)) return 'stringed';
  return UNPOWERED.has(art.kind) ? 'other' : 'powered';
}
