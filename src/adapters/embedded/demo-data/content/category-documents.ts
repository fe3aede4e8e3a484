import type { DemoCategoryNode } from '../catalogue-types';
import { buildCategoryTree, flattenCategoryTree } from '../category-tree';
import { SHOP_NAME } from '../shop-identity';
import { sanityDocument, slug, type SanityDocument } from './sanity-document';

// Editor-managed category metadata (slug, SEO, banner), one document per node of the same tree
// the catalogue generator builds, joined to it by catCode.

export const categoryDocumentId = (catCode: string) => `category-${catCode}`;

function categoryDocument(node: DemoCategoryNode, isTop: boolean): SanityDocument {
  const name = node.categoryName;
  return sanityDocument(categoryDocumentId(node.catCode), 'category', {
    catCode: node.catCode,
    title: name,
    slug: slug(node.handle),
    seo: {
      title: `${name} · Shop ${name} Online`,
      description: `Shop ${name.toLowerCase()} at ${SHOP_NAME}: expert advice, Australian warranty and free shipping on orders over $100.`,
    },
    ...(isTop ? { banner: { text: `${name}: hand-picked by musicians, with Afterpay and Zip available.` } } : {}),
  });
}

export function categoryDocuments(): SanityDocument[] {
  const tops = new Set(buildCategoryTree().map((top) => top.catCode));
  return flattenCategoryTree(buildCategoryTree()).map((node) => categoryDocument(node, tops.has(node.catCode)));
}
