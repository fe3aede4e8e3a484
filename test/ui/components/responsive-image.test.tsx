// Product images get a srcset only where the host serves each width (Shopify's CDN resizes to a
// `width` parameter); the embedded catalogue's SVGs scale by themselves and get none. Width and
// height stay on every <img>, so the box is reserved either way.
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { IMAGE_SRCSET, srcsetWidths } from '../../../src/domain/timing';
import { ProductCard } from '../../../src/ui/components/product-card';
import type { ProductCardView } from '../../../src/ui/components/product-card-view';
import { CARD_IMAGE_SIZES, GALLERY_IMAGE_SIZES, imageSrcSet } from '../../../src/ui/components/responsive-image';
import { ProductGallery } from '../../../src/ui/product/product-gallery';

const CDN = 'https://cdn.shopify.com/s/files/1/0001/products/strat.jpg?v=17';
const EMBEDDED = '/images/products/1001-1.svg';

const candidates = (srcset: string | undefined) => (srcset ?? '').split(', ').map((entry) => entry.split(' '));

describe('imageSrcSet', () => {
  it('offers every default width (15, from 200 in steps of 200) of a Shopify CDN image, each URL asking the CDN for that width', () => {
    const entries = candidates(imageSrcSet(CDN));
    expect(entries.map(([, descriptor]) => descriptor)).toEqual(srcsetWidths().map((w) => `${w}w`));
    expect(entries).toHaveLength(IMAGE_SRCSET.intervals);
    expect(entries[0]).toEqual(['https://cdn.shopify.com/s/files/1/0001/products/strat.jpg?v=17&width=200', '200w']);
    expect(entries.at(-1)).toEqual(['https://cdn.shopify.com/s/files/1/0001/products/strat.jpg?v=17&width=3000', '3000w']);
  });

  it.each([
    { name: 'wider than every width: all 15', width: 4000, last: 3000, count: 15 },
    { name: 'exactly 1000 wide: up to 1000', width: 1000, last: 1000, count: 5 },
    { name: '999 wide: up to 800', width: 999, last: 800, count: 4 },
    { name: '200 wide: 200 only', width: 200, last: 200, count: 1 },
  ])('never wider than the image itself ($name)', ({ width, last, count }) => {
    const entries = candidates(imageSrcSet(CDN, width));
    expect(entries).toHaveLength(count);
    expect(entries.at(-1)?.[1]).toBe(`${last}w`);
  });

  it.each([
    { name: 'an embedded SVG path', url: EMBEDDED },
    { name: 'an SVG on the CDN', url: 'https://cdn.shopify.com/s/files/1/logo.svg' },
    { name: 'another host', url: 'https://images.example.com/strat.jpg' },
    { name: 'the CDN over plain http', url: 'http://cdn.shopify.com/s/files/1/strat.jpg' },
    { name: 'a lookalike host', url: 'https://cdn.shopify.com.example.net/strat.jpg' },
    { name: 'not a URL', url: 'https://' },
  ])('gives no srcset for $name', ({ url }) => {
    expect(imageSrcSet(url)).toBeUndefined();
  });

  it('gives none for an image narrower than the smallest width', () => {
    expect(imageSrcSet(CDN, 150)).toBeUndefined();
  });
});

const imgTags = (html: string) => html.match(/<img\b[^>]*>/g) ?? [];
const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]?.replace(/&amp;/g, '&');

const card = (src: string): ProductCardView => ({
  sku: 'FEN-1', title: 'Strat', brand: 'Fender', href: '/products/strat', stockStatus: null, buyable: true, stockState: 'in-stock', price: '$1,299', wasPrice: null, savePrice: null, ribbon: null,
  images: [src, src], variantId: 'gid://shopify/ProductVariant/1', payment: null, openBox: false, attributes: [], priceAmount: '1299.00',
});
const inRouter = (element: React.ReactElement) => renderToString(<RouterProvider router={createMemoryRouter([{ id: 'root', path: '/', element }])} />);

describe('product card and gallery images', () => {
  it('a card with Shopify CDN images gives both images the srcset and the card sizes, keeping width and height', () => {
    const tags = imgTags(inRouter(<ProductCard card={card(CDN)} />));
    expect(tags).toHaveLength(2);
    for (const tag of tags) {
      expect(attr(tag, 'srcSet')).toBe(imageSrcSet(CDN));
      expect(attr(tag, 'sizes')).toBe(CARD_IMAGE_SIZES);
      expect(attr(tag, 'width')).toBe('240');
      expect(attr(tag, 'height')).toBe('240');
    }
  });

  it('a card with embedded SVG images has no srcset or sizes, and keeps width and height', () => {
    const tags = imgTags(inRouter(<ProductCard card={card(EMBEDDED)} />));
    expect(tags).toHaveLength(2);
    for (const tag of tags) {
      expect(attr(tag, 'srcSet')).toBeUndefined();
      expect(attr(tag, 'sizes')).toBeUndefined();
      expect(attr(tag, 'width')).toBe('240');
    }
  });

  it('the gallery main image gets the srcset up to its own width with the gallery sizes; thumbnails keep their 80 px box', () => {
    const images = [
      { url: CDN, alt: 'Strat front', width: 1200, height: 1200 },
      { url: EMBEDDED, alt: 'Strat back', width: 800, height: 800 },
    ];
    const [main, ...thumbs] = imgTags(renderToString(<ProductGallery images={images} title="Strat" />));
    expect(attr(main!, 'srcSet')).toBe(imageSrcSet(CDN, 1200));
    expect(attr(main!, 'sizes')).toBe(GALLERY_IMAGE_SIZES);
    expect([attr(main!, 'width'), attr(main!, 'height')]).toEqual(['1200', '1200']);
    expect(thumbs.map((tag) => [attr(tag, 'width'), attr(tag, 'srcSet')])).toEqual([['80', undefined], ['80', undefined]]);
  });

  it('an embedded gallery image has no srcset', () => {
    const [main] = imgTags(renderToString(<ProductGallery images={[{ url: EMBEDDED, alt: 'Strat', width: 800, height: 800 }]} title="Strat" />));
    expect(attr(main!, 'srcSet')).toBeUndefined();
    expect(attr(main!, 'width')).toBe('800');
  });
});
