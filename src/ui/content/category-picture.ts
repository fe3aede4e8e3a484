// A top category's picture on the home page's tiles: `/images/categories/{handle}.svg`, named by the
// last segment of the category's link (`/collections/guitar-bass` -> guitar-bass). The demo
// catalogue draws it (src/adapters/embedded/demo-data/category-picture-svg.ts).

/** Drawn square; the tile shows it at this size, set on the <img> so nothing shifts when it lands. */
export const CATEGORY_PICTURE_SIZE = 96;

export function categoryPictureSrc(href: string): string {
  const path = href.split(/[?#]/)[0] ?? '';
  const handle = path.split('/').filter(Boolean).at(-1) ?? '';
  return `/images/categories/${encodeURIComponent(handle)}.svg`;
}
