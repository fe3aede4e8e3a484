import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildCategoryTree, flattenCategoryTree } from '../../../../src/adapters/embedded/demo-data/category-tree';
import { buildContentDocuments, toNdjson } from '../../../../src/adapters/embedded/demo-data/content/build-content';
import { DEMO_LOCATIONS } from '../../../../src/adapters/embedded/demo-data/locations';

const FILE = new URL('../../../../data/content/content.ndjson', import.meta.url);
const text = readFileSync(FILE, 'utf8');
const lines = text.split('\n').filter((line) => line !== '');
type Doc = Record<string, any>;
const docs: Doc[] = lines.map((line) => JSON.parse(line));
const published = docs.filter((doc) => !doc._id.startsWith('drafts.'));
const ofType = (type: string) => published.filter((doc) => doc._type === type);
const bySlug = (type: string) => new Map(ofType(type).map((doc) => [doc.slug.current as string, doc]));
const blockText = (blocks: Doc[]) => blocks.map((block) => block.children.map((span: Doc) => span.text).join('')).join('\n');

const PAGE_SLUGS = ['about-us', 'contact', 'locations', 'terms-and-conditions', 'privacy-policy', 'delivery-info', 'payment-options', 'returns-policy', 'brands', 'specials', 'clearance-centre', 'new-arrivals', 'open-box', 'price-challenge', 'stock-enquiry'];
const STORE_SLUGS = ['melbourne-fitzroy', 'melbourne-windsor', 'sydney-alexandria', 'sydney-crows-nest', 'brisbane-fortitude-valley', 'perth-west-leederville', 'forestville', 'adelaide-city'];

/** Every Portable Text field of every document, found by shape. */
function portableTextFields(value: unknown): Doc[][] {
  if (Array.isArray(value)) return value.some((item) => item?._type === 'block') ? [value] : value.flatMap(portableTextFields);
  if (value && typeof value === 'object') return Object.values(value).flatMap(portableTextFields);
  return [];
}

describe('content export file', () => {
  it('is what the generator produces now (regenerate with scripts/generate-content.ts)', () => {
    expect(text).toBe(toNdjson(buildContentDocuments()));
  });

  it('stays modest in size', () => {
    expect(Buffer.byteLength(text)).toBeLessThan(1_000_000);
  });

  it('parses line by line into documents with the system fields', () => {
    for (const doc of docs) {
      expect(typeof doc._id).toBe('string');
      expect(typeof doc._type).toBe('string');
      expect(doc._rev).toMatch(/^[\w-]{22}$/);
      expect(new Date(doc._createdAt).getTime()).toBeLessThanOrEqual(new Date(doc._updatedAt).getTime());
    }
    expect(new Set(docs.map((doc) => doc._id)).size).toBe(docs.length);
  });

  it('writes Portable Text blocks with keyed spans and links that resolve to markDefs', () => {
    const fields = docs.flatMap(portableTextFields);
    expect(fields.length).toBeGreaterThan(20);
    const keys = new Set<string>();
    for (const block of fields.flat()) {
      expect(block._key).toMatch(/^[0-9a-f]{12}$/);
      const defs = new Set(block.markDefs.map((def: Doc) => def._key));
      for (const def of block.markDefs) expect(def).toMatchObject({ _type: 'link', href: expect.stringMatching(/^(\/|https:|mailto:)/) });
      for (const span of block.children) {
        expect(span._type).toBe('span');
        keys.add(span._key);
        for (const mark of span.marks) expect(['strong', 'em'].includes(mark) || defs.has(mark)).toBe(true);
      }
    }
    expect(keys.size).toBeGreaterThan(100);
  });
});

describe('content documents', () => {
  it('has a single settings document with the layout fields', () => {
    const [settings, ...others] = ofType('settings');
    expect(others).toEqual([]);
    expect(settings?._id).toBe('siteSettings');
    expect(settings?.seo.titleTemplate).toBe(`%s · ${settings?.seo.title}`);
    expect(settings?.promotions.freeShippingMobile).toBe('Free shipping on orders over $100*');
    expect(settings?.promotions.freeShippingDesktop).toMatch(/\$100.*20kg/);
    expect(settings?.notFoundPage.colorTheme.background).toMatch(/^#[0-9a-f]{6}$/);
    expect(settings?.footer.careersUrl).toMatch(/^https:\/\//);
    expect(settings?.footer.lessonsUrl).toMatch(/^https:\/\//);
    expect(settings?.footer.features.map((f: Doc) => f.title)).toEqual(['Free Shipping', 'Price Challenge', 'Staffed by Musicians']);
    expect(settings?.support).toEqual({ phone: expect.any(String), email: expect.stringContaining('@') });
  });

  it('links the settings menus only to pages that exist', () => {
    const settings = ofType('settings')[0]!;
    const menus = [settings.menus.aboutUs, settings.menus.orderInformation, ...settings.footer.accordions];
    const pages = bySlug('page');
    const categories = new Set(buildCategoryTree().map((top) => top.handle));
    for (const { href } of menus.flatMap((menu: Doc) => menu.links)) {
      const [, kind, handle] = /^\/(pages|collections)\/(.+)$/.exec(href) ?? [];
      expect(kind === 'pages' ? pages.has(handle!) : categories.has(handle!)).toBe(true);
    }
  });

  it.each(PAGE_SLUGS.map((slug) => [slug]))('has the content page %s with title, seo and body', (slug) => {
    const page = bySlug('page').get(slug);
    expect(page?.title.length).toBeGreaterThan(0);
    expect(page?.seo.title.length).toBeLessThanOrEqual(120);
    expect(page?.seo.description.length).toBeLessThanOrEqual(155);
    expect(page?.body.length).toBeGreaterThan(0);
  });

  it.each([
    ['specials', { onSale: true }],
    ['clearance-centre', { onSale: true }],
    ['new-arrivals', { newProduct: true }],
    ['open-box', { openBox: true }],
  ])('gives the listing page %s its filter hint', (slug, listing) => {
    expect(bySlug('page').get(slug)?.listing).toEqual(listing);
  });

  it("titles 'specials' Clearance Centre", () => {
    expect(bySlug('page').get('specials')?.title).toBe('Clearance Centre');
  });

  it('shows shoppers no markup or script text in any page body (sanitising tests bring their own)', () => {
    const withMarkup = ofType('page').filter((page) => /<\/?[a-z]/i.test(blockText(page.body)));
    expect(withMarkup.map((page) => page._id)).toEqual([]);
  });

  it('has one draft, of an existing page, with changed text', () => {
    const drafts = docs.filter((doc) => doc._id.startsWith('drafts.'));
    expect(drafts).toHaveLength(1);
    const original = published.find((doc) => doc._id === drafts[0]!._id.slice('drafts.'.length));
    expect(original?._type).toBe(drafts[0]!._type);
    expect(blockText(drafts[0]!.body)).not.toBe(blockText(original!.body));
  });

  it('has a home document with banners, carousels and the showtime promo', () => {
    const home = ofType('home')[0]!;
    expect(home.hero.length).toBeGreaterThanOrEqual(3);
    expect(home.hero.some((banner: Doc) => banner.link === '')).toBe(true);
    expect(home.hero.some((banner: Doc) => banner.link !== '')).toBe(true);
    expect(home.carousels.every((c: Doc) => c.title && (c.collection || c.filter))).toBe(true);
    expect(home.promoBanner.link).toBe('/showtime-sale');
  });
});

describe('store documents', () => {
  const stores = bySlug('store');

  it('cover the six slugged stores and the two main stores', () => {
    expect([...stores.keys()].sort()).toEqual([...STORE_SLUGS].sort());
  });

  it('join to the catalogue inventory locations', () => {
    for (const [slug, store] of stores) {
      const location = DEMO_LOCATIONS.find((candidate) => candidate.id === store.locationId);
      expect(location?.storeSlug).toBe(slug);
      expect(store.storeId).toBe(store.locationId);
    }
    expect(stores.get('forestville')?.warehouseCode).toBe('51');
    expect(stores.get('adelaide-city')?.warehouseCode).toBe('52');
  });

  it.each(STORE_SLUGS.map((slug) => [slug]))('fills the Store fields for %s', (slug) => {
    const store = stores.get(slug)!;
    for (const field of ['storeId', 'city', 'street', 'suburb', 'state', 'postcode', 'phoneNumber', 'email', 'parking', 'googleMap', 'timeZone']) {
      expect(typeof store[field] === 'string' && store[field].length > 0, field).toBe(true);
    }
    expect(store.postcode).toMatch(/^\d{4}$/);
    expect(store.link).toBe(`/locations/${slug}`);
    expect(store.timeZone).toMatch(/^Australia\/[A-Z][a-z]+$/);
    expect(store.introText[0]._type).toBe('block');
    expect(Object.keys(store.publicTransport).length).toBeGreaterThan(0);
    expect(typeof store.obxLocation).toBe('boolean');
    expect(Object.keys(store.tradingHours).sort()).toEqual(['saturday', 'sunday', 'weekdays']);
  });

  it.each([
    ['forestville', { weekdays: '9:30am - 5:30pm', saturday: '9:30am - 4pm', sunday: '12pm - 4pm' }, { open: '09:30', close: '17:30' }, { open: '12:00', close: '16:00' }],
    ['adelaide-city', { weekdays: '9:30am - 5:30pm', saturday: '10am - 3pm', sunday: 'Closed' }, { open: '09:30', close: '17:30' }, { closed: true }],
  ])('keeps the main store hours of %s', (slug, display, weekday, sunday) => {
    const store = stores.get(slug)!;
    expect(store.tradingHours).toEqual(display);
    expect(store.openingHours.monday).toEqual(weekday);
    expect(store.openingHours.friday).toEqual(weekday);
    expect(store.openingHours.sunday).toEqual(sunday);
    expect(store.isMainStore).toBe(true);
  });

  it('opens the slugged stores 10am-6pm weekdays and 10am-5pm Saturday, Sunday varying', () => {
    const slugged = STORE_SLUGS.slice(0, 6).map((slug) => stores.get(slug)!);
    for (const store of slugged) {
      expect(store.tradingHours.weekdays).toBe('10am - 6pm');
      expect(store.tradingHours.saturday).toBe('10am - 5pm');
      expect(store.openingHours.saturday).toEqual({ open: '10:00', close: '17:00' });
    }
    expect(new Set(slugged.map((store) => store.tradingHours.sunday)).size).toBeGreaterThan(2);
  });

  it('puts alert banners on one or two stores and the Roland banner on one', () => {
    const all = [...stores.values()];
    expect(all.filter((store) => store.alertBanner).length).toBeGreaterThanOrEqual(1);
    expect(all.filter((store) => store.alertBanner).length).toBeLessThanOrEqual(2);
    expect(all.filter((store) => store.rolandBanner)).toHaveLength(1);
  });
});

describe('category documents', () => {
  it('match the catalogue category tree node for node', () => {
    const nodes = flattenCategoryTree(buildCategoryTree());
    const categories = ofType('category');
    expect(categories.map((doc) => [doc.catCode, doc.slug.current, doc.title])).toEqual(nodes.map((node) => [node.catCode, node.handle, node.categoryName]));
    for (const doc of categories) {
      expect(doc.seo.title.length).toBeLessThanOrEqual(120);
      expect(doc.seo.description.length).toBeLessThanOrEqual(155);
    }
  });
});
