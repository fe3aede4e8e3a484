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
import { randomBytes } from 'node:crypto';
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

/** Kept parts by shell version, part name and tree position; oldest dropped first past the bound. */
export class StaticPartCache {
  private readonly parts = new Map<string, Buffer>();
  private bytes = 0;
  /**
   * Each distinct `vary` string gets a number for the keys: a card's JSON is hashed once per render
   * (V8 keeps a string's hash) instead of being copied into two long keys and hashed for each.
   * Numbers are never reused: once the table is full it starts over, and parts under old numbers
   * are no longer found and age out.
   */
  private readonly varies = new Map<string, number>();
  private nextVary = 0;

  constructor(
    private readonly maxParts = MAX_PARTS,
    private readonly maxBytes = MAX_BYTES,
  ) {}

  get size(): number {
    return this.parts.size;
  }

  get(key: string): Buffer | undefined {
    return this.parts.get(key);
  }

  /** The number standing for `vary` in keys. */
  varyNumber(vary: string): number {
    let number = this.varies.get(vary);
    if (number === undefined) {
      if (this.varies.size >= MAX_VARIES) this.varies.clear();
      number = this.nextVary++;
      this.varies.set(vary, number);
    }
    return number;
  }

  /** Keeps a part's bytes; `anywhere`: the key names no tree position, so the bytes must carry no id. */
  keep(key: string, bytes: Buffer, anywhere = false): void {
    if (bytes.length > MAX_PART_BYTES || UNKEEPABLE.some((part) => bytes.includes(part))) return;
    if (anywhere && bytes.includes(USE_ID)) return;
    if (this.parts.has(key)) return;
    this.parts.set(key, bytes);
    this.bytes += bytes.length + key.length;
    while (this.parts.size > this.maxParts || this.bytes > this.maxBytes) {
      const [oldest, kept] = this.parts.entries().next().value as [string, Buffer];
      this.parts.delete(oldest);
      this.bytes -= kept.length + oldest.length;
    }
  }

  /** One render's marker (give it to StaticPartMarking) and the filter for its flushed passes. */
  session(version: ShellVersion): StaticPartSession {
    return new StaticPartSession(this, version);
  }
}

interface Marked {
  key: string;
  anywhere: boolean;
  /** The kept bytes for a splice (taken when marked, so a later eviction cannot leave a hole). */
  bytes?: Buffer;
}

export class StaticPartSession implements StaticPartMarker {
  private readonly marked: Marked[] = [];
  private capture: { key: string; parts: Buffer[] } | null = null;

  constructor(
    private readonly cache: StaticPartCache,
    private readonly version: ShellVersion,
  ) {}

  mark(name: string, vary: string, id: string): StaticPartMark {
    const key = `${this.version}\u0000${name}${vary ? `:${this.cache.varyNumber(vary)}` : ''}\u0000${id}`;
    const bytes = this.cache.get(key);
    const token = `${TAG}-${this.marked.length}`;
    this.marked.push(bytes ? { key, anywhere: id === '', bytes } : { key, anywhere: id === '' });
    return { kind: bytes ? 'splice' : 'capture', token };
  }

  /** One flushed pass of the document, with this render's markers replaced: the pieces to write. */
  filter(html: Buffer): Buffer[] {
    if (html.indexOf(PREFIX) === -1 && !this.capture) return [html];
    const out: Buffer[] = [];
    const write = (piece: Buffer) => {
      if (!piece.length) return;
      out.push(piece);
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
    if (kind === 'splice') return marked.bytes ? () => write(marked.bytes as Buffer) : null;
    if (kind === 'begin') {
      return () => {
        if (!this.capture) this.capture = { key: marked.key, parts: [] };
      };
    }
    return () => {
      if (this.capture?.key !== marked.key) return;
      const { parts } = this.capture;
      this.capture = null;
      this.cache.keep(marked.key, parts.length === 1 ? (parts[0] as Buffer) : Buffer.concat(parts), marked.anywhere);
    };
  }
}
