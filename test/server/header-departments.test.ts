// Issue 33: departments across the desktop header. Each department of the tree with products is a
// button that opens the mega menu on it (WAI-ARIA disclosure: aria-expanded, aria-controls the
// panel) and, for a browser without JavaScript, a plain link to its collection, in the tree's order,
// after 'Shop by Category' (the spec's words, kept).
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../support/test-app';

const { app } = await buildTestApp();

const DEPARTMENTS = [
  ['Guitar &amp; Bass', '/collections/guitar-bass'],
  ['Keyboards', '/collections/keyboards'],
  ['Drums &amp; Percussion', '/collections/drums'],
  ['Live Sound &amp; PA', '/collections/live-sound-pa'],
  ['Lighting', '/collections/lighting'],
  ['Studio &amp; Recording', '/collections/studio-gear'],
  ['DJ Equipment', '/collections/dj-equipment'],
  ['Headphones', '/collections/headphones'],
  ['Accessories', '/collections/accessories'],
] as const;

async function departmentRow(path: string): Promise<string> {
  const res = await request(app).get(path);
  expect(res.status).toBe(200);
  const row = /<ul class="mega-menu__departments">([\s\S]*?)<\/ul><div id="shop-by-category"/.exec(res.text)?.[1];
  expect(row, 'the departments row').toBeDefined();
  return row ?? '';
}

describe('the departments row', () => {
  it("starts with 'Shop by Category', a button and a link to the panel for pages without scripts", async () => {
    const row = await departmentRow('/pages/about-us');
    const first = /^<li>([\s\S]*?)<\/li>/.exec(row)?.[1] ?? '';
    expect(first).toMatch(/<button type="button" class="mega-menu__toggle with-script-only" aria-expanded="false" aria-controls="shop-by-category">Shop by Category<\/button>/);
    expect(first).toContain('<a href="#shop-by-category" class="mega-menu__toggle no-script-only">Shop by Category</a>');
  });

  it('holds each department, in order: a disclosure button and a link to its collection', async () => {
    const row = await departmentRow('/pages/about-us');
    const items = [...row.matchAll(/<li class="mega-menu__department">([\s\S]*?)<\/li>/g)].map((m) => m[1] ?? '');
    expect(items).toHaveLength(DEPARTMENTS.length);
    DEPARTMENTS.forEach(([name, href], index) => {
      expect(items[index]).toContain(`<button type="button" class="mega-menu__department-toggle with-script-only" aria-expanded="false" aria-controls="shop-by-category">${name}</button>`);
      expect(items[index]).toMatch(new RegExp(`<a class="mega-menu__department-toggle no-script-only" href="${href}"[^>]*>${name}</a>`));
    });
  });

  it("links each department to the market's own collection under its prefix", async () => {
    const row = await departmentRow('/en-gb/pages/about-us');
    expect(row).toMatch(/<a class="mega-menu__department-toggle no-script-only" href="\/en-gb\/collections\/keyboards"[^>]*>Keyboards<\/a>/);
  });
});
