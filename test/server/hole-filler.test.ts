// The page cache fills hole markers as the body streams: a marker may be cut anywhere between two
// chunks, text without markers passes through byte for byte (multi-byte characters cut between
// chunks too), and a name that is not a hole's is left alone.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HoleFiller, splitAtHoles } from '../../src/server/http/hole-filler';
import { holeMarker } from '../../src/ui/personal/personal-data';

const fill = (name: string) => `[${name.toUpperCase()}]`;

function stream(body: Buffer, cuts: number[]): string {
  const filler = new HoleFiller(fill);
  const out: Buffer[] = [];
  let from = 0;
  for (const cut of [...new Set(cuts)].sort((a, b) => a - b)) {
    out.push(filler.push(body.subarray(from, cut)));
    from = cut;
  }
  out.push(filler.push(body.subarray(from)), filler.flush());
  return Buffer.concat(out).toString('utf8');
}

describe('hole filler', () => {
  const body = Buffer.from(`<header>é ${holeMarker('account-link')}<div>${holeMarker('cart-link')}</div></header>€<script>${holeMarker('personal-data')}</script>`);
  const filled = `<header>é [ACCOUNT-LINK]<div>[CART-LINK]</div></header>€<script>[PERSONAL-DATA]</script>`;

  it('fills every marker of a body written at once', () => {
    expect(stream(body, [])).toBe(filled);
  });

  it('fills markers cut at any byte between chunks', () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: 0, max: body.length }), { maxLength: 12 }), (cuts) => stream(body, cuts) === filled));
  });

  it('passes text without markers through unchanged, even when it resembles one', () => {
    const text = Buffer.from('<p>ö <template data-hole="Bad Name"></template> <template data-hole="x"> <templ</p>');
    expect(stream(text, [5, 30, 70])).toBe(text.toString('utf8'));
    const plain = Buffer.from('<p>no holes here</p>');
    expect(new HoleFiller(fill).push(plain)).toBe(plain);
  });

  it('splits a stored shell at its holes', () => {
    expect(splitAtHoles(Buffer.from(`a${holeMarker('cart-link')}b${holeMarker('x')}`)).map((p) => (Buffer.isBuffer(p) ? p.toString() : p))).toEqual(['a', { hole: 'cart-link' }, 'b', { hole: 'x' }]);
  });
});
