// A page body gzipped once, in segments, so a different short string (the response's CSP nonce) can
// be spliced between the segments of every response without compressing the page again.
//
// Each segment is raw deflate ended with a sync flush (byte-aligned, not final); the spliced string
// goes in as a stored (uncompressed) deflate block; an empty final block closes the stream. The gzip
// trailer's CRC-32 of the whole body is combined from the segments' CRCs and the string's in a few
// dozen integer operations (zlib's crc32_combine), so a response costs no pass over the page.
import { promisify } from 'node:util';
import { constants, crc32, deflateRaw } from 'node:zlib';

const deflateRawAsync = promisify(deflateRaw);

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x02, 0x03]);
/** An empty final deflate block with fixed codes: what zlib writes at Z_FINISH after a flush. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);
/** Longest string a single stored block holds. */
const MAX_STORED = 0xffff;

// ---- CRC-32 combination (zlib's multmodp / x2nmodp, reflected polynomial) -----------------------
const POLY = 0xedb88320;

/** a(x) * b(x) modulo the CRC polynomial. */
function multModP(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if ((a & m) !== 0) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
}

const X2N: number[] = [];
for (let k = 0, p = 0x40000000; k < 32; k++, p = multModP(p, p)) X2N.push(p);

/** x^(n * 2^k) modulo the polynomial: the operator that shifts a CRC over n bytes when k = 3. */
function x2nModP(n: number, k: number): number {
  let p = 0x80000000;
  while (n) {
    if (n & 1) p = multModP(X2N[k & 31]!, p);
    n = Math.floor(n / 2);
    k++;
  }
  return p;
}

/** The shift operator for a segment of `bytes` bytes. */
export const crcShift = (bytes: number): number => x2nModP(bytes, 3);

/** CRC-32 of A followed by B, from CRC(A), CRC(B) and B's shift operator. */
export const crcCombine = (crcA: number, crcB: number, shiftB: number): number => (multModP(shiftB, crcA) ^ crcB) >>> 0;

// ---- the spliced body ----------------------------------------------------------------------------
export interface SplicedGzip {
  /** Deflated segments, each ending byte-aligned (sync flush). */
  segments: Buffer[];
  crcs: number[];
  shifts: number[];
  /** Uncompressed bytes of all segments together. */
  plainBytes: number;
  /** Compressed bytes of all segments together (without the spliced strings, header and trailer). */
  bytes: number;
}

/** Compresses each part on the thread pool; `parts` are the body's pieces between splice points. */
export async function gzipSegments(parts: readonly Buffer[], level = constants.Z_BEST_COMPRESSION): Promise<SplicedGzip> {
  const segments = await Promise.all(parts.map((part) => deflateRawAsync(part, { level, finishFlush: constants.Z_SYNC_FLUSH })));
  return {
    segments,
    crcs: parts.map((part) => crc32(part)),
    shifts: parts.map((part) => crcShift(part.length)),
    plainBytes: parts.reduce((sum, part) => sum + part.length, 0),
    bytes: segments.reduce((sum, segment) => sum + segment.length, 0),
  };
}

/** Stored deflate blocks (not final) holding `text`, 65,535 bytes a block. */
function storedBlocks(text: Buffer): Buffer {
  const blocks = Math.max(1, Math.ceil(text.length / MAX_STORED));
  const out = Buffer.allocUnsafe(text.length + 5 * blocks);
  let at = 0;
  for (let from = 0, i = 0; i < blocks; i++, from += MAX_STORED) {
    const piece = text.subarray(from, Math.min(text.length, from + MAX_STORED));
    out[at] = 0x00;
    out.writeUInt16LE(piece.length, at + 1);
    out.writeUInt16LE(~piece.length & 0xffff, at + 3);
    piece.copy(out, at + 5);
    at += 5 + piece.length;
  }
  return out;
}

interface Splice {
  block: Buffer;
  crc: number;
  shift: number;
  bytes: number;
}

const spliceOf = (text: string | Buffer): Splice => {
  const bytes = typeof text === 'string' ? Buffer.from(text) : text;
  return { block: storedBlocks(bytes), crc: crc32(bytes), shift: crcShift(bytes.length), bytes: bytes.length };
};

/**
 * The gzip response as a list of buffers to write: header, segments with a splice between every
 * two of them, final block, trailer. `splices` is one text for every gap (the nonce) or one per gap,
 * in order. The segments are shared, never copied.
 */
export function splicedGzip(body: SplicedGzip, splices: string | readonly (string | Buffer)[]): Buffer[] {
  const gaps = body.segments.length - 1;
  if (typeof splices !== 'string' && splices.length !== gaps) throw new Error(`${gaps} splice points, ${splices.length} texts`);
  const same = typeof splices === 'string' ? spliceOf(splices) : null;
  const out: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let plain = body.plainBytes;
  for (let i = 0; i < body.segments.length; i++) {
    if (i > 0) {
      const splice = same ?? spliceOf((splices as readonly (string | Buffer)[])[i - 1]!);
      out.push(splice.block);
      crc = crcCombine(crc, splice.crc, splice.shift);
      plain += splice.bytes;
    }
    out.push(body.segments[i]!);
    crc = crcCombine(crc, body.crcs[i]!, body.shifts[i]!);
  }
  const trailer = Buffer.allocUnsafe(8);
  trailer.writeUInt32LE(crc, 0);
  trailer.writeUInt32LE(plain % 2 ** 32, 4);
  out.push(FINAL_BLOCK, trailer);
  return out;
}
