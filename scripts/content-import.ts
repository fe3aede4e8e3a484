// npm run content:import [-- <file.ndjson>] [--batch-size <n>]
// Moves the shop to hosted content in one command: pushes the NDJSON export (the embedded content
// by default) into the Sanity dataset named by the environment, in createOrReplace transactions.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { readNdjsonFile } from '../src/adapters/groq/ndjson-export';
import { ContentSourceError } from '../src/adapters/groq/content-source-error';
import { createSanityWriteClient } from '../src/adapters/sanity/sanity-client';
import { importDocuments } from '../src/adapters/sanity/sanity-dataset-import';

const environment = z.object({
  SANITY_PROJECT_ID: z.string().regex(/^[a-z0-9-]+$/, 'expected a-z, 0-9 and -'),
  SANITY_DATASET: z.string().regex(/^[a-z0-9][-\w]{0,63}$/, 'expected a-z, 0-9, - and _, at most 64'),
  SANITY_API_VERSION: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD').default('2025-02-19'),
  SANITY_WRITE_TOKEN: z.string().min(1, 'a token with write access to the dataset'),
  /** Only for a stand-in API (tests); unset means api.sanity.io. */
  SANITY_API_HOST: z.url().optional(),
});

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { 'batch-size': { type: 'string', default: '100' } },
  });
  const batchSize = Number(values['batch-size']);
  if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > 1000) {
    console.error('content:import: --batch-size must be a whole number from 1 to 1000');
    return 2;
  }
  const env = environment.safeParse(process.env);
  if (!env.success) {
    const issue = env.error.issues[0];
    console.error(`content:import: ${String(issue?.path[0])} is missing or invalid (${issue?.message})`);
    return 2;
  }
  const file = path.resolve(positionals[0] ?? 'data/content/content.ndjson');
  const documents = await readNdjsonFile(file);
  const { SANITY_PROJECT_ID: projectId, SANITY_DATASET: dataset, SANITY_API_VERSION: apiVersion } = env.data;
  console.log(`content:import: ${documents.length} documents from ${path.relative(process.cwd(), file)} to ${projectId}/${dataset}`);
  const client = createSanityWriteClient(
    { projectId, dataset, apiVersion, writeToken: env.data.SANITY_WRITE_TOKEN },
    { timeoutMs: 30_000, ...(env.data.SANITY_API_HOST ? { apiHost: env.data.SANITY_API_HOST } : {}) },
  );
  const { written, transactions } = await importDocuments(client, documents, {
    batchSize,
    onProgress: (p) => console.log(`  batch ${p.batch}/${p.batches}: ${p.written}/${p.total} documents (transaction ${p.transactionId})`),
  });
  console.log(`content:import: done, ${written} documents in ${transactions.length} transactions`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const reason = error instanceof ContentSourceError ? `${error.code}: ${error.message}` : error instanceof Error ? error.message : String(error);
    console.error(`content:import: failed, ${reason}`);
    process.exit(1);
  },
);
