import { describe, expect, it } from 'vitest';
import { bannerImageSvg } from '../../../../src/adapters/embedded/demo-data/banner-image-svg';
import { CATEGORY_SPECS } from '../../../../src/adapters/embedded/demo-data/category-specs';
import { brandLogoSvg, productPictureSvg, productImageSvgFor } from '../../../../src/adapters/embedded/demo-data/product-image-svg';
import { products } from './catalogue-fixture';

const size = (svg: string) => /^<svg [^>]*width="(\d+)" height="(\d+)"/.exec(svg)?.slice(1).map(Number);

describe('generated SVG images', () => {
  it.each(CATEGORY_SPECS.map((top) => [top.handle]))('draws a small fixed-size picture for the first product of %s', (topCategory) => {
    const product = products.find((p) => p.tags[0] === topCategory)!;
    const svg = productImageSvgFor(product, 1);
    expect(size(svg)).toEqual([800, 800]);
    expect(Buffer.byteLength(svg)).toBeLessThan(8192);
    expect(svg).toContain(`<title>${product.title.replace(/&/g, '&amp;').replace(/'/g, '&#39;')}:`);
  });

  it('is deterministic and differs between views', () => {
    const product = products[5]!;
    expect(productImageSvgFor(product, 1)).toBe(productImageSvgFor(product, 1));
    expect(productImageSvgFor(product, 1)).not.toBe(productImageSvgFor(product, 2));
  });

  it.each([
    ['brand logo', brandLogoSvg({ name: '<script>alert(1)</script>' }), [240, 120]],
    ['product image', productPictureSvg({ art: { kind: 'ukulele', shape: null, leaf: 'ukuleles' }, productId: '1', label: '<script>alert(1)</script>', view: 2 }), [800, 800]],
    ['banner', bannerImageSvg('showtime-sale'), [1600, 600]],
  ])('escapes text and fixes the size of the %s', (_label, svg, dimensions) => {
    expect(size(svg)).toEqual(dimensions);
    expect(svg).not.toContain('<script>');
  });

  // The banner's title and text are the page's own text over the picture (issue 16: at 360 px a
  // title drawn into the picture too showed 'Showtime Sale' twice, overlapping).
  it('draws no words into a banner picture, and colours it from its file name', () => {
    expect(bannerImageSvg('new-arrivals')).not.toContain('<text');
    expect(bannerImageSvg('new-arrivals')).not.toContain('New Arrivals');
    expect(bannerImageSvg('new-arrivals')).toBe(bannerImageSvg('new-arrivals'));
  });

  // Issue 33, observation 3: the hero was a plain colour with two circles; each banner is now a
  // stage with the shop's instrument drawings on it (the same drawings as the products').
  it.each([
    ['showtime-sale', ['electric-guitar', 'drum-kit', 'synthesizer']],
    ['new-arrivals', ['electric-guitar', 'synthesizer', 'effects-pedal']],
    ['staffed-by-musicians', ['acoustic-guitar', 'guitar-amp', 'microphone']],
    ['open-box', ['bass-guitar', 'digital-piano']],
  ])('draws the %s banner as a stage with %j on it, light in bytes', (name, kinds) => {
    const svg = bannerImageSvg(name as string);
    const drawn = [...svg.matchAll(/<g data-kind="([a-z-]+)"/g)].map((m) => m[1]);
    expect(drawn.sort()).toEqual([...(kinds as string[])].sort());
    expect(svg).not.toContain('<circle cx="1300" cy="300" r="220"');
    expect(Buffer.byteLength(svg)).toBeLessThan(24_000);
  });
});
