// Content: Sanity's API, or groq-js over the NDJSON export that ships with the code.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ContentSource } from '../../application/ports';
import { TOKENS } from '../../application/tokens';
import { GroqContentSource } from '../../adapters/groq/groq-content-source';
import { SanityContentSource } from '../../adapters/sanity/sanity-content-source';
import type { ProviderWiring } from './wiring';

// Found from this module (src/server/composition in tests, the bundle in dist/server), not from the
// working directory, so the shop starts from any folder.
const here = path.dirname(fileURLToPath(import.meta.url));
const projectRoot = path.basename(here) === 'composition' ? path.resolve(here, '..', '..', '..') : path.resolve(here, '..', '..');
export const CONTENT_EXPORT = path.join(projectRoot, 'data', 'content', 'content.ndjson');

export const contentWiring: ProviderWiring = {
  port: 'content',
  async register({ container, config }) {
    const source = config.content.kind === 'sanity' ? new SanityContentSource(config.content) : await GroqContentSource.fromNdjsonFile(CONTENT_EXPORT);
    container.register<ContentSource>(TOKENS.ContentSource, { useValue: source });
  },
};
