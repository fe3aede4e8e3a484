// Fills the markers a shell render leaves for personal holes (src/ui/personal/holes.tsx) as the
// body goes out. The markers are ASCII, so the body is searched as bytes and never decoded: a chunk
// without a marker passes through as it came, and a marker cut between two chunks is held back
// until its end arrives.
import { HOLE_MARKER, holeMarker } from '../../ui/personal/personal-data';

/** The HTML for one hole of this response, by the hole's name. */
export type HoleFill = (name: string) => string | Buffer;

const START = Buffer.from(holeMarker('').slice(0, holeMarker('').indexOf('"') + 1)); // '<template data-hole="'
const END = Buffer.from('"></template>');
const EMPTY = Buffer.alloc(0);
/** A hole's name, and after a dot the page's arguments for it (percent-encoded JSON), as holeNameWithArgs writes them. */
const NAME = /^[a-z0-9-]+(?:\.[A-Za-z0-9_.!~*()%-]*)?$/;
const asBuffer = (html: string | Buffer): Buffer => (typeof html === 'string' ? Buffer.from(html) : html);

/** Where a body splits at its hole markers: text and, between, the names of the holes. */
export function splitAtHoles(body: Buffer): Array<Buffer | { hole: string }> {
  return scanHoles(body, false).parts;
}

/**
 * One pass over `body` for its markers. `holdBack`: a marker whose end has not come yet (or the
 * start of one, cut at the body's end) is left out of the parts, from `held` on.
 */
function scanHoles(body: Buffer, holdBack: boolean): { parts: Array<Buffer | { hole: string }>; held: number } {
  const parts: Array<Buffer | { hole: string }> = [];
  let from = 0;
  let held = body.length;
  for (let at = body.indexOf(START, from); at !== -1; at = body.indexOf(START, from)) {
    const nameEnd = body.indexOf(END, at + START.length);
    if (nameEnd === -1) {
      if (holdBack) held = at;
      break;
    }
    const name = body.subarray(at + START.length, nameEnd).toString('latin1');
    if (!NAME.test(name)) {
      parts.push(body.subarray(from, at + START.length));
      from = at + START.length;
      continue;
    }
    if (at > from) parts.push(body.subarray(from, at));
    parts.push({ hole: name });
    from = nameEnd + END.length;
  }
  if (holdBack && held === body.length) held -= cutStart(body, from);
  if (from < held || parts.length === 0) parts.push(from === 0 && held === body.length ? body : body.subarray(from, held));
  return { parts, held };
}

/** How many bytes at the end of `body`, past `from`, are the first bytes of a marker cut there. */
function cutStart(body: Buffer, from: number): number {
  for (let size = Math.min(START.length - 1, body.length - from); size > 0; size -= 1) {
    if (body.subarray(body.length - size).equals(START.subarray(0, size))) return size;
  }
  return 0;
}

/** A streaming filler: push chunks in order, get out what can be written now; `flush` at the end. */
export class HoleFiller {
  private held: Buffer = EMPTY;

  constructor(private readonly fill: HoleFill) {}

  push(chunk: Buffer): Buffer {
    const body = this.held.length ? Buffer.concat([this.held, chunk]) : chunk;
    // One scan finds the markers and what must wait for the next chunk (a page is searched once).
    const { parts, held } = scanHoles(body, true);
    this.held = held < body.length ? Buffer.from(body.subarray(held)) : EMPTY;
    return this.filled(parts);
  }

  flush(): Buffer {
    const rest = this.held;
    this.held = EMPTY;
    return this.filled(scanHoles(rest, false).parts);
  }

  private filled(parts: Array<Buffer | { hole: string }>): Buffer {
    if (parts.length === 1 && Buffer.isBuffer(parts[0])) return parts[0];
    return Buffer.concat(parts.map((part) => (Buffer.isBuffer(part) ? part : asBuffer(this.fill(part.hole)))));
  }
}
