// Issue 33 (Total Blocking Time): home's carousels leave their slides past the first screenful as
// the server's HTML at hydration (src/ui/components/dormant-card.tsx). The server marks those
// slides; the browser hydrates only the others' cards (the demo shop's four carousels of twelve:
// 24 of 48 cards), the rest when the shopper heads for their carousel.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../support/test-app';

const { app } = await buildTestApp();
const html = (await request(app).get('/')).text;
const productCarousels = [...html.matchAll(/<section class="product-carousel">([\s\S]*?)<\/section>/g)].map((m) => m[1]!);
const slidesOf = (carousel: string) => [...carousel.matchAll(/<li class="carousel__slide"([^>]*)>(<article class="product-card" data-sku="[^"]+">)?/g)];

describe('home carousels: which slides hydrate with the page', () => {
  // The test shop's home: carousels of 12, 9, 12 and 12 cards.
  it('has four product carousels of 12, 9, 12 and 12 cards', () => {
    expect(productCarousels.map((carousel) => slidesOf(carousel).filter(([, , card]) => card).length)).toEqual([12, 9, 12, 12]);
  });

  it.each([
    ['1 of 12', false],
    ['6 of 12', false],
    ['7 of 12', true],
    ['12 of 12', true],
    ['6 of 9', false],
    ['7 of 9', true],
    ['9 of 9', true],
  ])('slide %s is dormant: %s', (label, dormant) => {
    const slides = productCarousels.flatMap((carousel) => slidesOf(carousel)).filter(([, attributes]) => attributes!.includes(`aria-label="${label}"`));
    expect(slides.length).toBeGreaterThan(0);
    expect(slides.map(([, attributes]) => attributes!.includes('data-dormant=""'))).toEqual(slides.map(() => dormant));
  });

  it('leaves 21 of the 45 cards dormant, each still a whole card with its cart, heart and Compare forms', () => {
    const dormant = productCarousels.flatMap((carousel) => [...carousel.matchAll(/<li class="carousel__slide"[^>]*data-dormant=""[^>]*>([\s\S]*?)<\/li>/g)].map((m) => m[1]!));
    expect(dormant).toHaveLength(21);
    for (const card of dormant) {
      expect(card).toMatch(/^<article class="product-card" data-sku="[^"]+">/);
      expect(card).toMatch(/<form action="\/cart" method="post">/);
      expect(card).toMatch(/<form class="save-heart product-card__heart" action="\/account\/saved" method="post">/);
      expect(card).toMatch(/<form class="compare-toggle product-card__compare" action="\/compare\/toggle" method="post">/);
    }
  });

  it('marks no slide of the hero carousel dormant', () => {
    const hero = /<div class="carousel hero-carousel"[\s\S]*?<\/ul>/.exec(html)?.[0] ?? '';
    expect(hero).toContain('carousel__slide');
    expect(hero).not.toContain('data-dormant');
  });
});
