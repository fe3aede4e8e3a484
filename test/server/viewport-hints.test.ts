import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../support/test-app';

const { app } = await buildTestApp();
const cardsIn = (html: string) => (html.match(/<article class="product-card"/g) ?? []).length;

describe('listing page size by viewport client hint (decisions.md)', () => {
  it.each([
    ['no hint', {}, 20],
    ['599 px', { 'Sec-CH-Viewport-Width': '599' }, 20],
    ['600 px', { 'Sec-CH-Viewport-Width': '600' }, 24],
    ['1199 px', { 'Sec-CH-Viewport-Width': '1199' }, 24],
    ['1200 px', { 'Sec-CH-Viewport-Width': '1200' }, 20],
    ['legacy Viewport-Width 800', { 'Viewport-Width': '800' }, 24],
    ['a malformed hint', { 'Sec-CH-Viewport-Width': '8e2px' }, 20],
  ])('%s renders %i products on the first page', async (_label, headers, expected) => {
    const res = await request(app).get('/collections/guitar-bass').set(headers);
    expect(res.status).toBe(200);
    expect(cardsIn(res.text)).toBe(expected);
  });

  it('asks for the hint and says pages vary by it', async () => {
    const res = await request(app).get('/collections/guitar-bass');
    expect(res.headers['accept-ch']).toContain('Sec-CH-Viewport-Width');
    expect(res.headers.vary).toContain('Sec-CH-Viewport-Width');
  });

});
