// Issue 33, observation 3: the home page was a plain red block and nine text-only category tiles.
// It now sells: each linked hero slide carries one primary call to action (the design system's
// Button), and each category tile shows a picture of its instrument, sized so nothing shifts.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../support/test-app';

const { app } = await buildTestApp();
const mainOf = (html: string) => /<main id="main"[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
const home = mainOf((await request(app).get('/')).text);

describe('home page that sells', () => {
  it.each([
    ['Guitar & Bass', '/collections/guitar-bass', 'guitar-bass'],
    ['Keyboards', '/collections/keyboards', 'keyboards'],
    ['Drums & Percussion', '/collections/drums', 'drums'],
    ['Live Sound & PA', '/collections/live-sound-pa', 'live-sound-pa'],
    ['Lighting', '/collections/lighting', 'lighting'],
    ['Studio & Recording', '/collections/studio-gear', 'studio-gear'],
    ['DJ Equipment', '/collections/dj-equipment', 'dj-equipment'],
    ['Headphones', '/collections/headphones', 'headphones'],
    ['Accessories', '/collections/accessories', 'accessories'],
  ])('the %s tile links to %s with its picture (decorative, 96 x 96, lazy) above its name', (name, href, handle) => {
    const escaped = name.replace(/&/g, '&amp;').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    expect(home).toMatch(
      new RegExp(
        `<a class="category-tile" href="${href}"[^>]*><img class="category-tile__picture" src="/images/categories/${handle}.svg" alt="" width="96" height="96" loading="lazy" decoding="async"/><span class="category-tile__name">${escaped}</span></a>`,
      ),
    );
  });

  it('shows nine category tiles, every one with a picture', () => {
    expect(home.match(/class="category-tile"/g)).toHaveLength(9);
    expect(home.match(/class="category-tile__picture"/g)).toHaveLength(9);
  });

  it('gives each linked hero slide one Shop now button, and the unlinked slide none', () => {
    const slides = [...home.matchAll(/<(a|div) class="banner banner--hero"[^>]*>([\s\S]*?)<\/\1>/g)].map((m) => [m[1], /<span class="banner__title">([^<]+)</.exec(m[2]!)?.[1], (m[2]!.match(/class="button button--large banner__cta">Shop now</g) ?? []).length]);
    expect(slides).toEqual([
      ['a', 'Showtime Sale', 1],
      ['a', 'New Arrivals', 1],
      ['div', 'Staffed by Musicians', 0],
      ['a', 'Open Box Bargains', 1],
    ]);
  });

  it('keeps the first hero picture eager with fetchpriority high, the largest paint on a phone', () => {
    expect(home).toMatch(/<img class="banner__image" src="\/images\/banners\/showtime-sale.svg" alt="" width="1600" height="600" loading="eager" fetchPriority="high"/);
  });
});
