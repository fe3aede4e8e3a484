// Pushes an NDJSON export into a Sanity dataset: createOrReplace in transactions of `batchSize`
// documents, so re-running the import converges instead of failing on existing ids. Documents
// are ordered so that a referenced document is written before the documents that point at it
// (Sanity refuses a strong reference to a missing document).
import type { SanityClient } from '@sanity/client';
import { publishedId, type StoredDocument } from '../groq/perspective';
import { translateSanityError } from './sanity-errors';

export interface ImportProgress {
  batch: number;
  batches: number;
  written: number;
  total: number;
  transactionId: string;
}

export interface ImportOptions {
  batchSize?: number;
  onProgress?: (progress: ImportProgress) => void;
}

export async function importDocuments(client: SanityClient, documents: readonly StoredDocument[], options: ImportOptions = {}): Promise<{ written: number; transactions: string[] }> {
  const batchSize = options.batchSize ?? 100;
  const ordered = referencedFirst(documents);
  const batches = Math.ceil(ordered.length / batchSize);
  const transactions: string[] = [];
  for (let batch = 0; batch < batches; batch += 1) {
    const slice = ordered.slice(batch * batchSize, (batch + 1) * batchSize);
    const transaction = slice.reduce((tx, doc) => tx.createOrReplace(doc), client.transaction());
    let result;
    try {
      result = await transaction.commit({ visibility: 'sync' });
    } catch (error) {
      throw translateSanityError(error, `import batch ${batch + 1}/${batches}`);
    }
    transactions.push(result.transactionId);
    options.onProgress?.({ batch: batch + 1, batches, written: batch * batchSize + slice.length, total: ordered.length, transactionId: result.transactionId });
  }
  return { written: ordered.length, transactions };
}

/** Depth-first order over `_ref`s; a cycle is cut where it closes. Stable for unrelated documents. */
export function referencedFirst(documents: readonly StoredDocument[]): StoredDocument[] {
  const byId = new Map(documents.map((doc) => [doc._id, doc]));
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const ordered: StoredDocument[] = [];
  const visit = (doc: StoredDocument) => {
    if (placed.has(doc._id) || visiting.has(doc._id)) return;
    visiting.add(doc._id);
    for (const ref of referencesOf(doc)) {
      const target = byId.get(ref) ?? byId.get(publishedId(ref));
      if (target) visit(target);
    }
    visiting.delete(doc._id);
    placed.add(doc._id);
    ordered.push(doc);
  };
  documents.forEach(visit);
  return ordered;
}

function referencesOf(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => referencesOf(item, found));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '_ref' && typeof inner === 'string') found.push(inner);
      else referencesOf(inner, found);
    }
  }
  return found;
}
