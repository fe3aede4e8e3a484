// Issue 30, observation 9 (the small ones): ItemList entries name their product; the store map frame sandbox.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { itemListJsonLd } from '../../src/domain/structured-data';
import { buildTestApp } from '../support/test-app';

const { app } = await buildTestApp();
const itemLists = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!)).filter((ld) => ld['@type'] === 'ItemList') as { itemListElement: { name?: unknown; url: string }[] }[];

describe('ItemList entries name their product', () => {
  it('the builder writes position, url and name', () => {
    expect(itemListJsonLd([{ url: 'https://shop.example/products/a', name: 'Fender Strat' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      itemListElement: [{ '@type': 'ListItem', position: 1, url: 'https://shop.example/products/a', name: 'Fender Strat' }],
    });
  });

  it.each(['/collections/guitar-bass', '/pages/new-arrivals'])('%s: every entry has a non-empty name', async (path) => {
    const lists = itemLists((await request(app).get(path)).text);
    expect(lists).toHaveLength(1);
    const entries = lists[0]!.itemListElement;
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.filter((entry) => typeof entry.name !== 'string' || entry.name === '')).toEqual([]);
  });
});

describe("the store page's map frame", () => {
  it('is sandboxed without allow-same-origin beside allow-scripts (the HTML checker flags the pair)', async () => {
    const html = (await request(app).get('/locations/forestville')).text;
    const sandboxes = [...html.matchAll(/<iframe[^>]*\ssandbox="([^"]*)"/g)].map((m) => m[1]);
    expect(sandboxes).toEqual(['allow-scripts allow-popups']);
  });
});
