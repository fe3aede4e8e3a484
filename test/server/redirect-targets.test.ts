// Issue 30, observation 8: every redirect target is a same-origin path after normalisation. One
// function decides (localPath); the table holds the hostile targets of the issue and their near
// neighbours that stay on the site.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { localPath } from '../../src/server/http/same-origin';
import { buildTestApp } from '../support/test-app';

const SECRET = 'preview-secret-for-redirect-tests';
const { app } = await buildTestApp({ env: { PREVIEW_SECRET: SECRET } });

/** A GET whose path reaches the server byte for byte (supertest's URL parsing turns '\\' into '/'). */
function rawGet(path: string): Promise<{ status: number; location: string | undefined }> {
  const server = app.listen(0);
  return new Promise((resolve, reject) => {
    server.once('listening', () => {
      const { port } = server.address() as AddressInfo;
      const req = httpRequest({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
        res.resume();
        res.on('end', () => {
          server.close();
          resolve({ status: res.statusCode ?? 0, location: res.headers.location });
        });
      });
      req.on('error', (error) => {
        server.close();
        reject(error);
      });
      req.end();
    });
  });
}

const HOSTILE = [
  '//x',
  '/\\x',
  '\\\\x',
  '/..//x',
  '/a/../..//x',
  '/./\\x',
  '%2F%2Fx',
  '/%2F%2Fx',
  '/%2f/x',
  '/%5Cx',
  '/%5C%5Cx',
  'https:x',
  'https://x',
  'javascript:alert(1)',
  '/\t/x',
  '\t//x',
  '/\n/x',
  '/\r\n/x',
  '/x\r\nSet-Cookie: a=1',
  '/%0d%0aSet-Cookie:a=1',
  'x',
  '',
];

describe('localPath: the one check of a redirect target', () => {
  it.each(HOSTILE)('refuses %j', (target) => {
    expect(localPath(target)).toBeNull();
  });

  it.each([
    ['/', '/'],
    ['/x', '/x'],
    ['/x//y', '/x//y'],
    ['/a/../b', '/b'],
    ['/..', '/'],
    ['/en-gb/products/x?obx=1#top', '/en-gb/products/x?obx=1#top'],
    ['/search?search[query]=a//b', '/search?search[query]=a//b'],
  ])('keeps the same-origin path %j as %j', (target, expected) => {
    expect(localPath(target)).toBe(expected);
  });

  it.each([[undefined], [null], [42], ['/' + 'a'.repeat(2_048)]])('refuses %j (not a string, or too long)', (target) => {
    expect(localPath(target)).toBeNull();
  });
});

describe('redirects never leave the shop', () => {
  it.each(HOSTILE.filter((slug) => slug !== ''))('leaving preview with slug %j answers 400 with no Location', async (slug) => {
    const res = await request(app).post('/api/preview').type('form').send({ slug });
    expect(res.status).toBe(400);
    expect(res.headers.location).toBeUndefined();
  });

  it.each(HOSTILE.filter((slug) => slug !== ''))('entering preview with the secret and slug %j answers 400 with no Location', async (slug) => {
    const res = await request(app).get('/api/preview').query({ secret: SECRET, slug });
    expect(res.status).toBe(400);
    expect(res.headers.location).toBeUndefined();
  });

  it.each(['/\\evil.example/', '/%2F%2Fevil.example/', '/%5Cevil.example/', '/en-us/\\evil.example/'])('GET %s is not redirected off the site (a 404 page)', async (path) => {
    const res = await rawGet(path);
    expect(res.status).toBe(404);
    expect(res.location).toBeUndefined();
  });

  it.each([
    ['/pages/about-us/', '/pages/about-us'],
    ['/en-us/pages/about-us', '/pages/about-us'],
    ['//evil.example/', '/evil.example'],
  ])('GET %s keeps its canonical redirect to %s', async (path, location) => {
    const res = await request(app).get(path);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(location);
  });

  it.each(['/..//evil.example', '/\\evil.example', '%2F%2Fevil.example'])('a cart form with redirectTo %j goes back to the cart instead', async (redirectTo) => {
    const res = await request(app).post('/cart').type('form').send({ intent: 'toggleCartCarouselVisible', redirectTo });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/cart');
  });
});
