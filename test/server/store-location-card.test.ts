// Issue 33, observation 4: a store page showed about 560 px of blank where the map frame could not
// load. Now a styled location card (address, today's hours, an 'Open in Maps' link) stands beside a
// smaller map frame, so the way to the store never depends on the frame.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../support/test-app';

const { app } = await buildTestApp();

describe('store page location card', () => {
  it.each([
    ['melbourne-fitzroy', 'Fitzroy'],
    ['sydney-alexandria', 'Alexandria'],
  ])('/locations/%s has an Open in Maps link to a maps search for its address', async (slug, suburb) => {
    const res = await request(app).get(`/locations/${slug}`).set('accept', 'text/html');
    expect(res.status).toBe(200);
    const card = /<section class="store-page__location"[\s\S]*?<\/section>/.exec(res.text)?.[0] ?? '';
    expect(card).toContain('<h2 id="store-location">Find us</h2>');
    const link = /<a class="button button--secondary" href="(https:\/\/www\.google\.com\/maps\/search\/\?api=1&amp;query=[^"]+)"[^>]*>Open in Maps<\/a>/.exec(card)?.[1] ?? '';
    expect(decodeURIComponent(link.replace(/&amp;/g, '&'))).toContain(suburb);
    expect(card).toMatch(/<iframe[^>]*class="store-page__map"/);
  });
});
