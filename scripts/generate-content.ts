// `node --import tsx scripts/generate-content.ts [--out data/content/content.ndjson] [--check]`
// Regenerates the embedded content export. `--check` fails when the checked-in file is stale.
import { readFile, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { buildContentDocuments, toNdjson } from '../src/adapters/embedded/demo-data/content/build-content';

const { values } = parseArgs({ options: { out: { type: 'string', default: 'data/content/content.ndjson' }, check: { type: 'boolean', default: false } } });
const documents = buildContentDocuments();
const ndjson = toNdjson(documents);

if (values.check) {
  const current = await readFile(values.out, 'utf8').catch(() => '');
  if (current !== ndjson) {
    console.error(`generate-content: ${values.out} is out of date; run scripts/generate-content.ts`);
    process.exit(1);
  }
  console.log(`generate-content: ${values.out} is up to date (${documents.length} documents)`);
} else {
  await writeFile(values.out, ndjson);
  const counts = new Map<string, number>();
  for (const document of documents) counts.set(document._type, (counts.get(document._type) ?? 0) + 1);
  const types = [...counts].map(([type, count]) => `${type} ${count}`);
  console.log(`generate-content: ${documents.length} documents (${types.join(', ')}), ${Buffer.byteLength(ndjson)} bytes -> ${values.out}`);
}
