// One suite for every ContentSource adapter. Each adapter test hands in a factory that serves a
// given NDJSON export (the demo export or a small hand-made one) through that adapter.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentSource } from '../../src/application/ports';
import type { CategoryContent, HomeContent, StoreContent } from '../../src/adapters/groq/extra-content-types';
import { parseNdjson } from '../../src/adapters/groq/ndjson-export';
import type { StoredDocument } from '../../src/adapters/groq/perspective';

/** The port plus the extra reads both adapters offer for issue 7. */
export interface ContentSourceUnderTest extends ContentSource {
  homePage(query: { preview: boolean }): Promise<HomeContent>;
  stores(query: { preview: boolean }): Promise<StoreContent[]>;
  store(slug: string, query: { preview: boolean }): Promise<StoreContent | null>;
  categoryContent(slug: string, query: { preview: boolean }): Promise<CategoryContent | null>;
  categoriesContent(query: { preview: boolean }): Promise<CategoryContent[]>;
}

export interface ContentSourceFixture {
  source: ContentSourceUnderTest;
  close(): Promise<void>;
}

export type ContentSourceFactory = (documents: readonly StoredDocument[]) => Promise<ContentSourceFixture>;

export const DEMO_EXPORT_PATH = fileURLToPath(new URL('../../data/content/content.ndjson', import.meta.url));
export const demoDocuments = (): StoredDocument[] => parseNdjson(readFileSync(DEMO_EXPORT_PATH, 'utf8'));

const PUBLISHED = { preview: false };
const PREVIEW = { preview: true };

/** Spec section 2, content pages of the route table. */
const SPEC_PAGE_SLUGS = [
  'about-us', 'contact', 'locations', 'terms-and-conditions', 'privacy-policy', 'delivery-info', 'payment-options',
  'returns-policy', 'brands', 'specials', 'clearance-centre', 'new-arrivals', 'open-box', 'price-challenge', 'stock-enquiry',
];
const SPEC_STORE_SLUGS = ['melbourne-fitzroy', 'melbourne-windsor', 'sydney-alexandria', 'sydney-crows-nest', 'brisbane-fortitude-valley', 'perth-west-leederville'];
const SPEC_CATEGORY_SLUGS = ['guitar-bass', 'keyboards', 'drums', 'live-sound-pa', 'lighting', 'studio-gear', 'dj-equipment', 'headphones', 'accessories'];

const plainText = (blocks: ReadonlyArray<Record<string, unknown>>): string =>
  blocks
    .flatMap((block) => (Array.isArray(block.children) ? block.children : []))
    .map((span: { text?: unknown }) => (typeof span.text === 'string' ? span.text : ''))
    .join(' ');

export function contentSourceContract(adapter: string, factory: ContentSourceFactory): void {
  describe(`ContentSource contract: ${adapter} over the demo export`, () => {
    const documents = demoDocuments();
    const settings = documents.find((doc) => doc._id === 'siteSettings') as StoredDocument & { siteTitle: string; seo: Record<string, string> };
    let fixture: ContentSourceFixture;
    let source: ContentSourceUnderTest;
    beforeAll(async () => {
      fixture = await factory(documents);
      source = fixture.source;
    });
    afterAll(() => fixture.close());

    it('gives the layout the site SEO title, title template and description of the settings', async () => {
      const layout = await source.layout(PUBLISHED);
      expect(layout.siteTitle).toBe(settings.siteTitle);
      expect(layout.seo).toEqual({ title: settings.seo.title, titleTemplate: settings.seo.titleTemplate, description: settings.seo.description });
      expect(layout.seo.titleTemplate).toContain('%s');
    });

    it('gives the layout the not-found page with its colour theme and the not-found collection', async () => {
      const layout = await source.layout(PUBLISHED);
      expect(layout.notFoundPage.title).toBe('Page not found');
      expect(layout.notFoundPage.colorTheme.background).toMatch(/^#[0-9a-f]{3,8}$/i);
      expect(layout.notFoundCollection).toEqual(expect.any(String));
    });

    it('gives the layout the About Us and Order Information menus and the footer accordions', async () => {
      const { menus, footer } = await source.layout(PUBLISHED);
      expect(menus.aboutUs.title).toBe('About Us');
      expect(menus.orderInformation.title).toBe('Order Information');
      for (const menu of [menus.aboutUs, menus.orderInformation]) {
        expect(menu.links.length).toBeGreaterThan(2);
        expect(menu.links.every((link) => link.label !== '' && link.href.startsWith('/'))).toBe(true);
      }
      expect(footer.accordions.map((a) => a.title)).toEqual(['About', 'Orders', 'Categories']);
      expect(footer.accordions[2]?.links.map((l) => l.href)).toEqual(SPEC_CATEGORY_SLUGS.map((slug) => `/collections/${slug}`));
      expect(footer.features).toHaveLength(3);
      expect(footer.lessonsUrl).toMatch(/^https:\/\//);
      expect(footer.careersUrl).toMatch(/^https:\/\//);
    });

    it("gives the layout the header promotions, with the spec's mobile strip word for word", async () => {
      const { promotions, support } = await source.layout(PUBLISHED);
      expect(promotions.freeShippingMobile).toBe('Free shipping on orders over $100*');
      expect(promotions.freeShippingDesktop).toContain('20kg');
      expect(support.phone).not.toBe('');
      expect(support.email).toMatch(/@/);
    });

    it.each(SPEC_PAGE_SLUGS)('resolves the content page %s', async (slug) => {
      const page = await source.page(slug, PUBLISHED);
      expect(page).toMatchObject({ slug, title: expect.any(String) });
      expect(page!.title).not.toBe('');
      expect(page!.body.length).toBeGreaterThan(0);
      expect(plainText(page!.body)).not.toBe('');
    });

    it.each([
      { slug: 'specials', title: 'Clearance Centre', listing: { onSale: true } },
      { slug: 'clearance-centre', title: 'Clearance Centre', listing: { onSale: true } },
      { slug: 'new-arrivals', title: 'New Arrivals', listing: { newProduct: true } },
      { slug: 'open-box', title: 'Open Box', listing: { openBox: true } },
      { slug: 'about-us', title: 'About Us', listing: null },
    ])('gives $slug the title "$title" and its listing filter', async ({ slug, title, listing }) => {
      expect(await source.page(slug, PUBLISHED)).toMatchObject({ title, listing });
    });

    it.each(['no-such-page', 'About-Us', '', 'about-us" || true || "', 'guitar-bass'])('answers null for the unknown slug %j', async (slug) => {
      expect(await source.page(slug, PUBLISHED)).toBeNull();
    });

    it('lists every published page slug once, in order (the sitemap)', async () => {
      const slugs = await source.pageSlugs(PUBLISHED);
      expect(slugs).toEqual(expect.arrayContaining(SPEC_PAGE_SLUGS));
      expect(slugs).toEqual([...new Set(slugs)].sort());
    });

    it('shows the draft text in preview and hides it when published', async () => {
      const draft = documents.find((doc) => doc._id.startsWith('drafts.') && doc._type === 'page') as StoredDocument & { slug: { current: string }; body: Array<Record<string, unknown>> };
      const draftOnly = plainText(draft.body.slice(0, 1));
      const published = await source.page(draft.slug.current, PUBLISHED);
      const preview = await source.page(draft.slug.current, PREVIEW);
      expect(plainText(preview!.body)).toContain(draftOnly);
      expect(plainText(published!.body)).not.toContain(draftOnly);
    });

    it('gives the home page banners (the promo banner leads to /showtime-sale) and product carousels', async () => {
      const home = await source.homePage(PUBLISHED);
      expect(home.banners.length).toBeGreaterThan(1);
      expect(home.banners.every((b) => b.title !== '' && b.image !== '')).toBe(true);
      expect(home.banners.map((b) => b.link)).toContain('/showtime-sale');
      expect(home.promoBanner?.link).toBe('/showtime-sale');
      expect(home.carousels.length).toBeGreaterThan(1);
      expect(home.carousels.every((c) => c.title !== '' && (c.collection !== '' || c.filter !== null))).toBe(true);
    });

    it('lists every store, the two main stores first, and finds each spec store by slug', async () => {
      const stores = await source.stores(PUBLISHED);
      expect(stores.map((s) => s.slug)).toEqual(expect.arrayContaining([...SPEC_STORE_SLUGS, 'forestville', 'adelaide-city']));
      expect(stores.slice(0, 2).map((s) => s.locationId)).toEqual(['51', '52']);
      expect(stores.slice(0, 2).every((s) => s.isMainStore)).toBe(true);
      for (const slug of SPEC_STORE_SLUGS) {
        const store = await source.store(slug, PUBLISHED);
        expect(store).toMatchObject({ slug, link: `/locations/${slug}`, tradingHours: { weekdays: expect.any(String), saturday: expect.any(String), sunday: expect.any(String) } });
        expect(store!.introText.length).toBeGreaterThan(0);
      }
      expect(await source.store('atlantis', PUBLISHED)).toBeNull();
    });

    it('gives category content (slug, SEO) by slug, and all of it at once', async () => {
      for (const slug of SPEC_CATEGORY_SLUGS) {
        const category = await source.categoryContent(slug, PUBLISHED);
        expect(category).toMatchObject({ slug, catCode: expect.stringMatching(/^\d$/), seo: { title: expect.any(String), description: expect.any(String) } });
      }
      expect(await source.categoryContent('no-such-category', PUBLISHED)).toBeNull();
      const all = await source.categoriesContent(PUBLISHED);
      expect(all).toHaveLength(documents.filter((doc) => doc._type === 'category').length);
    });

    it('answers the same layout twice, frozen: no caller can change what another gets', async () => {
      const first = await source.layout(PUBLISHED);
      expect(() => {
        first.menus.aboutUs.links.length = 0;
      }).toThrow(TypeError);
      expect((await source.layout(PUBLISHED)).menus.aboutUs.links.length).toBeGreaterThan(0);
    });
  });

  describe(`ContentSource contract: ${adapter} over hand-made exports`, () => {
    const settings = demoDocuments().find((doc) => doc._id === 'siteSettings')!;
    const page = (id: string, slug: string, text: string): StoredDocument => ({
      _id: id,
      _type: 'page',
      title: text,
      slug: { _type: 'slug', current: slug },
      body: [{ _type: 'block', _key: 'k1', children: [{ _type: 'span', _key: 's1', text, marks: [] }], markDefs: [] }],
    });
    const serve = async (documents: StoredDocument[], run: (source: ContentSourceUnderTest) => Promise<void>) => {
      const fixture = await factory(documents);
      try {
        await run(fixture.source);
      } finally {
        await fixture.close();
      }
    };

    it('shows a never-published draft only in preview', () =>
      serve([settings, page('drafts.page-new', 'new', 'Coming soon')], async (source) => {
        expect(await source.page('new', PUBLISHED)).toBeNull();
        expect(await source.page('new', PREVIEW)).toMatchObject({ slug: 'new', title: 'Coming soon' });
      }));

    it('lists a never-published draft page slug only in preview', () =>
      serve([settings, page('page-old', 'old', 'Old'), page('drafts.page-new', 'new', 'Coming soon')], async (source) => {
        expect(await source.pageSlugs(PUBLISHED)).toEqual(['old']);
        expect(await source.pageSlugs(PREVIEW)).toEqual(['new', 'old']);
      }));

    it('an edited draft of the settings changes the preview layout only', () =>
      serve([settings, { ...settings, _id: 'drafts.siteSettings', siteTitle: 'Draft Title' }], async (source) => {
        expect((await source.layout(PUBLISHED)).siteTitle).toBe(settings.siteTitle);
        expect((await source.layout(PREVIEW)).siteTitle).toBe('Draft Title');
      }));

    it.each([
      { name: 'a colour theme that is not a hex colour', doc: { ...settings, notFoundPage: { title: 'Page not found', colorTheme: { background: 'red;background:url(//evil)' } } } },
      { name: 'settings without an SEO title', doc: { ...settings, seo: { titleTemplate: '%s', description: '' } } },
      { name: 'no settings document at all', doc: page('page-x', 'x', 'X') },
    ])('refuses $name with content_malformed', ({ doc }) =>
      serve([doc], async (source) => {
        await expect(source.layout(PUBLISHED)).rejects.toMatchObject({ name: 'ContentSourceError', code: 'content_malformed' });
      }));

    it('refuses a store whose map is not https', () =>
      serve(
        [{ ...demoDocuments().find((doc) => doc._type === 'store')!, googleMap: 'javascript:alert(1)' }],
        async (source) => {
          await expect(source.stores(PUBLISHED)).rejects.toMatchObject({ code: 'content_malformed' });
        },
      ));

    it('an empty home document gives no banners and no carousels rather than failing', () =>
      serve([settings, { _id: 'home', _type: 'home' }], async (source) => {
        expect(await source.homePage(PUBLISHED)).toEqual({ seo: {}, banners: [], carousels: [], promoBanner: null });
      }));
  });
}
