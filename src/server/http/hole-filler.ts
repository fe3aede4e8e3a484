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
  const out: Array<Buffer | { hole: string }> = [];
  let from = 0;
  for (let at = body.indexOf(START, from); at !== -1; at = body.indexOf(START, from)) {
    const nameEnd = body.indexOf(END, at + START.length);
    if (nameEnd === -1) break;
    const name = body.subarray(at + START.length, nameEnd).toString('latin1');
    if (!NAME.test(name)) {
      out.push(body.subarray(from, at + START.length));
      from = at + START.length;
      continue;
    }
    if (at > from) out.push(body.subarray(from, at));
    out.push({ hole: name });
    from = nameEnd + END.length;
  }
  if (from < body.length || out.length === 0) out.push(body.subarray(from));
  return out;
}

/** How many bytes at the end of `body` may be the start of a marker whose end has not come yet. */
function heldBack(body: Buffer): number {
  const at = body.lastIndexOf(START);
  if (at !== -1 && body.indexOf(END, at + START.length) === -1) return body.length - at;
  for (let size = Math.min(START.length - 1, body.length); size > 0; size -= 1) {
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
    const keep = heldBack(body);
    this.held = keep ? Buffer.from(body.subarray(body.length - keep)) : EMPTY;
    return this.filled(keep ? body.subarray(0, body.length - keep) : body);
  }

  flush(): Buffer {
    const rest = this.held;
    this.held = EMPTY;
    return this.filled(rest);
  }

  private filled(body: Buffer): Buffer {
    if (body.indexOf(START) === -1) return body;
    return Buffer.concat(splitAtHoles(body).map((part) => (Buffer.isBuffer(part) ? part : asBuffer(this.fill(part.hole)))));
  }
}
