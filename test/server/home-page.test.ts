// Issue 33, observation 3: the home page was a plain red block and nine text-only category tiles.
// It now sells: each linked hero slide carries one primary call to action (the design system's
// Button), and each category tile shows a picture of its instrument, sized so nothing shifts.
import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
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

// The stores with their hours today, in each store's own time zone, at two fixed instants.
describe('home shows every store with its hours today', () => {
  const storesAt = async (instant: string) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(instant));
    try {
      const main = mainOf((await request(app).get('/')).text);
      const section = /<section class="home-stores"[^>]*>([\s\S]*?)<\/section>/.exec(main)?.[1] ?? '';
      return [...section.matchAll(/<li class="home-stores__store">([\s\S]*?)<\/li>/g)].map((m) => [
        /class="home-stores__name"[^>]*>([^<]+)</.exec(m[1]!)?.[1],
        /class="home-stores__today">([^<]*(?:<!-- -->)?[^<]*)</.exec(m[1]!)?.[1]?.replace('<!-- -->', ''),
        /class="open-now open-now--(open|closed)"/.exec(m[1]!)?.[1],
      ]);
    } finally {
      vi.useRealTimers();
    }
  };

  it('on a Sunday late morning on the east coast (Sunday 08:30 in Perth)', async () => {
    expect(await storesAt('2026-03-08T00:30:00Z')).toEqual([
      ['Forestville', 'Today: 12pm - 4pm', 'closed'],
      ['Adelaide City', 'Today: Closed', 'closed'],
      ['Melbourne Fitzroy', 'Today: 11am - 4pm', 'open'],
      ['Melbourne Windsor', 'Today: 12pm - 5pm', 'closed'],
      ['Sydney Alexandria', 'Today: 10am - 4pm', 'open'],
      ['Sydney Crows Nest', 'Today: Closed', 'closed'],
      ['Brisbane Fortitude Valley', 'Today: 10am - 3pm', 'open'],
      ['Perth West Leederville', 'Today: 12pm - 4pm', 'closed'],
    ]);
  });

  it('on a Thursday at 10:30 in Sydney (09:30 in Brisbane, 07:30 in Perth)', async () => {
    expect(await storesAt('2026-03-04T23:30:00Z')).toEqual([
      ['Forestville', 'Today: 9:30am - 5:30pm', 'open'],
      ['Adelaide City', 'Today: 9:30am - 5:30pm', 'open'],
      ['Melbourne Fitzroy', 'Today: 10am - 6pm', 'open'],
      ['Melbourne Windsor', 'Today: 10am - 6pm', 'open'],
      ['Sydney Alexandria', 'Today: 10am - 6pm', 'open'],
      ['Sydney Crows Nest', 'Today: 10am - 6pm', 'open'],
      ['Brisbane Fortitude Valley', 'Today: 10am - 6pm', 'closed'],
      ['Perth West Leederville', 'Today: 10am - 6pm', 'closed'],
    ]);
  });
});
