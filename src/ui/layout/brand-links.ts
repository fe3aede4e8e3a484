import { EMPTY_SEARCH_STATE, searchStateHrefQuery } from '../../domain/search-state';
import type { MenuCategoryView } from '../view-models';

export interface BrandLink {
  brand: string;
  href: string;
}

/** Each top category's promoted brand, linking to that category refined by the brand. */
export function promotedBrandLinks(categories: readonly MenuCategoryView[]): BrandLink[] {
  const seen = new Set<string>();
  const links: BrandLink[] = [];
  for (const category of categories) {
    const brand = category.promoteBrand?.trim();
    if (!brand || seen.has(brand)) continue;
    seen.add(brand);
    const query = searchStateHrefQuery({ ...EMPTY_SEARCH_STATE, refinementList: { brand: [brand] } }, 'category');
    links.push({ brand, href: `${category.href}?${query}` });
  }
  return links;
}
