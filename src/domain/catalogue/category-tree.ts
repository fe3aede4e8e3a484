// The category tree (spec section 3) and its rules: menu filter (section 5), lookups with the
// messages of section 8, breadcrumbs.

export interface CategoryNode {
  /** Numeric string; top-level categories have codes 10 or below. */
  catCode: string;
  categoryName: string;
  handle: string;
  productCount: number;
  linkURL: string;
  promoteBrand?: string | null;
  altText?: string;
  subCats: CategoryNode[];
  /** Content-service slug (sanityData.slug). */
  slug?: string;
  seo?: { title?: string; description?: string };
}

export const TOP_LEVEL_MAX_CODE = 10;

const hasProducts = (node: CategoryNode) => node.productCount > 0;

function withNonEmptyChildren(node: CategoryNode): CategoryNode {
  return { ...node, subCats: node.subCats.filter(hasProducts).map(withNonEmptyChildren) };
}

export function isTopLevelCode(catCode: string): boolean {
  if (!/^\d+$/.test(catCode.trim())) return false;
  return Number(catCode) <= TOP_LEVEL_MAX_CODE;
}

/** Top-level categories (codes 10 or below) with products, empty children dropped at every depth. */
export function menuCategories(tree: readonly CategoryNode[]): CategoryNode[] {
  return tree.filter((node) => isTopLevelCode(node.catCode) && hasProducts(node)).map(withNonEmptyChildren);
}

export type CategoryLookup =
  | { ok: true; category: CategoryNode; message: string }
  | { ok: false; reason: 'no-categories' | 'not-found'; message: string };

export const NO_CHILD_CATEGORIES = 'No child categories found';
export const CATEGORY_NOT_FOUND = 'Category not found';

/** Each handle's trail (lower-cased handle; the first in the tree's order wins), once per tree. */
const trailsByTree = new WeakMap<readonly CategoryNode[], Map<string, readonly CategoryNode[]>>();

function trailsOf(tree: readonly CategoryNode[]): Map<string, readonly CategoryNode[]> {
  let trails = trailsByTree.get(tree);
  if (!trails) {
    const found = new Map<string, readonly CategoryNode[]>();
    const walk = (nodes: readonly CategoryNode[], above: readonly CategoryNode[]) => {
      for (const node of nodes) {
        const trail = [...above, node];
        const key = node.handle.toLowerCase();
        if (!found.has(key)) found.set(key, trail);
        walk(node.subCats, trail);
      }
    };
    walk(tree, []);
    trails = found;
    trailsByTree.set(tree, trails);
  }
  return trails;
}

/**
 * The category with this handle and its ancestors, top-level first; empty when the tree has none.
 * Looked up in an index built once per tree (the catalogue hands out the same tree until it
 * changes): home's carousels and every listing ask, and walking the tree each time was 2.8% of an
 * uncached home render.
 */
export function categoryTrail(tree: readonly CategoryNode[], handle: string): CategoryNode[] {
  return [...(trailsOf(tree).get(handle.toLowerCase()) ?? [])];
}

/**
 * Finds a category anywhere in the tree. An empty tree (no child categories to search) answers
 * 'No child categories found'; a miss 'Category not found'; a hit names the category's slug.
 */
export function findCategoryByHandle(tree: readonly CategoryNode[], handle: string): CategoryLookup {
  if (tree.length === 0) return { ok: false, reason: 'no-categories', message: NO_CHILD_CATEGORIES };
  const category = categoryTrail(tree, handle).at(-1);
  if (!category) return { ok: false, reason: 'not-found', message: CATEGORY_NOT_FOUND };
  return { ok: true, category, message: `Category found: ${category.slug ?? category.handle}` };
}

export interface Breadcrumb {
  label: string;
  href: string;
}

/** Home, then each category of a trail (top-level first, as categoryTrail gives it). */
export function trailBreadcrumbs(trail: readonly CategoryNode[]): Breadcrumb[] {
  return [{ label: 'Home', href: '/' }, ...trail.map((n) => ({ label: n.categoryName, href: n.linkURL }))];
}

/** Home, then each ancestor down to the category itself. */
export function categoryBreadcrumbs(tree: readonly CategoryNode[], handle: string): Breadcrumb[] {
  return trailBreadcrumbs(categoryTrail(tree, handle));
}
