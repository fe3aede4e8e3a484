import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { categoryBreadcrumbs, categoryTrail, trailBreadcrumbs, findCategoryByHandle, isTopLevelCode, menuCategories, type CategoryNode } from '../../../src/domain/catalogue/category-tree';

const node = (catCode: string, handle: string, productCount: number, subCats: CategoryNode[] = [], extra: Partial<CategoryNode> = {}): CategoryNode => ({
  catCode, categoryName: handle.toUpperCase(), handle, productCount, linkURL: `/collections/${handle}`, subCats, ...extra,
});

const tree: CategoryNode[] = [
  node('1', 'guitar-bass', 120, [
    node('101', 'electric-guitars', 80, [node('10101', 'solid-body', 50), node('10102', 'hollow-body', 0)]),
    node('102', 'bass', 0),
  ]),
  node('10', 'accessories', 5),
  node('11', 'hidden-code-11', 40),
  node('2', 'empty-top', 0, [node('201', 'child-with-stock', 3)]),
  node('3', 'drums', 12, [], { slug: 'drums-and-percussion' }),
];

describe('Category list can be filtered to top-level codes of 10 or below and to categories with product count above zero', () => {
  it('keeps top-level codes 10 or below with products, dropping empty children at every depth', () => {
    const menu = menuCategories(tree);
    expect(menu.map((c) => c.handle)).toEqual(['guitar-bass', 'accessories', 'drums']);
    expect(menu[0]!.subCats.map((c) => c.handle)).toEqual(['electric-guitars']);
    expect(menu[0]!.subCats[0]!.subCats.map((c) => c.handle)).toEqual(['solid-body']);
  });

  it('does not change the tree it filters', () => {
    menuCategories(tree);
    expect(tree[0]!.subCats).toHaveLength(2);
  });

  it.each([
    { code: '1', expected: true },
    { code: '10', expected: true },
    { code: '11', expected: false },
    { code: '0', expected: true },
    { code: ' 9 ', expected: true },
    { code: '10a', expected: false },
    { code: '', expected: false },
    { code: '-1', expected: false },
  ])('catCode "$code" top-level: $expected', ({ code, expected }) => {
    expect(isTopLevelCode(code)).toBe(expected);
  });

  it.each([
    { name: 'product count 1 is kept', count: 1, kept: true },
    { name: 'product count 0 is dropped', count: 0, kept: false },
    { name: 'a negative product count is dropped', count: -1, kept: false },
  ])('$name', ({ count, kept }) => {
    expect(menuCategories([node('5', 'x', count)])).toHaveLength(kept ? 1 : 0);
  });
});

describe("Category lookup: 'No child categories found', 'Category not found', and a success message naming the category slug", () => {
  it.each([
    { name: 'a top-level handle is found, named by its handle when it has no slug', handle: 'guitar-bass', ok: true, message: 'Category found: guitar-bass' },
    { name: 'a nested handle is found', handle: 'solid-body', ok: true, message: 'Category found: solid-body' },
    { name: 'the success message names the content slug', handle: 'drums', ok: true, message: 'Category found: drums-and-percussion' },
    { name: 'handles match whatever their case', handle: 'SOLID-BODY', ok: true, message: 'Category found: solid-body' },
    { name: 'an unknown handle is not found', handle: 'kazoos', ok: false, message: 'Category not found' },
  ])('$name', ({ handle, ok, message }) => {
    const result = findCategoryByHandle(tree, handle);
    expect(result.ok).toBe(ok);
    expect(result.message).toBe(message);
    if (result.ok) expect(result.category.handle).toBe(handle.toLowerCase());
    else expect(result.reason).toBe('not-found');
  });

  it('an empty list of categories answers No child categories found', () => {
    expect(findCategoryByHandle([], 'drums')).toEqual({ ok: false, reason: 'no-categories', message: 'No child categories found' });
  });
});

describe('Breadcrumbs from the category trail', () => {
  it.each([
    { handle: 'solid-body', trail: ['guitar-bass', 'electric-guitars', 'solid-body'] },
    { handle: 'guitar-bass', trail: ['guitar-bass'] },
    { handle: 'child-with-stock', trail: ['empty-top', 'child-with-stock'] },
    { handle: 'nowhere', trail: [] },
  ])('$handle has ancestors $trail', ({ handle, trail }) => {
    expect(categoryTrail(tree, handle).map((n) => n.handle)).toEqual(trail);
  });

  it('starts at Home and links every ancestor', () => {
    expect(categoryBreadcrumbs(tree, 'electric-guitars')).toEqual([
      { label: 'Home', href: '/' },
      { label: 'GUITAR-BASS', href: '/collections/guitar-bass' },
      { label: 'ELECTRIC-GUITARS', href: '/collections/electric-guitars' },
    ]);
  });

  it('gives Home alone for a category outside the tree', () => {
    expect(categoryBreadcrumbs(tree, 'nowhere')).toEqual([{ label: 'Home', href: '/' }]);
  });

  it('builds the same crumbs from a trail a use case already holds', () => {
    expect(trailBreadcrumbs(categoryTrail(tree, 'solid-body'))).toEqual(categoryBreadcrumbs(tree, 'solid-body'));
    expect(trailBreadcrumbs([])).toEqual([{ label: 'Home', href: '/' }]);
  });
});

describe('categoryTrail, looked up in an index built once per tree', () => {
  /** The walk it replaced: depth first, a node before its children, the first match wins. */
  function walkedTrail(nodes: readonly CategoryNode[], handle: string): string[] {
    for (const n of nodes) {
      if (n.handle.toLowerCase() === handle.toLowerCase()) return [n.handle];
      const below = walkedTrail(n.subCats, handle);
      if (below.length > 0) return [n.handle, ...below];
    }
    return [];
  }
  const handles = ['amps', 'Amps', 'drums', 'keys', 'pa', 'dj'];
  const arbitraryTree: fc.Arbitrary<CategoryNode[]> = fc.letrec<{ nodes: CategoryNode[] }>((tie) => ({
    nodes: fc.array(
      fc.record({ handle: fc.constantFrom(...handles), subCats: fc.oneof({ depthSize: 'small' }, fc.constant<CategoryNode[]>([]), tie('nodes')) }).map(({ handle, subCats }) => node('1', handle, 1, subCats)),
      { maxLength: 4 },
    ),
  })).nodes;

  it('gives the trail the tree walk gives, for any tree and handle (case ignored; the first in the tree wins)', () => {
    fc.assert(
      fc.property(arbitraryTree, fc.constantFrom(...handles, 'absent'), (nodes, handle) => {
        expect(categoryTrail(nodes, handle).map((n) => n.handle)).toEqual(walkedTrail(nodes, handle));
        // Asked again (from the index), the same; a caller changing its copy changes nothing.
        const first = categoryTrail(nodes, handle);
        first.pop();
        expect(categoryTrail(nodes, handle).map((n) => n.handle)).toEqual(walkedTrail(nodes, handle));
      }),
    );
  });
});
