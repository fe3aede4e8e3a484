// Issue 31: content changes purge exactly the pages showing the changed document. Sanity's webhook
// (POST /webhooks/sanity) is signed over `<timestamp>.<body>`; a stale, missing or wrong signature
// is refused before the body is read, a body that is not a content change is refused, and refusals
// are limited per IP. The purge goes through PurgeChangedPages to the edge.
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { RecordingEdgePurge } from '../../src/application/edge/edge-purge';
import { PurgeChangedPages } from '../../src/application/edge/purge-changed-pages';
import { pageChangeOfContent } from '../../src/adapters/sanity/sanity-webhook-payload';
import { surrogateKeysOf } from '../../src/server/http/edge-caching';
import { DEFAULT_RATE_LIMITS } from '../../src/server/http/rate-limit';
import { isSanitySigned, sanitySignature } from '../../src/server/http/sanity-signature';
import { sanityWebhookRoutes } from '../../src/server/http/sanity-webhook-routes';

const SECRET = 'sanity-webhook-secret-0123456789';
const NOW = Date.parse('2026-11-27T12:00:00Z');

describe('the keys a content document purges', () => {
  it.each<[string, { _id: string; _type: string; slug?: string | null }, string[]]>([
    ['the site settings (menus, footer)', { _id: 'siteSettings', _type: 'settings' }, ['content']],
    ['a store (the footer lists the stores)', { _id: 'store-melbourne', _type: 'store', slug: 'melbourne' }, ['content']],
    ['the home page', { _id: 'home', _type: 'home' }, ['content:home']],
    ['a page', { _id: 'page-about-us', _type: 'page', slug: 'about-us' }, ['content:about-us']],
    ['a category', { _id: 'category-1', _type: 'category', slug: 'guitar-bass' }, ['collection:guitar-bass']],
    ['a page without a slug', { _id: 'page-x', _type: 'page', slug: null }, []],
    ['a draft of a page', { _id: 'drafts.page-about-us', _type: 'page', slug: 'about-us' }, []],
    ['a type no page shows', { _id: 'img-1', _type: 'sanity.imageAsset' }, []],
  ])('%s', async (_name, document, keys) => {
    const change = pageChangeOfContent(document);
    const edge = new RecordingEdgePurge();
    expect(change ? await new PurgeChangedPages(edge).execute(change) : []).toEqual(keys);
  });

  it.each([
    ['/', 'content:home'],
    ['/en-au', 'content:home'],
    ['/showtime-sale', 'content:showtime-sale'],
    ['/pages/locations', 'content:locations'],
  ])('the page at %s carries %s', (path, key) => {
    expect(surrogateKeysOf(path, 'en-us', null)).toContain(key);
  });

  it.each(['/products/x', '/pages/about-us', '/collections/home'])('the page at %s does not carry content:home', (path) => {
    expect(surrogateKeysOf(path, 'en-us', null)).not.toContain('content:home');
  });
});

describe("Sanity's webhook signature", () => {
  const body = Buffer.from('{"_id":"home","_type":"home"}');
  it.each<[string, string | undefined, string | null, boolean]>([
    ['signed now', sanitySignature(body, SECRET, NOW), SECRET, true],
    ['signed 4 min 59 s ago', sanitySignature(body, SECRET, NOW - 299_000), SECRET, true],
    ['signed 5 min 1 s ago', sanitySignature(body, SECRET, NOW - 301_000), SECRET, false],
    ['signed 5 min 1 s ahead', sanitySignature(body, SECRET, NOW + 301_000), SECRET, false],
    ['signed with another secret', sanitySignature(body, 'another-secret-0123456789', NOW), SECRET, false],
    ['no header', undefined, SECRET, false],
    ['not t=…,v1=…', 'v1=abc', SECRET, false],
    ['no secret configured', sanitySignature(body, SECRET, NOW), null, false],
  ])('%s: %s', (_name, header, secret, signed) => {
    expect(isSanitySigned(body, header, secret, NOW)).toBe(signed);
  });

  it('covers the body: another body under the same header is refused', () => {
    expect(isSanitySigned(Buffer.from('{"_id":"home","_type":"settings"}'), sanitySignature(body, SECRET, NOW), SECRET, NOW)).toBe(false);
  });
});

describe('POST /webhooks/sanity', () => {
  function webhookApp(limit = { limit: 100, windowMs: 60_000 }) {
    const edge = new RecordingEdgePurge();
    const purge = new PurgeChangedPages(edge);
    const app = express();
    app.use(sanityWebhookRoutes({ secret: SECRET, purge: (change) => purge.execute(change), clock: () => NOW, limit }));
    return { app, edge };
  }
  const send = (app: express.Express, body: string, signature = sanitySignature(Buffer.from(body), SECRET, NOW)) =>
    request(app).post('/webhooks/sanity').set('content-type', 'application/json').set('sanity-webhook-signature', signature).send(body);

  it('by default lets 30 refusals per IP in 10 minutes through', () => {
    expect(DEFAULT_RATE_LIMITS.contentWebhooks).toEqual({ limit: 30, windowMs: 600_000 });
  });

  it('a published page purges the pages carrying its key, before answering', async () => {
    const { app, edge } = webhookApp();
    const res = await send(app, JSON.stringify({ _id: 'page-about-us', _type: 'page', slug: 'about-us' })).expect(200);
    expect(res.body).toEqual({ ok: true, purged: ['content:about-us'] });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(edge.purged).toEqual([['content:about-us']]);
  });

  it('a draft answers 200 and purges nothing', async () => {
    const { app, edge } = webhookApp();
    expect((await send(app, JSON.stringify({ _id: 'drafts.home', _type: 'home' })).expect(200)).body).toEqual({ ok: true, purged: [] });
    expect(edge.purged).toEqual([]);
  });

  it.each<[string, string, string | undefined, number]>([
    ['an unsigned delivery', '{"_id":"home","_type":"home"}', '', 401],
    ['a delivery signed six minutes ago', '{"_id":"home","_type":"home"}', sanitySignature(Buffer.from('{"_id":"home","_type":"home"}'), SECRET, NOW - 360_000), 401],
    ['a body that is not JSON', 'not json', undefined, 400],
    ['a body without a type', '{"_id":"home"}', undefined, 400],
    ['a slug that is not a string', '{"_id":"p","_type":"page","slug":{"current":"x"}}', undefined, 400],
  ])('%s is refused with %i and purges nothing', async (_name, body, signature, status) => {
    const { app, edge } = webhookApp();
    expect((await send(app, body, signature)).status).toBe(status);
    expect(edge.purged).toEqual([]);
  });

  it('past 3 refusals from one IP answers 429; signed deliveries never count', async () => {
    const { app } = webhookApp({ limit: 3, windowMs: 60_000 });
    for (let i = 0; i < 5; i++) expect((await send(app, JSON.stringify({ _id: 'home', _type: 'home' }))).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await send(app, '{}', 'bad')).status).toBe(401);
    expect((await send(app, JSON.stringify({ _id: 'home', _type: 'home' }))).status).toBe(429);
  });
});
