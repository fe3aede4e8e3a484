import { categoryDocuments } from './category-documents';
import { homeDocument } from './home-document';
import { draftPageDocument, pageDocuments } from './page-documents';
import type { SanityDocument } from './sanity-document';
import { settingsDocument } from './settings-document';
import { storeDocuments } from './store-documents';

/** Every document of the embedded content export, published ones first, then drafts. */
export function buildContentDocuments(): SanityDocument[] {
  return [settingsDocument(), homeDocument(), ...storeDocuments(), ...pageDocuments(), ...categoryDocuments(), draftPageDocument()];
}

/** Sanity's export format: one JSON document per line. */
export const toNdjson = (documents: readonly SanityDocument[]): string => documents.map((document) => JSON.stringify(document)).join('\n') + '\n';
