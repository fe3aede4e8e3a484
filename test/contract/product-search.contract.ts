// What every ProductSearch must do, whichever engine serves it. Run once per adapter:
//   describeProductSearchContract('ColumnarProductSearch', async () => ({ search, close }), documents)
// Expectations are computed here from the same documents the adapter holds, by brute force.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDocument } from '../../src/adapters/typesense/product-document';
import type { ProductSearch } from '../../src/application/ports';
import type { ProductSearchQuery, ProductSearchResult } from '../../src/application/search/search-query';
import type { ProductCard } from '../../src/domain/catalogue/product-card';

export interface SearchUnderTest {
  search: ProductSearch;
  close(): Promise<void>;
}

export function listingQuery(overrides: Partial<ProductSearchQuery> = {}): ProductSearchQuery {
  return { term: '', refinements: {}, categoryPath: null, price: {}, sort: 'relevance', page: 1, hitsPerPage: 20, overrides: true, scope: { kind: 'search' }, currency: 'AUD', ...overrides };
}

const amount = (card: ProductCard) => Number(card.sellingPrice.amount);
const countBy = <T,>(items: readonly T[], key: (item: T) => string | undefined) => {
  const counts = new Map<string, number>();
  for (const item of items) {
    const value = key(item);
    if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return counts;
};
const facet = (result: ProductSearchResult, attribute: string) => new Map(result.facets.find((g) => g.attribute === attribute)?.values.map((v) => [v.value, v.count]) ?? []);

export function describeProductSearchContract(name: string, makeSearch: () => Promise<SearchUnderTest>, documents: readonly ProductDocument[]): void {
  const listed = documents.filter((d) => d.show_in_search);
  const brands = [...countBy(listed, (d) => d.brand)].sort((a, b) => b[1] - a[1]);
  const [topBrand, secondBrand] = [brands[0]![0], brands[1]![0]];
  const top = documents[0]!['catcodes.lvl0'];
  const topCode = documents[0]!.catCodes[0]!;
  const sub = documents.find((d) => d['catcodes.lvl0'] === top && d['catcodes.lvl1'])!['catcodes.lvl1']!;
  const skuDoc = listed[7]!;

  describe(`${name} honours the ProductSearch contract`, () => {
    let subject: SearchUnderTest;
    const search = (overrides: Partial<ProductSearchQuery> = {}) => subject.search.search(listingQuery(overrides));

    beforeAll(async () => {
      subject = await makeSearch();
    });
    afterAll(async () => {
      await subject?.close();
    });

    describe('listing and text matching', () => {
      it('lists every product, page by page, for a relevance sort with merchandising overrides off (the sitemap and related products ask so)', async () => {
        const first = await search({ overrides: false, hitsPerPage: 250, page: 1 });
        expect(first.totalHits).toBe(listed.length);
        expect(first.cards).toHaveLength(Math.min(250, listed.length));
        const unsorted = await search({ overrides: false, sort: 'price-asc', hitsPerPage: 250, page: 1 });
        expect(unsorted.totalHits).toBe(listed.length);
      });

      it('lists every product shown in search when the term is empty, as cards in the requested currency', async () => {
        const result = await search({ currency: 'GBP' });
        expect(result.totalHits).toBe(listed.length);
        expect(result.cards).toHaveLength(20);
        for (const card of result.cards) {
          const doc = documents.find((d) => d.sid === card.sku)!;
          expect(card.sellingPrice).toEqual({ amount: doc.price_gbp.toFixed(2), currencyCode: 'GBP' });
          expect(card.linkURL).toBe(`/products/${doc.url}`);
          expect(card.shopifyProductId).toBe(`gid://shopify/ProductVariant/${doc.variantId}`);
        }
      });

      it('orders an empty-term listing by globalSortOverride, then globalSortOrder', async () => {
        const result = await search({ hitsPerPage: 50 });
        const keys = result.cards.map((c) => documents.find((d) => d.sid === c.sku)!).map((d) => [d.globalSortOverride, d.globalSortOrder] as const);
        for (let i = 1; i < keys.length; i++) {
          const [[o1, s1], [o2, s2]] = [keys[i - 1]!, keys[i]!];
          expect(o1 > o2 || (o1 === o2 && s1 <= s2)).toBe(true);
        }
      });

      it('finds a product by its SKU', async () => {
        const result = await search({ term: skuDoc.sid });
        expect(result.cards[0]?.sku).toBe(skuDoc.sid);
      });

      it('weights the title above the description: title matches come first', async () => {
        const word = topBrand.toLowerCase();
        const result = await search({ term: word, hitsPerPage: 250 });
        const inTitle = result.cards.map((c) => c.title.toLowerCase().includes(word));
        // Every title match before every description-only match.
        expect(inTitle).toEqual([...inTitle].sort((a, b) => Number(b) - Number(a)));
        expect(inTitle[0]).toBe(true);
        expect(result.totalHits).toBeGreaterThanOrEqual(listed.filter((d) => d.title.toLowerCase().includes(word)).length);
      });

      it('forgives one typo in a brand and matches the last word as a prefix', async () => {
        const misspelt = topBrand.slice(0, -2) + topBrand.slice(-1);
        const typo = await search({ term: misspelt });
        expect(typo.totalHits).toBeGreaterThan(0);
        expect(typo.cards[0]?.brand).toBe(topBrand);
        const prefix = await search({ term: topBrand.slice(0, 4) });
        expect(prefix.cards.some((c) => c.brand === topBrand)).toBe(true);
      });

      it('requires every word to match', async () => {
        const doc = listed.find((d) => d.title.split(' ').length >= 3)!;
        const [first, , third] = doc.title.split(' ');
        const result = await search({ term: `${first} ${third}`, hitsPerPage: 250 });
        expect(result.cards.some((c) => c.sku === doc.sid)).toBe(true);
      });

      it('answers no hits, not an error, for text nothing holds', async () => {
        const result = await search({ term: 'qqqzzzxxyy' });
        expect(result.totalHits).toBe(0);
        expect(result.cards).toEqual([]);
        expect(result.priceStats).toBeNull();
      });
    });

    describe('refinements and facets', () => {
      it('filters by a brand and keeps the other brands counted (disjunctive facets)', async () => {
        const result = await search({ refinements: { brand: [topBrand] }, hitsPerPage: 100 });
        expect(result.totalHits).toBe(listed.filter((d) => d.brand === topBrand).length);
        expect(result.cards.every((c) => c.brand === topBrand)).toBe(true);
        expect(facet(result, 'brand').get(secondBrand)).toBe(brands[1]![1]);
      });

      it('ORs values inside a facet and ANDs across facets', async () => {
        const two = await search({ refinements: { brand: [topBrand, secondBrand] } });
        expect(two.totalHits).toBe(listed.filter((d) => d.brand === topBrand || d.brand === secondBrand).length);
        const stock = listed.find((d) => d.brand === topBrand)!.stock;
        const both = await search({ refinements: { brand: [topBrand, secondBrand], stock: [stock] } });
        expect(both.totalHits).toBe(listed.filter((d) => (d.brand === topBrand || d.brand === secondBrand) && d.stock === stock).length);
        expect(facet(both, 'stock').get(stock)).toBe(both.totalHits);
      });

      it('counts every facet field over the hits', async () => {
        const result = await search();
        for (const [attribute, key] of [['brand', (d: ProductDocument) => d.brand], ['colour', (d: ProductDocument) => d.colour], ['catcodes.lvl0', (d: ProductDocument) => d['catcodes.lvl0']]] as const) {
          const expected = countBy(listed, key);
          expect(facet(result, attribute)).toEqual(expected);
        }
        const brandCounts = result.facets.find((g) => g.attribute === 'brand')!.values.map((v) => v.count);
        expect(brandCounts).toEqual([...brandCounts].sort((a, b) => b - a));
      });

      it('counts the facet fields no sidebar group shows: stock yes/no, product status and the top category description', async () => {
        const result = await search({ scope: { kind: 'category', catCode: topCode } });
        const inScope = documents.filter((d) => d.catCodes.includes(topCode) && d.show_in_categories);
        expect(facet(result, 'in_stock')).toEqual(countBy(inScope, (d) => String(d.in_stock)));
        expect(facet(result, 'product_status')).toEqual(countBy(inScope, (d) => d.product_status));
        expect(facet(result, 'catdesc.lvl0')).toEqual(countBy(inScope, (d) => d['catdesc.lvl0']));
        // Refining by stock yes/no keeps the other value counted, like every facet.
        const inStock = await search({ scope: { kind: 'category', catCode: topCode }, refinements: { in_stock: ['true'] } });
        expect(inStock.totalHits).toBe(inScope.filter((d) => d.in_stock).length);
        expect(facet(inStock, 'in_stock')).toEqual(countBy(inScope, (d) => String(d.in_stock)));
      });

      it('matches nothing for unknown values or values with quotes, backticks and &&, without failing', async () => {
        for (const value of ['No Such Brand', 'Fender" || true', 'Fen`der', '`) && show_in_search:false && brand:=(`', "O'Neil && Sons"]) {
          const result = await search({ refinements: { brand: [value] } });
          expect(result.totalHits).toBe(0);
        }
        const mixed = await search({ refinements: { brand: [topBrand, 'Fen`der'] } });
        expect(mixed.totalHits).toBe(listed.filter((d) => d.brand === topBrand).length);
      });

      it('narrows by yes/no flags (on sale, new, open box), which are never counted as facets', async () => {
        const onSale = await search({ refinements: { on_sale: ['true'] } });
        expect(onSale.totalHits).toBe(listed.filter((d) => d.on_sale).length);
        expect(onSale.facets.some((g) => g.attribute === 'on_sale')).toBe(false);
        const both = await search({ refinements: { on_sale: ['true'], is_openbox: ['false'] }, hitsPerPage: 100 });
        expect(both.totalHits).toBe(listed.filter((d) => d.on_sale && !d.is_openbox).length);
        expect(both.cards.every((c) => c.is_onSale && !c.is_openbox)).toBe(true);
        expect((await search({ refinements: { new_product: ['maybe'] } })).totalHits).toBe(0);
      });

      it('searches inside a facet list, most frequent first, within the limit', async () => {
        const values = await subject.search.searchFacetValues({ query: listingQuery(), facet: 'brand', text: topBrand.slice(0, 3).toLowerCase(), limit: 2 });
        expect(values.length).toBeGreaterThan(0);
        expect(values.length).toBeLessThanOrEqual(2);
        expect(values[0]).toEqual({ value: topBrand, count: brands[0]![1] });
        const ignoringOwn = await subject.search.searchFacetValues({ query: listingQuery({ refinements: { brand: [secondBrand] } }), facet: 'brand', text: topBrand.slice(0, 3), limit: 10 });
        expect(ignoringOwn.find((v) => v.value === topBrand)?.count).toBe(brands[0]![1]);
      });
    });

    describe('price', () => {
      it('filters by a price range in the shopper currency and reports stats from before the price filter', async () => {
        const result = await search({ price: { min: 200, max: 500 }, hitsPerPage: 250, currency: 'USD' });
        const expected = listed.filter((d) => d.price_usd >= 200 && d.price_usd <= 500);
        expect(result.totalHits).toBe(expected.length);
        expect(result.cards.every((c) => amount(c) >= 200 && amount(c) <= 500 && c.sellingPrice.currencyCode === 'USD')).toBe(true);
        const prices = listed.map((d) => d.price_usd);
        expect(result.priceStats).toEqual({ min: Math.min(...prices), max: Math.max(...prices) });
      });

      it('takes open-ended ranges', async () => {
        const over = await search({ price: { min: 1000 } });
        expect(over.totalHits).toBe(listed.filter((d) => d.price >= 1000).length);
        const under = await search({ price: { max: 200 } });
        expect(under.totalHits).toBe(listed.filter((d) => d.price <= 200).length);
      });
    });

    describe('sorting and paging', () => {
      it.each([
        ['price-asc', (a: number, b: number) => a <= b],
        ['price-desc', (a: number, b: number) => a >= b],
      ] as const)('sorts by %s', async (sort, ordered) => {
        const result = await search({ sort, hitsPerPage: 60, overrides: false });
        const prices = result.cards.map(amount);
        prices.slice(1).forEach((p, i) => expect(ordered(prices[i]!, p)).toBe(true));
      });

      it('sorts by biggest saving first', async () => {
        const result = await search({ sort: 'saving', hitsPerPage: 40, overrides: false });
        const savings = result.cards.map((c) => Number(c.savePrice?.amount ?? 0));
        savings.slice(1).forEach((s, i) => expect(savings[i]!).toBeGreaterThanOrEqual(s));
        expect(savings[0]).toBe(Math.max(...listed.map((d) => d.saveprice)));
      });

      it('pages without overlap, and answers an empty page beyond the last', async () => {
        const [first, second, both] = await Promise.all([search({ hitsPerPage: 10 }), search({ hitsPerPage: 10, page: 2 }), search({ hitsPerPage: 20 })]);
        expect([...first.cards, ...second.cards].map((c) => c.sku)).toEqual(both.cards.map((c) => c.sku));
        const beyond = await search({ hitsPerPage: 20, page: Math.ceil(listed.length / 20) + 3 });
        expect(beyond.cards).toEqual([]);
        expect(beyond.totalHits).toBe(listed.length);
      });
    });

    describe('category scope and hierarchy', () => {
      it("lists a category's whole subtree, products hidden from categories left out", async () => {
        const result = await search({ scope: { kind: 'category', catCode: topCode } });
        expect(result.totalHits).toBe(documents.filter((d) => d.catCodes.includes(topCode) && d.show_in_categories).length);
        expect([...facet(result, 'catcodes.lvl0').keys()]).toEqual([top]);
        for (const value of facet(result, 'catcodes.lvl1').keys()) expect(value.startsWith(`${top} > `)).toBe(true);
      });

      it('narrows to a subcategory path and keeps its siblings counted', async () => {
        const result = await search({ scope: { kind: 'category', catCode: topCode }, categoryPath: sub });
        expect(result.totalHits).toBe(documents.filter((d) => d.catCodes.includes(topCode) && d.show_in_categories && d['catcodes.lvl1'] === sub).length);
        const siblings = facet(result, 'catcodes.lvl1');
        expect(siblings.get(sub)).toBe(result.totalHits);
        expect(siblings.size).toBeGreaterThan(1);
      });

      it('combines a term with a category scope', async () => {
        const result = await search({ scope: { kind: 'category', catCode: topCode }, term: topBrand, hitsPerPage: 250 });
        for (const card of result.cards) expect(documents.find((d) => d.sid === card.sku)!.catCodes).toContain(topCode);
      });
    });
  });
}
