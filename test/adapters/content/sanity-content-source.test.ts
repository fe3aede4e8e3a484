import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_QUERIES } from '../../../src/adapters/groq/queries';
import { SanityContentSource } from '../../../src/adapters/sanity/sanity-content-source';
import type { SanityContentConfig, SanityTransportOptions } from '../../../src/adapters/sanity/sanity-client';
import { contentSourceContract, demoDocuments } from '../../contract/content-source.contract';
import { startSanityMockServer, type SanityMockServer } from '../../support/sanity-mock-server';

const CONFIG: SanityContentConfig = { projectId: 'bk7music', dataset: 'production', apiVersion: '2025-02-19', readToken: 'sk-read-token', previewSecret: 'preview-secret' };
const FAST: SanityTransportOptions = { timeoutMs: 400, maxRetries: 2, retryDelayMs: 5 };

const startMock = (documents = demoDocuments()) => startSanityMockServer({ ...CONFIG, documents, token: CONFIG.readToken! });

contentSourceContract('SanityContentSource (@sanity/client against a local Sanity API)', async (documents) => {
  const mock = await startMock([...documents]);
  return { source: new SanityContentSource(CONFIG, { ...FAST, timeoutMs: 5000, apiHost: mock.url }), close: () => mock.close() };
});

describe('SanityContentSource requests', () => {
  let mock: SanityMockServer;
  beforeAll(async () => {
    mock = await startMock();
  });
  afterAll(() => mock.close());
  afterEach(() => {
    mock.heal();
    mock.requests.length = 0;
  });
  const source = (config: Partial<SanityContentConfig> = {}, transport: SanityTransportOptions = {}) =>
    new SanityContentSource({ ...CONFIG, ...config }, { ...FAST, apiHost: mock.url, ...transport });

  it('sends the shared GROQ to the query endpoint with JSON-encoded $params, published perspective and no token', async () => {
    await source().page('about-us', { preview: false });
    expect(mock.requests).toHaveLength(1);
    expect(mock.requests[0]).toMatchObject({
      method: 'GET',
      path: `/v${CONFIG.apiVersion}/data/query/${CONFIG.dataset}`,
      query: CONTENT_QUERIES.pageBySlug,
      rawParams: { $slug: '"about-us"' },
      perspective: 'published',
      authorization: null,
      projectIdHeader: CONFIG.projectId,
      searchParams: expect.objectContaining({ tag: 'storefront.pageBySlug' }),
    });
  });

  it('asks for the drafts perspective with the read token in preview', async () => {
    await source().layout({ preview: true });
    expect(mock.requests[0]).toMatchObject({ query: CONTENT_QUERIES.layout, perspective: 'drafts', authorization: `Bearer ${CONFIG.readToken}`, rawParams: {} });
  });

  it('without a read token, preview asks for drafts but cannot see them', async () => {
    const { readToken: _none, ...withoutToken } = CONFIG;
    const adapter = new SanityContentSource(withoutToken, { ...FAST, apiHost: mock.url });
    const preview = await adapter.page('about-us', { preview: true });
    const published = await adapter.page('about-us', { preview: false });
    expect(mock.requests.map((r) => [r.perspective, r.authorization])).toEqual([['drafts', null], ['published', null]]);
    expect(preview).toEqual(published);
  });

  it('posts a query whose URL would be too long, and still gets the answer', async () => {
    expect(await source().page('x'.repeat(12_000), { preview: false })).toBeNull();
    expect(mock.requests[0]).toMatchObject({ method: 'POST', query: CONTENT_QUERIES.pageBySlug, params: { slug: 'x'.repeat(12_000) }, perspective: 'published' });
  });
});

describe('SanityContentSource failures', () => {
  let mock: SanityMockServer;
  beforeAll(async () => {
    mock = await startMock();
  });
  afterAll(() => mock.close());
  afterEach(() => {
    mock.heal();
    mock.requests.length = 0;
  });
  const adapter = (transport: SanityTransportOptions = {}) => new SanityContentSource(CONFIG, { ...FAST, apiHost: mock.url, ...transport });

  it.each([
    { name: 'a 500', fault: { kind: 'status', status: 500 } as const, code: 'content_unavailable', requests: 1 },
    { name: 'a 503 that persists, after the bounded retries', fault: { kind: 'status', status: 503 } as const, code: 'content_unavailable', requests: 3 },
    { name: 'a 429 that persists, after the bounded retries', fault: { kind: 'status', status: 429 } as const, code: 'content_unavailable', requests: 3 },
    { name: 'a 403', fault: { kind: 'status', status: 403 } as const, code: 'content_rejected', requests: 1 },
    { name: 'an answer slower than the timeout', fault: { kind: 'slow', delayMs: 1500 } as const, code: 'content_timeout', requests: 1 },
    { name: 'a body that is not JSON', fault: { kind: 'malformed-json' } as const, code: 'content_malformed', requests: 1 },
    { name: 'a result of the wrong shape', fault: { kind: 'wrong-shape' } as const, code: 'content_malformed', requests: 1 },
  ])('turns $name into $code', async ({ fault, code, requests }) => {
    mock.fail(fault);
    await expect(adapter().layout({ preview: false })).rejects.toMatchObject({ name: 'ContentSourceError', code });
    expect(mock.requests).toHaveLength(requests);
  });

  it('rides out a 503 that clears within the retry budget', async () => {
    mock.fail({ kind: 'status', status: 503, times: 2 });
    expect((await adapter().layout({ preview: false })).siteTitle).not.toBe('');
    expect(mock.requests).toHaveLength(3);
  });

  it('a refused read token is content_rejected', async () => {
    const wrongToken = new SanityContentSource({ ...CONFIG, readToken: 'stale' }, { ...FAST, apiHost: mock.url });
    await expect(wrongToken.page('about-us', { preview: true })).rejects.toMatchObject({ code: 'content_rejected' });
  });

  it.each([
    { name: 'another dataset', config: { dataset: 'staging' } },
    { name: 'another API version', config: { apiVersion: '2021-10-21' } },
    { name: 'another project', config: { projectId: 'someone-else' } },
  ])('the local API refuses $name, and the adapter reports content_rejected', async ({ config }) => {
    const other = new SanityContentSource({ ...CONFIG, ...config }, { ...FAST, apiHost: mock.url });
    await expect(other.layout({ preview: false })).rejects.toMatchObject({ code: 'content_rejected' });
  });

  it('an unreachable API is content_unavailable', async () => {
    const closed = await startMock([]);
    const url = closed.url;
    await closed.close();
    const unreachable = new SanityContentSource(CONFIG, { ...FAST, apiHost: url });
    await expect(unreachable.layout({ preview: false })).rejects.toMatchObject({ code: 'content_unavailable' });
  });
});
