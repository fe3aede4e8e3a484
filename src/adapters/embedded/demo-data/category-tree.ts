import type { DemoCatcodes, DemoCategoryNode } from './catalogue-types';
import { CATEGORY_SPECS, type LeafSpec, type SubSpec, type TopSpec } from './category-specs';

/** A leaf category with its ancestry, as products are assigned to it. */
export interface LeafPlacement {
  top: TopSpec;
  sub: SubSpec;
  leaf: LeafSpec;
  /** [top, sub, leaf] */
  codes: [string, string, string];
  catcodes: DemoCatcodes;
}

const topCode = (topIndex: number) => String(topIndex + 1);
const childCode = (parent: string, index: number) => `${parent}${String(index + 1).padStart(2, '0')}`;

export function leafPlacements(): LeafPlacement[] {
  return CATEGORY_SPECS.flatMap((top, t) =>
    top.subs.flatMap((sub, s) =>
      sub.leaves.map((leaf, l): LeafPlacement => {
        const subCode = childCode(topCode(t), s);
        const lvl1 = `${top.name} > ${sub.name}`;
        const catcodes = { lvl0: top.name, lvl1, lvl2: `${lvl1} > ${leaf.name}` };
        return { top, sub, leaf, codes: [topCode(t), subCode, childCode(subCode, l)], catcodes };
      }),
    ),
  );
}

function node(
  catCode: string,
  categoryName: string,
  handle: string,
  promoteBrand: string | null,
  children: DemoCategoryNode[],
  ownCount: number,
): DemoCategoryNode {
  const productCount = children.length > 0 ? children.reduce((sum, child) => sum + child.productCount, 0) : ownCount;
  return {
    catCode,
    categoryName,
    handle,
    linkURL: `/collections/${handle}`,
    altText: `Shop ${categoryName}`,
    promoteBrand,
    productCount,
    children,
  };
}

/**
 * The category tree. `leafCounts` maps a leaf catCode to its number of products; every node counts
 * the products of its subtree. The content export builds its category documents from this too.
 */
export function buildCategoryTree(leafCounts: ReadonlyMap<string, number> = new Map()): DemoCategoryNode[] {
  return CATEGORY_SPECS.map((top, t) => {
    const code = topCode(t);
    const subs = top.subs.map((sub, s) => {
      const subCode = childCode(code, s);
      const leaves = sub.leaves.map((leaf, l) => {
        const leafCode = childCode(subCode, l);
        return node(leafCode, leaf.name, leaf.handle, null, [], leafCounts.get(leafCode) ?? 0);
      });
      return node(subCode, sub.name, sub.handle, null, leaves, 0);
    });
    return node(code, top.name, top.handle, top.promoteBrand, subs, 0);
  });
}

export function flattenCategoryTree(nodes: readonly DemoCategoryNode[]): DemoCategoryNode[] {
  return nodes.flatMap((entry) => [entry, ...flattenCategoryTree(entry.children)]);
}
