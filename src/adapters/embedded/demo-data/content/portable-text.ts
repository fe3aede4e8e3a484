import { createHash } from 'node:crypto';

// Portable Text as Sanity stores it: blocks of spans with `_key`s, marks and link markDefs.
// Keys are derived from the document id and position, so the export is byte-for-byte repeatable.

export type Inline = string | { text: string; marks?: ('strong' | 'em')[]; href?: string };

export interface BlockSpec {
  style?: 'normal' | 'h2' | 'h3' | 'blockquote';
  listItem?: 'bullet' | 'number';
  children: Inline[];
}

export const p = (...children: Inline[]): BlockSpec => ({ children });
export const h2 = (text: string): BlockSpec => ({ style: 'h2', children: [text] });
export const h3 = (text: string): BlockSpec => ({ style: 'h3', children: [text] });
export const li = (...children: Inline[]): BlockSpec => ({ listItem: 'bullet', children });
export const link = (text: string, href: string): Inline => ({ text, href });
export const strong = (text: string): Inline => ({ text, marks: ['strong'] });

/** Sanity-style 12-hex-character keys, unique within a document. */
export function keyMaker(scope: string): () => string {
  let counter = 0;
  return () => createHash('sha1').update(`${scope}:${(counter += 1)}`).digest('hex').slice(0, 12);
}

export interface PortableTextBlock {
  _key: string;
  _type: 'block';
  style: string;
  markDefs: { _key: string; _type: 'link'; href: string }[];
  children: { _key: string; _type: 'span'; text: string; marks: string[] }[];
  listItem?: string;
  level?: number;
}

export function portableText(nextKey: () => string, specs: readonly BlockSpec[]): PortableTextBlock[] {
  return specs.map((spec) => {
    const markDefs: PortableTextBlock['markDefs'] = [];
    const children = spec.children.map((inline) => {
      const span = typeof inline === 'string' ? { text: inline } : inline;
      const marks: string[] = [...(span.marks ?? [])];
      if (span.href) {
        const key = nextKey();
        markDefs.push({ _key: key, _type: 'link', href: span.href });
        marks.push(key);
      }
      return { _key: nextKey(), _type: 'span' as const, text: span.text, marks };
    });
    const block: PortableTextBlock = { _key: nextKey(), _type: 'block', style: spec.style ?? 'normal', markDefs, children };
    if (spec.listItem) Object.assign(block, { listItem: spec.listItem, level: 1 });
    return block;
  });
}
