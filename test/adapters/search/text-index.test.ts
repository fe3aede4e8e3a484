import { describe, expect, it } from 'vitest';
import { oneEditVariants, TextIndex } from '../../../src/adapters/columnar/text-index';
import { normalize, tokenize } from '../../../src/adapters/columnar/tokenize';

describe('tokenize', () => {
  it.each([
    ['Fender Stratocaster', ['fender', 'stratocaster']],
    ['FEN-0014432401', ['fen', '0014432401']],
    ['Crème Brûlée & Co.', ['creme', 'brulee', 'co']],
    ['  ', []],
    ["D'Addario EXL110", ['d', 'addario', 'exl110']],
  ])('%j → %j', (text, tokens) => {
    expect(tokenize(text)).toEqual(tokens);
  });

  it('folds accents and case the same way for documents and queries', () => {
    expect(normalize('ÉLAN')).toBe('elan');
  });
});

describe('oneEditVariants', () => {
  it('holds every deletion, swap, substitution and insertion over the alphabet, and not the token', () => {
    const variants = oneEditVariants('abc', 'abcx');
    for (const v of ['bc', 'ac', 'ab', 'bac', 'acb', 'xbc', 'axc', 'abx', 'xabc', 'abxc', 'abcx']) expect(variants.has(v)).toBe(true);
    expect(variants.has('abc')).toBe(false);
    expect(variants.has('cba')).toBe(false);
  });
});

const docs = [
  { title: 'Fender Stratocaster Electric Guitar', description: 'A classic guitar.', sid: 'FEN-001' },
  { title: 'Gibson Les Paul', description: 'Not a Fender, a guitar all the same.', sid: 'GIB-002' },
  { title: 'Roland Drum Kit', description: 'Electronic drums.', sid: 'ROL-003' },
  { title: 'Fenderson Cable', description: 'A cable.', sid: 'FNS-004' },
];
const index = TextIndex.build(docs, [
  { field: 'title', weight: 10 },
  { field: 'description', weight: 1 },
  { field: 'sid', weight: 1 },
]);
const ids = (text: string) => Array.from(index.match(text).ids);
const scores = (text: string) => Object.fromEntries(Array.from(index.match(text).ids, (id, i) => [id, index.match(text).scores[i]]));

describe('TextIndex.match', () => {
  it.each([
    ['an exact word in titles and descriptions', 'fender', [0, 1, 3]],
    ['every word must match', 'fender guitar', [0, 1]],
    ['the last word as a prefix', 'gib', [1]],
    ['a typo only when nothing matches exactly', 'rolnd', [2]],
    ['words dropped from the right when nothing matches', 'roland zzzzzz', [2]],
    ['a SKU', 'GIB-002', [1]],
    ['nothing', 'qqqq', []],
    ['an empty query', '   ', []],
  ])('matches %s', (_, text, expected) => {
    expect(ids(text)).toEqual(expected);
  });

  it('weights a title match (10) above a description match (1), and exact above prefix', () => {
    const s = scores('fender');
    expect(s[0]).toBe(10);
    expect(s[1]).toBe(1);
    expect(s[3]).toBe(8);
  });
});
