// The server's side of static parts (src/ui/static-part.tsx): markup the same on every page of a
// locale and content version (the menus' category tree, the footer; a product card wherever it
// shows), rendered once in a page's own tree and spliced as bytes into later pages, so React renders
// and encodes it once instead of per request. The render marks each part through a session: a part the cache holds leaves one marker,
// filled here with the kept bytes; a part it does not hold is rendered between a begin and an end
// marker, whose bytes are kept (when complete) and written without the markers. Either way the
// response is byte for byte the page rendered without the cache (test/server/static-parts.test.ts).
//
// Markers are found as bytes in each pass React flushes (a whole pass is one buffer: the deferred
// stream joins them), so a marker is never cut. Each carries this process's random tag and a
// number only the session handed out: markup from elsewhere cannot name a kept part.
//
// A part may hold slots, per-page values (a product card's cart form returns to the page's URL): it
// is captured with a mark in place of each value, kept split at those marks, and every page writes
// its own values there, escaped as React escapes text and attribute values.
import escapeHtml from 'escape-html';
import { randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { STATIC_PART_ATTRIBUTE, type StaticPartMark, type StaticPartMarker } from '../../ui/static-part';

/** A version of the shell: one locale, one link base, one hash of the shared data. */
export type ShellVersion = string;

/** Menus and footer per version, and product cards (about 2 KB each): a few thousand cards at most. */
const MAX_PARTS = 20_000;
const MAX_BYTES = 48 * 1024 * 1024;
/**
 * Distinct `vary` strings numbered at once (a card's is its view's JSON, about 1 KB): about 10 MB at
 * most, held beside the parts and not counted in MAX_BYTES.
 */
const MAX_VARIES = 10_000;
/** A part larger than this is not kept (the menus and footer are 5 to 20 KB). */
const MAX_PART_BYTES = 512 * 1024;

const TAG = randomBytes(6).toString('hex');
const PREFIX = Buffer.from('<template data-sp');
const CLOSE = Buffer.from('"></template>');
const BEGIN = `="${TAG}-`;
const END = `-end="${TAG}-`;
const SPLICE = `-fill="${TAG}-`;
/** A slot's mark in captured markup: `${SLOT}${part's mark number}-${slot number}.` (no byte React escapes). */
const SLOT = `${TAG}-slot-`;
const SLOT_BYTES = Buffer.from(SLOT);
const SLOT_END = '.'.charCodeAt(0);
/** Longest slot mark text after SLOT worth reading. */
const MAX_SLOT_MARK = 24;
/** Longest marker text between PREFIX and CLOSE worth reading (ours are about 30 bytes). */
const MAX_MARKER = 64;

if (STATIC_PART_ATTRIBUTE.begin !== 'data-sp' || STATIC_PART_ATTRIBUTE.end !== 'data-sp-end' || STATIC_PART_ATTRIBUTE.splice !== 'data-sp-fill') {
  throw new Error('static-parts: marker attributes changed');
}

/**
 * Bytes that must not be kept: a Suspense boundary still pending or failed (its content comes in a
 * later pass, addressed by ids of this render) and a nonce (each response has its own).
 */
const UNKEEPABLE = [Buffer.from('<!--$?'), Buffer.from('<!--$!'), Buffer.from(' nonce="')];
/** A useId id ('_R_1b9_'): a part kept for every position must not carry one. */
const USE_ID = Buffer.from('_R_');

/**
 * The bytes React writes for a text or attribute value (its escapeTextForBrowser): the shop's one
 * escaper, escape-html, escapes the same five characters; React spells the apostrophe `&#x27;`.
 */
export const escapedAsReact = (value: string): string => escapeHtml(value).replace(/&#39;/g, '&#x27;');

/** A kept part: its bytes, and when it holds slots, those bytes split at them (text, slot, text…). */
export interface KeptPart {
  bytes: Buffer;
  segments?: readonly Buffer[];
  /** The slot number between segments[i] and segments[i + 1]. */
  slots?: readonly number[];
}

/** Where `bytes` holds slot marks: [offset, length, mark number, slot number] each; null when unreadable. */
function slotMarks(bytes: Buffer): Array<[number, number, number, number]> | null {
  const found: Array<[number, number, number, number]> = [];
  for (let at = bytes.indexOf(SLOT_BYTES); at !== -1; at = bytes.indexOf(SLOT_BYTES, at + 1)) {
    const end = bytes.indexOf(SLOT_END, at + SLOT_BYTES.length);
    if (end === -1 || end - at - SLOT_BYTES.length > MAX_SLOT_MARK) return null;
    const [mark, slot] = bytes.subarray(at + SLOT_BYTES.length, end).toString('latin1').split('-').map(Number);
    if (!Number.isInteger(mark) || !Number.isInteger(slot)) return null;
    found.push([at, end + 1 - at, mark as number, slot as number]);
  }
  return found;
}

/** Kept parts by shell version, part name and tree position; the least recently used dropped first past the bounds (parts, bytes). */
export class StaticPartCache {
  private readonly parts: LRUCache<string, KeptPart>;
  /**
   * Each distinct `vary` string gets a number for the keys: a card's JSON is hashed once per render
   * (V8 keeps a string's hash) instead of being copied into two long keys and hashed for each.
   * Numbers are never reused: a string dropped from the full table gets a new number when it comes
   * back, and parts under its old number are no longer found and age out.
   */
  private readonly varies = new LRUCache<string, number>({ max: MAX_VARIES });
  private nextVary = 0;

  constructor(maxParts = MAX_PARTS, maxBytes = MAX_BYTES) {
    // A part's bytes and its key count against the byte bound.
    this.parts = new LRUCache<string, KeptPart>({ max: maxParts, maxSize: maxBytes, sizeCalculation: (part, key) => Math.max(1, part.bytes.length + key.length) });
  }

  get size(): number {
    return this.parts.size;
  }

  get(key: string): KeptPart | undefined {
    return this.parts.get(key);
  }

  /** The number standing for `vary` in keys. */
  varyNumber(vary: string): number {
    let number = this.varies.get(vary);
    if (number === undefined) {
      number = this.nextVary++;
      this.varies.set(vary, number);
    }
    return number;
  }

  /**
   * Keeps a part's bytes; `anywhere`: the key names no tree position, so the bytes must carry no id.
   * `mark`: the number its render's session gave the part; its slot marks must all be the part's own
   * (a slot of a part nested inside is that page's, not this part's).
   */
  keep(key: string, bytes: Buffer, anywhere = false, mark = -1): void {
    if (bytes.length > MAX_PART_BYTES || UNKEEPABLE.some((part) => bytes.includes(part))) return;
    if (anywhere && bytes.includes(USE_ID)) return;
    if (this.parts.has(key)) return;
    const marks = slotMarks(bytes);
    if (marks === null || marks.some(([, , owner]) => owner !== mark)) return;
    const kept: KeptPart = { bytes };
    if (marks.length > 0) {
      const segments: Buffer[] = [];
      let from = 0;
      for (const [at, length] of marks) {
        segments.push(bytes.subarray(from, at));
        from = at + length;
      }
      segments.push(bytes.subarray(from));
      kept.segments = segments;
      kept.slots = marks.map(([, , , slot]) => slot);
    }
    this.parts.set(key, kept);
  }

  /** One render's marker (give it to StaticPartMarking) and the filter for its flushed passes. */
  session(version: ShellVersion): StaticPartSession {
    return new StaticPartSession(this, version);
  }
}

interface Marked {
  key: string;
  anywhere: boolean;
  /** The kept part for a splice (taken when marked, so a later eviction cannot leave a hole). */
  kept?: KeptPart;
  /** This page's slot values, escaped. */
  slots: readonly string[];
}

export class StaticPartSession implements StaticPartMarker {
  private readonly marked: Marked[] = [];
  /** `pageBytes`: it holds a slot value of this page (a slotted part spliced inside it): not kept. */
  private capture: { key: string; parts: Buffer[]; pageBytes: boolean } | null = null;
  /** A part with slots is captured in this render: its slot marks are written over in what goes out. */
  private slotted = false;

  constructor(
    private readonly cache: StaticPartCache,
    private readonly version: ShellVersion,
  ) {}

  mark(name: string, vary: string, id: string, slots: readonly string[] = []): StaticPartMark {
    const key = `${this.version}\u0000${name}${vary ? `:${this.cache.varyNumber(vary)}` : ''}\u0000${id}`;
    const found = this.cache.get(key);
    // Kept bytes asking for a slot this render does not give are not spliced.
    const kept = found && !found.slots?.some((slot) => slot >= slots.length) ? found : undefined;
    const number = this.marked.length;
    const token = `${TAG}-${number}`;
    const escaped = slots.map(escapedAsReact);
    this.marked.push(kept ? { key, anywhere: id === '', kept, slots: escaped } : { key, anywhere: id === '', slots: escaped });
    if (kept) return { kind: 'splice', token };
    if (slots.length === 0) return { kind: 'capture', token };
    this.slotted = true;
    return { kind: 'capture', token, slotMarks: slots.map((_, slot) => `${SLOT}${number}-${slot}.`) };
  }

  /** One flushed pass of the document, with this render's markers replaced: the pieces to write. */
  filter(html: Buffer): Buffer[] {
    if (html.indexOf(PREFIX) === -1 && !this.capture) {
      if (!this.slotted) return [html];
      // A slot's mark in a pass without markers (a part's streamed content): written over too.
      const out: Buffer[] = [];
      this.fillSlots(html, out);
      return out;
    }
    const out: Buffer[] = [];
    const write = (piece: Buffer) => {
      if (!piece.length) return;
      if (this.slotted) this.fillSlots(piece, out);
      else out.push(piece);
      // React does not write into a buffer it has handed out, but keep a copy of our own anyway.
      this.capture?.parts.push(Buffer.from(piece));
    };
    let from = 0;
    for (let at = html.indexOf(PREFIX); at !== -1; at = html.indexOf(PREFIX, from)) {
      const close = html.indexOf(CLOSE, at + PREFIX.length);
      if (close === -1 || close - at - PREFIX.length > MAX_MARKER) break;
      const ours = this.marker(html.subarray(at + PREFIX.length, close).toString('latin1'), write);
      if (!ours) {
        write(html.subarray(from, at + PREFIX.length));
        from = at + PREFIX.length;
        continue;
      }
      write(html.subarray(from, at));
      ours();
      from = close + CLOSE.length;
    }
    write(html.subarray(from));
    // A part whose end is not in the pass of its beginning is not kept (it held a streamed boundary).
    this.capture = null;
    return out;
  }

  /** What to do at a marker ('="TAG-3', '-end="TAG-3', '-fill="TAG-3'); null when it is not ours. */
  private marker(text: string, write: (piece: Buffer) => void): (() => void) | null {
    const kind = text.startsWith(BEGIN) ? 'begin' : text.startsWith(END) ? 'end' : text.startsWith(SPLICE) ? 'splice' : null;
    if (kind === null) return null;
    const index = Number(text.slice(kind === 'begin' ? BEGIN.length : kind === 'end' ? END.length : SPLICE.length));
    const marked = Number.isInteger(index) ? this.marked[index] : undefined;
    if (!marked) return null;
    if (kind === 'splice') return marked.kept ? () => this.splice(marked.kept as KeptPart, marked.slots, write) : null;
    if (kind === 'begin') {
      return () => {
        if (!this.capture) this.capture = { key: marked.key, parts: [], pageBytes: false };
      };
    }
    return () => {
      if (this.capture?.key !== marked.key) return;
      const { parts, pageBytes } = this.capture;
      this.capture = null;
      if (!pageBytes) this.cache.keep(marked.key, parts.length === 1 ? (parts[0] as Buffer) : Buffer.concat(parts), marked.anywhere, index);
    };
  }

  /** A kept part's bytes, with this page's values in its slots. */
  private splice(kept: KeptPart, slots: readonly string[], write: (piece: Buffer) => void): void {
    if (!kept.segments || !kept.slots) {
      write(kept.bytes);
      return;
    }
    if (this.capture) this.capture.pageBytes = true;
    kept.segments.forEach((segment, i) => {
      write(segment);
      const slot = kept.slots?.[i];
      if (slot !== undefined && slots[slot]) write(Buffer.from(slots[slot] as string));
    });
  }

  /** A piece as it goes out: the slot marks of parts captured in this render replaced by their values. */
  private fillSlots(piece: Buffer, out: Buffer[]): void {
    const marks = piece.indexOf(SLOT_BYTES) === -1 ? [] : slotMarks(piece);
    let from = 0;
    for (const [at, length, mark, slot] of marks ?? []) {
      const value = this.marked[mark]?.slots[slot];
      if (value === undefined) continue;
      if (at > from) out.push(piece.subarray(from, at));
      if (value !== '') out.push(Buffer.from(value));
      from = at + length;
    }
    if (from < piece.length) out.push(from === 0 ? piece : piece.subarray(from));
  }
}
