// Issue 33, the designer's review of the store page: 'no store photo', and the map frame showing a
// broken box where it cannot load. A store page now shows the store's front and a street map, both
// SVG drawn from the store's own data (no network), and the interactive map frame loads only when
// asked for (a closed <details>, so a lazy frame stays unloaded, with or without JavaScript). The
// pictures are server-rendered islands: their drawing code is fetched after load.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { streetOf } from '../../src/ui/content/store-pictures';
import { buildTestApp } from '../support/test-app';

const { app } = await buildTestApp();

describe('a store page draws the store', () => {
  it.each([
    ['melbourne-fitzroy', 'Melbourne Fitzroy', 'Brunswick Street', ['Train', 'Tram', 'Bus']],
    ['sydney-alexandria', 'Sydney Alexandria', 'Euston Road', ['Train', 'Bus']],
  ])('/locations/%s: its front with both names on the fascia, and a map of its street with its pin and its transport', async (slug, name, street, transport) => {
    const page = (await request(app).get(`/en-au/locations/${slug}`).expect(200)).text;
    const front = /<svg class="store-page__front"[\s\S]*?<\/svg>/.exec(page)?.[0] ?? '';
    expect(front).toContain(`role="img" aria-label="The front of Backline Music ${name}"`);
    expect(front).toContain('>BACKLINE MUSIC</text>');
    expect(front).toContain(`>${name.toUpperCase()}</text>`);
    const map = /<svg class="store-page__static-map"[\s\S]*?<\/svg>/.exec(page)?.[0] ?? '';
    expect(map).toContain(`role="img" aria-label="Map: ${name} on ${street}"`);
    expect(map).toContain(`>${street.toUpperCase()}</text>`);
    expect(map).toContain(`>${name}</text>`);
    expect([...map.matchAll(/>(Train|Tram|Bus)<\/text>/g)].map((m) => m[1])).toEqual(transport);
  });

  it('the picture comes before the first fact card, beside the name and a way there', async () => {
    const page = (await request(app).get('/en-au/locations/melbourne-fitzroy').expect(200)).text;
    expect(page.indexOf('class="store-page__front"')).toBeGreaterThan(page.indexOf('<h1>Melbourne Fitzroy</h1>'));
    expect(page.indexOf('class="store-page__front"')).toBeLessThan(page.indexOf('id="store-contact"'));
    expect(page).toMatch(/<a class="button" href="https:\/\/www\.google\.com\/maps\/search\/\?api=1&amp;query=210%20Brunswick%20Street[^"]*"[^>]*>Get directions<\/a>/);
    expect(page).toContain('<a class="button button--secondary" href="tel:0355501061">Call the store</a>');
  });

  it('the interactive map frame sits in a closed disclosure under the map picture, so it loads only when asked for', async () => {
    const page = (await request(app).get('/en-au/locations/melbourne-fitzroy').expect(200)).text;
    expect(page).toMatch(/<details class="store-page__map-live"><summary class="button button--secondary">Show interactive map<\/summary><iframe class="store-page__map" title="Map of Melbourne Fitzroy" src="https:\/\/maps\.google\.com\//);
  });
});

describe("a store's street from its first address line", () => {
  it.each([
    ['210 Brunswick Street', 'Brunswick Street'],
    ['40 Euston Road', 'Euston Road'],
    ['12A Smith Road', 'Smith Road'],
    ['Shop 3/45 King Street', 'King Street'],
    ['Brunswick Street', 'Brunswick Street'],
    ['300', '300'],
  ])('%s -> %s', (line, street) => {
    expect(streetOf(line)).toBe(street);
  });
});

describe('about us ends with the main stores, drawn', () => {
  it("/pages/about-us: 'Visit us' with each main store's front, name and address, linking to its page", async () => {
    const page = (await request(app).get('/en-au/pages/about-us').expect(200)).text;
    const section = /<section class="content-page__stores"[\s\S]*?<\/section>/.exec(page)?.[0] ?? '';
    expect(section).toContain('<h2 id="content-page-stores">Visit us</h2>');
    const stores = [...section.matchAll(/<a class="content-page__store" href="([^"]+)"[^>]*><div id="[^"]+" class="lazy-island"><svg class="store-page__front"[^>]*aria-label="([^"]+)"[\s\S]*?<\/svg><\/div><strong>([^<]+)<\/strong><span>([^<]+)<\/span><\/a>/g)].map((m) => m.slice(1));
    expect(stores).toEqual([
      ['/en-au/locations/forestville', 'The front of Backline Music Forestville', 'Forestville', '120 Leader Street, Forestville SA 5035'],
      ['/en-au/locations/adelaide-city', 'The front of Backline Music Adelaide City', 'Adelaide City', '88 Grenfell Street, Adelaide SA 5000'],
    ]);
  });

  it('another content page does not show them', async () => {
    const page = (await request(app).get('/en-au/pages/delivery-info').expect(200)).text;
    expect(page).not.toContain('content-page__stores');
  });
});
