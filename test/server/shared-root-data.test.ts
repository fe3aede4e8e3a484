// Issue 18, "Rendering itself costs less": the shell's shared data (layout, category tree, locales,
// footer stores) travels once per client as a content-hashed, immutable JSON file the document
// names, not in every page's hydration payload; client navigations still get the whole root data.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { PREVIEW_COOKIE } from '../../src/server/http/preview-routes';
import { buildTestApp } from '../support/test-app';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHARED_KEYS = ['categoryData', 'layout', 'locales', 'stores'];
const PREVIEW_SECRET = 'preview-secret-for-shared-data';

const { app } = await buildTestApp({ env: { PREVIEW_SECRET } });

interface Payload {
  hydration: { loaderData: { root: Record<string, unknown> } };
  sharedData?: string;
}

function payloadOf(html: string): Payload {
  const match = /<script id="__router_payload"[^>]*>(.*?)<\/script>/s.exec(html);
  expect(match, 'router payload').not.toBeNull();
  return JSON.parse(match![1]!) as Payload;
}

async function documentOf(path: string, cookie = '') {
  const res = await request(app).get(path).set('cookie', cookie).expect(200);
  return { html: res.text, payload: payloadOf(res.text) };
}

describe('the shell data shared by every page of a locale', () => {
  it('is left out of the page payload, named by a hashed URL the head preloads, and served immutable with exactly what was left out', async () => {
    const { html, payload } = await documentOf('/');
    const root = payload.hydration.loaderData.root;
    for (const key of SHARED_KEYS) expect(root, key).not.toHaveProperty(key);
    expect(root).toHaveProperty('personal');
    expect(payload.sharedData).toMatch(/^\/_shared\/en-us\/[0-9a-f]{16}\.json$/);
    expect(html).toContain(`<link rel="preload" href="${payload.sharedData}" as="fetch" crossorigin=""/>`);

    const shared = await request(app).get(payload.sharedData!).expect(200);
    expect(shared.headers['cache-control']).toBe(IMMUTABLE);
    expect(shared.headers['content-type']).toMatch(/^application\/json/);
    expect(Object.keys(shared.body as object).sort()).toEqual(SHARED_KEYS);
    // Together they are the root data a client navigation gets from the data route.
    const full = await request(app).get('/_data/').query({ _route: 'root' }).expect(200);
    expect({ ...root, ...(shared.body as object) }).toEqual(full.body);
  });

  it('is one file for every page of the locale, another for another locale', async () => {
    const home = (await documentOf('/')).payload.sharedData;
    const collection = (await documentOf('/collections/guitar-bass')).payload.sharedData;
    const australia = (await documentOf('/en-au')).payload.sharedData;
    expect(collection).toBe(home);
    expect(australia).toMatch(/^\/_shared\/en-au\/[0-9a-f]{16}\.json$/);
    const body = (await request(app).get(australia!).expect(200)).body as { locales: unknown[]; categoryData: unknown[] };
    expect(body.categoryData.length).toBeGreaterThan(0);
  });

  it('is answered by another copy of the shop that has not rendered the page (rebuilt from the same content)', async () => {
    const href = (await documentOf('/en-au')).payload.sharedData!;
    const { app: otherCopy } = await buildTestApp({ env: { PREVIEW_SECRET } });
    const res = await request(otherCopy).get(href).expect(200);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.text).toBe((await request(app).get(href)).text);
  });

  it.each([
    ['a version whose content is not the current one', '/_shared/en-us/0123456789abcdef.json'],
    ['an unknown locale', '/_shared/xx-yy/0123456789abcdef.json'],
    ['a name that is not a hash', '/_shared/en-us/..%2Fmanifest.json'],
  ])('answers 404, never cached, for %s', async (_, path) => {
    const res = await request(app).get(path).set('accept', 'application/json').expect(404);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
  });

  it('stays in the payload of preview pages: draft content never goes into a shared, immutable file', async () => {
    const enter = await request(app).get('/api/preview').query({ secret: PREVIEW_SECRET, slug: '/' });
    const cookie = ([] as string[]).concat(enter.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${PREVIEW_COOKIE}=`))!.split(';')[0]!;
    const { html, payload } = await documentOf('/', cookie);
    expect(payload.sharedData).toBeUndefined();
    expect(html).not.toContain('/_shared/');
    for (const key of SHARED_KEYS) expect(payload.hydration.loaderData.root, key).toHaveProperty(key);
  });
});

describe('the shared data JSON', () => {
  it('is exactly JSON.stringify of the shared data, when its parts are kept by identity and when they are new', async () => {
    const { sharedJson } = await import('../../src/server/ssr/shared-root-store');
    const { splitRootData } = await import('../../src/ui/shared-root-data');
    const root = (await request(app).get('/_data/?_route=root').expect(200)).body as Parameters<typeof splitRootData>[0];
    const { shared } = splitRootData(root);
    expect(Object.keys(shared).sort()).toEqual(SHARED_KEYS);
    expect(sharedJson(shared)).toBe(JSON.stringify(shared));
    // Again with the same objects (their JSON remembered), and with a part that changed.
    expect(sharedJson(shared)).toBe(JSON.stringify(shared));
    const changed = { ...shared, stores: [], locales: shared.locales.slice(0, 1) };
    expect(sharedJson(changed)).toBe(JSON.stringify(changed));
    const { stores: _left, ...missing } = shared;
    expect(sharedJson(missing as typeof shared)).toBe(JSON.stringify(missing));
  });
});
