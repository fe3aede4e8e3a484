// The error screens of spec section 2 as the server renders them: the configured not-found page
// (its title, colour theme and a few products of its collection) with status 404, and the generic
// error with the status and its text.
import request from 'supertest';
import { data } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { LoadContentPage } from '../../src/application/content/load-content-page';
import type { LoadShell } from '../../src/application/catalogue/load-shell';
import { localeByKey } from '../../src/domain/locale';
import { NOT_FOUND_PRODUCT_COUNT } from '../../src/ui/not-found-view';
import { buildTestApp } from '../support/test-app';

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
const cardSkus = (html: string) => [...html.matchAll(/<article class="product-card" data-sku="([^"]+)"/g)].map((m) => m[1]);
const AU = localeByKey('en-au');

/** The real shell with the editors' not-found settings replaced. */
function withNotFoundSettings(notFoundPage: { title: string; colorTheme: { background: string } }, notFoundCollection: string | null) {
  return buildTestApp({
    useCases: (real) => ({
      ...real,
      loadShell: {
        execute: async (shellRequest: Parameters<LoadShell['execute']>[0]) => {
          const shell = await real.loadShell.execute(shellRequest);
          return { ...shell, layout: { ...shell.layout, notFoundPage, notFoundCollection } };
        },
      } as LoadShell,
    }),
  });
}

describe('404: the configured not-found page', () => {
  it('renders the configured title and colour theme, and the first products of the configured collection', async () => {
    const { app, composition } = await withNotFoundSettings({ title: 'Lost in the Mix', colorTheme: { background: '#123456' } }, 'keyboards');
    const res = await request(app).get('/en-au/no/such/page');
    expect(res.status).toBe(404);
    expect(titleOf(res.text)).toMatch(/^Lost in the Mix · /);
    expect(res.text).toContain('<p class="error-screen__eyebrow">Lost in the Mix</p>');
    expect(res.text).toMatch(/class="error-screen error-screen--404" style="background-color:#123456"/);
    expect(res.text).toContain('Oops! This Page Missed a Beat!');
    const expected = await composition.useCases.loadListingProducts.execute({ filter: null, collection: 'keyboards', locale: AU, limit: NOT_FOUND_PRODUCT_COUNT });
    expect(expected).toHaveLength(NOT_FOUND_PRODUCT_COUNT);
    expect(cardSkus(res.text)).toEqual(expected.map((card) => card.sku));
    expect(res.text).toMatch(/href="\/en-au\/collections\/keyboards"/);
  });

  it('the demo content: "Page not found" and products of its not-found collection', async () => {
    const { app, composition } = await buildTestApp();
    const { layout } = await composition.useCases.loadShell.execute({ locale: AU, preview: false });
    const res = await request(app).get('/en-au/definitely-missing');
    expect(res.status).toBe(404);
    expect(titleOf(res.text)).toMatch(/^Page not found · /);
    expect(res.text).toContain(`background-color:${layout.notFoundPage.colorTheme.background}`);
    const expected = await composition.useCases.loadListingProducts.execute({ filter: null, collection: layout.notFoundCollection, locale: AU, limit: NOT_FOUND_PRODUCT_COUNT });
    expect(cardSkus(res.text)).toEqual(expected.map((card) => card.sku));
  });

  it('still answers 404 with the spec texts, and no products, when no collection is configured', async () => {
    const { app } = await withNotFoundSettings({ title: 'Page not found', colorTheme: { background: '#ffffff' } }, null);
    const res = await request(app).get('/nothing-here');
    expect(res.status).toBe(404);
    expect(res.text).toContain('Oops! This Page Missed a Beat!');
    expect(res.text).toMatch(/<a[^>]*href="\/"[^>]*>Back to Homepage<\/a>/);
    expect(cardSkus(res.text)).toEqual([]);
  });

  it('still answers 404 when the collection cannot be loaded', async () => {
    const { app } = await buildTestApp({
      useCases: (real) => ({ ...real, loadListingProducts: { execute: () => Promise.reject(new Error('search down')) } as unknown as typeof real.loadListingProducts }),
    });
    const res = await request(app).get('/nothing-here');
    expect(res.status).toBe(404);
    expect(res.text).toContain('Oops! This Page Missed a Beat!');
    expect(cardSkus(res.text)).toEqual([]);
  });
});

describe('the generic error screen', () => {
  const failingWith = (error: unknown) =>
    buildTestApp({ useCases: (real) => ({ ...real, loadContentPage: { execute: () => Promise.reject(error) } as unknown as LoadContentPage }) });

  it.each([
    { thrown: data('This page has been retired', { status: 410, statusText: 'Gone' }), status: 410, text: 'This page has been retired' },
    { thrown: data(null, { status: 403, statusText: 'Forbidden' }), status: 403, text: 'Forbidden' },
  ])('a $status from a loader answers $status with the status and "$text"', async ({ thrown, status, text }) => {
    const { app } = await failingWith(thrown);
    const res = await request(app).get('/pages/about-us');
    expect(res.status).toBe(status);
    expect(res.text).toContain(`<h1>${status}</h1>`);
    expect(res.text).toContain(`<p>${text}</p>`);
    expect(titleOf(res.text)).toMatch(new RegExp(`^${status} ${text} · `));
    expect(res.text).toMatch(/<a[^>]*href="\/"[^>]*>Back to Homepage<\/a>/);
    expect(res.text).not.toContain('Oops! This Page Missed a Beat!');
  });
});
