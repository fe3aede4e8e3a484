// Issue 17, observation 10: a price range from the URL follows one rule (src/domain/price-filter.ts
// priceRangeFromUrl): a bound out of the spec's $0.50-$42999, or not finite, shows the spec's
// message at the price filter and does not filter the listing; the quick buttons show only where
// they would find products.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { RANGE_MAX_ERROR, RANGE_MIN_ERROR, RANGE_NON_FINITE_ERROR } from '../../src/domain/price-filter';
import { buildTestApp } from '../support/test-app';
import { catalogueOf, categoryHandles, dataPath, listingOf } from './search-support';

const { app, config } = await buildTestApp();
const page = (range: string) => request(app).get(`/collections/guitar-bass?${new URLSearchParams({ 'category[range][price]': range })}`);
const data = (range: string) => request(app).get(dataPath(`/collections/guitar-bass?${new URLSearchParams({ 'category[range][price]': range })}`, 'collection'));
const htmlText = (html: string) => html.replace(/&#x27;|&#39;/g, "'");
const priceFilterOf = (html: string) => htmlText(/<div class="price-filter">([\s\S]*?class="price-filter__range"[\s\S]*?)<\/form>/.exec(html)?.[1] ?? '');
const unfiltered = (await data('')).body.totalHits as number;

describe('a price range from the URL', () => {
  it.each<[string, string | null, number | 'fewer']>([
    ['0.49:', RANGE_MIN_ERROR, unfiltered],
    ['0.5:', null, unfiltered],
    ['-100:', RANGE_MIN_ERROR, unfiltered],
    [':42999.01', RANGE_MAX_ERROR, unfiltered],
    [':42999', null, unfiltered],
    [':99999', RANGE_MAX_ERROR, unfiltered],
    ['abc:', RANGE_NON_FINITE_ERROR, unfiltered],
    ['1e999:', RANGE_NON_FINITE_ERROR, unfiltered],
    ['200:500', null, 'fewer'],
  ])('%s: message %j at the price filter, %s results', async (range, message, count) => {
    const res = await page(range);
    expect(res.status).toBe(200);
    const filter = priceFilterOf(res.text);
    expect(filter).toContain('Min price');
    for (const m of [RANGE_MIN_ERROR, RANGE_MAX_ERROR, RANGE_NON_FINITE_ERROR]) {
      if (m === message) expect(filter).toContain(`role="alert">${m}`);
      else expect(filter).not.toContain(m);
    }
    const listing = (await data(range)).body;
    if (count === 'fewer') {
      expect(listing.totalHits).toBeGreaterThan(0);
      expect(listing.totalHits).toBeLessThan(unfiltered);
    } else expect(listing.totalHits).toBe(count);
    expect(listing.price.errors).toEqual(message ? [message] : []);
  });

  it('the other bound still filters, unclamped: 0.49:500 is "Up to $500"', async () => {
    const listing = listingOf(await data('0.49:500'));
    expect(listing.state.range.price).toEqual({ max: 500 });
    expect(listing.activeFilters.map((f) => f.label)).toContain('Price: Up to $500');
    expect(listing.price.errors).toEqual([RANGE_MIN_ERROR]);
  });

  it('50000:99999 is not clamped to $42,999 - $42,999: the max is refused with its message', async () => {
    const listing = listingOf(await data('50000:99999'));
    expect(listing.state.range.price).toEqual({ min: 50000 });
    expect(listing.activeFilters.map((f) => f.label).join()).not.toContain('$42,999 - $42,999');
    expect(listing.price.errors).toEqual([RANGE_MAX_ERROR]);
  });
});

describe('price quick buttons', () => {
  it('only those that would find products: a listing whose prices start above $200 has no "Up to $200"', async () => {
    let found: ReturnType<typeof listingOf> | null = null;
    for (const handle of categoryHandles(catalogueOf(config))) {
      const listing = listingOf(await request(app).get(dataPath(`/collections/${handle}`, 'collection')));
      if (listing.totalHits > 0 && listing.price.bounds.min > 200) {
        found = listing;
        break;
      }
    }
    expect(found).not.toBeNull();
    const labels = found!.price.buttons.map((b) => b.label);
    expect(labels).not.toContain('Up to $200');
    expect(labels.length).toBeGreaterThan(0);
  });

  it.each(['', '1000:'])('every button shown on the listing (price range %j) finds products', async (current) => {
    const listing = listingOf(await data(current));
    expect(listing.price.buttons.length).toBeGreaterThan(0);
    for (const button of listing.price.buttons) {
      const range = `${button.min ?? ''}:${button.max ?? ''}`;
      expect((await data(range)).body.totalHits, button.label).toBeGreaterThan(0);
    }
  });
});
