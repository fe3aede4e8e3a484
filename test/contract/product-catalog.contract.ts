// What every ProductCatalog must do, whichever system serves it. Run once per adapter:
//   describeProductCatalogContract('DemoProductCatalog', async () => ({ catalog, close }), fixture)
// The fixture names products the adapter's data holds; productCatalogFixtureFrom derives one from
// the demo catalogue, which both the embedded adapter and the Storefront mock server serve.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoCatalogue, DemoProduct } from '../../src/adapters/embedded/demo-data/catalogue-types';
import type { ProductCatalog } from '../../src/application/ports';
import { localeByKey } from '../../src/domain/locale';

export interface CatalogUnderTest {
  catalog: ProductCatalog;
  close(): Promise<void>;
}

export interface ProductCatalogFixture {
  /** The nine top-level category handles, in menu order. */
  topCategoryHandles: readonly string[];
  knownProduct: { handle: string; title: string; sku: string };
  /** A product that exists but is not published (draft or archived). */
  unpublishedHandle: string;
  /** Product ids as callers pass them, each with the SKU its card must show; not in catalogue order. */
  knownProducts: readonly { id: string; sku: string }[];
  unknownId: string;
  /** A product sold in several variants (colour, handedness ...), each with its option values. */
  variantProduct: { handle: string; variants: readonly { sku: string; selectedOptions: readonly { name: string; value: string }[]; colour: boolean }[] };
}

export const TOP_CATEGORY_HANDLES = ['guitar-bass', 'keyboards', 'drums', 'live-sound-pa', 'lighting', 'studio-gear', 'dj-equipment', 'headphones', 'accessories'];

const AU = localeByKey('en-au');
const GB = localeByKey('en-gb');
const NUMERIC = /^\d+$/;

const skuOf = (product: DemoProduct) => product.variants[0]?.sku ?? '';

/** A fixture over the demo catalogue; ids are Shopify product gids, which every adapter accepts. */
export function productCatalogFixtureFrom(catalogue: DemoCatalogue): ProductCatalogFixture {
  const published = catalogue.products.filter((p) => p.status === 'active' && p.openBoxParent === null && p.variants.length > 0);
  const known = published.find((p) => p.images.length >= 2) as DemoProduct;
  const unpublished = catalogue.products.find((p) => p.status !== 'active') as DemoProduct;
  const picks = [published[40], published[3], published[17]] as DemoProduct[];
  return {
    topCategoryHandles: TOP_CATEGORY_HANDLES,
    knownProduct: { handle: known.handle, title: known.title, sku: skuOf(known) },
    unpublishedHandle: unpublished.handle,
    knownProducts: picks.map((p) => ({ id: `gid://shopify/Product/${p.id}`, sku: skuOf(p) })),
    unknownId: 'gid://shopify/Product/1',
    variantProduct: ((p: DemoProduct) => ({
      handle: p.handle,
      variants: p.variants.map((v) => ({ sku: v.sku, selectedOptions: v.selectedOptions, colour: v.selectedOptions.some((o) => o.name === 'Colour') })),
    }))(published.find((p) => p.variants.length >= 3 && p.variants[0]!.selectedOptions.length >= 2) as DemoProduct),
  };
}

export function describeProductCatalogContract(name: string, makeCatalog: () => Promise<CatalogUnderTest>, fixture: ProductCatalogFixture): void {
  describe(`${name} honours the ProductCatalog contract`, () => {
    let subject: CatalogUnderTest;
    const catalog = () => subject.catalog;

    beforeAll(async () => {
      subject = await makeCatalog();
    });
    afterAll(async () => {
      await subject?.close();
    });

    describe('categoryTree', () => {
      it('has the nine top categories in menu order, with numeric codes and product counts', async () => {
        const tree = await catalog().categoryTree();
        expect(tree.map((node) => node.handle)).toEqual(fixture.topCategoryHandles);
        for (const node of tree) {
          expect(node.catCode).toMatch(NUMERIC);
          expect(Number.isInteger(node.productCount) && node.productCount > 0).toBe(true);
          expect(node.linkURL).toBe(`/collections/${node.handle}`);
        }
      });

      it('nests subcategories whose counts never exceed their parent', async () => {
        const tree = await catalog().categoryTree();
        for (const top of tree) {
          expect(top.subCats.length).toBeGreaterThan(0);
          for (const sub of top.subCats) {
            expect(sub.catCode).toMatch(NUMERIC);
            expect(sub.productCount).toBeLessThanOrEqual(top.productCount);
            for (const leaf of sub.subCats) expect(leaf.productCount).toBeLessThanOrEqual(sub.productCount);
          }
        }
      });
    });

    describe('productByHandle', () => {
      it('gives title, uppercased SKU, prices in the locale currency and sized images', async () => {
        const product = await catalog().productByHandle(fixture.knownProduct.handle, AU);
        expect(product).not.toBeNull();
        expect(product?.handle).toBe(fixture.knownProduct.handle);
        expect(product?.title).toBe(fixture.knownProduct.title);
        expect(product?.productId).toBe(fixture.knownProduct.sku.toUpperCase());
        expect(product?.price).toEqual({ amount: expect.stringMatching(/^\d+\.\d{2}$/), currencyCode: 'AUD' });
        // A sale price, when there is one, is in the locale currency too.
        expect([undefined, null, 'AUD']).toContain(product?.salePrice?.currencyCode);
        expect(product?.variants.every((v) => v.price.currencyCode === 'AUD')).toBe(true);
        expect(product?.images.length).toBeGreaterThanOrEqual(2);
        for (const image of product?.images ?? []) {
          expect(image.url).not.toBe('');
          expect(Number.isInteger(image.width) && image.width > 0).toBe(true);
          expect(Number.isInteger(image.height) && image.height > 0).toBe(true);
        }
      });

      it('gives every variant with its option values (selectedOptions), and a picture of its own for a colour', async () => {
        const product = await catalog().productByHandle(fixture.variantProduct.handle, AU);
        expect(product?.variants.map((v) => ({ sku: v.sku, selectedOptions: v.selectedOptions }))).toEqual(fixture.variantProduct.variants.map(({ sku, selectedOptions }) => ({ sku, selectedOptions })));
        expect(new Set(product?.variants.map((v) => v.id)).size).toBe(fixture.variantProduct.variants.length);
        const colourImages = (product?.variants ?? []).filter((_, i) => fixture.variantProduct.variants[i]?.colour).map((v) => v.image?.url ?? null);
        expect(colourImages.length).toBeGreaterThan(0);
        expect(colourImages.every((url) => url !== null)).toBe(true);
      });

      it('prices the same product in GBP, with different amounts, for /en-gb', async () => {
        const [au, gb] = await Promise.all([catalog().productByHandle(fixture.knownProduct.handle, AU), catalog().productByHandle(fixture.knownProduct.handle, GB)]);
        expect(gb?.price.currencyCode).toBe('GBP');
        expect(gb?.price.amount).not.toBe(au?.price.amount);
        expect(gb?.title).toBe(au?.title);
      });

      it.each([
        ['an unknown handle', 'no-such-instrument-anywhere'],
        ['an unpublished product', () => fixture.unpublishedHandle],
      ])('answers null for %s', async (_, handle) => {
        expect(await catalog().productByHandle(typeof handle === 'function' ? handle() : handle, AU)).toBeNull();
      });
    });

    describe('productsByIds', () => {
      it('keeps the requested order', async () => {
        const cards = await catalog().productsByIds(fixture.knownProducts.map((p) => p.id), AU);
        expect(cards.map((card) => card.sku)).toEqual(fixture.knownProducts.map((p) => p.sku));
      });

      it('skips unknown ids and keeps the order of the rest', async () => {
        const [first, second, third] = fixture.knownProducts;
        const ids = [third?.id, fixture.unknownId, first?.id, second?.id].filter((id): id is string => Boolean(id));
        const cards = await catalog().productsByIds(ids, AU);
        expect(cards.map((card) => card.sku)).toEqual([third?.sku, first?.sku, second?.sku]);
      });

      it('gives cards priced in the locale currency, linking to the product page', async () => {
        const cards = await catalog().productsByIds(fixture.knownProducts.map((p) => p.id), GB);
        expect(cards).toHaveLength(fixture.knownProducts.length);
        for (const card of cards) {
          expect(card.sellingPrice.currencyCode).toBe('GBP');
          expect(card.linkURL).toMatch(/^\/products\/[a-z0-9-]+$/);
          expect(card.shopifyProductId).toMatch(/^gid:\/\/shopify\/ProductVariant\/\d+$/);
          expect(card.title).not.toBe('');
        }
      });

      it('answers an empty list for no ids', async () => {
        expect(await catalog().productsByIds([], AU)).toEqual([]);
      });
    });
  });
}
