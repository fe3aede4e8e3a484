// Issue 18: before hydrating, the browser takes the shell's shared data from the hashed file the
// document names; when that file is gone (a copy of the shop whose content has moved on), from the
// locale's root data on the data route, so the page still hydrates.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchSharedRootData, splitRootData } from '../../src/ui/shared-root-data';
import type { RootData } from '../../src/ui/view-models';

const ROOT = {
  layout: { siteTitle: 'Backline Music' },
  categoryData: [{ name: 'Keyboards', href: '/collections/keyboards', productCount: 3, promoteBrand: null, children: [] }],
  locales: [{ key: 'en-au' }],
  stores: [],
  isAuthenticated: true,
  cartCount: 2,
} as unknown as RootData;
const SHARED = splitRootData(ROOT).shared;

afterEach(() => vi.unstubAllGlobals());

function stubFetch(answers: Record<string, { status: number; body: unknown }>) {
  const fetch = vi.fn((url: string) => {
    const answer = answers[url] ?? { status: 404, body: { error: { code: 'not_found', message: 'No such shared data' } } };
    return Promise.resolve(new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } }));
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('fetchSharedRootData', () => {
  it('splits the root data into the shared part and what is personal', () => {
    expect(Object.keys(SHARED).sort()).toEqual(['categoryData', 'layout', 'locales', 'stores']);
    expect(splitRootData(ROOT).rest).toEqual({ isAuthenticated: true, cartCount: 2 });
  });

  it('takes the hashed file the document names', async () => {
    const fetch = stubFetch({ '/_shared/en-au/0123456789abcdef.json': { status: 200, body: SHARED } });
    await expect(fetchSharedRootData('/_shared/en-au/0123456789abcdef.json', '/en-au')).resolves.toEqual(SHARED);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('falls back to the locale root data on the data route when the file answers 404, keeping only the shared part', async () => {
    const fetch = stubFetch({ '/_data/en-au?_route=root': { status: 200, body: ROOT } });
    await expect(fetchSharedRootData('/_shared/en-au/0123456789abcdef.json', '/en-au')).resolves.toEqual(SHARED);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/_shared/en-au/0123456789abcdef.json', '/_data/en-au?_route=root']);
  });

  it('asks the unprefixed data route for the default locale, and fails when neither answers', async () => {
    const fetch = stubFetch({});
    await expect(fetchSharedRootData('/_shared/en-us/0123456789abcdef.json', '')).rejects.toThrow('shared shell data unavailable (404)');
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/_shared/en-us/0123456789abcdef.json', '/_data/?_route=root']);
  });
});
