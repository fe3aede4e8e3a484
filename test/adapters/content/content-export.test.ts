import { describe, expect, it } from 'vitest';
import { parseNdjson } from '../../../src/adapters/groq/ndjson-export';
import { documentsInPerspective, type StoredDocument } from '../../../src/adapters/groq/perspective';

describe('parseNdjson', () => {
  it('reads one document per line and skips blank lines', () => {
    const text = '{"_id":"a","_type":"page"}\n\n  {"_id":"b","_type":"store","x":1}  \n';
    expect(parseNdjson(text)).toEqual([{ _id: 'a', _type: 'page' }, { _id: 'b', _type: 'store', x: 1 }]);
  });

  it.each([
    { text: '{"_id":"a","_type":"page"}\n{"_id":"b",', error: 'export.ndjson, line 2: not valid JSON' },
    { text: '{"_id":"a"}', error: 'export.ndjson, line 1: a document needs _id and _type' },
    { text: '[1,2]', error: 'export.ndjson, line 1: a document needs _id and _type' },
  ])('names the line of a broken document: $error', ({ text, error }) => {
    expect(() => parseNdjson(text, 'export.ndjson')).toThrow(error);
  });
});

describe('documentsInPerspective', () => {
  const doc = (id: string, title: string): StoredDocument => ({ _id: id, _type: 'page', title });
  const export_ = [doc('a', 'A'), doc('drafts.a', 'A draft'), doc('b', 'B'), doc('drafts.c', 'C draft')];

  it.each([
    { perspective: 'published' as const, expected: [doc('a', 'A'), doc('b', 'B')] },
    {
      perspective: 'drafts' as const,
      expected: [
        { ...doc('a', 'A draft'), _originalId: 'drafts.a' },
        doc('b', 'B'),
        { ...doc('c', 'C draft'), _originalId: 'drafts.c' },
      ],
    },
  ])('$perspective', ({ perspective, expected }) => {
    expect(documentsInPerspective(export_, perspective)).toEqual(expected);
  });
});
