import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_COMPARED, parseHandleList, replaceCompared, serializeHandleList, toggleCompared } from '../../../src/domain/compare/compare-list';

describe('Compare holds up to 4 products', () => {
  it('the limit is 4', () => {
    expect(MAX_COMPARED).toBe(4);
  });
});

describe('The handle list a cookie or query names', () => {
  it.each([
    { value: undefined, expected: [] },
    { value: '', expected: [] },
    { value: 'a-guitar', expected: ['a-guitar'] },
    { value: ' A-Guitar , b-bass ', expected: ['a-guitar', 'b-bass'] },
    { value: 'a,a,b', expected: ['a', 'b'] },
    { value: 'a,,b', expected: ['a', 'b'] },
    { value: 'a,b,c,d', expected: ['a', 'b', 'c', 'd'] },
    { value: 'a,b,c,d,e', expected: ['a', 'b', 'c', 'd'] },
    { value: 'a,b/../x,<script>,-lead,ok', expected: ['a', 'ok'] },
    { value: `${'x'.repeat(255)},${'y'.repeat(256)}`, expected: ['x'.repeat(255)] },
  ])('$value → $expected', ({ value, expected }) => {
    expect(parseHandleList(value)).toEqual(expected);
  });

  it('round-trips through its cookie text', () => {
    expect(parseHandleList(serializeHandleList(['a', 'b-c']))).toEqual(['a', 'b-c']);
  });
});

describe("'Compare' toggles a product; a 5th asks to replace one", () => {
  it.each([
    { list: [], handle: 'a', expected: { list: ['a'], outcome: 'added' } },
    { list: ['a'], handle: 'a', expected: { list: [], outcome: 'removed' } },
    { list: ['a', 'b', 'c'], handle: 'd', expected: { list: ['a', 'b', 'c', 'd'], outcome: 'added' } },
    { list: ['a', 'b', 'c', 'd'], handle: 'e', expected: { list: ['a', 'b', 'c', 'd'], outcome: 'full' } },
    { list: ['a', 'b', 'c', 'd'], handle: 'c', expected: { list: ['a', 'b', 'd'], outcome: 'removed' } },
  ])('$list + $handle → $expected.outcome', ({ list, handle, expected }) => {
    expect(toggleCompared(list, handle)).toEqual(expected);
  });

  it.each([
    { list: ['a', 'b', 'c', 'd'], leaving: 'b', joining: 'e', expected: ['a', 'e', 'c', 'd'] },
    { list: ['a', 'b', 'c', 'd'], leaving: 'x', joining: 'e', expected: ['a', 'b', 'c', 'd'] },
    { list: ['a', 'b'], leaving: 'x', joining: 'e', expected: ['a', 'b', 'e'] },
    { list: ['a', 'b', 'c', 'd'], leaving: 'a', joining: 'd', expected: ['b', 'c', 'd'] },
  ])('replace $leaving with $joining in $list → $expected', ({ list, leaving, joining, expected }) => {
    expect(replaceCompared(list, leaving, joining)).toEqual(expected);
  });
});

describe('Invariant over any sequence of toggles and replacements', () => {
  const handle = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f');
  const action = fc.oneof(
    handle.map((h) => ({ kind: 'toggle' as const, h })),
    fc.tuple(handle, handle).map(([leaving, joining]) => ({ kind: 'replace' as const, leaving, joining })),
  );
  it('never more than 4 products and never one twice', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), (actions) => {
        let list: string[] = [];
        for (const a of actions) list = a.kind === 'toggle' ? toggleCompared(list, a.h).list : replaceCompared(list, a.leaving, a.joining);
        expect(list.length).toBeLessThanOrEqual(MAX_COMPARED);
        expect(new Set(list).size).toBe(list.length);
        expect(parseHandleList(serializeHandleList(list))).toEqual(list);
      }),
    );
  });
});
