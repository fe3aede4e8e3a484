// Issue 31: a catalogue or content change purges exactly the pages that show it, by the surrogate
// keys pages carry (src/server/http/edge-caching.ts).
import { describe, expect, it } from 'vitest';
import { RecordingEdgePurge } from '../../../src/application/edge/edge-purge';
import { PurgeChangedPages, type PageChange } from '../../../src/application/edge/purge-changed-pages';
import { VarnishEdgePurge } from '../../../src/adapters/varnish/varnish-edge-purge';

describe('the keys a change purges', () => {
  it.each<[string, PageChange, string[]]>([
    ['a products/update with two variants and its handle', { variantIds: ['gid://shopify/ProductVariant/11', 'gid://shopify/ProductVariant/12'], productHandles: ['fender-strat'] }, ['variant:11', 'variant:12', 'product:fender-strat']],
    ['an inventory level naming no variant', { variantIds: [], inventoryItemIds: ['900'] }, ['catalogue']],
    ['an inventory level tied to its variant', { variantIds: ['gid://shopify/ProductVariant/7'], inventoryItemIds: ['900'] }, ['variant:7']],
    ['a content document and the menus', { variantIds: [], contentSlugs: ['about-us', '*'] }, ['content:about-us', 'content']],
    ['a handle with a space and a quote', { variantIds: [], productHandles: ["o'brien amp"] }, ['product:o_brien_amp']],
    ['a variant id that is not a Shopify variant gid', { variantIds: ['gid://shopify/Product/3'] }, []],
    ['nothing', { variantIds: [] }, []],
  ])('%s', async (_name, change, keys) => {
    const edge = new RecordingEdgePurge();
    expect(await new PurgeChangedPages(edge).execute(change)).toEqual(keys);
    expect(edge.purged).toEqual(keys.length ? [keys] : []);
  });
});

describe('the Varnish purge adapter', () => {
  it('sends PURGE with Surrogate-Key to every Varnish, 100 keys a request', async () => {
    const sent: { url: string; method: string; keys: string }[] = [];
    const fetcher = (async (url: string, init: RequestInit) => {
      sent.push({ url, method: String(init.method), keys: new Headers(init.headers).get('surrogate-key') ?? '' });
      return new Response('Purged', { status: 200 });
    }) as typeof fetch;
    const keys = Array.from({ length: 101 }, (_, i) => `variant:${i}`);
    await new VarnishEdgePurge({ urls: ['http://10.0.0.1:6081/', 'http://10.0.0.2:6081/'], fetch: fetcher }).purge(keys);
    expect(sent.map((s) => [s.url, s.method, s.keys.split(' ').length])).toEqual([
      ['http://10.0.0.1:6081/', 'PURGE', 100],
      ['http://10.0.0.1:6081/', 'PURGE', 1],
      ['http://10.0.0.2:6081/', 'PURGE', 100],
      ['http://10.0.0.2:6081/', 'PURGE', 1],
    ]);
  });

  it('a Varnish that refuses or does not answer is reported and the others still purge', async () => {
    const failures: string[] = [];
    const fetcher = (async (url: string) => {
      if (url.includes('down')) throw new Error('connect ECONNREFUSED');
      return new Response('Forbidden', { status: 403 });
    }) as typeof fetch;
    await new VarnishEdgePurge({ urls: ['http://down:6081/', 'http://up:6081/'], fetch: fetcher, onFailure: (url, reason) => failures.push(`${url} ${reason}`) }).purge(['content']);
    expect(failures).toEqual(['http://down:6081/ connect ECONNREFUSED', 'http://up:6081/ answered 403']);
  });
});
