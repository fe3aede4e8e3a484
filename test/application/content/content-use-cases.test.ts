import { describe, expect, it } from 'vitest';
import type { HomeContent } from '../../../src/application/content/content';
import { LoadContentPage } from '../../../src/application/content/load-content-page';
import { LoadHomePage } from '../../../src/application/content/load-home-page';
import { LoadListingProducts } from '../../../src/application/search/load-listing-products';
import { LoadSitemap } from '../../../src/application/catalogue/load-sitemap';
import { LoadStorePage } from '../../../src/application/content/load-store-page';
import { LoadStores } from '../../../src/application/content/load-stores';
import { localeByKey } from '../../../src/domain/locale';
import { aCard, aCategoryNode, aPage, aStoreWithHours, fakeCatalog, FakeContentSource, FakeProductSearch } from './content-fakes';

const STORE_HOURS = { weekdays: '9:30am - 5:30pm', saturday: '10am - 3pm', sunday: 'Closed' };
const adelaide = aStoreWithHours('adelaide-city', 'Australia/Adelaide', STORE_HOURS, true);
const perth = aStoreWithHours('perth', 'Australia/Perth', { weekdays: '10am - 6pm', saturday: '10am - 5pm', sunday: '12pm - 4pm' });
const broken = aStoreWithHours('broken', 'Mars/Olympus_Mons', STORE_HOURS);
const content = new FakeContentSource({ stores: [adelaide, perth, broken] });

describe('LoadStorePage', () => {
  const load = new LoadStorePage(content);

  it.each([
    // 2026-11-23 is a Monday. Adelaide is UTC+10:30 in summer, Perth UTC+8.
    ['Monday 10:00 in Adelaide', 'adelaide-city', '2026-11-22T23:30:00Z', true, '9:30am - 5:30pm'],
    ['Monday 9:29 in Adelaide', 'adelaide-city', '2026-11-22T22:59:00Z', false, '9:30am - 5:30pm'],
    ['Monday 17:30 in Adelaide (closing minute)', 'adelaide-city', '2026-11-23T07:00:00Z', false, '9:30am - 5:30pm'],
    ['Sunday noon in Adelaide (closed)', 'adelaide-city', '2026-11-22T01:30:00Z', false, 'Closed'],
    ['Monday 9:00 in Perth while Adelaide is open', 'perth', '2026-11-23T01:00:00Z', false, '10am - 6pm'],
    ['Sunday 13:00 in Perth', 'perth', '2026-11-22T05:00:00Z', true, '12pm - 4pm'],
  ])('%s', async (_label, slug, instant, openNow, todayHours) => {
    const page = await load.execute({ slug, preview: false, now: new Date(instant) });
    expect(page?.openNow).toBe(openNow);
    expect(page?.todayHours).toBe(todayHours);
  });

  it('a store with an unknown time zone shows no "open now" rather than a wrong one', async () => {
    const page = await load.execute({ slug: 'broken', preview: false, now: new Date('2026-11-23T01:00:00Z') });
    expect(page?.store.slug).toBe('broken');
    expect(page?.openNow).toBeNull();
  });

  it('an unknown slug is null (the page answers 404)', async () => {
    expect(await load.execute({ slug: 'nowhere', preview: false, now: new Date() })).toBeNull();
  });
});

describe('LoadStores', () => {
  it('lists every store, or only the two main stores for the footer', async () => {
    const load = new LoadStores(content);
    const now = new Date('2026-11-23T01:00:00Z');
    expect((await load.execute({ preview: false, mainOnly: false, now })).map((s) => s.store.slug)).toEqual(['adelaide-city', 'perth', 'broken']);
    const main = await load.execute({ preview: false, mainOnly: true, now });
    expect(main.map((s) => [s.store.slug, s.openNow])).toEqual([['adelaide-city', true]]);
  });
});

describe('LoadContentPage', () => {
  it('reads drafts only in preview', async () => {
    const source = new FakeContentSource({ pages: [aPage('about-us', { title: 'Published' })], drafts: [aPage('about-us', { title: 'Draft' })] });
    const load = new LoadContentPage(source);
    expect((await load.execute({ slug: 'about-us', preview: false }))?.title).toBe('Published');
    expect((await load.execute({ slug: 'about-us', preview: true }))?.title).toBe('Draft');
    expect(await load.execute({ slug: 'missing', preview: true })).toBeNull();
  });
});

describe('LoadHomePage', () => {
  const banner = (title: string, link: string) => ({ title, text: `${title} text`, link, image: `/images/banners/${title}.svg` });
  const home: HomeContent = {
    seo: { title: 'Home' },
    banners: [banner('a', '/showtime-sale'), banner('b', ''), banner('c', '   ')],
    carousels: [
      { title: 'Pedals', collection: 'effects-pedals', filter: null },
      { title: 'New', collection: 'new-arrivals', filter: { newProduct: true } },
      { title: 'Staff Picks', collection: '', filter: { staffPick: true } },
    ],
    promoBanner: banner('promo', ' /showtime-sale '),
  };

  it('uses banner and carousel links only when they are non-empty', async () => {
    const page = await new LoadHomePage(new FakeContentSource({ home })).execute({ preview: false });
    expect(page.banners.map((b) => b.link)).toEqual(['/showtime-sale', null, null]);
    expect(page.promoBanner?.link).toBe('/showtime-sale');
    expect(page.carousels.map((c) => [c.collection, c.link])).toEqual([
      ['effects-pedals', '/collections/effects-pedals'],
      ['new-arrivals', '/pages/new-arrivals'],
      [null, null],
    ]);
  });
});

describe('LoadListingProducts', () => {
  const tree = [aCategoryNode('1', 'guitar-bass', [aCategoryNode('105', 'effects-pedals')])];
  const was = { amount: '120.00', currencyCode: 'AUD' };
  // E has the Sale flag (a 'ribbon:sale' tag) at full price: not on sale for a listing (issue 30).
  const cards = [aCard('A', { is_onSale: true, wasPrice: was }), aCard('B'), aCard('C', { is_onSale: true, is_newProduct: true, wasPrice: was }), aCard('D', { is_openbox: true }), aCard('E', { is_onSale: true })];
  const setup = () => {
    const search = new FakeProductSearch(cards);
    return { search, load: new LoadListingProducts(search, fakeCatalog(tree)) };
  };
  const au = localeByKey('en-au');

  it('asks product search for the flagged products in the shopper market, just as many as it shows', async () => {
    const { search, load } = setup();
    const result = await load.execute({ filter: { onSale: true }, collection: null, locale: au, limit: 10 });
    expect(result.map((c) => c.sku)).toEqual(['A', 'C']);
    expect(search.queries[0]).toMatchObject({ refinements: { discounted: ['true'] }, scope: { kind: 'search' }, currency: 'AUD', hitsPerPage: 10, term: '' });
  });

  it.each([
    [{ newProduct: true }, { new_product: ['true'] }, ['C']],
    [{ openBox: true }, { is_openbox: ['true'] }, ['D']],
    [{ onSale: true, newProduct: true }, { discounted: ['true'], new_product: ['true'] }, ['C']],
  ])('filter %j searches %j and keeps %j', async (filter, refinements, skus) => {
    const { search, load } = setup();
    expect((await load.execute({ filter, collection: null, locale: au, limit: 10 })).map((c) => c.sku)).toEqual(skus);
    expect(search.queries[0]?.refinements).toEqual(refinements);
  });

  it('scopes a collection to its category code, asking for just the cards it shows', async () => {
    const { search, load } = setup();
    await load.execute({ filter: null, collection: 'effects-pedals', locale: au, limit: 4 });
    expect(search.queries[0]).toMatchObject({ scope: { kind: 'category', catCode: '105' }, refinements: {}, hitsPerPage: 4 });
  });

  it('fills the page with flagged products when unflagged ones rank first', async () => {
    const mixed = [...Array.from({ length: 40 }, (_, i) => aCard(`X${i}`)), ...Array.from({ length: 5 }, (_, i) => aCard(`O${i}`, { is_openbox: true }))];
    const load = new LoadListingProducts(new FakeProductSearch(mixed), fakeCatalog(tree));
    expect((await load.execute({ filter: { openBox: true }, collection: null, locale: au, limit: 4 })).map((c) => c.sku)).toEqual(['O0', 'O1', 'O2', 'O3']);
  });

  it('a listing page name with a flag searches the whole shop for the flag', async () => {
    const { search, load } = setup();
    await load.execute({ filter: { newProduct: true }, collection: 'new-arrivals', locale: au, limit: 4 });
    expect(search.queries[0]?.scope).toEqual({ kind: 'search' });
  });

  it.each([
    ['an unknown collection without a flag', { filter: null, collection: 'no-such-category' }],
    ['no collection and no flag', { filter: null, collection: null }],
    ['staff picks (no search field carries them)', { filter: { staffPick: true }, collection: null }],
  ])('%s lists nothing, without searching everything', async (_label, request) => {
    const { search, load } = setup();
    expect(await load.execute({ ...request, locale: au, limit: 4 })).toEqual([]);
    expect(search.queries).toEqual([]);
  });

  it('never returns more than the limit', async () => {
    const { load } = setup();
    expect(await load.execute({ filter: { onSale: true }, collection: null, locale: au, limit: 1 })).toHaveLength(1);
  });
});

describe('LoadSitemap', () => {
  it('lists home, published pages, stores, collections with products at every depth, and every product once', async () => {
    const tree = [aCategoryNode('1', 'guitar-bass', [aCategoryNode('105', 'effects-pedals'), aCategoryNode('106', 'empty', [], 0)])];
    const cards = Array.from({ length: 600 }, (_, i) => aCard(`P${i}`));
    const search = new FakeProductSearch([...cards, cards[0]!]);
    const source = new FakeContentSource({ pages: [aPage('about-us'), aPage('contact')], stores: [adelaide] });
    const paths = await new LoadSitemap(source, fakeCatalog(tree), search).execute(localeByKey('en-au'));
    expect(paths.pages).toEqual(['/', '/pages/about-us', '/pages/contact']);
    expect(paths.stores).toEqual(['/locations/adelaide-city']);
    expect(paths.collections).toEqual(['/collections/guitar-bass', '/collections/effects-pedals']);
    expect(paths.products).toHaveLength(600);
    expect(paths.products[0]).toBe('/products/p0');
    expect(search.queries.map((q) => q.page)).toEqual([1, 2, 3]);
  });
});
