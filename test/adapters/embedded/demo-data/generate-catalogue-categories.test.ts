import { describe, expect, it } from 'vitest';
import { flattenCategoryTree } from '../../../../src/adapters/embedded/demo-data/category-tree';
import { catalogue, products } from './catalogue-fixture';

const tree = catalogue.categories;
const nodes = flattenCategoryTree(tree);
const leaves = nodes.filter((node) => node.children.length === 0);

describe('demo category tree', () => {
  it('has the nine top categories of the spec, in order', () => {
    expect(tree.map((top) => top.handle)).toEqual([
      'guitar-bass', 'keyboards', 'drums', 'live-sound-pa', 'lighting', 'studio-gear', 'dj-equipment', 'headphones', 'accessories',
    ]);
  });

  it('gives the tops codes 1..9, so they pass the "10 or below" rule', () => {
    expect(tree.map((top) => Number(top.catCode))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('goes exactly two levels below every top', () => {
    for (const top of tree) {
      expect(top.children.length).toBeGreaterThan(1);
      for (const sub of top.children) {
        expect(sub.children.length).toBeGreaterThan(1);
        for (const leaf of sub.children) expect(leaf.children).toEqual([]);
      }
    }
  });

  it('nests codes: a child code starts with its parent code', () => {
    for (const top of tree) {
      for (const sub of top.children) {
        expect(sub.catCode.startsWith(top.catCode)).toBe(true);
        for (const leaf of sub.children) expect(leaf.catCode.startsWith(sub.catCode)).toBe(true);
      }
    }
  });

  it.each([
    ['catCode is numeric', (n: (typeof nodes)[number]) => /^\d+$/.test(n.catCode)],
    ['handle is a url slug', (n: (typeof nodes)[number]) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(n.handle)],
    ['linkURL is /collections/{handle}', (n: (typeof nodes)[number]) => n.linkURL === `/collections/${n.handle}`],
    ['altText names the category', (n: (typeof nodes)[number]) => n.altText.includes(n.categoryName)],
  ])('every node: %s', (_rule, holds) => {
    expect(nodes.filter((node) => !holds(node))).toEqual([]);
  });

  it.each([
    ['handles', nodes.map((node) => node.handle)],
    ['catCodes', nodes.map((node) => node.catCode)],
  ])('has unique %s across the tree', (_label, values) => {
    expect(new Set(values).size).toBe(values.length);
  });

  it('promotes a brand on some tops and not others', () => {
    const promoted = tree.map((top) => top.promoteBrand);
    expect(promoted).toContain('Fender');
    expect(promoted).toContain(null);
    const brandNames = new Set(catalogue.brands.map((brand) => brand.name));
    for (const name of promoted) if (name !== null) expect(brandNames.has(name)).toBe(true);
  });

  it('counts the active products of each subtree', () => {
    for (const leaf of leaves) {
      expect(leaf.productCount).toBe(products.filter((p) => p.status === 'active' && p.categoryCode === leaf.catCode).length);
    }
    for (const node of nodes.filter((n) => n.children.length > 0)) {
      expect(node.productCount).toBe(node.children.reduce((sum, child) => sum + child.productCount, 0));
    }
  });

  it('leaves a leaf or two empty, and every top non-empty', () => {
    const empty = leaves.filter((leaf) => leaf.productCount === 0);
    expect(empty.length).toBeGreaterThanOrEqual(1);
    expect(empty.length).toBeLessThanOrEqual(3);
    expect(tree.every((top) => top.productCount > 0)).toBe(true);
  });

  it('places every product on a leaf with its ancestry and catcodes hierarchy', () => {
    const byCode = new Map(nodes.map((node) => [node.catCode, node]));
    for (const product of products) {
      const [top, sub, leaf] = product.categoryCodes.map((code) => byCode.get(code));
      expect(leaf?.catCode).toBe(product.categoryCode);
      expect(leaf?.children).toEqual([]);
      expect(product.catcodes).toEqual({
        lvl0: top?.categoryName,
        lvl1: `${top?.categoryName} > ${sub?.categoryName}`,
        lvl2: `${top?.categoryName} > ${sub?.categoryName} > ${leaf?.categoryName}`,
      });
    }
  });
});
