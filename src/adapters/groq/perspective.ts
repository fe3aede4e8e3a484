// What Sanity's query API does with drafts, done locally for groq-js: the published perspective
// hides `drafts.` documents; the drafts perspective shows each draft in place of its published
// document, under the published id with `_originalId` naming the draft.

export type Perspective = 'published' | 'drafts';

export interface StoredDocument {
  _id: string;
  _type: string;
  [field: string]: unknown;
}

const DRAFT_PREFIX = 'drafts.';

export const isDraftId = (id: string): boolean => id.startsWith(DRAFT_PREFIX);

export const publishedId = (id: string): string => (isDraftId(id) ? id.slice(DRAFT_PREFIX.length) : id);

export function documentsInPerspective(documents: readonly StoredDocument[], perspective: Perspective): StoredDocument[] {
  const published = documents.filter((doc) => !isDraftId(doc._id));
  if (perspective === 'published') return published;
  const drafts = new Map(documents.filter((doc) => isDraftId(doc._id)).map((doc) => [publishedId(doc._id), doc]));
  const overlaid = published.map((doc) => {
    const draft = drafts.get(doc._id);
    return draft ? { ...draft, _id: doc._id, _originalId: draft._id } : doc;
  });
  const publishedIds = new Set(published.map((doc) => doc._id));
  const neverPublished = [...drafts.entries()]
    .filter(([id]) => !publishedIds.has(id))
    .map(([id, draft]) => ({ ...draft, _id: id, _originalId: draft._id }));
  return [...overlaid, ...neverPublished];
}
