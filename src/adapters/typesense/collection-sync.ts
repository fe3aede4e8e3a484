// `npm run search:sync`: creates the collection when it is missing, adds fields the schema gained
// since, and imports the documents in batches (upsert), reporting progress after each batch.
import { Errors, type Client } from 'typesense';
import { collectionSchema, type CollectionField } from './collection-schema';
import type { ProductDocument } from './product-document';

export interface SyncProgress {
  imported: number;
  failed: number;
  total: number;
}

export interface SyncReport extends SyncProgress {
  created: boolean;
  fieldsAdded: string[];
  /** The first few import failures, as Typesense worded them. */
  errors: string[];
}

export interface SyncOptions {
  batchSize?: number;
  onProgress?: (progress: SyncProgress) => void;
}

async function ensureCollection(client: Client, name: string): Promise<{ created: boolean; fieldsAdded: string[] }> {
  const wanted = collectionSchema(name);
  try {
    const existing = (await client.collections(name).retrieve()) as { fields?: CollectionField[] };
    const known = new Set((existing.fields ?? []).map((f) => f.name));
    const missing = wanted.fields.filter((f) => !known.has(f.name));
    if (missing.length > 0) await client.collections(name).update({ fields: missing } as never);
    return { created: false, fieldsAdded: missing.map((f) => f.name) };
  } catch (error) {
    if (!(error instanceof Errors.ObjectNotFound)) throw error;
    await client.collections().create(wanted as never);
    return { created: true, fieldsAdded: [] };
  }
}

export async function syncCollection(client: Client, name: string, documents: readonly ProductDocument[], options: SyncOptions = {}): Promise<SyncReport> {
  const batchSize = options.batchSize ?? 500;
  const { created, fieldsAdded } = await ensureCollection(client, name);
  const progress: SyncProgress = { imported: 0, failed: 0, total: documents.length };
  const errors: string[] = [];
  for (let start = 0; start < documents.length; start += batchSize) {
    const batch = documents.slice(start, start + batchSize);
    const results = await client
      .collections(name)
      .documents()
      .import(batch as never[], { action: 'upsert' })
      .catch((error: unknown) => {
        if (error instanceof Errors.ImportError) return error.importResults as { success: boolean; error?: string }[];
        throw error;
      });
    for (const result of results as { success: boolean; error?: string }[]) {
      if (result.success) progress.imported++;
      else {
        progress.failed++;
        if (errors.length < 5 && result.error) errors.push(result.error);
      }
    }
    options.onProgress?.({ ...progress });
  }
  return { ...progress, created, fieldsAdded, errors };
}
