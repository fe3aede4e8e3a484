import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import type { StoredDocument } from './perspective';

// Sanity's export format: one document per line. Every line must carry an id and a type.
const exportedDocument = z.looseObject({ _id: z.string().min(1), _type: z.string().min(1) });

export function parseNdjson(text: string, source = 'NDJSON export'): StoredDocument[] {
  return text
    .split('\n')
    .map((line, index) => ({ line: line.trim(), number: index + 1 }))
    .filter(({ line }) => line !== '')
    .map(({ line, number }) => {
      let json: unknown;
      try {
        json = JSON.parse(line);
      } catch {
        throw new Error(`${source}, line ${number}: not valid JSON`);
      }
      const parsed = exportedDocument.safeParse(json);
      if (!parsed.success) throw new Error(`${source}, line ${number}: a document needs _id and _type`);
      return parsed.data as StoredDocument;
    });
}

export async function readNdjsonFile(path: string): Promise<StoredDocument[]> {
  return parseNdjson(await readFile(path, 'utf8'), path);
}
