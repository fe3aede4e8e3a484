// Issue 33 (the designer's review: 'the 404's usefulness'): beside the way home and the latest
// picks, a 404 offers a search of the whole shop (a plain GET of the results page, so it works
// without JavaScript) and the header's departments as links, under every market's prefix.
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Express } from 'express';
import { buildTestApp } from '../support/test-app';

let app: Express;
beforeAll(async () => {
  app = (await buildTestApp()).app;
});

const DEPARTMENTS = ['Guitar &amp; Bass', 'Keyboards', 'Drums &amp; Percussion', 'Live Sound &amp; PA', 'Lighting', 'Studio &amp; Recording', 'DJ Equipment', 'Headphones', 'Accessories'];
const slice = (html: string, start: string, end: string) => html.slice(html.indexOf(start), html.indexOf(end, html.indexOf(start)) + end.length);

describe('a 404 shows the ways on', () => {
  it.each([
    ['/en-au/no-such-page-here', '/en-au'],
    ['/en-gb/no-such-page-here', '/en-gb'],
    ['/no-such-page-here', ''],
    ['/en-au/products/no-such-product', '/en-au'],
  ])('%s: a search form to %s/search and the nine departments', async (path, prefix) => {
    const res = await request(app).get(path);
    expect(res.status).toBe(404);
    const wayOn = slice(res.text, '<div class="error-screen__way-on">', '</nav>');
    // Named by its label: the header's search is a search landmark too, and two alike are one too many (axe's landmark-unique).
    const labelId = /<form role="search" aria-labelledby="([^"]+)" class="error-screen__search" action="([^"]*)" method="get">/.exec(wayOn);
    expect(labelId?.[2]).toBe(`${prefix}/search`);
    expect(wayOn).toContain(`id="${labelId?.[1]}" class="error-screen__search-label">Looking for something in particular?</label>`);
    const input = /<input id="[^"]+" type="search"[^>]*>/.exec(wayOn)?.[0];
    expect(input).toContain('name="search[query]"');
    expect(wayOn).toContain('<button type="submit" class="button button--secondary">Search</button>');
    const departments = [...wayOn.matchAll(/<a class="error-screen__department" href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map(([, href, name]) => [href, name]);
    expect(departments.map(([, name]) => name)).toEqual(DEPARTMENTS);
    expect(departments[0]![0]).toBe(`${prefix}/collections/guitar-bass`);
  });
});
