import { createHash } from 'node:crypto';

// A document as Sanity's export writes it: system fields first, a revision that changes exactly
// when the content does, and fixed timestamps so regenerating changes nothing.

export interface SanityDocument {
  _id: string;
  _type: string;
  _createdAt: string;
  _updatedAt: string;
  _rev: string;
  [field: string]: unknown;
}

export const CONTENT_CREATED_AT = '2025-11-03T09:00:00Z';
export const CONTENT_UPDATED_AT = '2026-10-20T01:30:00Z';

export function sanityDocument(_id: string, _type: string, fields: Record<string, unknown>, updatedAt: string = CONTENT_UPDATED_AT): SanityDocument {
  const _rev = createHash('sha1').update(JSON.stringify({ _id, _type, fields })).digest('base64url').slice(0, 22);
  return { _id, _type, _createdAt: CONTENT_CREATED_AT, _updatedAt: updatedAt, _rev, ...fields };
}

export const slug = (current: string) => ({ _type: 'slug', current });

/** Sanity gives every object in an array a `_key`. */
export function keyed<T extends object>(nextKey: () => string, items: readonly T[]): (T & { _key: string })[] {
  return items.map((item) => ({ _key: nextKey(), ...item }));
}
