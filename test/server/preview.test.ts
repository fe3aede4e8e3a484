import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { isValidPreviewToken, previewToken, PREVIEW_COOKIE, PREVIEW_TTL_MS } from '../../src/server/http/preview-routes';
import { localPath } from '../../src/server/http/same-origin';
import { buildTestApp } from '../support/test-app';

const SECRET = 'preview-secret-for-tests';
const DRAFT_TEXT = 'turns 32 this year';
const { app } = await buildTestApp({ env: { PREVIEW_SECRET: SECRET } });
const { app: withoutPreview } = await buildTestApp();

const previewCookieOf = (res: request.Response) =>
  ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((cookie) => cookie.startsWith(`${PREVIEW_COOKIE}=`)) ?? '';

async function enterPreview(slug = '/pages/about-us') {
  const res = await request(app).get('/api/preview').query({ secret: SECRET, slug });
  return { res, cookie: previewCookieOf(res).split(';')[0]! };
}

describe('entering preview: GET /api/preview', () => {
  it('with the configured secret sets an HttpOnly, SameSite=Lax preview cookie and redirects to the slug', async () => {
    const { res } = await enterPreview('/pages/about-us?x=1');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/pages/about-us?x=1');
    const cookie = previewCookieOf(res);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('refuses a wrong or missing secret without setting a cookie', async () => {
    const wrong = await request(app).get('/api/preview').query({ secret: 'guess', slug: '/' });
    expect(wrong.status).toBe(401);
    expect(previewCookieOf(wrong)).toBe('');
    const missing = await request(app).get('/api/preview').query({ slug: '/' });
    expect(missing.status).toBe(400);
    expect(previewCookieOf(missing)).toBe('');
  });

  it.each(['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)', '/%0d%0aSet-Cookie:x=1', 'pages/about-us'])(
    'refuses the foreign or malformed redirect target %s',
    async (slug) => {
      const res = await request(app).get('/api/preview').query({ secret: SECRET, slug });
      if (res.status === 302) {
        expect(res.headers.location?.startsWith('/')).toBe(true);
        expect(res.headers.location?.startsWith('//')).toBe(false);
        expect(res.headers.location).not.toMatch(/[\r\n]/);
      } else {
        expect(res.status).toBe(400);
        expect(res.headers.location).toBeUndefined();
      }
    },
  );

  it('answers 404 when no preview secret is configured', async () => {
    const res = await request(withoutPreview).get('/api/preview').query({ secret: SECRET, slug: '/' });
    expect(res.status).toBe(404);
  });
});

describe('in preview', () => {
  it('pages read drafts, show the loading state for the bar and are never publicly cacheable', async () => {
    const { cookie } = await enterPreview();
    const res = await request(app).get('/pages/about-us').set('cookie', cookie);
    expect(res.status).toBe(200);
    expect(res.text).toContain(DRAFT_TEXT);
    expect(res.text).toContain('Loading preview...');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('client navigations (JSON data) read drafts too', async () => {
    const { cookie } = await enterPreview();
    const res = await request(app).get('/_data/pages/about-us').query({ _route: 'content-page' }).set('cookie', cookie);
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body)).toContain(DRAFT_TEXT);
  });

  it('without the cookie, or with a forged or expired one, pages read published content only', async () => {
    const forged = `${PREVIEW_COOKIE}=${Date.now() + 60_000}.${'A'.repeat(43)}`;
    const expired = `${PREVIEW_COOKIE}=${previewToken(SECRET, Date.now() - 1)}`;
    const otherSecret = `${PREVIEW_COOKIE}=${previewToken('another-secret', Date.now() + 60_000)}`;
    for (const cookie of ['', forged, expired, otherSecret]) {
      const res = await request(app).get('/pages/about-us').set('cookie', cookie);
      expect(res.text).not.toContain(DRAFT_TEXT);
      expect(res.text).not.toContain('Loading preview...');
    }
  });
});

describe('leaving preview: POST /api/preview', () => {
  it('clears the cookie and redirects to the posted same-origin slug', async () => {
    const { cookie } = await enterPreview();
    const res = await request(app).post('/api/preview').set('cookie', cookie).type('form').send({ slug: '/en-au/pages/about-us' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/en-au/pages/about-us');
    expect(previewCookieOf(res)).toMatch(new RegExp(`^${PREVIEW_COOKIE}=;.*Expires=Thu, 01 Jan 1970`, 'i'));
  });

  it.each(['https://evil.example/', '//evil.example', '/\\evil.example'])('refuses the foreign slug %s (no open redirect), still leaving preview', async (slug) => {
    const { cookie } = await enterPreview();
    const res = await request(app).post('/api/preview').set('cookie', cookie).type('form').send({ slug });
    expect(res.status).toBe(400);
    expect(res.headers.location).toBeUndefined();
    expect(previewCookieOf(res)).toMatch(new RegExp(`^${PREVIEW_COOKIE}=;`));
  });
});

describe('localPath (the preview redirect target)', () => {
  it.each([
    ['/', '/'],
    ['/pages/about-us', '/pages/about-us'],
    ['/en-gb/products/x?obx=1#top', '/en-gb/products/x?obx=1#top'],
    ['/a/../b', '/b'],
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['https://evil.example', null],
    ['javascript:alert(1)', null],
    ['relative/path', null],
    ['/tab\there', null],
    ['', null],
    [undefined, null],
  ])('%s -> %s', (input, expected) => {
    expect(localPath(input)).toBe(expected);
  });
});

describe('preview token', () => {
  const now = 1_800_000_000_000;
  it('is valid until it expires, only under its own secret, and not when altered', () => {
    const token = previewToken(SECRET, now + PREVIEW_TTL_MS);
    expect(isValidPreviewToken(SECRET, token, now)).toBe(true);
    expect(isValidPreviewToken(SECRET, token, now + PREVIEW_TTL_MS)).toBe(false);
    expect(isValidPreviewToken('other', token, now)).toBe(false);
    expect(isValidPreviewToken(SECRET, token.replace(/^\d/, '9'), now)).toBe(false);
    expect(isValidPreviewToken(SECRET, undefined, now)).toBe(false);
    expect(isValidPreviewToken(SECRET, 'garbage', now)).toBe(false);
  });
});
