// What every RelatedProducts must do, whichever system serves it. Run once per adapter:
//   describeRelatedProductsContract('DemoRelatedProducts', async () => ({ related, close }), fixture)
// relatedProductsFixtureFrom derives the fixture from the demo catalogue, which both the embedded
// adapter and the Storefront mock server serve. The port promises no cap: the domain caps (the
// cart's eight, the carousel's minimum of two). Nor does it promise never to throw: an adapter with
// an upstream fails with a typed error and LoadRelatedProducts falls back to no cards, which the
// suite checks when the adapter under test can be made to fail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoCatalogue, DemoProduct } from '../../src/adapters/embedded/demo-data/catalogue-types';
import type { EventLog, RelatedProducts } from '../../src/application/ports';
import { LoadRelatedProducts } from '../../src/application/product/load-related-products';
import { localeByKey } from '../../src/domain/locale';

export interface RelatedProductsUnderTest {
  related: RelatedProducts;
  /** Makes the upstream fail from now on; absent for an adapter without one. */
  breakUpstream?: () => void;
  close(): Promise<void>;
}

interface ExpectedCard {
  sku: string;
  title: string;
  handle: string;
}

export interface RelatedProductsFixture {
  /** A product with two or more published related products, by numeric id. */
  product: { id: string; related: readonly ExpectedCard[] };
  /** A published product whose related products are all unpublished or none. */
  lonelyProductId: string | null;
  unknownId: string;
}

const AU = localeByKey('en-au');
const GB = localeByKey('en-gb');
const gid = (id: string) => `gid://shopify/Product/${id}`;

const expectedCard = (product: DemoProduct): ExpectedCard => ({ sku: product.variants[0]?.sku ?? '', title: product.title, handle: product.handle });

export function relatedProductsFixtureFrom(catalogue: DemoCatalogue): RelatedProductsFixture {
  const active = new Map(catalogue.products.filter((p) => p.status === 'active').map((p) => [p.id, p]));
  const relatedOf = (p: DemoProduct) => p.relatedProductIds.flatMap((id) => active.get(id) ?? []);
  const product = [...active.values()].find((p) => relatedOf(p).length >= 3);
  if (!product) throw new Error('the demo catalogue has no product with three published related products');
  const lonely = [...active.values()].find((p) => relatedOf(p).length === 0);
  return {
    product: { id: product.id, related: relatedOf(product).map(expectedCard) },
    lonelyProductId: lonely?.id ?? null,
    unknownId: '1',
  };
}

export function describeRelatedProductsContract(name: string, makeRelated: () => Promise<RelatedProductsUnderTest>, fixture: RelatedProductsFixture): void {
  describe(`${name} honours the RelatedProducts contract`, () => {
    let subject: RelatedProductsUnderTest;
    const related = () => subject.related;

    beforeAll(async () => {
      subject = await makeRelated();
    });
    afterAll(async () => {
      await subject?.close();
    });

    it('answers the product’s related cards in order, each linking to its product page', async () => {
      const cards = await related().forProduct(gid(fixture.product.id), AU);
      expect(cards.map(({ sku, title, linkURL }) => ({ sku, title, linkURL }))).toEqual(
        fixture.product.related.map(({ sku, title, handle }) => ({ sku, title, linkURL: `/products/${handle}` })),
      );
      for (const card of cards) expect(card.shopifyProductId).toMatch(/^gid:\/\/shopify\/ProductVariant\/\d+$/);
    });

    it('accepts the numeric id as well as the global id', async () => {
      const byNumber = await related().forProduct(fixture.product.id, AU);
      expect(byNumber.map((card) => card.sku)).toEqual(fixture.product.related.map((card) => card.sku));
    });

    it('prices the cards in the locale’s currency', async () => {
      const cards = await related().forProduct(gid(fixture.product.id), GB);
      expect(cards).toHaveLength(fixture.product.related.length);
      for (const card of cards) expect(card.sellingPrice.currencyCode).toBe('GBP');
    });

    it.each([
      ['an unknown product', fixture.unknownId],
      ['a product with no published related products', fixture.lonelyProductId ?? fixture.unknownId],
      ['an id that is not a product', `gid://shopify/ProductVariant/${fixture.product.id}`],
      ['a malformed id', 'not an id'],
    ])('answers no cards for %s', async (_, id) => {
      expect(await related().forProduct(id, AU)).toEqual([]);
    });

    it('fails with a typed error when its upstream fails, which the use case turns into no cards', async (context) => {
      if (!subject.breakUpstream) return context.skip();
      subject.breakUpstream();
      const failure = await related().forProduct(gid(fixture.product.id), AU).then(
        () => null,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(Error);
      expect((failure as { code?: unknown }).code).toEqual(expect.any(String));
      const warnings: Record<string, unknown>[] = [];
      const log: EventLog = { info: () => {}, warn: (details) => void warnings.push(details) };
      expect(await new LoadRelatedProducts(related(), log).execute(gid(fixture.product.id), AU)).toEqual([]);
      expect(warnings).toHaveLength(1);
    });
  });
}
