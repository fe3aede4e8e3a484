import { crc32, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crcCombine, crcShift, gzipSegments, splicedGzip } from '../../src/server/http/spliced-gzip';

const page = (n: number) => Buffer.from(Array.from({ length: n }, (_, i) => `<li class="card">product ${i} <b>$${(i * 7) % 1000}</b></li>`).join(''));

describe('spliced gzip (a cached page gzipped once, a fresh nonce spliced per response)', () => {
  it('combines CRC-32s of two pieces into the CRC of the whole, at both ends of the length range', () => {
    for (const [a, b] of [[Buffer.alloc(0), Buffer.from('x')], [Buffer.from('abc'), Buffer.alloc(0)], [page(10), page(2_000)], [Buffer.from('nonce'), Buffer.alloc(70_000, 7)]] as const) {
      expect(crcCombine(crc32(a), crc32(b), crcShift(b.length))).toBe(crc32(Buffer.concat([a, b])));
    }
  });

  it.each([
    ['no splice point', [page(50)]],
    ['five splice points like a page with five nonces', [page(3), page(400), Buffer.from('<script nonce="'), page(2_000), Buffer.alloc(0), page(1)]],
    ['empty pieces only', [Buffer.alloc(0), Buffer.alloc(0)]],
  ])('decompresses to the pieces joined with the spliced text: %s', async (_name, parts) => {
    const body = await gzipSegments(parts);
    for (const nonce of ['L6vePfgD1A5k36/qHbJ/Hw==', 'another+nonce/value0000==']) {
      const expected = Buffer.concat(parts.flatMap((part, i) => (i === 0 ? [part] : [Buffer.from(nonce), part])));
      expect(gunzipSync(Buffer.concat(splicedGzip(body, nonce))).equals(expected)).toBe(true);
    }
  });

  it('splices a different text into each gap, long ones across several stored blocks', async () => {
    const parts = [page(20), page(30), page(40), Buffer.alloc(0)];
    const texts = ['<a href="/account">Account</a>', Buffer.from(''), 'x'.repeat(70_000)];
    const expected = Buffer.concat([parts[0]!, Buffer.from(texts[0] as string), parts[1]!, parts[2]!, Buffer.from(texts[2] as string), parts[3]!]);
    const body = await gzipSegments(parts);
    expect(gunzipSync(Buffer.concat(splicedGzip(body, texts))).equals(expected)).toBe(true);
    expect(() => splicedGzip(body, ['one'])).toThrow('3 splice points, 1 texts');
  });

  it('is much smaller than the page it holds', async () => {
    const body = await gzipSegments([page(2_000), page(2_000)]);
    expect(Buffer.concat(splicedGzip(body, 'n')).length).toBeLessThan(page(4_000).length / 4);
  });
});
