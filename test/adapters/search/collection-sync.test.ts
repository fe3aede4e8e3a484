import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionSchema } from '../../../src/adapters/typesense/collection-schema';
import type { ProductDocument } from '../../../src/adapters/typesense/product-document';
import { syncCollection, type SyncProgress } from '../../../src/adapters/typesense/collection-sync';
import { createTypesenseAdminClient } from '../../../src/adapters/typesense/typesense-client';
import { startTypesenseMock, type TypesenseMock } from '../../support/typesense-mock-server';
import { searchDocuments } from './search-fixture';

let mock: TypesenseMock;
beforeAll(async () => {
  mock = await startTypesenseMock();
});
afterAll(async () => {
  await mock.close();
});

const admin = () => createTypesenseAdminClient({ nodes: [mock.node], apiKey: mock.adminKey, collection: 'x' });
const docs = searchDocuments().slice(0, 230);

describe('syncCollection', () => {
  it('creates a missing collection with the full schema and imports in batches, reporting progress', async () => {
    const progress: SyncProgress[] = [];
    const report = await syncCollection(admin(), 'fresh', docs, { batchSize: 100, onProgress: (p) => progress.push(p) });
    expect(report).toMatchObject({ created: true, imported: 230, failed: 0, total: 230 });
    expect(progress.map((p) => p.imported)).toEqual([100, 200, 230]);
    expect(mock.collection('fresh')?.schema.fields.map((f) => f.name)).toEqual(collectionSchema('fresh').fields.map((f) => f.name));
    expect(mock.collection('fresh')?.docs).toHaveLength(230);
    const imports = mock.requests.filter((r) => r.path === '/collections/fresh/documents/import');
    expect(imports.map((r) => r.query.action)).toEqual(['upsert', 'upsert', 'upsert']);
  });

  it('adds the fields an older collection lacks and upserts documents without duplicating them', async () => {
    const old = collectionSchema('older');
    mock.seed('older', { ...old, fields: old.fields.filter((f) => !f.name.startsWith('catcodes.') && f.name !== 'price_nok') }, []);
    const first = await syncCollection(admin(), 'older', docs.slice(0, 50));
    expect(first).toMatchObject({ created: false, fieldsAdded: ['catcodes.lvl0', 'catcodes.lvl1', 'catcodes.lvl2', 'catcodes.lvl3', 'price_nok'] });
    const again = await syncCollection(admin(), 'older', docs.slice(0, 50));
    expect(again.fieldsAdded).toEqual([]);
    expect(mock.collection('older')?.docs).toHaveLength(50);
    expect(mock.collection('older')?.schema.fields.map((f) => f.name)).toEqual(expect.arrayContaining(['catcodes.lvl0', 'catcodes.lvl3', 'price_nok']));
  });

  it('reports documents the cluster refused', async () => {
    const broken = { ...docs[0]!, title: undefined } as unknown as ProductDocument;
    const report = await syncCollection(admin(), 'partial', [broken, docs[1]!]);
    expect(report).toMatchObject({ imported: 1, failed: 1 });
    expect(report.errors[0]).toMatch(/title/);
  });
});

describe('npm run search:sync', () => {
  const run = (env: Record<string, string>) =>
    new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/search-sync.ts', '--batch-size', '40'], { env: { PATH: process.env.PATH ?? '', DEMO_PRODUCT_COUNT: '120', ...env } });
      let out = '';
      let err = '';
      child.stdout.on('data', (c: Buffer) => (out += c.toString()));
      child.stderr.on('data', (c: Buffer) => (err += c.toString()));
      child.on('close', (code) => resolve({ code, out, err }));
    });

  it('imports the demo catalogue into the named cluster with progress lines', { timeout: 60_000 }, async () => {
    const { code, out } = await run({ TYPESENSE_NODES: mock.url, TYPESENSE_SEARCH_ONLY_KEY: mock.searchKey, TYPESENSE_ADMIN_KEY: mock.adminKey, TYPESENSE_COLLECTION: 'cli' });
    expect(code).toBe(0);
    const count = mock.collection('cli')?.docs.length ?? 0;
    expect(count).toBeGreaterThan(100);
    expect(out).toMatch(new RegExp(`40/${count} \\(40 imported, 0 failed\\)`));
    expect(out).toMatch(/collection created/);
  });

  it('refuses to run without an admin key', { timeout: 60_000 }, async () => {
    const { code, err } = await run({ TYPESENSE_NODES: mock.url, TYPESENSE_SEARCH_ONLY_KEY: mock.searchKey });
    expect(code).toBe(2);
    expect(err).toMatch(/TYPESENSE_ADMIN_KEY is required/);
  });
});
