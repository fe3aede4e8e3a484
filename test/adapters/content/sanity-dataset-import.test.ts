import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSanityWriteClient } from '../../../src/adapters/sanity/sanity-client';
import { importDocuments, referencedFirst } from '../../../src/adapters/sanity/sanity-dataset-import';
import type { StoredDocument } from '../../../src/adapters/groq/perspective';
import { startSanityMockServer, type SanityMockServer } from '../../support/sanity-mock-server';

const SANITY = { projectId: 'abc123', dataset: 'production', apiVersion: '2025-02-19' };
const TOKEN = 'write-token';

const page = (n: number, extra: Record<string, unknown> = {}): StoredDocument => ({ _id: `page-${n}`, _type: 'page', _rev: `r${n}`, title: `Page ${n}`, ...extra });
const pages = (count: number) => Array.from({ length: count }, (_, i) => page(i + 1));

let mock: SanityMockServer;
beforeEach(async () => {
  mock = await startSanityMockServer({ ...SANITY, documents: [], token: TOKEN });
});
afterEach(() => mock.close());

const client = (token = TOKEN) => createSanityWriteClient({ ...SANITY, writeToken: token }, { apiHost: mock.url, timeoutMs: 2000 });

describe('importDocuments', () => {
  it.each([
    { count: 1, batchSize: 100, transactions: 1 },
    { count: 250, batchSize: 100, transactions: 3 },
    { count: 40, batchSize: 40, transactions: 1 },
    { count: 41, batchSize: 40, transactions: 2 },
  ])('writes $count documents in $transactions transaction(s) of at most $batchSize', async ({ count, batchSize, transactions }) => {
    const progress: number[] = [];
    const result = await importDocuments(client(), pages(count), { batchSize, onProgress: (p) => progress.push(p.written) });

    expect(result).toMatchObject({ written: count });
    expect(result.transactions).toHaveLength(transactions);
    const posts = mock.requests.filter((r) => r.endpoint === 'mutate');
    expect(posts).toHaveLength(transactions);
    expect(posts.every((r) => r.method === 'POST' && r.path === `/v${SANITY.apiVersion}/data/mutate/${SANITY.dataset}`)).toBe(true);
    expect(posts.every((r) => r.authorization === `Bearer ${TOKEN}`)).toBe(true);
    expect(progress.at(-1)).toBe(count);
    expect(mock.mutations).toHaveLength(count);
    expect(mock.mutations.every((m) => Object.keys(m as object)[0] === 'createOrReplace')).toBe(true);
    expect(mock.documents().map((d) => d._id).sort()).toEqual(pages(count).map((d) => d._id).sort());
  });

  it('replaces existing documents, so a second run converges', async () => {
    await importDocuments(client(), [page(1)]);
    await importDocuments(client(), [page(1, { title: 'Edited' })]);
    expect(mock.documents()).toEqual([expect.objectContaining({ _id: 'page-1', title: 'Edited' })]);
  });

  it('imports drafts as drafts', async () => {
    await importDocuments(client(), [page(1), { ...page(1, { title: 'Draft' }), _id: 'drafts.page-1' }]);
    expect(mock.documents().map((d) => d._id).sort()).toEqual(['drafts.page-1', 'page-1']);
  });

  it('stops with a typed error when the token is refused', async () => {
    await expect(importDocuments(client('wrong'), pages(3))).rejects.toMatchObject({ code: 'content_rejected' });
    expect(mock.documents()).toEqual([]);
  });
});

describe('referencedFirst', () => {
  it.each([
    {
      name: 'a referenced document moves before its referrer',
      docs: [page(1, { related: { _ref: 'page-2' } }), page(2)],
      order: ['page-2', 'page-1'],
    },
    {
      name: 'references nested in arrays count',
      docs: [page(1, { blocks: [{ items: [{ _ref: 'page-3' }] }] }), page(2), page(3)],
      order: ['page-3', 'page-1', 'page-2'],
    },
    { name: 'a cycle keeps every document once', docs: [page(1, { a: { _ref: 'page-2' } }), page(2, { b: { _ref: 'page-1' } })], order: ['page-2', 'page-1'] },
    { name: 'references to unknown ids are ignored', docs: [page(1, { a: { _ref: 'elsewhere' } }), page(2)], order: ['page-1', 'page-2'] },
  ])('$name', ({ docs, order }) => {
    expect(referencedFirst(docs).map((d) => d._id)).toEqual(order);
  });
});

describe('npm run content:import', () => {
  const run = promisify(execFile);
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'content-import-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const script = (args: string[], env: Record<string, string>) =>
    run(process.execPath, ['--import', 'tsx', 'scripts/content-import.ts', ...args], {
      env: { PATH: process.env.PATH ?? '', ...env },
      cwd: fileURLToPath(new URL('../../..', import.meta.url)),
    });

  it('pushes an NDJSON file with progress lines', async () => {
    const file = path.join(dir, 'export.ndjson');
    await writeFile(file, pages(5).map((d) => JSON.stringify(d)).join('\n') + '\n');
    const { stdout } = await script([file, '--batch-size', '2'], {
      SANITY_PROJECT_ID: SANITY.projectId,
      SANITY_DATASET: SANITY.dataset,
      SANITY_API_VERSION: SANITY.apiVersion,
      SANITY_WRITE_TOKEN: TOKEN,
      SANITY_API_HOST: mock.url,
    });
    expect(stdout).toContain(`5 documents from`);
    expect(stdout).toMatch(/batch 1\/3: 2\/5 documents/);
    expect(stdout).toMatch(/batch 3\/3: 5\/5 documents/);
    expect(stdout).toContain('done, 5 documents in 3 transactions');
    expect(mock.documents()).toHaveLength(5);
  });

  it('names the missing variable and writes nothing', async () => {
    const failure = await script([], { SANITY_PROJECT_ID: SANITY.projectId, SANITY_DATASET: SANITY.dataset }).catch((e: unknown) => e);
    expect(failure).toMatchObject({ code: 2, stderr: expect.stringContaining('SANITY_WRITE_TOKEN') });
    expect(mock.requests).toEqual([]);
  });
});
