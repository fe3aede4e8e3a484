// Part of the ProductSearch contract (test/contract/product-search.contract.ts): a category path two
// levels below the top, run against every engine. Expectations by brute force over the documents.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDocument } from '../../../src/adapters/typesense/product-document';
import type { ProductSearchQuery, ProductSearchResult } from '../../../src/application/search/search-query';
import { listingQuery, type SearchUnderTest } from '../../contract/product-search.contract';

const facet = (result: ProductSearchResult, attribute: string) => new Map(result.facets.find((g) => g.attribute === attribute)?.values.map((v) => [v.value, v.count]) ?? []);

/** A lvl2 path of the category listings that has a sibling under the same lvl1 parent. */
function lvl2WithSibling(documents: readonly ProductDocument[]): { doc: ProductDocument; path: string; parent: string } {
  const listed = documents.filter((d) => d.show_in_categories && d['catcodes.lvl2']);
  for (const doc of listed) {
    const [path, parent] = [doc['catcodes.lvl2']!, doc['catcodes.lvl1']!];
    if (listed.some((d) => d['catcodes.lvl1'] === parent && d['catcodes.lvl2'] !== path)) return { doc, path, parent };
  }
  throw new Error('the fixture has no lvl2 path with a sibling');
}

export function describeCategoryHierarchyContract(name: string, makeSearch: () => Promise<SearchUnderTest>, documents: readonly ProductDocument[]): void {
  const { doc, path, parent } = lvl2WithSibling(documents);
  const topCode = doc.catCodes[0]!;
  const inScope = documents.filter((d) => d.catCodes.includes(topCode) && d.show_in_categories);
  const inPath = inScope.filter((d) => d['catcodes.lvl2'] === path);

  describe(`${name} narrows a category listing to a lvl2 path`, () => {
    let subject: SearchUnderTest;
    const search = (overrides: Partial<ProductSearchQuery> = {}) => subject.search.search(listingQuery({ scope: { kind: 'category', catCode: topCode }, categoryPath: path, hitsPerPage: 250, ...overrides }));

    beforeAll(async () => {
      subject = await makeSearch();
    });
    afterAll(async () => {
      await subject?.close();
    });

    it(`lists exactly the products under '${path}'`, async () => {
      const result = await search();
      expect(result.totalHits).toBe(inPath.length);
      expect(result.cards.map((c) => c.sku).sort()).toEqual(inPath.map((d) => d.sid).sort());
    });

    it('counts the path and its siblings under the same parent, and the parent itself', async () => {
      const result = await search();
      const lvl2 = facet(result, 'catcodes.lvl2');
      expect(lvl2.get(path)).toBe(inPath.length);
      const siblings = [...lvl2.keys()].filter((value) => value.startsWith(`${parent} > `) && value !== path);
      expect(siblings.length).toBeGreaterThan(0);
      for (const sibling of siblings) expect(lvl2.get(sibling)).toBe(inScope.filter((d) => d['catcodes.lvl2'] === sibling).length);
      expect(facet(result, 'catcodes.lvl1').get(parent)).toBe(inScope.filter((d) => d['catcodes.lvl1'] === parent).length);
    });

    it('counts the children of the path at lvl3', async () => {
      const result = await search();
      const children = [...facet(result, 'catcodes.lvl3')].filter(([value]) => value.startsWith(`${path} > `));
      const expected = new Map<string, number>();
      for (const d of inPath) if (d['catcodes.lvl3']) expected.set(d['catcodes.lvl3'], (expected.get(d['catcodes.lvl3']) ?? 0) + 1);
      expect(new Map(children)).toEqual(expected);
    });

    it('keeps the path when a term narrows it further', async () => {
      const result = await search({ term: doc.brand });
      expect(result.totalHits).toBeGreaterThan(0);
      for (const card of result.cards) expect(documents.find((d) => d.sid === card.sku)!['catcodes.lvl2']).toBe(path);
    });
  });
}
