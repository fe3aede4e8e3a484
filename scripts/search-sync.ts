// `npm run search:sync [-- --batch-size 500]`: moves a shop from the embedded index to a hosted
// Typesense cluster. Creates the collection (or adds fields the schema gained), then imports the
// catalogue in batches with progress. Needs TYPESENSE_NODES, TYPESENSE_SEARCH_ONLY_KEY and
// TYPESENSE_ADMIN_KEY; the catalogue is the demo catalogue of DEMO_PRODUCT_COUNT / DEMO_SEED.
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { generateCatalogue } from '../src/adapters/embedded/demo-data/generate-catalogue';
import { demoProductDocuments } from '../src/adapters/embedded/demo-product-documents';
import { syncCollection } from '../src/adapters/typesense/collection-sync';
import { createTypesenseAdminClient } from '../src/adapters/typesense/typesense-client';
import { ConfigError, loadConfig } from '../src/server/config';

const fail = (message: string, code = 1): never => {
  console.error(`search:sync: ${message}`);
  process.exit(code);
};

const { values } = parseArgs({ options: { 'batch-size': { type: 'string' } } });
const batchSize = z.coerce.number().int().min(1).max(10_000).default(500).safeParse(values['batch-size']);
if (!batchSize.success) fail('--batch-size must be an integer from 1 to 10000', 2);

const config = (() => {
  try {
    return loadConfig(process.env);
  } catch (error) {
    return fail(error instanceof ConfigError ? error.message : String(error), 2);
  }
})();
if (config.search.kind !== 'typesense') fail('set TYPESENSE_NODES and TYPESENSE_SEARCH_ONLY_KEY to name the cluster', 2);
const search = config.search as Extract<typeof config.search, { kind: 'typesense' }>;
if (!search.adminKey) fail('TYPESENSE_ADMIN_KEY is required to create the collection and import documents', 2);

const started = performance.now();
const documents = demoProductDocuments(generateCatalogue({ seed: config.demo.seed, productCount: config.demo.productCount }));
console.log(`search:sync: ${documents.length} products to ${search.nodes.map((n) => `${n.protocol}://${n.host}:${n.port}`).join(', ')}, collection ${search.collection}`);

const client = createTypesenseAdminClient({ nodes: search.nodes, apiKey: search.adminKey!, collection: search.collection });
try {
  const report = await syncCollection(client, search.collection, documents, {
    batchSize: batchSize.data,
    onProgress: ({ imported, failed, total }) => console.log(`search:sync: ${imported + failed}/${total} (${imported} imported, ${failed} failed)`),
  });
  const schema = report.created ? 'collection created' : report.fieldsAdded.length ? `fields added: ${report.fieldsAdded.join(', ')}` : 'schema up to date';
  console.log(`search:sync: done in ${((performance.now() - started) / 1000).toFixed(1)} s, ${schema}; ${report.imported} imported, ${report.failed} failed`);
  for (const error of report.errors) console.error(`search:sync: import error: ${error}`);
  process.exit(report.failed > 0 ? 1 : 0);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
